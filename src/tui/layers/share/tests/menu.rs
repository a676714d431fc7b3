//! What the share menu offers, what each line copies, and its keys.

use super::*;

#[test]
fn chess_offers_lichess_chesscom_and_uci_xiangqi_offers_pychess_and_uci() {
    assert_eq!(
        app(START).share_targets(),
        vec![
            ShareTarget::LichessAnalysis,
            ShareTarget::LichessEditor,
            ShareTarget::ChessCom,
            ShareTarget::UciCommand,
            ShareTarget::PgnGame,
            ShareTarget::DiagramFile,
            ShareTarget::DiagramImage,
        ]
    );
    assert_eq!(
        app(XIANGQI_START).share_targets(),
        vec![
            ShareTarget::PyChess,
            ShareTarget::UciCommand,
            ShareTarget::PgnGame,
            ShareTarget::DiagramFile,
            ShareTarget::DiagramImage
        ]
    );
}

#[test]
fn each_chess_line_copies_its_text_in_the_sites_shape() {
    // Seed 003's Chess.com example position.
    let fen = "qB6/8/5N2/3B4/8/2p5/1r1pNK2/7k w - - 0 1";
    let expected = [
        "https://lichess.org/analysis/qB6/8/5N2/3B4/8/2p5/1r1pNK2/7k_w_-_-_0_1",
        "https://lichess.org/editor/qB6/8/5N2/3B4/8/2p5/1r1pNK2/7k_w_-_-_0_1",
        "https://www.chess.com/analysis?fen=qB6%2F8%2F5N2%2F3B4%2F8%2F2p5%2F1r1pNK2%2F7k%20w%20-%20-%200%201",
        "position fen qB6/8/5N2/3B4/8/2p5/1r1pNK2/7k w - - 0 1",
    ];
    for (index, want) in expected.iter().enumerate() {
        let mut editor = app(fen);
        let (target, text) = copied_text(&share_line(&mut editor, index));
        assert_eq!(text, *want, "line {index} ({target:?})");
        assert_eq!(editor.share_menu(), None, "copying closes the menu");
        // Read back by the paste path, every text gives the same FEN.
        assert_eq!(pasted_fen(&text), fen, "{text}");
    }
}

#[test]
fn xiangqi_lines_copy_the_pychess_link_and_the_engine_command() {
    let mut editor = app(XIANGQI_START);
    let (target, link) = copied_text(&share_line(&mut editor, 0));
    assert_eq!(target, ShareTarget::PyChess);
    assert_eq!(
        link,
        "https://www.pychess.org/analysis/xiangqi?fen=rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR_w_-_-_0_1"
    );
    assert_eq!(pasted_fen(&link), XIANGQI_START);
    let (_, command) = copied_text(&share_line(&mut editor, 1));
    assert_eq!(command, format!("position fen {XIANGQI_START}"));
}

#[test]
fn moves_played_by_a_paste_are_offered_until_the_board_changes() {
    let mut editor = app(START);
    editor.update(Action::Paste("position startpos moves e2e4 e7e5".into()));
    assert_eq!(editor.fen(), AFTER_E4_E5);
    assert_eq!(
        editor.share_targets().get(4),
        Some(&ShareTarget::FenWithMoves)
    );
    let (start, moves) = editor.moves_played().unwrap();
    assert_eq!(
        (crate::core::fen::write_fen(&start), moves.len()),
        (START.to_string(), 2)
    );

    let (_, with_moves) = copied_text(&share_line(&mut editor, 4));
    assert_eq!(with_moves, format!("{START} moves e2e4 e7e5"));
    assert_eq!(pasted_fen(&with_moves), AFTER_E4_E5);
    let (_, command) = copied_text(&share_line(&mut editor, 3));
    assert_eq!(command, format!("position fen {START} moves e2e4 e7e5"));
    assert_eq!(pasted_fen(&command), AFTER_E4_E5);

    // An edit on the board: the moves no longer lead here.
    editor.update(Action::Type('Q'));
    assert_eq!(editor.moves_played(), None);
    assert!(!editor.share_targets().contains(&ShareTarget::FenWithMoves));
    let (_, command) = copied_text(&share_line(&mut editor, 3));
    assert_eq!(command, format!("position fen {}", editor.fen()));
    // Undo brings the position back, and with it the moves.
    editor.update(Action::Undo);
    assert!(editor.moves_played().is_some());
}

#[test]
fn the_game_is_offered_as_pgn_that_reads_back_to_the_board() {
    let mut editor = app(START);
    editor.update(Action::Paste("position startpos moves e2e4 e7e5".into()));
    assert_eq!(editor.share_targets().get(5), Some(&ShareTarget::PgnGame));
    let (target, pgn) = copied_text(&share_line(&mut editor, 5));
    assert_eq!(target, ShareTarget::PgnGame);
    assert!(pgn.contains("[Result \"*\"]"), "{pgn}");
    assert!(pgn.contains("1. e4 e5 *"), "{pgn}");
    assert!(
        !pgn.contains("[SetUp"),
        "the standard start needs no FEN tag: {pgn}"
    );
    assert_eq!(pasted_fen(&pgn), AFTER_E4_E5);
    // Without moves: the position itself, as the game's start.
    let mut alone = app(AFTER_E4_E5);
    let index = alone
        .share_targets()
        .iter()
        .position(|t| *t == ShareTarget::PgnGame);
    let (_, pgn) = copied_text(&share_line(&mut alone, index.unwrap()));
    assert!(pgn.contains(&format!("[FEN \"{AFTER_E4_E5}\"]")), "{pgn}");
    // Not for a position a database cannot take.
    let two_kings = app("kk6/8/8/8/8/8/8/K7 w - - 0 1");
    assert!(!two_kings.share_targets().contains(&ShareTarget::PgnGame));
}

