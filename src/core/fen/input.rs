//! The one reader for every way a position arrives: a FEN (strict or lenient),
//! `FEN moves m1 m2 ...` (also the xiangqi seed's `FEN w moves ...`), UCI's
//! `position fen|startpos [moves ...]`, Lichess / Chess.com / pychess.org links,
//! any of these in quotes or backticks. The editor's paste, its FEN field, the
//! command-line argument and `check` all read through here, so they accept the
//! same forms and report columns in the text as the user gave it.

use super::movetext;
use super::play::play_tokens;
use super::read::read_canonical_as;
use super::url::{self, Extracted};
use super::{MAX_INPUT_BYTES, ReadOptions, read_fen, write_fen};
use crate::core::rules::Move;
use crate::core::{Arg, Diagnostic, Position, Variant};

/// Codes this module adds to those of the FEN reader and the rules.
pub const CODES: &[&str] = &["no-fen-found", "empty-move-list"];

/// What a text said: the position it starts from, the moves played from it,
/// the position after them, and everything worth telling about the text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct InputReading {
    /// The position the FEN (or `startpos`) describes.
    pub start: Option<Position>,
    /// The position after the moves that could be played (the start when none).
    pub position: Option<Position>,
    /// The moves played, in order.
    pub moves: Vec<Move>,
    /// Errors, with 1-based columns in the text as given.
    pub errors: Vec<Diagnostic>,
    /// Repairs made by lenient reading, with columns.
    pub warnings: Vec<Diagnostic>,
}

impl InputReading {
    /// The canonical FEN of the position after the moves, if it was read.
    pub fn fen(&self) -> Option<String> {
        self.position.as_ref().map(write_fen)
    }

    /// Read without errors (the position may still break the rules).
    pub fn is_ok(&self) -> bool {
        self.errors.is_empty() && self.position.is_some()
    }

    /// At `start`, with no moves yet.
    pub(super) fn started(start: Position, warnings: Vec<Diagnostic>) -> Self {
        InputReading {
            start: Some(start),
            position: Some(start),
            warnings,
            ..Self::default()
        }
    }

    /// Play `tokens` (moves with their byte offsets) from the position,
    /// stopping at the first bad one; `column_of` turns an offset into the
    /// column the error points at.
    pub(super) fn play(&mut self, tokens: &[(usize, &str)], column_of: impl Fn(usize) -> usize) {
        let Some(position) = self.position else {
            return;
        };
        let played = play_tokens(&position, tokens);
        self.moves.extend(played.moves);
        self.position = Some(played.position);
        if let Some((index, error)) = played.error {
            let column = tokens.get(index).map_or(1, |(at, _)| column_of(*at));
            self.errors.push(Diagnostic {
                column: Some(column),
                ..error
            });
        }
    }

    pub(super) fn failed(error: Diagnostic) -> Self {
        InputReading {
            errors: vec![error],
            ..Self::default()
        }
    }
}

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

/// A diagnostic pointing at a character that shows as nothing (a space, a
/// tab, a non-breaking or zero-width space) says which one: `typed` is its
/// code point (`U+00A0`), so the words can name what the user cannot see.
fn name_invisible(text: &str, diagnostics: &mut [Diagnostic]) {
    for diagnostic in diagnostics {
        let Some(index) = diagnostic.column.and_then(|c| c.checked_sub(1)) else {
            continue;
        };
        let Some(c) = text.chars().nth(index) else {
            continue;
        };
        let invisible = c.is_whitespace()
            || c.is_control()
            || matches!(c, '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2060}'..='\u{206f}' | '\u{feff}');
        if invisible {
            let code = format!("U+{:04X}", u32::from(c));
            diagnostic.args.push(("typed", Arg::from(code)));
        }
    }
}

