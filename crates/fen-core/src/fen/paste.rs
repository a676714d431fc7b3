//! Reading pasted text, which may be several lines: a PGN game (tags such as
//! `[FEN "…"]` and `[SetUp "1"]`, then the moves over any number of lines),
//! moves alone over several lines, or a position somewhere among other lines
//! (a chat message, a PGN header): then the first line that reads wins.

use super::input::{InputReading, read_input_on, start_position};
use super::{MAX_INPUT_BYTES, ReadOptions, movetext, url};
use crate::{Diagnostic, Variant};

/// Read pasted text, chess first (see [`read_paste_on`]).
pub fn read_paste(text: &str, options: ReadOptions) -> InputReading {
    read_paste_on(text, options, options.variant.unwrap_or(Variant::Chess))
}

/// Read pasted text on a board of variant `board`. When nothing reads, the
/// first non-blank line's errors are reported.
pub fn read_paste_on(text: &str, options: ReadOptions, board: Variant) -> InputReading {
    if text.len() > MAX_INPUT_BYTES {
        return read_input_on(text, options, board);
    }
    // A xiangqi web page's game (DhtmlXQ) reads as the PGN it stands for.
    if let Some(pgn) = crate::pgn::read_dhtmlxq(text) {
        return read_paste_on(&pgn, options, Variant::Xiangqi);
    }
    if let Some(game) = read_game(text, options, board) {
        return game;
    }
    let mut first_failure = None;
    for line in lines(text).map(str::trim).filter(|l| !l.is_empty()) {
        let reading = read_input_on(line, options, board);
        if reading.is_ok() {
            return reading;
        }
        // "Look at this: https://lichess.org/analysis/…" — a link inside a
        // chat line reads on its own.
        if let Some(link) = line
            .split_whitespace()
            .skip(1)
            .filter(|word| url::looks_like_link(word))
            .map(|word| read_input_on(word, options, board))
            .find(InputReading::is_ok)
        {
            return link;
        }
        first_failure.get_or_insert(reading);
    }
    first_failure.unwrap_or_else(|| InputReading::failed(Diagnostic::error("empty-input").at(1)))
}

/// A PGN game (at least one tag line) or moves over several lines; None for
/// anything else. Columns of move errors count in the moves' own line.
fn read_game(text: &str, options: ReadOptions, board: Variant) -> Option<InputReading> {
    let lines: Vec<&str> = lines(text).filter(|l| !l.trim().is_empty()).collect();
    let is_tag = |line: &&str| {
        let line = line.trim();
        line.starts_with('[') && line.ends_with(']')
    };
    let tags: Vec<&str> = lines.iter().copied().filter(is_tag).collect();
    let moves: Vec<&str> = lines.iter().copied().filter(|l| !is_tag(l)).collect();
    let moves_look_like_a_game = moves
        .first()
        .is_some_and(|first| movetext::starts_with_move_number(first));
    if tags.is_empty() && !(moves.len() > 1 && moves_look_like_a_game) {
        return None;
    }
    let fen_tag = tags
        .iter()
        .find(|tag| tag_name(tag).eq_ignore_ascii_case("fen"));
    if !tags.is_empty() && is_chess_game(&tags, fen_tag.copied()) {
        return super::paste_pgn::read_pgn_game(text);
    }
    let mut reading = match fen_tag {
        Some(tag) => read_input_on(tag.trim(), options, board),
        None => {
            let variant = variant_tag(&tags).unwrap_or(board);
            InputReading::started(start_position(variant)?, Vec::new())
        }
    };
    if !reading.is_ok() {
        return Some(reading);
    }
    for line in moves {
        let tokens = movetext::move_tokens(line);
        let before = reading.errors.len();
        reading.play(&tokens, options.ranks, |byte| {
            line.get(..byte).map_or(1, |s| s.chars().count() + 1)
        });
        if reading.errors.len() > before {
            break;
        }
    }
    reading.game = true;
    Some(reading)
}

/// A chess game, which the PGN reader reads: no `[Variant]` tag naming
/// another game, and a FEN tag (if any) with a chess board's 8 ranks.
fn is_chess_game(tags: &[&str], fen_tag: Option<&str>) -> bool {
    let ranks_of = |tag: &str| {
        tag.split('"')
            .nth(1)
            .map(|fen| fen.matches('/').count() + 1)
    };
    variant_tag(tags).is_none_or(|v| v == Variant::Chess)
        && fen_tag.and_then(ranks_of).is_none_or(|ranks| ranks == 8)
}

