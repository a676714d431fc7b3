//! Issue 21 tried by hand again after the merges, keys sent fast as tmux
//! sends them (several in one write): what was found wrong, kept right.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::pty::Session;

const EXE: &str = env!("CARGO_BIN_EXE_fen-tui");
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const F1: &str = "\u{1b}OP";
const PGDN: &str = "\u{1b}[6~";
const ESC: &str = "\u{1b}";
const CTRL_Q: &str = "\u{11}";

fn quit(mut session: Session) {
    session.send(CTRL_Q);
    session.wait_exit();
}

#[test]
fn f1_and_pgdn_in_one_burst_turn_a_whole_page_of_help() {
    for lang in ["en", "ru"] {
        let mut session = Session::start(EXE, &["--lang", lang]);
        session.wait_for(&format!("FEN {START}"));
        // Both keys in one write: PgDn is read before the help is drawn.
        session.send(&format!("{F1}{PGDN}"));
        let above = if lang == "en" {
            "↑ 22 more lines"
        } else {
            "↑ ещё 22 строки"
        };
        session.wait_for(above);
        session.send(ESC);
        session.wait_gone(above);
        quit(session);
    }
}

fn paste(text: &str) -> String {
    format!("\u{1b}[200~{text}\u{1b}[201~")
}

/// The screen's rows from the one starting with `FEN ` on (the field and the
/// message line under it).
fn field_rows(screen: &str) -> String {
    let lines: Vec<&str> = screen.lines().collect();
    let at = lines.iter().rposition(|l| l.starts_with("FEN ")).unwrap();
    lines[at..(at + 2).min(lines.len())].join("\n")
}

#[test]
fn a_pastes_repair_is_told_in_the_panel_not_under_the_canonical_fen() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(&format!("FEN {START}"));
    session.send(&paste("4k3/8/8/8/8/8/8/4K2R w K"));
    // The field shows the six fields; "only 3 of 6" is about the text pasted.
    let screen = session.wait_for("FEN 4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let screen = if screen.contains("taken as") {
        screen
    } else {
        session.wait_for("taken as")
    };
    assert!(screen.contains("Pasted text, column 25"), "{screen}");
    assert!(!field_rows(&screen).contains("taken as"), "{screen}");
    // Typed, the text stays as typed, and the warning is under it.
    session.send("\u{1b}[Z\u{15}4k3/8/8/8/8/8/8/4K2R w K");
    session.wait_gone("FEN 4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let screen = session.wait_for("only 3 of 6 fields; missing ones are taken as - 0 1");
    let field = field_rows(&screen);
    assert!(
        field.starts_with("FEN 4k3/8/8/8/8/8/8/4K2R w K "),
        "{screen}"
    );
    assert!(field.contains("taken as - 0 1"), "{screen}");
    quit(session);
}
