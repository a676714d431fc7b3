//! Writing a game as PGN: the Seven Tag Roster, `SetUp`/`FEN` when the game
//! does not start from the standard position, and SAN movetext wrapped under
//! 80 columns as the standard asks.

use crate::core::fen::write_fen;
use crate::core::rules::{self, Move, Status};
use crate::core::{Color, Position, Variant};

/// Why a game cannot be written as PGN.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WriteError {
    /// PGN's SAN is for chess; xiangqi has no standard form of it.
    NotChess,
}

const LINE_WIDTH: usize = 79;

/// The PGN of the game that starts at `start` and plays the legal `moves`.
pub fn write_game(start: &Position, moves: &[Move]) -> Result<String, WriteError> {
    if start.variant != Variant::Chess {
        return Err(WriteError::NotChess);
    }
    let mut position = *start;
    let mut tokens = Vec::with_capacity(moves.len() * 3 / 2 + 1);
    for (index, &mv) in moves.iter().enumerate() {
        match position.side_to_move {
            Color::White => tokens.push(format!("{}.", position.fullmove_number)),
            Color::Black if index == 0 => tokens.push(format!("{}...", position.fullmove_number)),
            Color::Black => {}
        }
        tokens.push(rules::move_text(&position, mv));
        position = rules::play(&position, mv);
    }
    let result = result_of(&position);
    tokens.push(result.to_string());

    let mut text = String::new();
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
        tags.push(("Variant", "Chess960".to_string()));
    }
    if !standard {
        tags.push(("SetUp", "1".to_string()));
        tags.push(("FEN", write_fen(start)));
    }
    for (name, value) in tags {
        text.push_str(&format!("[{name} \"{value}\"]\n"));
    }
    text.push('\n');
    wrap_into(&mut text, &tokens);
    Ok(text)
}

/// `1-0`, `0-1` or `1/2-1/2` when the game ended on the board, else `*`.
fn result_of(position: &Position) -> &'static str {
    if !rules::problems(position).is_empty() {
        return "*";
    }
    match (rules::status(position), position.side_to_move) {
        (Status::Checkmate, Color::White) => "0-1",
        (Status::Checkmate, Color::Black) => "1-0",
        (Status::Stalemate, _) => "1/2-1/2",
        _ => "*",
    }
}

/// Tokens separated by spaces, a new line before one that would pass the width.
fn wrap_into(text: &mut String, tokens: &[String]) {
    let mut width = 0;
    for token in tokens {
        if width > 0 && width + 1 + token.len() > LINE_WIDTH {
            text.push('\n');
            width = 0;
        } else if width > 0 {
            text.push(' ');
            width += 1;
        }
        text.push_str(token);
        width += token.len();
    }
    text.push('\n');
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::fen::{ReadOptions, read_input};

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
    fn xiangqi_is_refused() {
        let start = read_input(Variant::Xiangqi.start_fen(), ReadOptions::lenient());
        assert_eq!(
            write_game(&start.start.unwrap(), &[]),
            Err(WriteError::NotChess)
        );
    }
}