/// The lines of a paste, ended by LF, CRLF or a lone CR (terminals and tmux
/// send a pasted line break as CR).
fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.split(['\n', '\r'])
}

/// `Event` of `[Event "…"]`.
fn tag_name(tag: &str) -> &str {
    let inner = tag.trim().trim_start_matches('[');
    inner.split_whitespace().next().unwrap_or("")
}

/// The variant a `[Variant "…"]` tag names, when it names one we know.
fn variant_tag(tags: &[&str]) -> Option<Variant> {
    // xqbase's xiangqi PGN says `[Game "Chinese Chess"]`.
    let chinese_chess = tags.iter().any(|tag| {
        tag_name(tag).eq_ignore_ascii_case("game") && tag.to_ascii_lowercase().contains("chinese")
    });
    if chinese_chess {
        return Some(Variant::Xiangqi);
    }
    let tag = tags
        .iter()
        .find(|tag| tag_name(tag).eq_ignore_ascii_case("variant"))?;
    let value = tag.trim().trim_end_matches(']').split('"').nth(1)?;
    let value = value.to_ascii_lowercase();
    match value.as_str() {
        "standard" => Some(Variant::Chess),
        name => Variant::from_name(name),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    const AFTER_NF3_NC6: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

    fn fen_of(text: &str) -> Option<String> {
        let reading = read_paste(text, ReadOptions::lenient());
        assert!(reading.errors.is_empty(), "{text:?}: {:?}", reading.errors);
        reading.fen()
    }

    #[test]
    fn paste_takes_the_first_line_that_reads() {
        let text = "Look at this:\n  8/8/8/8/8/8/8/K6k w - - 0 1  \nnice?";
        assert_eq!(fen_of(text).as_deref(), Some("8/8/8/8/8/8/8/K6k w - - 0 1"));
    }

    #[test]
    fn paste_finds_a_link_inside_a_chat_line() {
        let text = "look at this: https://lichess.org/analysis/8/8/8/8/8/8/8/K6k_w_-_-_0_1 !!";
        assert_eq!(fen_of(text).as_deref(), Some("8/8/8/8/8/8/8/K6k w - - 0 1"));
    }

    #[test]
    fn pgn_game_plays_its_moves_from_the_start() {
        let game =
            "[Event \"Casual\"]\n[Result \"*\"]\n\n1. e4 e5 {the classic} 2. Nf3 $1\nNc6!? *\n";
        assert_eq!(fen_of(game).as_deref(), Some(AFTER_NF3_NC6));
        let reading = read_paste(game, ReadOptions::lenient());
        assert_eq!(reading.moves.len(), 4);
        assert_eq!(
            reading
                .start
                .map(|p| super::super::write_fen(&p))
                .as_deref(),
            Some(START)
        );
    }

    #[test]
    fn pgn_game_plays_its_moves_from_the_fen_tag() {
        let game = "[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/4P3/K6k w - - 0 1\"]\n\n1. e4 Kg2 *";
        assert_eq!(
            fen_of(game).as_deref(),
            Some("8/8/8/8/4P3/8/6k1/K7 w - - 1 2")
        );
        let alone = "[FEN \"8/8/8/8/8/8/4P3/K6k w - - 0 1\"]";
        assert_eq!(
            fen_of(alone).as_deref(),
            Some("8/8/8/8/8/8/4P3/K6k w - - 0 1")
        );
    }

    #[test]
    fn moves_over_several_lines_are_one_game() {
        assert_eq!(
            fen_of("1. e4 e5\n2. Nf3 Nc6").as_deref(),
            Some(AFTER_NF3_NC6)
        );
    }

    #[test]
    fn a_bad_move_in_a_game_stops_there_with_its_column() {
        let reading = read_paste("[Event \"x\"]\n1. e4 e5 2. Ke3", ReadOptions::lenient());
        assert_eq!(reading.moves.len(), 2);
        assert_eq!(reading.errors.len(), 1);
        assert_eq!(reading.errors[0].column, Some(13));
    }

    #[test]
    fn xiangqi_variant_tag_starts_from_the_xiangqi_start() {
        let game = "[Variant \"Xiangqi\"]\n1. h2e2 h9g7";
        let reading = read_paste(game, ReadOptions::lenient());
        assert!(reading.is_ok(), "{reading:?}");
        assert_eq!(reading.moves.len(), 2);
    }
}
