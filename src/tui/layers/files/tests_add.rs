//! Issue #33 case 1: adding the board as a new position (Alt-I), and the
//! question Ctrl-S asks when the board holds a wholly new position; case 3:
//! a file named with a restored session opens beside it.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::tests::{FILE, opened, start};
use super::*;
use crate::tui::action::Action;
use crate::tui::news::News;

const PASTED: &str = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";

fn written(effects: &[Effect]) -> String {
    let [Effect::File(FileEffect::Write { bytes, base, .. })] = effects else {
        panic!("expected a write, got {effects:?}");
    };
    assert_eq!(base.as_deref(), Some(FILE.as_bytes()));
    String::from_utf8(bytes.clone()).unwrap()
}

fn question(app: &App) -> LineChoice {
    match app.layers().last() {
        Some(Layer::NamePrompt(NamePrompt {
            replace_or_add: Some(choice),
            ..
        })) => choice.clone(),
        other => panic!("not asked: {other:?}"),
    }
}

#[test]
fn a_paste_is_asked_about_and_add_keeps_both_positions() {
    let mut app = opened();
    app.update(Action::Paste(PASTED.into()));
    assert_eq!(app.notice(), &Notice::File(FileNotice::NewPosition(2)));
    // Ctrl-S writes nothing: it asks, naming the line and its caption.
    assert!(app.update(Action::Save).is_empty());
    let choice = question(&app);
    assert_eq!(choice.line, 2);
    assert_eq!(choice.caption.as_deref(), Some("three positions"));
    // `a` (and Enter): the board as a new last line, the line as it was.
    let bytes = written(&app.update(Action::Type('a')));
    assert_eq!(bytes, format!("{FILE}{PASTED}\n"));
    assert!(app.layers().is_empty(), "{:?}", app.layers());
    app.hear(News::File(FileNews::Saved {
        path: PathBuf::from("dir/my.fen"),
        appended: None,
    }));
    assert_eq!(app.open_file().unwrap().place(), (4, 4));
    assert!(!app.file_modified());
}

#[test]
fn esc_at_the_question_writes_nothing_and_r_replaces_the_line() {
    let mut app = opened();
    app.update(Action::EmptyBoard);
    assert!(app.update(Action::Save).is_empty());
    assert_eq!(question(&app).line, 2);
    assert!(app.update(Action::Escape).is_empty());
    assert!(app.layers().is_empty());
    assert!(app.update(Action::Save).is_empty());
    let bytes = written(&app.update(Action::Type('r')));
    assert_eq!(
        bytes,
        FILE.replacen(
            "8/8/8/8/8/8/8/K6k w - - 0 1",
            "8/8/8/8/8/8/8/8 w - - 0 1",
            1
        )
    );
}

#[test]
fn alt_i_adds_the_board_and_typing_stays_an_edit_of_the_line() {
    let mut app = opened();
    // An edit (the side to move): Ctrl-S puts it in its line, no question.
    app.update(Action::ToggleSideToMove);
    let bytes = written(&app.update(Action::Save));
    assert!(bytes.contains("8/8/8/8/8/8/8/K6k b - - 0 1\n"), "{bytes}");
    // Alt-I: the board added, the open line left as on disk.
    let mut app = opened();
    app.update(Action::ToggleSideToMove);
    let bytes = written(&app.update(Action::AddPosition));
    assert_eq!(bytes, format!("{FILE}8/8/8/8/8/8/8/K6k b - - 0 1\n"));
    assert_eq!(app.open_file().unwrap().place(), (4, 4));
}

#[test]
fn stepping_away_from_a_pasted_position_adds_it_never_over_the_line() {
    let mut app = opened();
    app.update(Action::Paste(PASTED.into()));
    app.update(Action::NextPosition);
    let file = app.open_file().unwrap();
    let text = String::from_utf8(file.collection.bytes().to_vec()).unwrap();
    assert_eq!(text, format!("{FILE}{PASTED}\n"));
    assert!(app.file_modified());
}

#[test]
fn a_file_named_with_a_restored_session_opens_beside_it() {
    let mut app = start();
    app.update(Action::Paste(PASTED.into()));
    app.restored = true;
    let effects = app.update(Action::OpenPath(PathBuf::from("dir/my.fen")));
    assert_eq!(
        effects,
        [Effect::File(FileEffect::Read(PathBuf::from("dir/my.fen")))]
    );
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from("dir/my.fen"),
        bytes: FILE.as_bytes().to_vec(),
    }));
    // The board is the session's, the file open beside it, on its first line.
    assert_eq!(app.fen(), PASTED);
    assert_eq!(app.open_file().unwrap().place(), (1, 3));
    assert_eq!(
        app.notice(),
        &Notice::File(FileNotice::OpenedBeside("my.fen".into()))
    );
    // Its undo step is still there.
    app.update(Action::Undo);
    assert_eq!(app.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    app.update(Action::Redo);
    // Ctrl-S asks before the board goes over line 2.
    assert!(app.update(Action::Save).is_empty());
    assert_eq!(question(&app).line, 2);
}
