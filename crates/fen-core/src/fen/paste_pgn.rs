//! A pasted chess PGN game, read by the same PGN reader as `fen-tui pgn`, so
//! the editor and the command line say the same about the same game: the
//! position after the last move that could be played, and the reader's own
//! errors (`pgn-illegal-move` with the game, line, column and move number).

use super::input::InputReading;
use crate::pgn::{PgnOptions, read_games};

/// The first game of `text` as the PGN reader reads it; None when the text
/// holds no game.
pub(super) fn read_pgn_game(text: &str) -> Option<InputReading> {
    // Terminals and tmux send a pasted line break as CR: the PGN reader
    // takes a lone CR as a line's end, as `fen-tui pgn` does.
    let options = PgnOptions {
        every_ply: false,
        san: false,
        moves: true,
        tree: false,
    };
    let game = read_games(text.as_bytes(), options).next()?;
    let moves: Option<Vec<_>> = game.moves.iter().copied().collect();
    // A null move (`--`) is no move to walk through: the game still reads,
    // from its end, but without its moves.
    let (start, moves) = match moves {
        Some(moves) => (game.start, moves),
        None => (game.end, Vec::new()),
    };
    Some(InputReading {
        start,
        position: game.end.or(game.start),
        moves,
        errors: game.errors,
        warnings: Vec::new(),
        game: true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::write_fen;

    #[test]
    fn a_game_with_an_illegal_move_stands_before_it_with_the_pgn_readers_error() {
        let text =
            "[Event \"x\"]\r[FEN \"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\"]\r1. e4 Kd6 2. Kd2 Qxe4 *";
        let reading = read_pgn_game(text).unwrap();
        assert_eq!(
            reading.position.map(|p| write_fen(&p)).as_deref(),
            Some("8/8/3k4/8/4P3/8/3K4/8 b - - 2 2")
        );
        assert_eq!(reading.moves.len(), 3);
        let codes: Vec<_> = reading.errors.iter().map(|e| e.code).collect();
        assert_eq!(codes, ["pgn-illegal-move"]);
        assert_eq!(reading.errors[0].column, Some(18));
    }
}
