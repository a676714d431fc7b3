//! Writing a game as PGN: the Seven Tag Roster, `SetUp`/`FEN` when the game
//! does not start from the standard position, and SAN movetext wrapped under
//! 80 columns as the standard asks. Xiangqi games are written as xqbase's
//! PGN specification writes them (`[Game "Chinese Chess"]`, `[Format]`, Red
//! and Black), their moves in ICCS, WXF or Chinese.

use super::tree::{MoveStyle, move_text};
use crate::fen::write_fen;
use crate::rules::chess::notation::{self as chess_notation, ChessNotation};
use crate::rules::xiangqi::notation::Notation;
use crate::rules::{self, Move, Status};
use crate::{Color, Position, Variant};

/// Why a game cannot be written as PGN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// A xiangqi notation was asked for a chess game.
    NotChess,
}

const LINE_WIDTH: usize = 79;

/// The PGN of the game that starts at `start` and plays the legal `moves`:
/// SAN for chess, Chinese notation for xiangqi (xqbase's default format).
pub fn write_game(start: &Position, moves: &[Move]) -> Result<String, WriteError> {
    write_game_in(start, moves, None)
}

/// As [`write_game`], a xiangqi game's moves in `notation` (`Uci` is
/// written as ICCS, the coordinates xiangqi PGN knows).
pub fn write_game_in(
    start: &Position,
    moves: &[Move],
    notation: Option<Notation>,
) -> Result<String, WriteError> {
    match (start.variant, notation) {
        (Variant::Xiangqi, notation) => Ok(xiangqi_game(
            start,
            moves,
            notation.unwrap_or(Notation::Chinese),
        )),
        (Variant::Chess, None) => Ok(chess_game(start, moves, ChessNotation::San)),
        (Variant::Chess, Some(_)) => Err(WriteError::NotChess),
    }
}

/// As [`write_game`], the moves in `style` (`None` when it is the other
/// game's style).
pub fn write_game_as(start: &Position, moves: &[Move], style: MoveStyle) -> Option<String> {
    match (start.variant, style) {
        (Variant::Xiangqi, MoveStyle::Xiangqi(notation)) => {
            Some(xiangqi_game(start, moves, notation))
        }
        (Variant::Chess, MoveStyle::Chess(notation)) => Some(chess_game(start, moves, notation)),
        _ => None,
    }
}

/// The movetext's tokens (`1.`, `e4`, `1...` when Black starts, each move as
/// `write` writes it in the position before it) and the position at the end.
fn numbered_moves(
    start: &Position,
    moves: &[Move],
    write: impl Fn(&Position, Move) -> String,
) -> (Vec<String>, Position) {
    let mut position = *start;
    let mut tokens = Vec::with_capacity(moves.len() * 3 / 2 + 1);
    for (index, &mv) in moves.iter().enumerate() {
        match position.side_to_move {
            Color::White => tokens.push(format!("{}.", position.fullmove_number)),
            Color::Black if index == 0 => tokens.push(format!("{}...", position.fullmove_number)),
            Color::Black => {}
        }
        tokens.push(write(&position, mv));
        position = rules::play(&position, mv);
    }
    (tokens, position)
}

/// The tag pairs, a blank line and the movetext wrapped.
fn game_text(tags: &[(&str, String)], tokens: &[String]) -> String {
    let mut text = String::new();
    for (name, value) in tags {
        text.push_str(&format!("[{name} \"{value}\"]\n"));
    }
    text.push('\n');
    wrap_into(&mut text, tokens);
    text
}

fn chess_game(start: &Position, moves: &[Move], notation: ChessNotation) -> String {
    let (mut tokens, end) = numbered_moves(start, moves, |position, mv| {
        chess_notation::write(position, mv, notation)
    });
    let result = result_of(&end);
    tokens.push(result.to_string());

    let standard = write_fen(start) == Variant::Chess.start_fen();
    let mut tags = vec![
        ("Event", "?".to_string()),
        ("Site", "?".to_string()),
        ("Date", "????.??.??".to_string()),
        ("Round", "?".to_string()),
        ("White", "?".to_string()),
        ("Black", "?".to_string()),
        ("Result", result.to_string()),
    ];
    if start.chess960 {
        // Readers take the castling letters of the FEN tag as Chess960's by this tag.
        tags.push(("Variant", "Chess960".to_string()));
    }
    if !standard {
        tags.push(("SetUp", "1".to_string()));
        tags.push(("FEN", write_fen(start)));
    }
    game_text(&tags, &tokens)
}

/// A xiangqi game as xqbase writes one: its tags, `[FEN]` unless it starts
/// from the start position, and numbered moves in `notation`, separated by
/// single spaces (python's cchess splits on them).
fn xiangqi_game(start: &Position, moves: &[Move], notation: Notation) -> String {
    let notation = match notation {
        Notation::Uci => Notation::Iccs,
        other => other,
    };
    let (mut tokens, end) = numbered_moves(start, moves, |position, mv| {
        move_text(position, mv, MoveStyle::Xiangqi(notation))
    });
    let result = result_of(&end);
    tokens.push(result.to_string());
    let format = match notation {
        Notation::Wxf => "WXF",
        Notation::Chinese => "Chinese",
        Notation::Iccs | Notation::Uci => "ICCS",
    };
    let mut tags = vec![
        ("Game", "Chinese Chess".to_string()),
        ("Event", "?".to_string()),
        ("Site", "?".to_string()),
        ("Date", "????.??.??".to_string()),
        ("Round", "?".to_string()),
        ("Red", "?".to_string()),
        ("Black", "?".to_string()),
        ("Result", result.to_string()),
        ("Format", format.to_string()),
    ];
    if write_fen(start) != Variant::Xiangqi.start_fen() {
        tags.push(("FEN", write_fen(start)));
    }
    game_text(&tags, &tokens)
}

