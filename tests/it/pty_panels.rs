//! The editor's panels in the real binary with keys sent fast: the castling
//! panel tells rights in the FEN from rights wished for and from rights off;
//! the problems panel scrolls to every problem; the share menu keeps each
//! line's digit.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::keys::{ALT_DOWN, ALT_UP, CTRL_Q, ESC, F4, F5, F10, TAB};
use crate::support::pty::Session;

use crate::support::EXE;
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn paste(text: &str) -> String {
    format!("\u{1b}[200~{text}\u{1b}[201~")
}

/// The screen's row holding `what`.
fn row_with(session: &Session, what: &str) -> String {
    let contents = session.wait_for(what);
    contents
        .lines()
        .find(|l| l.contains(what))
        .unwrap()
        .to_string()
}

fn quit(mut session: Session) {
    session.send(CTRL_Q);
    session.wait_exit();
}

#[test]
fn the_castling_panel_shows_rights_in_the_fen_wished_for_and_off() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(&format!("FEN {START}"));
    // F4 keeps the rights wished for; bare kings at home cannot have them yet.
    session.send(&format!("{F4}4k3/8/8/8/8/8/8/4K3"));
    session.wait_for("FEN 4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(row_with(&session, "Castling").contains("(K) (Q) (k) (q)"));
    // One sentence for the four, not two lines each (8 rows at 80×24).
    let screen = session.wait_for("KQkq wished for: written in");
    let panel: String = screen
        .lines()
        .map(|l| l.chars().skip(46).collect::<String>())
        .map(|l| {
            l.trim_matches(|c: char| c == '│' || c.is_whitespace())
                .to_string()
        })
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        panel
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
            .contains("rooks stand on h1, a1, h8, a8"),
        "{screen}"
    );
    assert_eq!(screen.matches("wished for").count(), 1, "{screen}");
    // Space on K: no longer wished for, plainly off, its words gone.
    session.send(&format!("{TAB}{TAB} "));
    session.wait_for("K off");
    session.wait_for("Qkq wished for");
    let row = row_with(&session, "Castling");
    assert!(row.contains(" K  (Q) (k) (q)"), "{row}");
    assert!(!session.screen().contents().contains("K wished for"));
    // A FEN with "-" wishes for nothing: every right plainly off.
    session.send(&format!("{ESC}{}", paste("4k3/8/8/8/8/8/8/4K2R w K - 0 1")));
    session.wait_for("FEN 4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let row = row_with(&session, "Castling");
    assert!(row.contains("[K]  Q   k   q"), "{row}");
    assert!(
        !session
            .screen()
            .contents()
            .contains("wished for, written in once a")
    );
    quit(session);
}

#[test]
fn the_problems_panel_scrolls_to_every_problem() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(&format!("FEN {START}"));
    session.send(&paste("PPPPPPPP/8/8/8/8/8/8/pppppppp w KQkq e6 0 1"));
    session.wait_for("more (Alt-↓)");
    assert!(!session.screen().contents().contains("En-passant target e6"));
    session.send(&ALT_DOWN.repeat(12));
    session.wait_for("En-passant target e6");
    session.wait_for("above (Alt-↑)");
    // Back up with the keys, down again with the wheel over the panel.
    session.send(&ALT_UP.repeat(12));
    session.wait_for("more (Alt-↓)");
    assert!(!session.screen().contents().contains("above (Alt-↑)"));
    let (y, _) = session
        .screen()
        .contents()
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("Problems"))
        .unwrap();
    let wheel_down = format!("\u{1b}[<65;60;{}M", y + 3);
    session.send(&wheel_down.repeat(12));
    session.wait_for("En-passant target e6");
    quit(session);
}

#[test]
fn share_lines_keep_their_digits_and_say_why_they_do_not_apply() {
    let mut session = Session::start(EXE, &[]);
    session.wait_for(&format!("FEN {START}"));
    session.send(F10);
    session.wait_for("4 pychess.org analysis link · for xiangqi positions");
    session.wait_for("6 FEN with its moves · after moves were played");
    session.wait_for("8 Diagram to a file");
    // A line that does not apply: the menu stays, the status line says why.
    session.send("6");
    session.wait_for("FEN with its moves: only after moves were played");
    session.wait_for("Share this position");
    // Xiangqi: the same digits, other lines dimmed.
    session.send(ESC);
    session.send(&format!("{F5}{F10}"));
    session.wait_for("1 Lichess analysis link · for chess positions");
    let row = row_with(&session, "4 pychess.org analysis link");
    assert!(!row.contains("·"), "{row}");
    // A xiangqi game is offered as xiangqi PGN (issue 37).
    let row = row_with(&session, "7 PGN game (for a chess or xiangqi database)");
    assert!(!row.contains("·"), "{row}");
    session.send("8");
    session.wait_for("diagram.png");
    session.send(ESC);
    quit(session);
}
