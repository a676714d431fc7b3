use super::*;
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::{Position, Variant};

fn position(fen: &str) -> Position {
    read_fen(fen, ReadOptions::strict()).unwrap().position
}

fn step(fen: &str, draft: Option<&str>) -> Snapshot {
    Snapshot {
        position: position(fen),
        draft: draft.map(str::to_string),
    }
}

fn session() -> SavedSession {
    SavedSession {
        current: step(
            "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
            Some("4k3/8/8/8/8/8/8/4K2R w K - 0 1 \"quoted\"\n\u{1b}[31m 帥"),
        ),
        undo: vec![
            step(Variant::Xiangqi.start_fen(), None),
            step("8/8/8/8/8/8/8/8 w - - 0 1", None),
        ],
        redo: vec![step("4k3/8/8/8/8/8/8/4K3 b - - 12 40", None)],
        moves: Some(SavedMoves {
            start: position(Variant::Xiangqi.start_fen()),
            played: vec!["h2e2".to_string(), "h9g7".to_string()],
        }),
        ended_cleanly: false,
        saved_at: 1_764_474_000,
        pid: Some(4242),
    }
}

#[test]
fn a_session_reads_back_as_written() {
    let saved = session();
    assert_eq!(decode(&encode(&saved)), Ok(saved.clone()));
    let clean = SavedSession {
        ended_cleanly: true,
        ..saved
    };
    assert_eq!(decode(&encode(&clean)), Ok(clean));
}

#[test]
fn the_file_names_its_format_and_version() {
    let value: Value = serde_json::from_str(&encode(&session())).unwrap();
    assert_eq!(value["format"], "fen-tui-session");
    assert_eq!(value["version"], 1);
    assert_eq!(value["current"]["variant"], "chess");
    assert_eq!(value["undo"][0]["variant"], "xiangqi");
    assert_eq!(value["moves"]["played"][1], "h9g7");
    let plain = SavedSession {
        moves: None,
        ..session()
    };
    let value: Value = serde_json::from_str(&encode(&plain)).unwrap();
    assert_eq!(value["moves"], Value::Null);
}

/// The documented example, typed by hand: version 1 files stay readable.
#[test]
fn a_hand_written_version_1_file_reads() {
    let text = r#"{ "format": "fen-tui-session", "version": 1,
      "ended_cleanly": false, "saved_at": 1764474000,
      "current": { "variant": "xiangqi", "fen": "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "draft": "4k4/9" },
      "undo": [ { "variant": "chess", "fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "draft": null } ],
      "redo": [] }"#;
    let saved = decode(text).unwrap();
    assert_eq!(saved.current.position.variant, Variant::Xiangqi);
    assert_eq!(saved.current.draft.as_deref(), Some("4k4/9"));
    assert_eq!(saved.undo.len(), 1);
    assert_eq!(saved.undo[0].position, position(Variant::Chess.start_fen()));
    assert!(saved.redo.is_empty());
    // No "moves": an older writer; nothing was played.
    assert_eq!(saved.moves, None);
    assert!(!saved.ended_cleanly);
    assert_eq!(saved.pid, None);
}

#[test]
fn a_newer_version_is_refused_not_half_read() {
    let mut value: Value = serde_json::from_str(&encode(&session())).unwrap();
    value["version"] = json!(2);
    assert_eq!(
        decode(&value.to_string()),
        Err(FormatError::NewerVersion(2))
    );
    value["version"] = json!("1");
    assert_eq!(
        decode(&value.to_string()),
        Err(FormatError::BadField("version"))
    );
}

#[test]
fn other_json_is_not_a_session() {
    for text in [
        "",
        "null",
        "[]",
        "{}",
        "{\"format\": \"other\", \"version\": 1}",
        "\u{0}\u{ff}",
    ] {
        assert_eq!(decode(text), Err(FormatError::NotASession), "{text:?}");
    }
}

#[test]
fn a_file_cut_short_anywhere_is_an_error() {
    let text = encode(&session());
    let full = text.trim_end();
    for end in (0..full.len()).filter(|end| full.is_char_boundary(*end)) {
        assert!(decode(&full[..end]).is_err(), "cut at {end} read");
    }
}

#[test]
fn bad_fields_are_named() {
    let good: Value = serde_json::from_str(&encode(&session())).unwrap();
    let broken = |path: &[&str], value: Value| {
        let mut copy = good.clone();
        let mut at = &mut copy;
        for key in path {
            at = if let Ok(index) = key.parse::<usize>() {
                &mut at[index]
            } else {
                &mut at[*key]
            };
        }
        *at = value;
        decode(&copy.to_string())
    };
    let bad = FormatError::BadField;
    assert_eq!(
        broken(&["current", "fen"], json!("9/9 w")),
        Err(bad("current"))
    );
    assert_eq!(
        broken(&["current", "variant"], json!("go")),
        Err(bad("current"))
    );
    // A chess FEN does not read as xiangqi.
    assert_eq!(
        broken(&["undo", "1", "variant"], json!("xiangqi")),
        Err(bad("undo"))
    );
    assert_eq!(broken(&["redo", "0", "draft"], json!(7)), Err(bad("redo")));
    let huge = "x".repeat(MAX_INPUT_BYTES + 1);
    assert_eq!(
        broken(&["current", "draft"], json!(huge)),
        Err(bad("current"))
    );
    assert_eq!(broken(&["undo"], json!({})), Err(bad("undo")));
    assert_eq!(
        broken(&["moves", "played", "0"], json!(["h2e2"])),
        Err(bad("moves"))
    );
    assert_eq!(
        broken(&["moves", "start"], json!("8/8 w")),
        Err(bad("moves"))
    );
    assert_eq!(broken(&["moves"], json!(["h2e2"])), Err(bad("moves")));
    assert_eq!(
        broken(&["ended_cleanly"], json!("yes")),
        Err(bad("ended_cleanly"))
    );
    assert_eq!(broken(&["saved_at"], json!(-1)), Err(bad("saved_at")));
    assert_eq!(broken(&["pid"], json!(1u64 << 40)), Err(bad("pid")));
    assert_eq!(broken(&["pid"], json!(null)).map(|s| s.pid), Ok(None));
}
