//! Files through `App::update`: a collection opened from the runtime's news,
//! stepping, the modified mark, saving back one line, quitting with unsaved
//! changes, the name prompt, the open dialog and a PGN's games.

use super::*;
use crate::core::fen::{ReadOptions, read_fen};
use crate::tui::action::{Action, Direction};
use crate::tui::app::{Quit, Teaching};
use crate::tui::news::News;

pub(crate) const FILE: &str = "# three positions\n\
8/8/8/8/8/8/8/K6k w - - 0 1\n\
\n\
# the second does not read\n\
8/8/8/8/8/8/8/K6kk w - - 0 1\n\
4k3/8/8/8/8/8/8/4K3 b - - 0 7\r\n";

pub(crate) fn start() -> App {
    App::new(
        read_fen("8/8/8/8/8/8/8/8 w - - 0 1", ReadOptions::strict())
            .unwrap()
            .position,
    )
}

pub(crate) fn opened() -> App {
    let mut app = start();
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from("dir/my.fen"),
        bytes: FILE.as_bytes().to_vec(),
    }));
    app
}

fn written(effects: &[Effect]) -> (PathBuf, String) {
    match effects {
        [Effect::File(FileEffect::Write { path, bytes, .. })]
        | [Effect::File(FileEffect::WriteNew { path, bytes })] => {
            (path.clone(), String::from_utf8(bytes.clone()).unwrap())
        }
        other => panic!("expected one write, got {other:?}"),
    }
}

#[test]
fn a_collection_opens_on_its_first_position_and_steps() {
    let mut app = opened();
    assert_eq!(app.open_file().unwrap().place(), (1, 3));
    assert_eq!(app.fen(), "8/8/8/8/8/8/8/K6k w - - 0 1");
    assert!(matches!(
        app.notice(),
        Notice::File(FileNotice::Opened {
            index: 0,
            count: 3,
            line: 2,
            errors: 0,
            ..
        })
    ));
    assert!(!app.file_modified());
    app.update(Action::NextPosition);
    // The line that does not read waits in the FEN field, with its errors.
    assert_eq!(app.open_file().unwrap().place(), (2, 3));
    assert_eq!(app.field_text(), "8/8/8/8/8/8/8/K6kk w - - 0 1");
    assert!(!app.field().errors.is_empty());
    assert!(matches!(
        app.notice(),
        Notice::File(FileNotice::Opened {
            line: 5,
            errors: 1..,
            ..
        })
    ));
    app.update(Action::NextPosition);
    assert_eq!(app.fen(), "4k3/8/8/8/8/8/8/4K3 b - - 0 7");
    // At the end it stays.
    app.update(Action::NextPosition);
    assert_eq!(app.open_file().unwrap().place(), (3, 3));
    app.update(Action::PreviousPosition);
    app.update(Action::PreviousPosition);
    assert_eq!(app.open_file().unwrap().place(), (1, 3));
    assert!(!app.file_modified(), "stepping is not editing");
}

#[test]
fn an_edit_is_marked_and_saved_to_its_line_only() {
    let mut app = opened();
    app.update(Action::NextPosition);
    app.update(Action::NextPosition);
    app.update(Action::ToggleSideToMove);
    assert!(app.file_modified());
    let (path, text) = written(&app.update(Action::Save));
    assert_eq!(path, PathBuf::from("dir/my.fen"));
    assert_eq!(
        text,
        FILE.replace(
            "4k3/8/8/8/8/8/8/4K3 b - - 0 7",
            "4k3/8/8/8/8/8/8/4K3 w - - 0 7"
        )
    );
    // Still modified until the runtime says it is written.
    assert!(app.file_modified());
    app.hear(News::File(FileNews::Saved {
        path,
        appended: None,
    }));
    assert!(!app.file_modified());
    assert_eq!(
        app.notice(),
        &Notice::File(FileNotice::Saved("dir/my.fen".into()))
    );
}

#[test]
fn an_edit_is_kept_when_stepping_away_and_saved_with_the_rest() {
    let mut app = opened();
    app.update(Action::ToggleSideToMove);
    app.update(Action::NextPosition);
    app.update(Action::NextPosition);
    assert!(
        app.file_modified(),
        "the first line's edit is not saved yet"
    );
    app.update(Action::PreviousPosition);
    app.update(Action::PreviousPosition);
    assert_eq!(app.fen(), "8/8/8/8/8/8/8/K6k b - - 0 1");
    let (_, text) = written(&app.update(Action::Save));
    assert_eq!(text, FILE.replacen("K6k w", "K6k b", 1));
}