#[test]
fn a_xiangqi_game_is_offered_as_xiangqi_pgn_that_reads_back_to_the_board() {
    // Issue 37: the line said «仅适用于国际象棋局面» for xiangqi.
    let mut editor = app(XIANGQI_START);
    editor.update(Action::Paste(format!("{XIANGQI_START} moves h2e2 h9g7")));
    let index = editor
        .share_targets()
        .iter()
        .position(|t| *t == ShareTarget::PgnGame)
        .expect("PGN offered for xiangqi");
    let (target, pgn) = copied_text(&share_line(&mut editor, index));
    assert_eq!(target, ShareTarget::PgnGame);
    assert!(pgn.starts_with("[Game \"Chinese Chess\"]\n"), "{pgn}");
    assert!(pgn.contains("1. 炮二平五 马８进７ *"), "{pgn}");
    assert_eq!(
        pasted_fen(&pgn),
        "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2"
    );
}

#[test]
fn the_seed_xiangqi_fen_with_moves_is_kept_and_copied_back() {
    // Seed 004: "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w moves g0f0 d8d9".
    let mut editor = app(XIANGQI_START);
    editor.update(Action::Paste(
        "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w moves g0f0 d8d9".into(),
    ));
    // The rook went g0 to f0, the king d8 to d9; two quiet moves, Red to move again.
    assert_eq!(editor.fen(), "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 2 2");
    let (target, text) = copied_text(&share_line(&mut editor, 2));
    assert_eq!(target, ShareTarget::FenWithMoves);
    assert_eq!(
        text,
        "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w - - 0 1 moves g0f0 d8d9"
    );
    assert_eq!(pasted_fen(&text), editor.fen());
}

#[test]
fn menu_keys_choose_copy_and_close() {
    let mut editor = app(START);
    editor.update(Action::SHARE_MENU);
    assert_eq!(editor.share_menu().map(|m| m.selected), Some(0));
    // Up from the first line wraps to the last (the diagram's picture).
    editor.update(Action::Move(Direction::Up));
    assert_eq!(editor.share_menu().map(|m| m.selected), Some(8));
    // Keys the menu does not use change nothing behind it.
    editor.update(Action::Type('K'));
    editor.update(Action::FocusNext);
    assert_eq!(editor.fen(), START);
    // A digit copies its line at once.
    let (target, _) = copied_text(&editor.update(Action::Type('3')));
    assert_eq!(target, ShareTarget::ChessCom);
    // A digit with no line does nothing; Esc and the menu key close it.
    editor.update(Action::SHARE_MENU);
    assert_eq!(editor.update(Action::Type('0')), Vec::new());
    // A line that does not apply keeps its digit: chosen, it says why, and the menu stays.
    assert_eq!(editor.update(Action::Type('4')), Vec::new());
    assert_eq!(editor.share_menu().map(|m| m.selected), Some(3));
    assert!(matches!(
        editor.notice,
        crate::tui::app::Notice::ShareNotOffered(ShareTarget::PyChess, _)
    ));
    editor.update(Action::Escape);
    assert_eq!(editor.share_menu(), None);
    editor.update(Action::SHARE_MENU);
    editor.update(Action::SHARE_MENU);
    assert_eq!(editor.share_menu(), None);
    // A click on a line copies it; quitting from the menu quits.
    editor.update(Action::SHARE_MENU);
    let (target, _) = copied_text(&editor.update(Action::ChooseShare(1)));
    assert_eq!(target, ShareTarget::LichessEditor);
    editor.update(Action::SHARE_MENU);
    assert_eq!(editor.update(Action::Quit), vec![Effect::Quit]);
    assert_eq!(editor.share_menu(), None);
}

#[test]
fn the_runtime_copies_the_link_and_the_status_says_which() {
    let mut editor = app(START);
    let mut clipboard = MemoryClipboard::new();
    crate::tui::perform(&mut editor, Action::SHARE_MENU, &mut clipboard);
    crate::tui::perform(&mut editor, Action::Activate, &mut clipboard);
    assert_eq!(
        clipboard.text(),
        Some(
            "https://lichess.org/analysis/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1"
        )
    );
    assert_eq!(
        editor.notice(),
        &Notice::Shared(ShareTarget::LichessAnalysis, CopyOutcome::Memory)
    );
}

#[test]
fn a_failed_share_reopens_the_menu_on_its_line_and_keeps_the_position() {
    let mut editor = app(SICILIAN);
    let mut broken = MemoryClipboard::failing(ClipboardError::Refused("busy".into()));
    crate::tui::perform(&mut editor, Action::SHARE_MENU, &mut broken);
    crate::tui::perform(&mut editor, Action::Move(Direction::Down), &mut broken);
    crate::tui::perform(&mut editor, Action::Activate, &mut broken);
    assert_eq!(
        editor.notice(),
        &Notice::ShareFailed {
            target: ShareTarget::LichessEditor,
            code: "clipboard-refused",
            detail: Some("busy".into()),
        }
    );
    // The menu is open on the same line, which shows the link to select by hand.
    assert_eq!(editor.share_menu().map(|m| m.selected), Some(1));
    assert_eq!(editor.fen(), SICILIAN);
    assert_eq!(position(editor.fen()), *editor.position());
}
