//! The quit question's words against the status line's (issue 33 case 14).

use crate::i18n::Lang;
use crate::tui::action::Action;
use crate::tui::app::App;
use crate::tui::app::tests::{START, app};
use crate::tui::layers::files::state::FileNews;
use crate::tui::news::News;
use crate::tui::view::text_in;
use std::path::PathBuf;

/// The editor with a file of one position open.
fn opened() -> App {
    let mut app = app(START);
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from("dir/my.fen"),
        bytes: format!("{START}\n").into_bytes(),
    }));
    app
}

/// Only the file unsaved: the question and the status line both say "back
/// to the editor", and quitting anyway prints the board's FEN (it reads),
/// not "the last FEN that read".
#[test]
fn an_unsaved_file_alone_is_asked_about_in_the_status_lines_words() {
    let mut app = opened();
    app.update(Action::ToggleSideToMove);
    app.update(Action::Quit);
    let screen = text_in(&app, Lang::En, 200, 30);
    let status = screen.lines().last().unwrap_or_default();
    assert!(status.contains("back to the editor"), "{status}");
    assert!(!status.contains("back to the field"), "{status}");
    assert!(screen.contains("back to the editor"), "{screen}");
    assert!(!screen.contains("last FEN that read"), "{screen}");
    assert!(screen.contains("quit without saving"), "{screen}");
}

/// The field's text does not read: "back to the field" in both, and
/// quitting anyway prints the last FEN that read.
#[test]
fn unread_text_is_asked_about_in_the_status_lines_words() {
    let mut app = app(START);
    app.update(Action::ClickControl(crate::tui::action::Control::FenField));
    app.update(Action::Paste("not a fen".into()));
    app.update(Action::Quit);
    let screen = text_in(&app, Lang::En, 200, 30);
    let status = screen.lines().last().unwrap_or_default();
    assert!(status.contains("back to the field"), "{status}");
    assert!(screen.contains("last FEN that read"), "{screen}");
}
