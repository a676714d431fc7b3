//! Tests of the FEN field's drawing (`fen_field.rs`).

use super::*;
use crate::i18n::Lang;
use crate::tui::action::{Action, TextEdit};
use crate::tui::app::tests::{START, app, type_text};
use crate::tui::view::text_in;

fn text_start(lang: Lang) -> String {
    match lang {
        Lang::Ru => "очередь хода".into(),
        _ => "side to move".into(),
    }
}

/// A message too wide for either side of its caret (the side to move
/// at column 45, 80 columns wide) keeps the caret under the fault and
/// shortens its words instead; before, it moved to the field's start
/// with no caret.
#[test]
fn the_caret_stays_under_the_fault_when_the_words_are_long() {
    for lang in [Lang::En, Lang::Ru] {
        let mut app = app(START);
        while app.focus() != Focus::FenField {
            app.update(Action::FocusNext);
        }
        app.update(Action::Edit(TextEdit::DeleteToStart));
        type_text(
            &mut app,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        );
        let screen = text_in(&app, lang, 80, 24);
        let rows: Vec<&str> = screen.lines().collect();
        // Each row is in quotes; "FEN " is four columns before column 1.
        let message: Vec<char> = rows[rows.len() - 2].chars().skip(1).collect();
        let field: Vec<char> = rows[rows.len() - 3].chars().skip(1).collect();
        assert_eq!(field[4 + 44], 'x', "{lang:?}\n{screen}");
        assert_eq!(message[4 + 44], '^', "{lang:?}\n{screen}");
        assert_eq!(message.iter().filter(|c| **c == '^').count(), 1);
        let words: String = message[..4 + 43].iter().collect();
        let words = words.trim();
        assert!(words.starts_with(&text_start(lang)), "{lang:?} {words}");
        // The words flow around the caret, whole.
        let whole = crate::i18n::Localizer::new(lang)
            .diagnostic(&app.field().errors[0], crate::core::Variant::Chess);
        let row: String = message.iter().collect();
        let row = row.trim_end_matches('"').trim();
        assert_eq!(row.replacen(" ^", "", 1), whole, "{lang:?}");
    }
}

#[test]
fn each_square_finds_the_character_that_writes_it() {
    let fen = "r3k3/8/8/8/8/8/8/4K2R w K - 0 1";
    assert_eq!(
        square_in_fen(fen, Variant::Chess, Square::new(0, 7)),
        Some(0)
    );
    assert_eq!(
        square_in_fen(fen, Variant::Chess, Square::new(2, 7)),
        Some(1)
    );
    assert_eq!(
        square_in_fen(fen, Variant::Chess, Square::new(4, 7)),
        Some(2)
    );
    assert_eq!(
        square_in_fen(fen, Variant::Chess, Square::new(7, 0)),
        Some(20)
    );
}
