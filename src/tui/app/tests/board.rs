//! Typing FEN on the board and moving the cursor.

use super::*;

#[test]
fn typing_a_whole_placement_rebuilds_it_in_both_variants() {
    let cases = [
        (
            EMPTY,
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR",
            "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w - - 0 1",
        ),
        (EMPTY, "8/8/8/8/8/8/8/7K", "8/8/8/8/8/8/8/7K w - - 0 1"),
        (
            XIANGQI_EMPTY,
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR",
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
        ),
        // H and E are horse and elephant.
        (
            XIANGQI_EMPTY,
            "rhea1aehr/4k4/9/9/9/9/9/9/4K4/RHEA1AEHR",
            "rnba1abnr/4k4/9/9/9/9/9/9/4K4/RNBA1ABNR w - - 0 1",
        ),
    ];
    for (empty, placement, expected) in cases {
        let mut app = app(empty);
        type_text(&mut app, placement);
        assert_eq!(app.fen(), expected, "typing {placement}");
    }
}

#[test]
fn typing_over_pieces_overwrites_them_and_digits_clear() {
    let mut app = app(START);
    type_text(&mut app, "8/1");
    // Black's king and rooks are gone, and with them Black's rights.
    assert_eq!(app.fen(), "8/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1");
    assert_eq!(app.cursor(), Square::new(1, 6));
}

/// Issue 33 case 13: `/` at a rank's start goes to the next rank (it did
/// nothing, silently), except right after typing filled the rank above,
/// where it ends that rank as a FEN's `8/` does (and says so).
#[test]
fn slash_goes_to_the_next_rank_unless_typing_just_ended_the_one_above() {
    let mut app = app(EMPTY);
    type_text(&mut app, "/");
    assert_eq!(app.cursor(), Square::new(0, 6), "/ at a8 did not go on");
    assert!(matches!(
        app.notice(),
        Notice::Edit(EditNotice::NextRank(_))
    ));
    type_text(&mut app, "K/");
    assert_eq!(app.cursor(), Square::new(0, 5));
    // FEN order: `8/k7` fills a6-h6, `/` ends that rank, k goes on a5.
    type_text(&mut app, "8/k");
    assert_eq!(app.fen(), "8/K7/8/k7/8/8/8/8 w - - 0 1");
    // On the last rank `/` has nowhere to go, and says so.
    app.update(Action::BottomRank);
    type_text(&mut app, "/");
    assert!(matches!(
        app.notice(),
        Notice::Edit(EditNotice::NoRankBelow(_))
    ));
}

#[test]
fn backspace_steps_back_and_clears_delete_clears_in_place() {
    let mut app = app(START);
    app.update(Action::Move(Direction::Right));
    app.update(Action::EraseBack);
    assert_eq!(app.cursor(), Square::new(0, 7));
    assert_eq!(
        app.fen(),
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1"
    );
    app.update(Action::Move(Direction::Right));
    app.update(Action::EraseHere);
    assert_eq!(app.cursor(), Square::new(1, 7));
    assert_eq!(
        app.fen(),
        "2bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1"
    );
    // At the very first square there is nothing behind.
    app.update(Action::Home);
    app.update(Action::EraseBack);
    assert_eq!(
        app.fen(),
        "2bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQk - 0 1"
    );
}

#[test]
fn backspace_after_typing_the_last_square_clears_that_square() {
    let mut app = app(EMPTY);
    app.update(Action::BottomRank);
    app.update(Action::End);
    type_text(&mut app, "K");
    assert_eq!(app.cursor(), Square::new(7, 0));
    app.update(Action::EraseBack);
    assert_eq!(app.fen(), EMPTY);
}

#[test]
fn letters_that_are_not_pieces_say_so_and_change_nothing() {
    let mut app = app(EMPTY);
    type_text(&mut app, "x");
    assert_eq!(app.notice(), &Notice::NotAPiece('x'));
    assert_eq!(app.fen(), EMPTY);
    let mut xq = app_xiangqi();
    type_text(&mut xq, "q");
    assert_eq!(xq.notice(), &Notice::NotAPiece('q'));
}

#[test]
fn cursor_keys_follow_the_screen_also_when_flipped() {
    let mut app = app(EMPTY);
    assert_eq!(app.cursor(), Square::new(0, 7));
    app.update(Action::Move(Direction::Up));
    assert_eq!(app.cursor(), Square::new(0, 7), "stops at the edge");
    app.update(Action::Move(Direction::Down));
    app.update(Action::Move(Direction::Right));
    assert_eq!(app.cursor(), Square::new(1, 6));
    app.update(Action::End);
    assert_eq!(app.cursor(), Square::new(7, 6));
    app.update(Action::Home);
    assert_eq!(app.cursor(), Square::new(0, 6));
    app.update(Action::BottomRank);
    assert_eq!(app.cursor(), Square::new(0, 0));
    app.update(Action::TopRank);
    assert_eq!(app.cursor(), Square::new(0, 7));
    app.update(Action::Flip);
    assert!(app.flipped());
    app.update(Action::Move(Direction::Down));
    assert_eq!(
        app.cursor(),
        Square::new(0, 7),
        "flipped: down is towards rank 8"
    );
    app.update(Action::Move(Direction::Left));
    assert_eq!(app.cursor(), Square::new(1, 7));
    app.update(Action::TopRank);
    assert_eq!(app.cursor(), Square::new(1, 0));
}

#[test]
fn the_status_says_what_typing_did() {
    let mut app = app(EMPTY);
    type_text(&mut app, "N");
    assert_eq!(
        app.notice(),
        &Notice::Placed(Piece::new(Color::White, Role::Knight), Square::new(0, 7))
    );
    type_text(&mut app, "3");
    assert_eq!(app.notice(), &Notice::Cleared(3, Square::new(1, 7)));
}
