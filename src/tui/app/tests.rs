//! `App::update` for every action, against FENs written out by hand from the
//! rules of FEN (and the seed documents' start positions).

use super::*;
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::{Color, Piece, Role};
use crate::tui::action::{Action, Control, Direction};

fn position(fen: &str) -> Position {
    read_fen(fen, ReadOptions::strict()).unwrap().position
}

fn app(fen: &str) -> App {
    App::new(position(fen))
}

fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        app.update(Action::Type(c));
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const EMPTY: &str = "8/8/8/8/8/8/8/8 w - - 0 1";
const XIANGQI_EMPTY: &str = "9/9/9/9/9/9/9/9/9/9 w - - 0 1";

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
    assert_eq!(
        app.fen(),
        "8/1ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(app.cursor(), Square::new(1, 6));
}

#[test]
fn slash_goes_to_the_next_rank_unless_at_its_start() {
    let mut app = app(EMPTY);
    type_text(&mut app, "/");
    assert_eq!(app.cursor(), Square::new(0, 7));
    type_text(&mut app, "K/");
    assert_eq!(app.cursor(), Square::new(0, 6));
}

#[test]
fn backspace_steps_back_and_clears_delete_clears_in_place() {
    let mut app = app(START);
    app.update(Action::Move(Direction::Right));
    app.update(Action::EraseBack);
    assert_eq!(app.cursor(), Square::new(0, 7));
    assert_eq!(
        app.fen(),
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    app.update(Action::Move(Direction::Right));
    app.update(Action::EraseHere);
    assert_eq!(app.cursor(), Square::new(1, 7));
    assert_eq!(
        app.fen(),
        "2bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    // At the very first square there is nothing behind.
    app.update(Action::Home);
    app.update(Action::EraseBack);
    assert_eq!(
        app.fen(),
        "2bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
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

fn app_xiangqi() -> App {
    app(XIANGQI_EMPTY)
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
fn undo_of_n_edits_restores_the_start_and_redo_replays_them() {
    let mut app = app(START);
    let edits = "K2q/3/p";
    type_text(&mut app, edits);
    app.update(Action::ToggleSideToMove);
    app.update(Action::Paste("8/8/8/8/8/8/8/K6k b - - 0 1".into()));
    let after = app.fen().to_string();
    let mut undone = 0;
    while app.fen() != START {
        app.update(Action::Undo);
        undone += 1;
        assert!(undone < 50);
    }
    app.update(Action::Undo);
    assert_eq!(app.notice(), &Notice::NothingToUndo);
    for _ in 0..undone {
        app.update(Action::Redo);
    }
    assert_eq!(app.fen(), after);
    app.update(Action::Redo);
    assert_eq!(app.notice(), &Notice::NothingToRedo);
}

#[test]
fn copy_returns_the_fen_and_paste_asks_the_runtime() {
    let mut app = app(START);
    assert_eq!(
        app.update(Action::CopyFen),
        vec![Effect::Copy(START.into())]
    );
    assert_eq!(app.notice(), &Notice::Copied);
    assert_eq!(
        app.update(Action::PasteFromClipboard),
        vec![Effect::PasteRequest]
    );
    app.update(Action::ClipboardFailed);
    assert_eq!(app.notice(), &Notice::CopyFailed);
    app.update(Action::ClipboardEmpty);
    assert_eq!(app.notice(), &Notice::ClipboardEmpty);
}

#[test]
fn quit_says_quit() {
    let mut app = app(START);
    assert_eq!(app.update(Action::Quit), vec![Effect::Quit]);
    assert!(app.is_quitting());
}

#[test]
fn a_paste_that_reads_loads_and_one_that_does_not_is_kept() {
    let mut app = app(START);
    app.update(Action::Paste("4k3/8/8/8/8/8/8/4K3 w - - 0 1\n".into()));
    assert_eq!(app.fen(), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(app.notice(), &Notice::Pasted { warnings: 0 });
    let bad = "4k3/8/8/8/8/8/8/4K4 w - - 0 1";
    app.update(Action::Paste(bad.into()));
    assert_eq!(
        app.fen(),
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "board keeps the last good position"
    );
    assert_eq!(app.field_text(), bad, "the text stays exactly as pasted");
    assert!(!app.field().errors.is_empty());
    assert!(app.field().errors[0].column.is_some());
    // A xiangqi FEN switches the variant.
    app.update(Action::Paste(Variant::Xiangqi.start_fen().into()));
    assert_eq!(app.variant(), Variant::Xiangqi);
    assert_eq!(app.cursor(), Square::new(0, 9));
}

#[test]
fn typing_in_the_fen_field_rereads_on_every_keystroke() {
    let mut app = app(START);
    app.update(Action::ClickControl(Control::FenField));
    assert_eq!(app.focus(), Focus::FenField);
    assert_eq!(app.field().caret, START.chars().count());
    app.update(Action::Home);
    app.update(Action::EraseHere);
    // "nbqkbnr/..." has a short rank: an error, the board stays.
    assert_eq!(app.fen(), START);
    assert!(!app.field().errors.is_empty());
    app.update(Action::Type('1'));
    assert!(app.field().errors.is_empty());
    assert_eq!(
        app.fen(),
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        app.field_text(),
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    app.update(Action::EraseBack);
    assert_eq!(app.field().caret, 0);
    assert_eq!(
        app.fen(),
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    app.update(Action::End);
    app.update(Action::Move(Direction::Left));
    assert_eq!(app.field().caret, app.field_text().chars().count() - 1);
    // Undo brings the field's text back too.
    app.update(Action::Redo);
    assert_eq!(
        app.field_text(),
        "nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    app.update(Action::Undo);
    assert_eq!(
        app.field_text(),
        "1nbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}

#[test]
fn leaving_the_field_keeps_an_unreadable_text_and_tidies_a_good_one() {
    let mut app = app(START);
    app.update(Action::ClickControl(Control::FenField));
    app.update(Action::Type('x'));
    app.update(Action::Escape);
    assert_eq!(app.focus(), Focus::Board);
    assert_eq!(app.field_text(), format!("{START}x"));
    assert_eq!(
        app.notice(),
        &Notice::FieldUnreadable {
            errors: app.field().errors.len()
        }
    );
    app.update(Action::ClickControl(Control::FenField));
    app.update(Action::EraseBack);
    app.update(Action::Commit);
    assert_eq!(app.focus(), Focus::Board);
    assert_eq!(app.field().draft, None);
    assert_eq!(app.field_text(), START);
}

#[test]
fn a_paste_into_the_field_is_typing_at_the_caret() {
    let mut app = app(EMPTY);
    app.update(Action::ClickControl(Control::FenField));
    app.update(Action::Home);
    app.update(Action::EraseHere);
    app.update(Action::Paste("7K".into()));
    assert_eq!(app.fen(), "7K/8/8/8/8/8/8/8 w - - 0 1");
}

#[test]
fn tab_visits_every_panel_and_xiangqi_skips_chess_only_ones() {
    let mut chess = app(START);
    let mut seen = vec![chess.focus()];
    for _ in 0..7 {
        chess.update(Action::FocusNext);
        seen.push(chess.focus());
    }
    assert_eq!(
        seen,
        [
            Focus::Board,
            Focus::SideToMove,
            Focus::Castling,
            Focus::EnPassant,
            Focus::HalfmoveClock,
            Focus::FullmoveNumber,
            Focus::FenField,
            Focus::Board
        ]
    );
    chess.update(Action::FocusPrevious);
    assert_eq!(chess.focus(), Focus::FenField);
    let mut xq = app_xiangqi();
    xq.update(Action::FocusNext);
    xq.update(Action::FocusNext);
    assert_eq!(xq.focus(), Focus::HalfmoveClock);
    xq.update(Action::FocusPrevious);
    xq.update(Action::FocusPrevious);
    xq.update(Action::FocusPrevious);
    assert_eq!(xq.focus(), Focus::FenField);
}

#[test]
fn side_to_move_panel_and_key_toggle_the_side() {
    let mut app = app(START);
    app.update(Action::ToggleSideToMove);
    assert_eq!(app.position().side_to_move, Color::Black);
    app.update(Action::FocusNext);
    app.update(Action::Activate);
    assert_eq!(app.position().side_to_move, Color::White);
    app.update(Action::Move(Direction::Right));
    assert_eq!(app.position().side_to_move, Color::Black);
    app.update(Action::ClickControl(Control::SideToMove));
    assert_eq!(app.position().side_to_move, Color::White);
}

#[test]
fn castling_toggles_switch_rights_and_explain_refusals() {
    let mut app = app("r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1");
    app.update(Action::FocusNext);
    app.update(Action::FocusNext);
    assert_eq!(app.focus(), Focus::Castling);
    app.update(Action::Activate);
    assert!(matches!(app.notice(), Notice::CastlingUnavailable(_, 'K')));
    assert_eq!(app.fen(), "r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1");
    app.update(Action::Move(Direction::Right));
    app.update(Action::Move(Direction::Right));
    app.update(Action::Activate);
    assert_eq!(app.fen(), "r3k2r/8/8/8/8/8/8/4K3 w q - 0 1");
    app.update(Action::ClickControl(Control::Castling(2)));
    assert_eq!(app.fen(), "r3k2r/8/8/8/8/8/8/4K3 w kq - 0 1");
    assert_eq!(app.castling_choice(), 2);
}

#[test]
fn en_passant_offers_sensible_targets_only() {
    let mut app = app("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    app.update(Action::ClickControl(Control::EnPassant(1)));
    assert_eq!(app.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    app.update(Action::Move(Direction::Left));
    assert_eq!(app.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 1");
    app.update(Action::Activate);
    assert_eq!(app.fen(), "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1");
    // With the other side to move, d6 makes no sense any more.
    app.update(Action::ToggleSideToMove);
    assert_eq!(app.fen(), "4k3/8/8/3pP3/8/8/8/4K3 b - - 0 1");
}

#[test]
fn clocks_take_arrows_and_typed_digits() {
    let mut app = app(START);
    app.update(Action::ClickControl(Control::HalfmoveClock));
    type_text(&mut app, "42");
    assert_eq!(app.position().halfmove_clock, 42);
    app.update(Action::Move(Direction::Up));
    assert_eq!(app.position().halfmove_clock, 43);
    app.update(Action::EraseBack);
    assert_eq!(app.position().halfmove_clock, 4);
    app.update(Action::ClickControl(Control::FullmoveNumber));
    type_text(&mut app, "7");
    assert_eq!(
        app.position().fullmove_number,
        7,
        "the first digit replaces"
    );
    app.update(Action::EraseBack);
    assert_eq!(app.position().fullmove_number, 1, "never below 1");
    app.update(Action::Move(Direction::Down));
    assert_eq!(app.position().fullmove_number, 1);
    type_text(&mut app, "99999999");
    assert_eq!(app.position().fullmove_number, 999_999);
}

#[test]
fn start_empty_and_variant_keys() {
    let mut app = app(EMPTY);
    app.update(Action::StartPosition);
    assert_eq!(app.fen(), START);
    app.update(Action::EmptyBoard);
    assert_eq!(app.fen(), EMPTY);
    app.update(Action::SwitchVariant);
    assert_eq!(app.fen(), Variant::Xiangqi.start_fen());
    assert_eq!(app.cursor(), Square::new(0, 9));
    app.update(Action::SwitchVariant);
    assert_eq!(app.fen(), START);
}

#[test]
fn theme_flip_and_help_toggle() {
    let mut app = app(START);
    app.update(Action::TogglePieceTheme);
    assert_eq!(app.theme(), PieceTheme::Glyphs);
    app.update(Action::Flip);
    app.update(Action::Flip);
    assert!(!app.flipped());
    app.update(Action::ToggleHelp);
    assert!(app.help_open());
    // Behind the help, board keys do nothing.
    app.update(Action::Type('K'));
    assert_eq!(app.fen(), START);
    app.update(Action::Escape);
    assert!(!app.help_open());
    app.update(Action::ToggleHelp);
    assert_eq!(app.update(Action::Quit), vec![Effect::Quit]);
}

#[test]
fn escape_returns_to_the_board_and_clicks_move_the_cursor() {
    let mut app = app(START);
    app.update(Action::FocusNext);
    app.update(Action::Escape);
    assert_eq!(app.focus(), Focus::Board);
    app.update(Action::ClickSquare(Square::new(4, 1)));
    assert_eq!(app.cursor(), Square::new(4, 1));
    app.update(Action::Type('Q'));
    assert_eq!(
        app.position().get(Square::new(4, 1)),
        Some(Piece::new(Color::White, Role::Queen))
    );
}

#[test]
fn starting_with_unreadable_text_shows_it_in_the_field() {
    let app = App::with_text(position(START), "rnbqkbnr/ppppp w");
    assert_eq!(app.fen(), START);
    assert_eq!(app.field_text(), "rnbqkbnr/ppppp w");
    assert!(!app.field().errors.is_empty());
}