fn read_preferring(text: &str, options: ReadOptions, board: Variant) -> InputReading {
    if text.len() > MAX_INPUT_BYTES {
        return InputReading::failed(
            Diagnostic::error("input-too-long")
                .arg("bytes", text.len())
                .arg("limit", MAX_INPUT_BYTES),
        );
    }
    if let Some(asked) = crate::core::chess960::parse_start(text) {
        return match asked.map(crate::core::chess960::start_position) {
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
    read_movetext(text, variant).unwrap_or(reading)
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
fn read_movetext(text: &str, variant: Variant) -> Option<InputReading> {
    let extracted = url::extract(text);
    let body = extracted.text.as_ref();
    let tokens = movetext::move_tokens(body);
    let start = start_position(variant)?;
    let first_plays = play_tokens(&start, tokens.get(..1)?).error.is_none();
    if !first_plays && !movetext::starts_with_move_number(body) {
        return None;
    }
    let mut reading = InputReading::started(start, Vec::new());
    reading.play(&tokens, |byte| extracted.column_of_byte(byte));
    Some(reading)
}

/// Unwrap quotes, links and commands, read the FEN and play the moves.
fn read_wrapped(text: &str, options: ReadOptions, variant: Variant) -> InputReading {
    let extracted = url::extract(text);
    let body = extracted.text.as_ref();
    let (fen_part, fen_offset, moves_part) = match split_command(body) {
        Command::StartPos { moves } => {
            return finish(start_position(variant), Vec::new(), moves, &extracted);
        }
        Command::Fen { fen, offset, moves } => (fen, offset, moves),
    };
    let shift = |d: Diagnostic| remap(d, fen_offset, &extracted);
    match read_fen(fen_part, options) {
        Ok(read) => {
            let warnings = read.warnings.into_iter().map(shift).collect();
            finish(Some(read.position), warnings, moves_part, &extracted)
        }
        Err(failure) => InputReading {
            errors: failure.errors.into_iter().map(shift).collect(),
            warnings: failure.warnings.into_iter().map(shift).collect(),
            ..InputReading::default()
        },
    }
}

enum Command<'a> {
    StartPos {
        moves: Option<MovesPart<'a>>,
    },
    Fen {
        fen: &'a str,
        /// Byte offset of `fen` in the extracted text.
        offset: usize,
        moves: Option<MovesPart<'a>>,
    },
}

/// The text after the `moves` keyword and its byte offset in the extracted text.
#[derive(Clone, Copy)]
struct MovesPart<'a> {
    text: &'a str,
    offset: usize,
    /// Byte offset of the keyword itself (for "moves with nothing after it").
    keyword: usize,
}

/// Split `position startpos|fen ...` and `... moves ...` into their parts.
fn split_command(body: &str) -> Command<'_> {
    let (fen_start, rest) = match strip_word(body, "position") {
        Some(after) => {
            let after_trimmed = after.trim_start();
            let at = body.len() - after_trimmed.len();
            if let Some(moves_text) = strip_word(after_trimmed, "startpos") {
                let start = body.len() - moves_text.len();
                return Command::StartPos {
                    moves: find_moves(body, start),
                };
            }
            match strip_word(after_trimmed, "fen") {
                Some(fen) => {
                    let fen = fen.trim_start();
                    (body.len() - fen.len(), fen)
                }
                None => (at, after_trimmed),
            }
        }
        None => (0, body),
    };
    let moves = find_moves(body, fen_start);
    let fen_end = moves.map_or(body.len(), |m| m.keyword);
    let fen = body.get(fen_start..fen_end).unwrap_or(rest);
    let fen = if moves.is_some() { fen.trim_end() } else { fen };
    Command::Fen {
        fen,
        offset: fen_start,
        moves,
    }
}

/// `text` without a leading `word` followed by whitespace or the end.
fn strip_word<'a>(text: &'a str, word: &str) -> Option<&'a str> {
    let rest = text.strip_prefix(word)?;
    (rest.is_empty() || rest.starts_with(char::is_whitespace)).then_some(rest)
}

/// The ` moves ` keyword at or after byte `from`, as a whole word.
fn find_moves(body: &str, from: usize) -> Option<MovesPart<'_>> {
    let tail = body.get(from..)?;
    // No FEN letter is an 'm': a quick byte scan skips the substring search.
    if !tail.as_bytes().contains(&b'm') {
        return None;
    }
    let mut search = 0;
    while let Some(found) = tail.get(search..)?.find("moves") {
        let at = search + found;
        let before_ok = at == 0 || tail[..at].ends_with(char::is_whitespace);
        let after = &tail[at + 5..];
        let after_ok = after.is_empty() || after.starts_with(char::is_whitespace);
        if before_ok && after_ok {
            return Some(MovesPart {
                text: after,
                offset: from + at + 5,
                keyword: from + at,
            });
        }
        search = at + 5;
    }
    None
}

