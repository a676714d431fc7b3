//! The one reader for every way a position arrives: a FEN (strict or lenient),
//! `FEN moves m1 m2 ...` (also the xiangqi seed's `FEN w moves ...`), UCI's
//! `position fen|startpos [moves ...]` and a bare `startpos [moves ...]`, Lichess / Chess.com / pychess.org links,
//! any of these in quotes or backticks. The editor's paste, its FEN field, the
//! command-line argument and `check` all read through here, so they accept the
//! same forms and report columns in the text as the user gave it.

mod command;
mod invisible;
#[cfg(test)]
mod printed_texts;
mod reading;
#[cfg(test)]
mod tests;
mod wrapped;

pub use reading::InputReading;

use super::movetext;
use super::play::play_tokens;
use super::read::read_canonical_as;
use super::url;
use super::{MAX_INPUT_BYTES, ReadOptions, read_fen};
use crate::rules::xiangqi::RankNumbering;
use crate::{Diagnostic, Position, Variant};
use invisible::name_invisible;
use wrapped::read_wrapped;

/// Codes this module adds to those of the FEN reader and the rules.
pub const CODES: &[&str] = &[
    "no-fen-found",
    "empty-move-list",
    "startpos-extra",
    super::game_link::CODE,
];

/// Read one input (one line of `check`, the command-line argument). With no
/// variant given, chess is read first (see [`read_input_on`]).
pub fn read_input(text: &str, options: ReadOptions) -> InputReading {
    read_input_on(text, options, options.variant.unwrap_or(Variant::Chess))
}

/// Read one input on a board of variant `board` (the editor's FEN field and
/// paste): the text is read as that variant first and explained in its words;
/// it switches to the other variant only when it reads cleanly there (or its
/// ranks are the other variant's number). A variant in `options` is forced.
pub fn read_input_on(text: &str, options: ReadOptions, board: Variant) -> InputReading {
    let mut reading = read_preferring(text, options, board);
    name_invisible(text, &mut reading.errors);
    name_invisible(text, &mut reading.warnings);
    reading
}

fn read_preferring(text: &str, options: ReadOptions, board: Variant) -> InputReading {
    if text.len() > MAX_INPUT_BYTES {
        return InputReading::failed(
            Diagnostic::error("input-too-long")
                .arg("bytes", text.len())
                .arg("limit", MAX_INPUT_BYTES),
        );
    }
    if let Some(asked) = crate::chess960::parse_start(text) {
        return match asked.map(crate::chess960::start_position) {
            Ok(start) => InputReading {
                start,
                position: start,
                ..InputReading::default()
            },
            Err(number) => InputReading::failed(
                Diagnostic::error("chess960-start-number")
                    .at(1)
                    .arg("number", number),
            ),
        };
    }
    // Nearly every line of a large `check` file is a canonical FEN, which has
    // no quote, link, `position` or `moves` around it (none of their
    // characters can be in one): the unwrapping below would find nothing.
    if let Some(position) = read_canonical_as(text.as_bytes(), options) {
        return InputReading::started(position, Vec::new());
    }
    // A game's or a study's link names what only the site can give.
    if let Some(error) = super::game_link::link_without_position(text) {
        return InputReading::failed(error);
    }
    // EPD (`... bm Bb5; id "x";`): a FEN never holds a `;`.
    if let Some(reading) = super::epd::reading(text, options) {
        return reading;
    }
    if let Some(forced) = options.variant {
        return read_as(text, options, forced);
    }
    let preferred = read_as(text, options.with_variant(Some(board)), board);
    if preferred.is_ok() {
        return preferred;
    }
    let other_variant = other(board);
    let other = read_as(
        text,
        options.with_variant(Some(other_variant)),
        other_variant,
    );
    // The other game's words when the text reads there, or its position does
    // (only its moves fail), or its ranks are the other game's number.
    let position_reads = preferred.start.is_none() && other.start.is_some();
    if other.is_ok() || position_reads || variant_of_ranks(text) == Some(other_variant) {
        return other;
    }
    preferred
}

/// Read `text` as a position of `variant`: a FEN in its wrappings, else the
/// moves of a game from the start position.
fn read_as(text: &str, options: ReadOptions, variant: Variant) -> InputReading {
    let reading = read_wrapped(text, options, variant);
    if reading.is_ok() {
        return reading;
    }
    read_movetext(text, variant, options.ranks).unwrap_or(reading)
}

fn other(variant: Variant) -> Variant {
    match variant {
        Variant::Chess => Variant::Xiangqi,
        Variant::Xiangqi => Variant::Chess,
    }
}

/// The variant whose number of ranks the text's first word has (8 or 10).
fn variant_of_ranks(text: &str) -> Option<Variant> {
    let extracted = url::extract(text);
    let placement = extracted.text.split_whitespace().next()?;
    Variant::ALL
        .into_iter()
        .find(|v| placement.matches('/').count() + 1 == usize::from(v.ranks()))
}

/// The start position of `variant`.
pub fn start_position(variant: Variant) -> Option<Position> {
    read_fen(variant.start_fen(), ReadOptions::strict())
        .map(|read| read.position)
        .ok()
}

/// A game's moves (`1. e4 e5 2. Nf3`, `e4 e5`) played from the start: None
/// when the text neither starts with a move number nor with a move that plays.
fn read_movetext(text: &str, variant: Variant, ranks: RankNumbering) -> Option<InputReading> {
    let extracted = url::extract(text);
    let body = extracted.text.as_ref();
    let tokens = movetext::move_tokens(body);
    let start = start_position(variant)?;
    let first_plays = play_tokens(&start, tokens.get(..1)?, ranks).error.is_none();
    if !first_plays && !movetext::starts_with_move_number(body) {
        return None;
    }
    let mut reading = InputReading::started(start, Vec::new());
    reading.play(&tokens, ranks, |byte| extracted.column_of_byte(byte));
    Some(reading)
}
