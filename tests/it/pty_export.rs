//! Diagrams from the real editor, in a pseudo-terminal: the share menu's file
//! line asks a name (the format from its extension), writes a PNG or SVG of
//! the board as shown, says where it went, asks before replacing a file, and
//! keeps a name with an unknown extension; without a display, copying the
//! picture says OSC 52 cannot carry it and offers the file instead.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty;

use crate::support::keys::{CTRL_Q, CTRL_U, ENTER, ESC, F2, F10};
use pty::{Session, assert_restored};
use std::path::{Path, PathBuf};

use crate::support::EXE;
const SICILIAN: &str = "rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2";

fn temp_dir(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("fen-tui-export-pty-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Width and height from a PNG's header, after checking its signature.
fn png_size(path: &Path) -> (u32, u32) {
    let bytes = std::fs::read(path).unwrap();
    assert_eq!(
        &bytes[..8],
        b"\x89PNG\r\n\x1a\n",
        "{} is not a PNG",
        path.display()
    );
    let number = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (number(16), number(20))
}

/// F10, the diagram-file line (always 8), a new name (over
/// the one offered), Enter.
fn export_as(session: &mut Session, path: &Path) {
    session.send(F10);
    session.wait_for("Share this position");
    session.send("8");
    session.wait_for("Save the diagram as: ");
    session.send(CTRL_U);
    session.send(&path.display().to_string());
    session.send(ENTER);
}

#[test]
fn the_share_menu_writes_png_and_svg_asks_before_replacing_and_keeps_a_bad_name() {
    let dir = temp_dir("files");
    let mut session = Session::start(EXE, &[SICILIAN]);
    session.wait_for(&format!("FEN {SICILIAN}"));
    // The board flipped: the diagram is drawn from Black's side too.
    session.send(F2);

    let png = dir.join("sicilian.png");
    export_as(&mut session, &png);
    session.wait_for(&format!("Diagram written to {}", png.display()));
    assert_eq!(png_size(&png).0, 480);

    let svg = dir.join("sicilian.svg");
    export_as(&mut session, &svg);
    session.wait_for(&format!("Diagram written to {}", svg.display()));
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(
        text.starts_with("<?xml") && text.contains("width=\"480\""),
        "{text:.200}"
    );
    assert!(text.trim_end().ends_with("</svg>"));

    // The PNG again: a question; y replaces it.
    std::fs::write(&png, "old").unwrap();
    session.send(F10);
    session.wait_for("Share this position");
    session.send("8");
    // The last name is offered again.
    session.wait_for(&format!("Save the diagram as: {}", svg.display()));
    session.send(CTRL_U);
    session.send(&png.display().to_string());
    session.send(ENTER);
    session.wait_for("exists. Replace it?");
    assert_eq!(std::fs::read(&png).unwrap(), b"old");
    session.send("y");
    session.wait_for(&format!("Diagram written to {}", png.display()));
    assert_eq!(png_size(&png).0, 480);

    // An unknown extension: said, and the name stays to be mended.
    let gif = dir.join("sicilian.gif");
    export_as(&mut session, &gif);
    session.wait_for(".gif is not a format fen-tui writes");
    session.wait_for(&format!("Save the diagram as: {}", gif.display()));
    assert!(!gif.exists());
    session.send(ESC);
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
    assert_restored(&session.raw_output());
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn without_a_display_copying_the_picture_offers_a_file_instead() {
    let dir = temp_dir("osc52");
    let mut session = Session::start_with(
        EXE,
        &[SICILIAN],
        &[("DISPLAY", ""), ("WAYLAND_DISPLAY", "")],
    );
    session.wait_for(&format!("FEN {SICILIAN}"));
    session.send(F10);
    session.wait_for("Share this position");
    session.send("9");
    session.wait_for("OSC 52");
    let screen = session.wait_for("Save the diagram as: diagram.png");
    assert!(screen.contains("no display here"), "{screen}");
    // Nothing went to the terminal's clipboard.
    assert!(!session.raw_output().contains("\u{1b}]52;"));
    let png = dir.join("instead.png");
    session.send(CTRL_U);
    session.send(&png.display().to_string());
    session.send(ENTER);
    session.wait_for(&format!("Diagram written to {}", png.display()));
    assert_eq!(png_size(&png).0, 480);
    session.send(CTRL_Q);
    assert_eq!(session.wait_exit(), 0);
    let _ = std::fs::remove_dir_all(&dir);
}
