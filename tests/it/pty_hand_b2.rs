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