/// Play the move list (if any) from `start`, stopping at the first bad move.
fn finish(
    start: Option<Position>,
    warnings: Vec<Diagnostic>,
    moves: Option<MovesPart<'_>>,
    extracted: &Extracted<'_>,
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
    reading.play(&tokens, |byte| extracted.column_of_byte(byte));
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

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn canonical_fens_read_as_the_long_way_reads_them() {
        let rows = [
            include_str!("../../../tests/data/chess-positions.tsv"),
            include_str!("../../../tests/data/xiangqi-positions.tsv"),
        ];
        let mut canonical = 0;
        for fen in rows.iter().flat_map(|f| f.lines().skip(1)) {
            let fen = fen.split('\t').next().unwrap();
            for options in [ReadOptions::strict(), ReadOptions::lenient()] {
                canonical += usize::from(
                    crate::core::fen::read::read_canonical(fen.as_bytes(), None).is_some(),
                );
                assert_eq!(
                    read_input(fen, options),
                    read_wrapped(fen, options, Variant::Chess),
                    "{fen}"
                );
            }
        }
        assert!(canonical > 500, "{canonical}");
    }

    #[test]
    fn plain_fen_reads_with_columns_unchanged() {
        let r = read_input(
            "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ReadOptions::strict(),
        );
        assert_eq!(r.errors[0].code, "rank-too-long");
        assert_eq!(r.errors[0].column, Some(19));
    }

    #[test]
    fn errors_inside_a_link_point_into_the_link() {
        // The same bad digit inside a Lichess link: 29 characters precede the FEN.
        let link =
            "https://lichess.org/analysis/rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1";
        let r = read_input(link, ReadOptions::lenient());
        assert_eq!(r.errors[0].code, "rank-too-long");
        assert_eq!(r.errors[0].column, Some(29 + 19));
    }

    #[test]
    fn uci_position_commands_are_read() {
        let r = read_input(&format!("position fen {START}"), ReadOptions::strict());
        assert!(r.is_ok(), "{r:?}");
        assert_eq!(r.fen().as_deref(), Some(START));
        let r = read_input("position startpos", ReadOptions::strict());
        assert_eq!(r.fen().as_deref(), Some(START));
    }

    #[test]
    fn quoted_fen_with_an_error_points_inside_the_quotes() {
        let r = read_input("\"8/8/8/8/8/8/8/8 x - - 0 1\"", ReadOptions::strict());
        assert_eq!(r.errors[0].code, "invalid-side");
        assert_eq!(r.errors[0].column, Some(18));
    }

    #[test]
    fn empty_move_list_is_an_error_at_the_keyword() {
        let r = read_input(&format!("{START} moves"), ReadOptions::lenient());
        assert_eq!(r.errors[0].code, "empty-move-list");
        assert_eq!(r.errors[0].column, Some(START.len() + 2));
        assert_eq!(r.position, r.start);
    }

    #[test]
    fn xiangqi_seed_fen_with_move_list() {
        let r = read_input(
            "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w moves g0f0 d8d9",
            ReadOptions::strict(),
        );
        assert!(r.is_ok(), "{r:?}");
        assert_eq!(r.moves.len(), 2);
        assert_eq!(
            r.fen().as_deref(),
            Some("3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 2 2")
        );
    }

    #[test]
    fn xiangqi_one_based_ranks_are_recognised() {
        // Fairy-Stockfish numbers ranks 1-10: h3e3 is the cannon h2-e2.
        let start = Variant::Xiangqi.start_fen();
        let zero = read_input(&format!("{start} moves h2e2"), ReadOptions::lenient());
        let one = read_input(&format!("{start} moves h3e3 h10g8"), ReadOptions::lenient());
        assert!(zero.is_ok() && one.is_ok(), "{zero:?} {one:?}");
        assert_eq!(zero.moves[0], one.moves[0]);
    }

    #[test]
    fn bad_move_is_located_and_the_position_stops_before_it() {
        let start = Variant::Xiangqi.start_fen();
        let text = format!("{start} moves h2e2 h9g7 zz");
        let r = read_input(&text, ReadOptions::lenient());
        assert_eq!(r.moves.len(), 2);
        assert_eq!(r.errors[0].column, Some(text.len() - 1));
    }
}