#[test]
fn quitting_with_unsaved_changes_asks() {
    let mut app = opened();
    // Nothing changed: quit at once.
    let mut clean = opened();
    assert_eq!(clean.update(Action::Quit), vec![Effect::Quit]);
    app.update(Action::ToggleSideToMove);
    assert!(app.update(Action::Quit).is_empty());
    assert_eq!(
        app.quit_confirm(),
        Some(&crate::tui::app::QuitConfirm {
            unread_draft: false,
            unsaved_file: true
        })
    );
    // Back to the editor, then save from the question.
    app.update(Action::Escape);
    assert!(app.layers().is_empty() && !app.is_quitting());
    app.update(Action::QuitWithoutPrinting);
    let effects = app.update(Action::Save);
    assert!(app.layers().is_empty());
    let (path, _) = written(&effects);
    app.hear(News::File(FileNews::Saved {
        path,
        appended: None,
    }));
    assert_eq!(app.update(Action::Quit), vec![Effect::Quit]);
    // Quit anyway.
    let mut other = opened();
    other.update(Action::ToggleSideToMove);
    other.update(Action::Quit);
    assert_eq!(other.update(Action::QuitAnyway), vec![Effect::Quit]);
    assert_eq!(other.quit(), Some(Quit::Print));
}

#[test]
fn save_without_a_file_asks_a_name_and_adds_the_position_there() {
    let mut app = start();
    assert!(app.update(Action::Save).is_empty());
    assert!(matches!(app.layers(), [Layer::NamePrompt(_)]));
    for c in "new".chars() {
        app.update(Action::Type(c));
    }
    let effects = app.update(Action::Submit);
    assert!(app.layers().is_empty());
    let position = *app.position();
    assert_eq!(
        effects,
        vec![Effect::File(FileEffect::Append {
            path: PathBuf::from("new.fen"),
            position
        })]
    );
    let bytes = format!("# old\n{}\n", app.fen()).into_bytes();
    app.hear(News::File(FileNews::Saved {
        path: PathBuf::from("new.fen"),
        appended: Some((bytes, 0)),
    }));
    assert_eq!(app.open_file().unwrap().place(), (1, 1));
    assert!(!app.file_modified());
}

#[test]
fn save_as_writes_the_whole_file_under_the_new_name() {
    let mut app = opened();
    app.update(Action::SaveAs);
    for _ in 0.."dir/my.fen".len() {
        app.update(Action::EraseBack);
    }
    for c in "copy.epd".chars() {
        app.update(Action::Type(c));
    }
    let (path, text) = written(&app.update(Action::Submit));
    assert_eq!(
        (path.clone(), text.as_str()),
        (PathBuf::from("copy.epd"), FILE)
    );
    app.hear(News::File(FileNews::Saved {
        path,
        appended: None,
    }));
    assert_eq!(app.open_file().unwrap().name(), "copy.epd");
}

#[test]
fn save_as_over_an_existing_file_asks_before_replacing_it() {
    let mut app = opened();
    app.update(Action::SaveAs);
    for _ in 0.."dir/my.fen".len() {
        app.update(Action::EraseBack);
    }
    for c in "old.fen".chars() {
        app.update(Action::Type(c));
    }
    // Another name: never a plain write, which would replace what is there.
    let effects = app.update(Action::Submit);
    assert!(
        matches!(&effects[..], [Effect::File(FileEffect::WriteNew { path, .. })] if path == Path::new("old.fen")),
        "{effects:?}"
    );
    app.hear(News::File(FileNews::Exists {
        path: PathBuf::from("old.fen"),
    }));
    let asking = |app: &App| {
        app.layers()
            .iter()
            .any(|l| matches!(l, Layer::NamePrompt(p) if p.asking_to_replace))
    };
    assert!(asking(&app));
    // No: back to the name, nothing written; a key that is no answer does nothing.
    assert!(app.update(Action::Type('x')).is_empty());
    assert!(app.update(Action::Type('n')).is_empty());
    assert!(!asking(&app));
    assert!(matches!(app.layers().last(), Some(Layer::NamePrompt(_))));
    // Asked again, yes: the whole open file over it.
    app.update(Action::Submit);
    app.hear(News::File(FileNews::Exists {
        path: PathBuf::from("old.fen"),
    }));
    let effects = app.update(Action::Type('y'));
    assert_eq!(
        effects,
        vec![Effect::File(FileEffect::Write {
            path: PathBuf::from("old.fen"),
            bytes: FILE.as_bytes().to_vec(),
            base: None,
        })]
    );
    assert!(!matches!(app.layers().last(), Some(Layer::NamePrompt(_))));
}

