//! The positions a worksheet takes from a PGN: each game's position at its
//! end (after the last move of its main line, that move marked), captioned
//! from its tags as "White – Black, Event Year", else by the `{comment}`
//! before its first move. A game that does not read to
//! its end is named on stderr and left out: its last position would not be
//! the one the file means.

use super::entry::Entry;
use crate::cli::Words;
use crate::core::Variant;
use crate::core::pgn::{PgnGame, PgnOptions, read_games};

/// The games of a PGN text as worksheet entries, in order.
pub(super) fn read_pgn(file: &str, text: &[u8], words: &Words) -> Vec<Entry> {
    let options = PgnOptions {
        every_ply: true,
        san: false,
        moves: false,
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
        let Some(position) = game.end else {
            continue;
        };
        entries.push(Entry {
            caption: caption(&game).or_else(|| game.comment.clone()),
            position,
            last_move: game.plies.last().and_then(|ply| ply.mv),
        });
    }
    entries
}

/// "White – Black, Event Year" from the tags that are filled in (PGN writes
/// `?` for an unknown one); `None` when none are.
pub(super) fn caption(game: &PgnGame) -> Option<String> {
    let known = |name: &str| {
        game.tag(name)
            .map(str::trim)
            .filter(|value| !value.is_empty() && !value.chars().all(|c| c == '?' || c == '-'))
    };
    let players = match (known("White"), known("Black")) {
        (Some(white), Some(black)) => Some(format!("{white} – {black}")),
        (one, other) => one.or(other).map(str::to_string),
    };
    let year = known("Date")
        .and_then(|date| date.get(..4))
        .filter(|year| year.chars().all(|c| c.is_ascii_digit()));
    let event = match (known("Event"), year) {
        (Some(event), Some(year)) => Some(format!("{event} {year}")),
        (event, year) => event.or(year).map(str::to_string),
    };
    let parts: Vec<String> = players.into_iter().chain(event).collect();
    (!parts.is_empty()).then(|| parts.join(", "))
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
    fn the_comment_before_the_first_move_is_kept_for_a_caption() {
        let game =
            first_game("[Event \"?\"]\n\n{ White to play\n  and win } 1. e4 {not this one} e5 *\n");
        assert_eq!(caption(&game), None);
        assert_eq!(game.comment.as_deref(), Some("White to play and win"));
        assert_eq!(first_game("1. e4 {later} *\n").comment, None);
    }
}
