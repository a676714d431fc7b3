//! Random editing sessions: whatever the keys, pastes and clicks, the editor
//! never panics, the FEN it shows is the FEN of the board it shows, every
//! frame draws at any size, and undoing every change gets back to the start.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::core::fen::{ReadOptions, read_fen, write_fen};
use fen_tui::core::{Color, Piece, Role, Square, Variant};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::{Action, Control, Direction};
use fen_tui::tui::app::{App, Grab, Notice, Tool};
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::Screen;
use proptest::prelude::*;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn any_action() -> impl Strategy<Value = Action> {
    let direction = prop_oneof![
        Just(Direction::Up),
        Just(Direction::Down),
        Just(Direction::Left),
        Just(Direction::Right)
    ];
    let control = prop_oneof![
        Just(Control::SideToMove),
        (0usize..6).prop_map(Control::Castling),
        (0usize..10).prop_map(Control::EnPassant),
        Just(Control::HalfmoveClock),
        Just(Control::FullmoveNumber),
        Just(Control::FenField),
    ];
    let fenish = "[KQRBNPkqrbnpACHEac0-9/ wb\\-\u{1b}\u{202e}\u{200b}楚]{0,40}";
    prop_oneof![
        4 => any::<char>().prop_map(Action::Type),
        4 => "[KQRBNPkqrbnpAC0-9/x]".prop_map(|s| Action::Type(s.chars().next().unwrap())),
        3 => direction.prop_map(Action::Move),
        1 => fenish.prop_map(Action::Paste),
        1 => prop_oneof![
            Just(Variant::Chess.start_fen().to_string()),
            Just(Variant::Xiangqi.start_fen().to_string()),
            Just("4k3/8/8/3pP3/8/8/8/R3K2R w KQ d6 0 1".to_string()),
        ]
        .prop_map(Action::Paste),
        1 => (0u8..9, 0u8..10).prop_map(|(f, r)| Action::ClickSquare(Square::new(f, r))),
        1 => control.prop_map(Action::ClickControl),
        // Palette and mouse
        2 => palette_or_mouse(),
        2 => prop_oneof![
            Just(Action::Undo),
            Just(Action::Redo),
            Just(Action::HELP),
            Just(Action::Escape),
            Just(Action::FocusNext),
            Just(Action::FocusPrevious),
            Just(Action::Flip),
            Just(Action::StartPosition),
            Just(Action::EmptyBoard),
            Just(Action::SwitchVariant),
            Just(Action::ToggleSideToMove),
            Just(Action::TogglePieceStyle),
            Just(Action::Home),
            Just(Action::End),
            Just(Action::TopRank),
            Just(Action::BottomRank),
            Just(Action::EraseBack),
            Just(Action::EraseHere),
            Just(Action::Activate),
            Just(Action::Commit),
            Just(Action::CopyFen),
        ],
    ]
}

/// The palette's and the mouse's actions, on squares on and off either board.
fn palette_or_mouse() -> impl Strategy<Value = Action> {
    let square = (0u8..9, 0u8..10).prop_map(|(f, r)| Square::new(f, r));
    // Either game's roles, so the other game's pieces are tried too.
    let roles: Vec<Role> = Role::CHESS.iter().chain(&Role::XIANGQI).copied().collect();
    let piece = (any::<bool>(), prop::sample::select(roles)).prop_map(|(black, role)| {
        Piece::new(if black { Color::Black } else { Color::White }, role)
    });
    let tool = prop_oneof![
        Just(None),
        Just(Some(Tool::Delete)),
        piece.clone().prop_map(|p| Some(Tool::Piece(p))),
    ];
    prop_oneof![
        Just(Action::PickTool),
        Just(Action::UseTool),
        tool.prop_map(Action::ChooseTool),
        square.clone().prop_map(Action::ClearSquare),
        square.clone().prop_map(|s| Action::Grab(Grab::Square(s))),
        piece.prop_map(|p| Action::Grab(Grab::Spare(p))),
        prop::option::of(square.clone()).prop_map(Action::DragOver),
        prop::option::of(square).prop_map(Action::Drop),
    ]
}

fn start(variant: Variant) -> App {
    App::new(
        read_fen(variant.start_fen(), ReadOptions::strict())
            .unwrap()
            .position,
    )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn any_session_keeps_board_and_fen_in_step_and_draws(
        xiangqi in any::<bool>(),
        actions in prop::collection::vec(any_action(), 0..60),
        sizes in prop::collection::vec((0u16..130, 0u16..50), 1..4),
    ) {
        let variant = if xiangqi { Variant::Xiangqi } else { Variant::Chess };
        let mut app = start(variant);
        let loc = Localizer::new(Lang::En);
        for action in actions {
            app.update(action);
            prop_assert_eq!(app.fen(), write_fen(app.position()));
            prop_assert!(app.cursor().is_on(app.variant()));
            // Only pieces of the game on the board: the FEN reads back.
            prop_assert!(read_fen(app.fen(), ReadOptions::strict()).is_ok(), "{}", app.fen());
        }
        for (width, height) in sizes {
            let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
            terminal
                .draw(|frame| frame.render_widget(&Screen { app: &app, loc: &loc, styles: Styles::new(width % 2 == 0) }, frame.area()))
                .unwrap();
        }
    }

    #[test]
    fn undoing_every_change_restores_the_exact_start(
        xiangqi in any::<bool>(),
        actions in prop::collection::vec(any_action(), 0..40),
    ) {
        let variant = if xiangqi { Variant::Xiangqi } else { Variant::Chess };
        let mut app = start(variant);
        let before = app.fen().to_string();
        for action in actions.into_iter().filter(|a| !matches!(*a, Action::Undo | Action::Redo | Action::HELP)) {
            app.update(action);
        }
        app.update(Action::Escape);
        for _ in 0..1000 {
            app.update(Action::Undo);
            if *app.notice() == Notice::NothingToUndo {
                break;
            }
        }
        prop_assert_eq!(app.fen(), before.as_str());
        prop_assert_eq!(app.field_text(), before.as_str());
    }
}
