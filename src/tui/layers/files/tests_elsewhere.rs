//! A position from elsewhere (a PGN game, the library) is never saved over
//! the open file's line; a file another program changed gets only this
//! editor's edits; encodings; the field's length limit.

use super::tests::{PGN, opened};
use super::*;
use crate::tui::action::{Action, StepTo};
use crate::tui::news::News;

/// Open `games.pgn` over `my.fen`, choose its first game, step twice, Esc.
fn game_set_up(app: &mut App) {
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from("games.pgn"),
        bytes: PGN.as_bytes().to_vec(),
    }));
    app.update(Action::Submit);
    app.update(Action::Step(StepTo::Next));
    app.update(Action::Escape);
    assert!(app.layers().is_empty(), "{:?}", app.layers());
}

#[test]
fn a_pgn_game_is_never_saved_over_the_open_files_line() {
    let mut app = opened();
    game_set_up(&mut app);
    let file = app.open_file().unwrap();
    assert_eq!(
        file.elsewhere,
        Some(Elsewhere::Game(PathBuf::from("games.pgn")))
    );
    // Ctrl-S writes nothing: it asks, naming the game's file and offering this one.
    let effects = app.update(Action::Save);
    assert!(effects.is_empty(), "{effects:?}");
    let Some(Layer::NamePrompt(prompt)) = app.layers().last() else {
        panic!("no question: {:?}", app.layers());
    };
    assert_eq!(prompt.typed, "dir/my.fen");
    assert_eq!(
        prompt.elsewhere,
        Some(Elsewhere::Game(PathBuf::from("games.pgn")))
    );
    // Enter adds the game's position as a new line; the old line is untouched.
    let effects = app.update(Action::Submit);
    let [Effect::File(FileEffect::Append { path, position })] = effects.as_slice() else {
        panic!("expected an append, got {effects:?}");
    };
    assert_eq!(path, &PathBuf::from("dir/my.fen"));
    assert_eq!(crate::core::fen::write_fen(position), app.fen());
}

#[test]
fn stepping_away_from_a_game_position_does_not_write_it_into_a_line() {
    let mut app = opened();
    game_set_up(&mut app);
    app.update(Action::NextPosition);
    assert_eq!(app.open_file().unwrap().elsewhere, None);
    app.update(Action::PreviousPosition);
    assert_eq!(app.fen(), "8/8/8/8/8/8/8/K6k w - - 0 1");
    assert!(!app.file_modified());
}

#[test]
fn a_library_position_is_from_elsewhere_a_paste_is_an_edit() {
    let mut app = opened();
    app.update(Action::Paste("4k3/8/8/8/8/8/8/R3K3 w - - 0 1".into()));
    assert_eq!(app.open_file().unwrap().elsewhere, None);
    let entry = crate::core::library::entries().next().expect("a library");
    app.load_library_entry(entry);
    assert_eq!(app.open_file().unwrap().elsewhere, Some(Elsewhere::Library));
    assert!(app.file_modified());
    assert!(app.update(Action::Save).is_empty());
}

#[test]
fn a_save_tells_the_runtime_what_was_read() {
    let mut app = opened();
    app.update(Action::Paste("4k3/8/8/8/8/8/8/R3K3 w - - 0 1".into()));
    let effects = app.update(Action::Save);
    let [Effect::File(FileEffect::Write { base, .. })] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    assert_eq!(base.as_deref(), Some(tests_file_bytes()));
    // The runtime merged another program's line in: that is the file now.
    let mut merged = tests_file_bytes().to_vec();
    merged.extend_from_slice(b"8/8/8/8/8/8/8/7K w - - 0 1\n");
    let merged =
        crate::core::merge::merge_lines(base.as_deref().unwrap(), &written(&effects), &merged)
            .unwrap();
    app.hear(News::File(FileNews::Merged {
        path: PathBuf::from("dir/my.fen"),
        bytes: merged,
    }));
    let file = app.open_file().unwrap();
    assert_eq!(file.place(), (1, 4));
    assert!(!app.file_modified());
    assert_eq!(app.fen(), "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
}

fn tests_file_bytes() -> &'static [u8] {
    super::tests::FILE.as_bytes()
}

fn written(effects: &[Effect]) -> Vec<u8> {
    match effects {
        [Effect::File(FileEffect::Write { bytes, .. })] => bytes.clone(),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_byte_order_mark_is_not_part_of_the_first_line_and_utf16_is_named() {
    let mut app = super::tests::start();
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from("bom.fen"),
        bytes: b"\xef\xbb\xbf# a comment\n8/8/8/8/8/8/8/K6k w - - 0 1\n".to_vec(),
    }));
    assert_eq!(app.open_file().unwrap().place(), (1, 1));
    assert_eq!(app.fen(), "8/8/8/8/8/8/8/K6k w - - 0 1");
    let utf16: Vec<u8> = "\u{feff}8/8/8/8/8/8/8/K6k w - - 0 1\n"
        .encode_utf16()
        .flat_map(u16::to_le_bytes)
        .collect();
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from("wide.fen"),
        bytes: utf16,
    }));
    assert_eq!(
        app.notice(),
        &Notice::File(FileNotice::Utf16 {
            detail: "wide.fen".into(),
            encoding: "UTF-16LE",
        })
    );
    assert_eq!(app.open_file().unwrap().path, PathBuf::from("bom.fen"));
}

#[test]
fn the_field_holds_no_more_than_a_session_keeps() {
    use crate::core::fen::MAX_INPUT_BYTES;
    let mut app = super::tests::start();
    let long = "x".repeat(MAX_INPUT_BYTES + 1);
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from("long.fen"),
        bytes: long.into_bytes(),
    }));
    assert!(
        matches!(app.notice(), Notice::Refused(_)),
        "{:?}",
        app.notice()
    );
    assert!(app.session().current.draft.is_none());
    // Typing up to the limit, and one more is refused.
    app.update(Action::Paste("y".repeat(MAX_INPUT_BYTES - 10)));
    app.focus_on(crate::tui::app::Focus::FenField);
    for _ in 0..20 {
        app.update(Action::Type('z'));
    }
    let draft = app.session().current.draft.unwrap_or_default();
    assert!(draft.len() <= MAX_INPUT_BYTES, "{}", draft.len());
    let encoded = crate::tui::runtime::session::encode(&app.session());
    assert!(crate::tui::runtime::session::decode(&encoded).is_ok());
}