/// `1-0`, `0-1` or `1/2-1/2` when the game ended on the board, else `*`.
/// In xiangqi a side without a legal move has lost, checked or not.
fn result_of(position: &Position) -> &'static str {
    if !rules::problems(position).is_empty() {
        return "*";
    }
    let xiangqi = position.variant == Variant::Xiangqi;
    match (rules::status(position), position.side_to_move) {
        (Status::Checkmate, Color::White) => "0-1",
        (Status::Checkmate, Color::Black) => "1-0",
        (Status::Stalemate, Color::White) if xiangqi => "0-1",
        (Status::Stalemate, Color::Black) if xiangqi => "1-0",
        (Status::Stalemate, _) => "1/2-1/2",
        _ => "*",
    }
}

/// Tokens separated by spaces, a new line before one that would pass the
/// width (in terminal columns: a Chinese move is eight, not twelve bytes).
fn wrap_into(text: &mut String, tokens: &[String]) {
    let mut width = 0;
    for token in tokens {
        let length = unicode_width::UnicodeWidthStr::width(token.as_str());
        if width > 0 && width + 1 + length > LINE_WIDTH {
            text.push('\n');
            width = 0;
        } else if width > 0 {
            text.push(' ');
            width += 1;
        }
        text.push_str(token);
        width += length;
    }
    text.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::{ReadOptions, read_input};

    fn game(input: &str) -> String {
        let read = read_input(input, ReadOptions::lenient());
        write_game(&read.start.unwrap(), &read.moves).unwrap()
    }

    #[test]
    fn a_game_from_the_start_has_the_seven_tags_and_no_fen() {
        let text = game("position startpos moves f2f3 e7e5 g2g4 d8h4");
        assert_eq!(
            text,
            "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n\
             [White \"?\"]\n[Black \"?\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n"
        );
    }

    #[test]
    fn a_game_from_a_set_position_says_so_and_numbers_black_first() {
        let fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 7";
        let text = game(&format!("{fen} moves e8d7 e2e4"));
        assert!(text.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]\n"));
        assert!(text.ends_with("\n7... Kd7 8. e4 *\n"), "{text}");
    }

    #[test]
    fn long_games_wrap_before_eighty_columns() {
        let moves = "g1f3 g8f6 f3g1 f6g8 ".repeat(10);
        let text = game(&format!("position startpos moves {moves}"));
        let movetext = text.split("\n\n").nth(1).unwrap();
        assert!(movetext.lines().count() > 2);
        assert!(
            movetext.lines().all(|l| l.len() <= LINE_WIDTH),
            "{movetext}"
        );
    }

    #[test]
    fn a_xiangqi_game_is_written_as_xqbase_writes_it() {
        let read = read_input(
            &format!("{} moves h2e2 h9g7 h0g2", Variant::Xiangqi.start_fen()),
            ReadOptions::lenient(),
        );
        let start = read.start.unwrap();
        let text = write_game(&start, &read.moves).unwrap();
        assert!(text.starts_with("[Game \"Chinese Chess\"]\n"), "{text}");
        assert!(
            text.contains("[Format \"Chinese\"]\n") && !text.contains("[FEN"),
            "{text}"
        );
        assert!(
            text.ends_with("\n\n1. 炮二平五 马８进７ 2. 马二进三 *\n"),
            "{text}"
        );
        let wxf = write_game_in(&start, &read.moves, Some(Notation::Wxf)).unwrap();
        assert!(wxf.ends_with("\n1. C2=5 H8+7 2. H2+3 *\n"), "{wxf}");
        let iccs = write_game_in(&start, &read.moves, Some(Notation::Iccs)).unwrap();
        assert!(
            iccs.contains("[Format \"ICCS\"]") && iccs.ends_with("\n1. H2-E2 H9-G7 2. H0-G2 *\n"),
            "{iccs}"
        );
        // A chess game has no xiangqi notation.
        let chess = read_input(Variant::Chess.start_fen(), ReadOptions::lenient());
        assert_eq!(
            write_game_in(&chess.start.unwrap(), &[], Some(Notation::Wxf)),
            Err(WriteError::NotChess)
        );
    }

    #[test]
    fn a_xiangqi_side_without_a_move_has_lost() {
        // Black's general on d9: checked by the chariot on d5, e9 held by the one on e1.
        let read = read_input(
            "3k5/9/9/9/3R5/9/9/9/4R4/5K3 b - - 0 1",
            ReadOptions::lenient(),
        );
        let text = write_game(&read.start.unwrap(), &[]).unwrap();
        assert!(
            text.contains("[Result \"1-0\"]") && text.contains("[FEN "),
            "{text}"
        );
    }
}
