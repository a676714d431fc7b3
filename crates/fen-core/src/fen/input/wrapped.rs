//! A FEN (or `startpos`) in its wrappings (quotes, links, commands) read as
//! one variant, its moves played, every column moved back to the text as the
//! user gave it.

use super::super::url::{self, Extracted};
use super::super::{ReadOptions, movetext, read_fen};
use super::InputReading;
use super::command::{Command, MovesPart, split_command};
use super::start_position;
use crate::rules::xiangqi::RankNumbering;
use crate::{Diagnostic, Position, Variant};

/// Unwrap quotes, links and commands, read the FEN and play the moves.
pub(super) fn read_wrapped(text: &str, options: ReadOptions, variant: Variant) -> InputReading {
    let extracted = url::extract(text);
    let body = extracted.text.as_ref();
    let (fen_part, fen_offset, moves_part) = match split_command(body) {
        Command::StartPos {
            stray: Some((at, word)),
            ..
        } => {
            let error = Diagnostic::error("startpos-extra")
                .at(extracted.column_of_byte(at))
                .arg("text", word.to_string());
            let mut reading = finish(
                start_position(variant),
                Vec::new(),
                None,
                &extracted,
                options.ranks,
            );
            reading.errors.push(error);
            return reading;
        }
        Command::StartPos { moves, stray: None } => {
            return finish(
                start_position(variant),
                Vec::new(),
                moves,
                &extracted,
                options.ranks,
            );
        }
        Command::Fen { fen, offset, moves } => (fen, offset, moves),
    };
    let shift = |d: Diagnostic| remap(d, fen_offset, &extracted);
    let options = if extracted.chess960 {
        options.with_chess960(true)
    } else {
        options
    };
    match read_fen(fen_part, options) {
        Ok(read) => {
            let warnings = read.warnings.into_iter().map(shift).collect();
            finish(
                Some(read.position),
                warnings,
                moves_part,
                &extracted,
                options.ranks,
            )
        }
        Err(failure) => InputReading {
            errors: failure.errors.into_iter().map(shift).collect(),
            warnings: failure.warnings.into_iter().map(shift).collect(),
            ..InputReading::default()
        },
    }
}

/// Play the move list (if any) from `start`, stopping at the first bad move.
fn finish(
    start: Option<Position>,
    warnings: Vec<Diagnostic>,
    moves: Option<MovesPart<'_>>,
    extracted: &Extracted<'_>,
    ranks: RankNumbering,
) -> InputReading {
    let Some(start) = start else {
        return InputReading {
            warnings,
            ..InputReading::default()
        };
    };
    let mut reading = InputReading::started(start, warnings);
    let Some(moves) = moves else {
        return reading;
    };
    let tokens: Vec<(usize, &str)> = movetext::move_tokens(moves.text)
        .into_iter()
        .map(|(at, token)| (moves.offset + at, token))
        .collect();
    if tokens.is_empty() {
        let column = extracted.column_of_byte(moves.keyword);
        reading
            .errors
            .push(Diagnostic::error("empty-move-list").at(column));
        return reading;
    }
    reading.play(&tokens, ranks, |byte| extracted.column_of_byte(byte));
    reading
}

/// Move a diagnostic's column from the FEN part (which starts at byte
/// `fen_offset` of the extracted text) to the text as the user gave it.
fn remap(diagnostic: Diagnostic, fen_offset: usize, extracted: &Extracted<'_>) -> Diagnostic {
    let Some(column) = diagnostic.column else {
        return diagnostic;
    };
    let fen_start_char = extracted
        .text
        .get(..fen_offset)
        .map_or(0, |s| s.chars().count());
    Diagnostic {
        column: Some(extracted.column_of_char(fen_start_char + column - 1)),
        ..diagnostic
    }
}
