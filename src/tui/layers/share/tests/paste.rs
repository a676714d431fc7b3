//! Every form a paste may take loads the position it names; a bad paste keeps
//! the board and puts the text in the FEN field; a paste is one undo step.

use super::*;

/// Each accepted form, and the FEN it must load (written out by hand).
const FORMS: &[(&str, &str, &str)] = &[
    ("strict FEN", SICILIAN, SICILIAN),
    (
        "FEN then moves",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5",
        AFTER_E4_E5,
    ),
    (
        "UCI position fen",
        "position fen rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2",
        SICILIAN,
    ),
    (
        "UCI position startpos moves",
        "position startpos moves e2e4 e7e5",
        AFTER_E4_E5,
    ),
    (
        "Lichess analysis link",
        "https://lichess.org/analysis/rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR_w_KQkq_c6_0_2",
        SICILIAN,
    ),
    (
        "Lichess editor link",
        "https://lichess.org/editor/rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR_w_KQkq_c6_0_2",
        SICILIAN,
    ),
    (
        "Chess.com link",
        "https://www.chess.com/analysis?fen=rnbqkbnr%2Fpp1ppppp%2F8%2F2p5%2F4P3%2F8%2FPPPP1PPP%2FRNBQKBNR%20w%20KQkq%20c6%200%202",
        SICILIAN,
    ),
    (
        "pychess link",
        "https://www.pychess.org/analysis/xiangqi?fen=rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR_w_-_-_0_1",
        XIANGQI_START,
    ),
    (
        "double quotes",
        "\"rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2\"",
        SICILIAN,
    ),
    (
        "backticks",
        "`rnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2`",
        SICILIAN,
    ),
    (
        "code block",
        "```\nrnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2\n```",
        SICILIAN,
    ),
    (
        "inside a chat message",
        "Look at this one:\n\nrnbqkbnr/pp1ppppp/8/2p5/4P3/8/PPPP1PPP/RNBQKBNR w KQkq c6 0 2\nWhat would you play?\n",
        SICILIAN,
    ),
    (
        "xiangqi seed FEN w moves",
        "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w moves g0f0 d8d9",
        "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 2 2",
    ),
];

#[test]
fn every_accepted_form_loads_its_position_as_one_undo_step() {
    for (name, text, fen) in FORMS {
        let mut editor = app(START);
        editor.update(Action::Paste((*text).to_string()));
        assert_eq!(editor.fen(), *fen, "{name}");
        assert_eq!(editor.notice(), &Notice::Pasted { warnings: 0 }, "{name}");
        assert_eq!(
            editor.field().draft,
            None,
            "{name}: the field shows the canonical FEN"
        );
        editor.update(Action::Undo);
        assert_eq!(editor.fen(), START, "{name}: one undo takes the paste back");
        editor.update(Action::Redo);
        assert_eq!(editor.fen(), *fen, "{name}: redo");
    }
}

#[test]
fn ctrl_v_reads_the_clipboard_the_same_way() {
    for (name, text, fen) in FORMS {
        let mut editor = app(START);
        let mut clipboard = MemoryClipboard::holding(text);
        crate::tui::perform(&mut editor, Action::PasteFromClipboard, &mut clipboard);
        assert_eq!(editor.fen(), *fen, "{name}");
    }
}

#[test]
fn a_lenient_paste_loads_and_shows_its_warnings() {
    let mut editor = app(START);
    editor.update(Action::Paste("8/8/8/4k3/8/8/8/4K3".into()));
    assert_eq!(editor.fen(), "8/8/8/4k3/8/8/8/4K3 w - - 0 1");
    let warnings = editor.field().warnings.len();
    assert!(warnings > 0, "the missing fields are reported");
    assert_eq!(editor.notice(), &Notice::Pasted { warnings });
}

#[test]
fn a_bad_paste_keeps_the_board_shows_the_error_and_undoes_in_one_step() {
    let mut editor = app(SICILIAN);
    let bad = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1";
    editor.update(Action::Paste(bad.into()));
    assert_eq!(editor.fen(), SICILIAN, "the position is untouched");
    assert_eq!(editor.field_text(), bad, "the text is kept for fixing");
    assert_eq!(editor.notice(), &Notice::PasteUnreadable { errors: 1 });
    // The caret goes under the X: column 43 of the text.
    assert_eq!(editor.field().errors[0].column, Some(43));
    editor.update(Action::Undo);
    assert_eq!(editor.field().draft, None);
    assert_eq!(editor.field_text(), SICILIAN);
}

#[test]
fn a_paste_while_the_share_menu_is_open_closes_it_and_loads() {
    let mut editor = app(START);
    editor.update(Action::SHARE_MENU);
    editor.update(Action::Paste(SICILIAN.into()));
    assert_eq!(editor.share_menu(), None);
    assert_eq!(editor.fen(), SICILIAN);
}

#[test]
fn an_oversized_paste_is_refused_and_changes_nothing() {
    let mut editor = app(START);
    let huge = format!("{SICILIAN}\n{}", "x".repeat(64 * 1024));
    // Refused by its length before any reading; its speed is no test's
    // business (a debug build on a loaded machine says nothing about it).
    editor.update(Action::Paste(huge));
    assert!(matches!(editor.notice(), Notice::Refused(d) if d.code == "input-too-long"));
    assert_eq!(editor.fen(), START);
    assert_eq!(editor.field().draft, None);
}
