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
    // A paste replaced the line whole: asked first (issue #33), `r` replaces.
    assert!(app.update(Action::Save).is_empty());
    let effects = app.update(Action::Type('r'));
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

/// Issue #19 case 12a: a file name that is not UTF-8 (`caf\xe9.fen`, Latin-1),
/// chosen in the Ctrl-O dialog, is read and saved under its own bytes, not
/// under a copy with U+FFFD that would make a second file.
#[test]
fn a_name_that_is_not_utf8_is_read_and_saved_under_its_own_bytes() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let name = OsStr::from_bytes(b"caf\xe9.fen");
    let mut app = opened();
    app.update(Action::Open(super::OPEN_DIALOG));
    app.hear(News::File(FileNews::Listed {
        dir: PathBuf::from("/work/dir"),
        entries: vec![DirEntry {
            name: name.to_os_string(),
            is_dir: false,
        }],
    }));
    let path = PathBuf::from("/work/dir").join(name);
    assert_eq!(
        app.update(Action::Submit),
        vec![Effect::File(FileEffect::Read(path.clone()))]
    );
    app.hear(News::File(FileNews::Read {
        path: path.clone(),
        bytes: b"4k3/8/8/8/8/8/8/4K3 w - - 0 1\n".to_vec(),
    }));
    app.update(Action::ToggleSideToMove);
    let effects = app.update(Action::Save);
    let [Effect::File(FileEffect::Write { path: saved, .. })] = &effects[..] else {
        panic!("expected one write, got {effects:?}");
    };
    assert_eq!(saved.as_os_str().as_bytes(), path.as_os_str().as_bytes());
}

/// Issue #19 case 8a: opening a PGN keeps an index, not positions. Of 400
/// games of 24 moves each, none is replayed until one is opened: no game in
/// the list holds a position, a move or a move count, and what the list
/// holds besides the text itself is the same few bytes a game whatever the
/// number of games (the old editor kept every position of every game).
#[test]
fn a_pgns_games_are_indexed_and_none_is_replayed_until_opened() {
    let game = |n: usize| {
        format!(
            "[Event \"e{n}\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n\
             1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 \
             7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Bc2 Re8 *\n\n"
        )
    };
    let held = |count: usize| {
        let text: String = (1..=count).map(game).collect();
        let mut app = super::tests::start();
        app.hear(News::File(FileNews::Read {
            path: PathBuf::from("games.pgn"),
            bytes: text.into_bytes(),
        }));
        let Some(Layer::GameList(list)) = app.layers().last() else {
            panic!("no game list: {:?}", app.layers());
        };
        assert_eq!(list.games.len(), count);
        for game in &list.games {
            assert_eq!(
                (game.plies.len(), game.moves.len(), game.moves_played),
                (0, 0, 0),
                "game {} was replayed when the file was opened",
                game.number
            );
            assert!(game.end.is_none(), "game {} has a position", game.number);
        }
        // Heap bytes of the index (the text is shared, not counted).
        let per_game = |g: &crate::core::pgn::PgnGame| {
            let tags: usize = g
                .tags
                .iter()
                .map(|(n, v)| n.capacity() + v.capacity())
                .sum();
            tags + g.plies.capacity() * std::mem::size_of::<crate::core::pgn::Ply>()
                + g.moves.capacity() * std::mem::size_of::<Option<crate::core::rules::Move>>()
        };
        let games: usize = list.games.iter().map(per_game).sum();
        list.games.capacity() * std::mem::size_of::<crate::core::pgn::PgnGame>() + games
    };
    let (few, many) = (held(10), held(400));
    assert!(
        many <= few * 40 + 40 * 64,
        "10 games: {few} bytes held, 400 games: {many}"
    );
}

/// Issue #19 case 8c: while a `.fen` whose one line is 10 MB is open, a key
/// and its frame do not copy or scan that line again (the old editor copied
/// it for the caption on every frame: 0.26 s a key). Counted in the line's
/// bytes copied out of the file, not in time; the speed is in
/// `benches/render.rs`.
#[test]
fn keys_and_frames_on_a_ten_megabyte_line_copy_none_of_it() {
    use crate::core::collection::LINE_BYTES_COPIED;
    use crate::tui::action::Direction;
    let copied = || LINE_BYTES_COPIED.with(std::cell::Cell::get);
    let loc = crate::i18n::Localizer::new(crate::i18n::Lang::En);
    let mut buffer = ratatui::buffer::Buffer::empty(ratatui::layout::Rect::new(0, 0, 120, 40));
    let mut app = super::tests::start();
    let before = copied();
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from("big.fen"),
        bytes: vec![b'x'; 10 << 20],
    }));
    assert!(app.open_file().is_some(), "the file did not open");
    // Opening reads the line once, to show it (refused) in the FEN field.
    let at_open = copied() - before;
    assert!(
        (10 << 20..=2 * (10 << 20)).contains(&at_open),
        "opening copied {at_open} bytes"
    );
    let opened = copied();
    let keys = [
        Action::Move(Direction::Right),
        Action::Type('Q'),
        Action::Undo,
        Action::Move(Direction::Left),
    ];
    for round in 0..10 {
        for key in keys.clone() {
            app.update(key);
            crate::tui::view::render_into(
                &mut buffer,
                &app,
                &loc,
                crate::tui::theme::Styles::new(true),
            );
        }
        let per_key = (copied() - opened) / ((round + 1) * keys.len());
        assert!(
            per_key <= crate::core::fen::MAX_INPUT_BYTES,
            "{per_key} bytes of the 10 MB line copied a key and its frame"
        );
    }
}
