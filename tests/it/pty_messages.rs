//! Where the editor says what it found, with keys sent as tmux sends them
//! (several in one write): help turns a whole page in one burst, a paste's
//! repair is told in the Problems panel and names the text it was in, and a
//! game opened from the list says where it stops, as the command line does.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::keys::{CTRL_Q, ESC, F1, PAGE_DOWN as PGDN};
use crate::support::pty::Session;

use crate::support::EXE;
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

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
    // Not the status line, which may start "FEN field:" too.
    let at = lines[..lines.len() - 1]
        .iter()
        .rposition(|l| l.starts_with("FEN "))
        .unwrap();
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
    // The words flow around the caret under column 25, whole.
    let screen = session.wait_for("only 3 of 6 fields; missing ^ ones are taken as - 0 1");
    let field = field_rows(&screen);
    assert!(
        field.starts_with("FEN 4k3/8/8/8/8/8/8/4K2R w K "),
        "{screen}"
    );
    assert!(field.contains("taken as - 0 1"), "{screen}");
    quit(session);
}

#[test]
fn a_repair_names_the_text_it_was_in_a_files_line_or_the_command_line() {
    let dir = std::env::temp_dir().join(format!("fen-tui-hand-b2-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("warn.fen");
    std::fs::write(
        &path,
        "8/8/8/8/8/8/8/8 w - - 0 1\n4k3/8/8/8/8/8/8/4K2R w K\n",
    )
    .unwrap();
    // Nothing was pasted: the file's second line is what lacked the fields.
    let mut session = Session::start(EXE, &[path.to_str().unwrap()]);
    session.wait_for("FEN 8/8/8/8/8/8/8/8 w - - 0 1");
    session.send("\u{1b}[1;3C");
    let screen = session.wait_for("Line 2 of the file,");
    assert!(!screen.contains("Pasted"), "{screen}");
    quit(session);
    let _ = std::fs::remove_dir_all(&dir);
    let mut session = Session::start(EXE, &["4k3/8/8/8/8/8/8/4K2R w K"]);
    let screen = session.wait_for("Command line, column 25");
    assert!(!screen.contains("Pasted"), "{screen}");
    // A paste after it is a paste again.
    session.send(&paste("8/8/8/4k3/8/8/8/4K3"));
    session.wait_for("Pasted text, column 20");
    quit(session);
}

#[test]
fn a_game_opened_from_the_list_says_where_it_stops_as_the_cli_does() {
    let dir = std::env::temp_dir().join(format!("fen-tui-hand-b2-pgn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("games.pgn");
    let games = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"1-0\"]\n\n\
                 1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n\n\
                 [Event \"?\"]\n[White \"C\"]\n[Black \"D\"]\n[Result \"*\"]\n\n\
                 1. d4 d5 2. Kd3 Qxd4 *\n";
    std::fs::write(&path, games).unwrap();
    // The oracle: what `fen-tui pgn` says of the same file.
    let cli = std::process::Command::new(EXE)
        .args(["pgn", path.to_str().unwrap()])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&cli.stderr).to_string();
    assert!(said.contains(":13:13: error"), "{said}");
    assert!(
        said.contains("game 2: move 2. Kd3 cannot be played here"),
        "{said}"
    );
    let mut session = Session::start(EXE, &[path.to_str().unwrap()]);
    session.wait_for("2. C – D");
    // Game 2, in one burst: its line stops before 2. Kd3, and says so.
    session.send("\u{1b}[B\r");
    let screen = session.wait_for("games.pgn, line 13: game 2: move 2. Kd3");
    assert!(screen.contains("1. d4 d5"), "{screen}");
    // Too long for 80 columns: read whole over two rows, its end (where the
    // game stops) with it, not cut with "…" (issue 33 case 15c).
    let rows: Vec<&str> = screen.lines().collect();
    let at = rows
        .iter()
        .position(|l| l.contains("games.pgn, line"))
        .unwrap();
    let notice = rows[at..]
        .iter()
        .map(|l| l.trim())
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        notice
            .contains("cannot be played here (move 3 of the main line); the game stops before it"),
        "{screen}"
    );
    assert!(!rows[at].trim_end().ends_with('…'), "{screen}");
    quit(session);
    let _ = std::fs::remove_dir_all(&dir);
}
