//! The positions a worksheet takes from a PGN: each game's position at its
//! end (after the last move of its main line, that move marked), captioned
//! from its tags as "White – Black, Event Year", else by the `{comment}`
//! before its first move; or, asked (`--every N`, `--side`), positions from
//! along its moves, each after a move of the main line, that move marked and
//! named in the caption ("…, after 12. Nf3"). A game that does not read to
//! its end is named on stderr and left out: its positions would not be the
//! ones the file means.

use super::entry::Entry;
use crate::cli::Words;
use crate::core::pgn::{PgnGame, PgnOptions, Ply, read_games};
use crate::core::{Color, Variant};

/// Which positions of a game become exercises.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pick {
    /// After every `every`-th move (of the side asked, if one is), counted
    /// from the first; `None` with no side: only the game's end.
    pub every: Option<usize>,
    /// Only after this side's moves.
    pub side: Option<Color>,
}

impl Pick {
    /// Whether the game's end alone is asked for.
    fn end_only(self) -> bool {
        self.every.is_none() && self.side.is_none()
    }

    /// The plies (by index) to make exercises of.
    pub fn plies(self, plies: &[Ply]) -> Vec<usize> {
        let every = self.every.unwrap_or(1).max(1);
        plies
            .iter()
            .enumerate()
            .filter(|(_, ply)| {
                self.side
                    .is_none_or(|side| ply.position.side_to_move != side)
            })
            .map(|(index, _)| index)
            .enumerate()
            .filter(|(counted, _)| (counted + 1) % every == 0)
            .map(|(_, index)| index)
            .collect()
    }
}

/// The games of a PGN text as worksheet entries, in order.
pub(super) fn read_pgn(file: &str, text: &[u8], words: &Words, pick: Pick) -> Vec<Entry> {
    let options = PgnOptions {
        every_ply: true,
        san: !pick.end_only(),
        moves: false,
        tree: false,
    };
    let mut entries = Vec::new();
    for game in read_games(text, options) {
        if let Some(error) = game.errors.first() {
            let message = words.localizer().diagnostic(error, Variant::Chess);
            let args = [
                ("file", file.to_string().into()),
                ("game", game.number.into()),
                ("message", message.into()),
            ];
            words.complain("export-worksheet-skipped-game", &args);
            continue;
        }
        let title = caption(&game).or_else(|| game.comment.clone());
        if !pick.end_only() {
            for index in pick.plies(&game.plies) {
                let ply = &game.plies[index];
                let args = [
                    ("game", title.clone().unwrap_or_default().into()),
                    ("move", move_name(ply).into()),
                ];
                let key = if title.is_some() {
                    "sheet-after-move"
                } else {
                    "sheet-after-move-alone"
                };
                entries.push(Entry {
                    caption: Some(words.localizer().format(key, &args)),
                    position: ply.position,
                    last_move: ply.mv,
                });
            }
            continue;
        }
        let Some(position) = game.end else {
            continue;
        };
        entries.push(Entry {
            caption: title,
            position,
            last_move: game.plies.last().and_then(|ply| ply.mv),
        });
    }
    entries
}

/// "12. Nf3" after White's (Red's) move, "12... Nc6" after Black's.
fn move_name(ply: &Ply) -> String {
    let after = &ply.position;
    let san = if ply.san.is_empty() { "--" } else { &ply.san };
    if after.side_to_move == Color::Black {
        format!("{}. {san}", after.fullmove_number)
    } else {
        format!(
            "{}... {san}",
            after.fullmove_number.saturating_sub(1).max(1)
        )
    }
}

/// "White – Black, Event Year": the core's caption of a game, as practice's.
pub(super) fn caption(game: &PgnGame) -> Option<String> {
    crate::core::teach::game_caption(game)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_game(pgn: &str) -> PgnGame {
        read_games(pgn.as_bytes(), PgnOptions::default())
            .next()
            .unwrap()
    }

    #[test]
    fn the_caption_names_the_players_the_event_and_its_year() {
        let game = first_game(
            "[Event \"Casual Game\"]\n[Date \"1851.06.21\"]\n[White \"Anderssen, Adolf\"]\n\
             [Black \"Kieseritzky, Lionel\"]\n\n1. e4 e5 *\n",
        );
        assert_eq!(
            caption(&game).as_deref(),
            Some("Anderssen, Adolf – Kieseritzky, Lionel, Casual Game 1851")
        );
        // Unknown tags are left out; nothing known: no caption.
        let game = first_game("[Event \"?\"]\n[Date \"????.??.??\"]\n[White \"Tal\"]\n\n1. e4 *\n");
        assert_eq!(caption(&game).as_deref(), Some("Tal"));
        let game = first_game("[Event \"?\"]\n[White \"?\"]\n[Black \"?\"]\n\n1. d4 *\n");
        assert_eq!(caption(&game), None);
        let game = first_game("[Date \"2024.??.??\"]\n\n1. d4 *\n");
        assert_eq!(caption(&game).as_deref(), Some("2024"));
    }

    #[test]
    fn exercises_come_from_every_nth_move_or_one_sides_moves() {
        let game = read_games(
            "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n".as_bytes(),
            PgnOptions {
                every_ply: true,
                san: true,
                moves: false,
                tree: false,
            },
        )
        .next()
        .unwrap();
        let names = |pick: Pick| -> Vec<String> {
            pick.plies(&game.plies)
                .into_iter()
                .map(|i| move_name(&game.plies[i]))
                .collect()
        };
        let every = |n| Pick {
            every: Some(n),
            side: None,
        };
        assert_eq!(names(every(1)).len(), 6);
        assert_eq!(names(every(2)), ["1... e5", "2... Nc6", "3... a6"]);
        assert_eq!(names(every(4)), ["2... Nc6"]);
        let white = Pick {
            every: None,
            side: Some(Color::White),
        };
        assert_eq!(names(white), ["1. e4", "2. Nf3", "3. Bb5"]);
        let black_every_2 = Pick {
            every: Some(2),
            side: Some(Color::Black),
        };
        assert_eq!(names(black_every_2), ["2... Nc6"]);
        assert!(Pick::default().end_only());
    }

    #[test]
    fn the_comment_before_the_first_move_is_kept_for_a_caption() {
        let game =
            first_game("[Event \"?\"]\n\n{ White to play\n  and win } 1. e4 {not this one} e5 *\n");
        assert_eq!(caption(&game), None);
        assert_eq!(game.comment.as_deref(), Some("White to play and win"));
        assert_eq!(first_game("1. e4 {later} *\n").comment, None);
    }
}
