//! The FEN field, pastes, copy, undo and quitting.

use super::*;
use crate::clipboard::{ClipboardError, CopyOutcome};
use crate::tui::news::News;

#[test]
fn undo_of_n_edits_restores_the_start_and_redo_replays_them() {
    let mut app = app(START);
    let edits = "K2q/3/p";
    type_text(&mut app, edits);
    app.update(Action::ToggleSideToMove);
    app.update(Action::Paste("8/8/8/8/8/8/8/K6k b - - 0 1".into()));
    let after = app.fen().to_string();
    let mut undone = 0;
    while app.fen() != START {
        app.update(Action::Undo);
        undone += 1;
        assert!(undone < 50);
    }
    app.update(Action::Undo);
    assert_eq!(app.notice(), &Notice::NothingToUndo);
    for _ in 0..undone {
        app.update(Action::Redo);
    }
    assert_eq!(app.fen(), after);
    app.update(Action::Redo);
    assert_eq!(app.notice(), &Notice::NothingToRedo);
}

#[test]
fn copy_returns_the_fen_and_paste_asks_the_runtime() {
    let mut app = app(START);
    assert_eq!(
        app.update(Action::CopyFen),
        vec![Effect::Copy(START.into())]
    );
    app.hear(News::Copied(CopyOutcome::Osc52 { tmux: true }));
    assert_eq!(
        app.notice(),
        &Notice::Copied(CopyOutcome::Osc52 { tmux: true })
    );
    assert_eq!(
        app.update(Action::PasteFromClipboard),
        vec![Effect::PasteRequest]
    );
    let failure = || (ClipboardError::NoDisplay.code(), None);
    let (code, detail) = failure();
    app.hear(News::ClipboardFailed { code, detail });
    assert_eq!(
        app.notice(),
        &Notice::ClipboardFailed {
            code: "clipboard-no-display",
            detail: None
        }
    );
    app.hear(News::ClipboardEmpty);
    assert_eq!(app.notice(), &Notice::ClipboardEmpty);
}

#[test]
fn quit_says_quit() {
    let mut app = app(START);
    assert_eq!(app.update(Action::Quit), vec![Effect::Quit]);
    assert!(app.is_quitting());
}

#[test]
fn a_paste_that_reads_loads_and_one_that_does_not_is_kept() {
    let mut app = app(START);
    app.update(Action::Paste("4k3/8/8/8/8/8/8/4K3 w - - 0 1\n".into()));
    assert_eq!(app.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(app.notice(), &Notice::Pasted { warnings: 0 });
    let bad = "4k3/8/8/8/8/8/8/4K4 w - - 0 1";
    app.update(Action::Paste(bad.into()));
    assert_eq!(
        app.fen(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "board keeps the last good position"
    );
    assert_eq!(app.field_text(), bad, "the text stays exactly as pasted");
    assert!(!app.field().errors.is_empty());
    assert!(app.field().errors[0].column.is_some());
    // A xiangqi FEN switches the variant.
    app.update(Action::Paste(Variant::Xiangqi.start_fen().into()));
    assert_eq!(app.variant(), Variant::Xiangqi);
    assert_eq!(app.cursor(), Square::new(0, 9));
}

#[test]
fn typing_in_the_fen_field_rereads_on_every_keystroke() {
    let mut app = app(START);
    app.update(Action::ClickControl(Control::FenField));
    assert_eq!(app.focus(), Focus::FenField);
    assert_eq!(app.field().caret, START.chars().count());
    app.update(Action::Home);
    app.update(Action::EraseHere);
    // "nbqkbnr/..." has a short rank: an error, the board stays.
    assert_eq!(app.fen(), START);
    assert!(!app.field().errors.is_empty());
    app.update(Action::Type('1'));
    assert!(app.field().errors.is_empty());
    assert_eq!(
        app.fen(),
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        app.field_text(),
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    app.update(Action::EraseBack);
    assert_eq!(app.field().caret, 0);
    assert_eq!(
        app.fen(),
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    app.update(Action::End);
    app.update(Action::Move(Direction::Left));
    assert_eq!(app.field().caret, app.field_text().chars().count() - 1);
    // Undo brings the field's text back too.
    app.update(Action::Redo);
    assert_eq!(
        app.field_text(),
        "nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    app.update(Action::Undo);
    assert_eq!(
        app.field_text(),
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}

#[test]
fn leaving_the_field_keeps_an_unreadable_text_and_tidies_a_good_one() {
    let mut app = app(START);
    app.update(Action::ClickControl(Control::FenField));
    app.update(Action::Type('x'));
    app.update(Action::Escape);
    assert_eq!(app.focus(), Focus::Board);
    assert_eq!(app.field_text(), format!("{START}x"));
    assert_eq!(
        app.notice(),
        &Notice::FieldUnreadable {
            errors: app.field().errors.len()
        }
    );
    app.update(Action::ClickControl(Control::FenField));
    app.update(Action::EraseBack);
    app.update(Action::Commit);
    assert_eq!(app.focus(), Focus::Board);
    assert_eq!(app.field().draft, None);
    assert_eq!(app.field_text(), START);
}

#[test]
fn a_paste_into_the_field_is_typing_at_the_caret() {
    let mut app = app(EMPTY);
    app.update(Action::ClickControl(Control::FenField));
    app.update(Action::Home);
    app.update(Action::EraseHere);
    app.update(Action::Paste("7K".into()));
    assert_eq!(app.fen(), "7K/8/8/8/8/8/8/8 w - - 0 1");
}

#[test]
fn starting_with_unreadable_text_shows_it_in_the_field() {
    let app = App::with_text(position(START), "rnbqkbnr/ppppp w");
    assert_eq!(app.fen(), START);
    assert_eq!(app.field_text(), "rnbqkbnr/ppppp w");
    assert!(!app.field().errors.is_empty());
}

#[test]
fn the_runtime_carries_copy_and_paste_through_the_clipboard() {
    use crate::clipboard::MemoryClipboard;
    use crate::tui::perform;
    let mut clipboard = MemoryClipboard::new();
    let mut app = app(START);
    perform(&mut app, Action::CopyFen, &mut clipboard);
    assert_eq!(clipboard.text(), Some(START));
    assert_eq!(app.notice(), &Notice::Copied(CopyOutcome::Memory));
    let mut holding = MemoryClipboard::holding("8/8/8/8/8/8/8/K6k w - - 0 1");
    perform(&mut app, Action::PasteFromClipboard, &mut holding);
    assert_eq!(app.fen(), "8/8/8/8/8/8/8/K6k w - - 0 1");
    let mut broken = MemoryClipboard::failing(ClipboardError::Refused("busy".into()));
    perform(&mut app, Action::PasteFromClipboard, &mut broken);
    assert_eq!(
        app.notice(),
        &Notice::ClipboardFailed {
            code: "clipboard-refused",
            detail: Some("busy".into())
        }
    );
    perform(
        &mut app,
        Action::PasteFromClipboard,
        &mut MemoryClipboard::new(),
    );
    assert_eq!(app.notice(), &Notice::ClipboardEmpty);
}

#[test]
fn a_paste_over_64_kib_is_refused_at_once() {
    let mut app = app(START);
    let huge = "8/".repeat(40_000);
    app.update(Action::Paste(huge));
    assert!(matches!(app.notice(), Notice::Refused(d) if d.code == "input-too-long"));
    assert_eq!(app.field_text(), START);
    app.update(Action::Undo);
    assert_eq!(
        app.notice(),
        &Notice::NothingToUndo,
        "nothing happened to undo"
    );
}