#[test]
fn the_open_dialog_lists_goes_in_and_up_and_opens() {
    let mut app = opened();
    let effects = app.update(Action::Open(super::OPEN_DIALOG));
    assert_eq!(
        effects,
        vec![Effect::File(FileEffect::List(PathBuf::from("dir")))]
    );
    let entry = |name: &str, is_dir| DirEntry {
        name: name.into(),
        is_dir,
    };
    app.hear(News::File(FileNews::Listed {
        dir: PathBuf::from("/work/dir"),
        entries: vec![
            entry("..", true),
            entry("sub", true),
            entry("a.fen", false),
            entry("g.pgn", false),
        ],
    }));
    app.update(Action::Move(Direction::Down));
    assert_eq!(
        app.update(Action::Submit),
        vec![Effect::File(FileEffect::List(PathBuf::from(
            "/work/dir/sub"
        )))]
    );
    assert_eq!(
        app.update(Action::EraseBack),
        vec![Effect::File(FileEffect::List(PathBuf::from("/work/dir")))]
    );
    app.hear(News::File(FileNews::Listed {
        dir: PathBuf::from("/work/dir"),
        entries: (0..30)
            .map(|n| entry(&format!("{n:02}.fen"), false))
            .collect(),
    }));
    app.update(Action::BottomRank);
    app.update(Action::BottomRank);
    app.update(Action::End);
    app.update(Action::Move(Direction::Up));
    assert_eq!(
        app.update(Action::Submit),
        vec![Effect::File(FileEffect::Read(PathBuf::from(
            "/work/dir/28.fen"
        )))]
    );
    // Reading it closes the dialog and opens the file.
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from("/work/dir/28.fen"),
        bytes: b"4k3/8/8/8/8/8/8/4K3 w - - 0 1\n".to_vec(),
    }));
    assert!(app.layers().is_empty());
    assert_eq!(app.open_file().unwrap().place(), (1, 1));
}

pub(crate) const PGN: &str = "[Event \"a\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\n1. e4 e5 2. Nf3 1-0\n\n\
[Event \"b\"]\n[White \"Carl\"]\n[Black \"Dora \\\"D\\\"\"]\n[Result \"*\"]\n\n1. d4 d5 *\n";

#[test]
fn a_pgn_lists_its_games_and_one_is_stepped_through_and_set_up() {
    let mut app = start();
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from("games.pgn"),
        bytes: PGN.as_bytes().to_vec(),
    }));
    let Some(Layer::GameList(list)) = app.layers().last() else {
        panic!("no game list: {:?}", app.layers());
    };
    let names: Vec<(String, String)> = list.games.iter().map(game_players).collect();
    assert_eq!(
        names,
        vec![
            ("Anna".into(), "Boris".into()),
            ("Carl".into(), "Dora \"D\"".into())
        ]
    );
    assert_eq!(
        app.notice(),
        &Notice::File(FileNotice::Games {
            count: 2,
            failed: 0
        })
    );
    app.update(Action::Move(Direction::Down));
    app.update(Action::Move(Direction::Up));
    app.update(Action::Submit);
    assert!(matches!(app.layers(), [Layer::Teach(Teaching::Moves(_))]));
    let line = app.move_line_in_view().unwrap();
    assert_eq!((line.len(), line.at()), (3, 0));
    app.update(Action::Step(crate::tui::action::StepTo::Next));
    app.update(Action::Step(crate::tui::action::StepTo::Next));
    // Leaving sets up the position shown, to edit.
    app.update(Action::Escape);
    assert!(app.layers().is_empty());
    assert_eq!(
        app.fen(),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    );
    // No collection is open: saving asks a name.
    app.update(Action::Save);
    assert!(matches!(app.layers(), [Layer::NamePrompt(_)]));
}

/// Issue 33 case 15: Ctrl-O opens in the directory the dialog was last in,
/// even when that visit was left with Esc, not in the current directory.
#[test]
fn the_open_dialog_opens_where_it_was_last() {
    let mut app = start();
    assert_eq!(
        app.update(Action::Open(super::OPEN_DIALOG)),
        vec![Effect::File(FileEffect::List(PathBuf::from(".")))]
    );
    app.hear(News::File(FileNews::Listed {
        dir: PathBuf::from("/work/lessons/week 3"),
        entries: vec![DirEntry {
            name: "a.fen".into(),
            is_dir: false,
        }],
    }));
    app.update(Action::Escape);
    assert!(app.layers().is_empty());
    assert_eq!(
        app.update(Action::Open(super::OPEN_DIALOG)),
        vec![Effect::File(FileEffect::List(PathBuf::from(
            "/work/lessons/week 3"
        )))]
    );
}
