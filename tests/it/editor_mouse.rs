//! The mouse on the drawn frame: `Screen::mouse` turns presses, right-clicks,
//! drags and releases at screen coordinates into actions, found from the same
//! layout the frame is drawn with; `App::update` carries them out.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::{Color, Piece, Role, Square, Variant};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::Action;
use fen_tui::tui::app::{App, Grab, Tool};
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::{PaletteArea, PaletteCell, PaletteItem, Screen, ScreenLayout};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn app(fen: &str) -> App {
    App::new(read_fen(fen, ReadOptions::strict()).unwrap().position)
}

/// What the mouse sees of the editor in a `width`×`height` terminal.
struct Mouse {
    loc: Localizer,
    area: Rect,
}

impl Mouse {
    fn new(width: u16, height: u16) -> Mouse {
        Mouse {
            loc: Localizer::new(Lang::En),
            area: Rect::new(0, 0, width, height),
        }
    }

    fn screen<'a>(&'a self, app: &'a App) -> Screen<'a> {
        Screen {
            app,
            loc: &self.loc,
            styles: Styles::new(true),
        }
    }

    fn layout(&self, app: &App) -> ScreenLayout {
        self.screen(app).layout(self.area).unwrap().0
    }

    fn cells(&self, app: &App) -> Vec<PaletteCell> {
        let styles = self.layout(app).palette.expect("a palette");
        self.screen(app).palette_cells(styles)
    }

    /// The middle of a palette cell.
    fn cell(&self, app: &App, item: PaletteItem) -> (u16, u16) {
        let cell = self
            .cells(app)
            .into_iter()
            .find(|c| c.item == item)
            .unwrap();
        (cell.area.x + cell.area.width / 2, cell.area.y)
    }

    fn square(&self, app: &App, name: &str) -> (u16, u16) {
        let board = self.layout(app).board;
        board.cell_of(Square::parse(name, app.variant()).unwrap())
    }

    fn event(&self, app: &App, kind: MouseEventKind, (x, y): (u16, u16)) -> Option<Action> {
        let event = MouseEvent {
            kind,
            column: x,
            row: y,
            modifiers: KeyModifiers::NONE,
        };
        self.screen(app).mouse(self.area, event)
    }

    /// Send the event's action, if any, to the app; say what it was.
    fn send(&self, app: &mut App, kind: MouseEventKind, at: (u16, u16)) -> Option<Action> {
        let action = self.event(app, kind, at);
        if let Some(action) = action.clone() {
            app.update(action);
        }
        action
    }

    fn text(&self, app: &App) -> String {
        let mut terminal =
            Terminal::new(TestBackend::new(self.area.width, self.area.height)).unwrap();
        terminal
            .draw(|frame| frame.render_widget(&self.screen(app), frame.area()))
            .unwrap();
        terminal.backend().to_string()
    }
}

const DOWN: MouseEventKind = MouseEventKind::Down(MouseButton::Left);
const RIGHT: MouseEventKind = MouseEventKind::Down(MouseButton::Right);
const DRAG: MouseEventKind = MouseEventKind::Drag(MouseButton::Left);
const UP: MouseEventKind = MouseEventKind::Up(MouseButton::Left);

fn sq(name: &str) -> Square {
    Square::parse(name, Variant::Chess).unwrap()
}

#[test]
fn a_click_on_a_spare_piece_chooses_it_and_clicks_place_it() {
    let mouse = Mouse::new(80, 24);
    let mut app = app("8/8/8/8/8/8/8/8 w - - 0 1");
    let queen = Piece::new(Color::White, Role::Queen);
    let at = mouse.cell(&app, PaletteItem::Piece(queen));
    assert_eq!(
        mouse.send(&mut app, DOWN, at),
        Some(Action::Grab(Grab::Spare(queen)))
    );
    // Let go where it was pressed: off the board, so nothing is placed.
    assert_eq!(mouse.send(&mut app, UP, at), Some(Action::Drop(None)));
    assert_eq!(app.tool(), Some(Tool::Piece(queen)));
    // The chosen piece shows in brackets in the palette.
    assert!(mouse.text(&app).contains("[Q]"), "{}", mouse.text(&app));
    for square in ["e4", "a8"] {
        let at = mouse.square(&app, square);
        assert_eq!(
            mouse.send(&mut app, DOWN, at),
            Some(Action::ClickSquare(sq(square)))
        );
        assert_eq!(mouse.send(&mut app, UP, at), None, "nothing held");
    }
    assert_eq!(app.fen(), "Q7/8/8/8/4Q3/8/8/8 w - - 0 1");
}

#[test]
fn a_piece_is_dragged_from_square_to_square_and_marked_on_the_way() {
    let mouse = Mouse::new(80, 24);
    let mut app = app(START);
    let e2 = mouse.square(&app, "e2");
    assert_eq!(
        mouse.send(&mut app, DOWN, e2),
        Some(Action::Grab(Grab::Square(sq("e2"))))
    );
    let e3 = mouse.square(&app, "e3");
    assert_eq!(
        mouse.send(&mut app, DRAG, e3),
        Some(Action::DragOver(Some(sq("e3"))))
    );
    // Another cell of the same square changes nothing, so draws nothing.
    assert_eq!(mouse.event(&app, DRAG, (e3.0 + 1, e3.1)), None);
    let e4 = mouse.square(&app, "e4");
    mouse.send(&mut app, DRAG, e4);
    // The held pawn shows in braces where it would land.
    let text = mouse.text(&app);
    assert!(text.contains("{P}"), "{text}");
    assert_eq!(
        mouse.send(&mut app, UP, e4),
        Some(Action::Drop(Some(sq("e4"))))
    );
    assert_eq!(
        app.fen(),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1"
    );
    assert!(!mouse.text(&app).contains('{'));
}

#[test]
fn a_piece_dragged_off_the_board_is_gone_and_right_click_clears() {
    let mouse = Mouse::new(80, 24);
    let mut app = app(START);
    let panel = mouse.layout(&app).position_panel;
    let outside = (panel.x + 5, panel.y + 3);
    let b1 = mouse.square(&app, "b1");
    mouse.send(&mut app, DOWN, b1);
    assert_eq!(
        mouse.send(&mut app, DRAG, outside),
        Some(Action::DragOver(None))
    );
    assert_eq!(mouse.send(&mut app, UP, outside), Some(Action::Drop(None)));
    assert_eq!(
        app.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1"
    );
    let g8 = mouse.square(&app, "g8");
    assert_eq!(
        mouse.send(&mut app, RIGHT, g8),
        Some(Action::ClearSquare(sq("g8")))
    );
    assert_eq!(
        app.fen(),
        "rnbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1"
    );
    // A right-click off the board, and moves with nothing held, mean nothing.
    assert_eq!(mouse.event(&app, RIGHT, outside), None);
    assert_eq!(mouse.event(&app, DRAG, outside), None);
    assert_eq!(mouse.event(&app, MouseEventKind::Moved, outside), None);
}

#[test]
fn the_buttons_and_the_delete_tool_answer_clicks() {
    let mouse = Mouse::new(80, 24);
    let mut app = app(START);
    let empty = mouse.cell(&app, PaletteItem::EmptyBoard);
    assert_eq!(mouse.send(&mut app, DOWN, empty), Some(Action::EmptyBoard));
    assert_eq!(app.fen(), "8/8/8/8/8/8/8/8 w - - 0 1");
    let start = mouse.cell(&app, PaletteItem::StartPosition);
    assert_eq!(
        mouse.send(&mut app, DOWN, start),
        Some(Action::StartPosition)
    );
    assert_eq!(app.fen(), START);
    let delete = mouse.cell(&app, PaletteItem::Delete);
    assert_eq!(
        mouse.send(&mut app, DOWN, delete),
        Some(Action::ChooseTool(Some(Tool::Delete)))
    );
    // Pressing a piece with the delete tool, and letting go there, clears it.
    let d8 = mouse.square(&app, "d8");
    mouse.send(&mut app, DOWN, d8);
    mouse.send(&mut app, UP, d8);
    assert_eq!(
        app.fen(),
        "rnb1kbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    // A second click on the chosen tool puts it away.
    assert_eq!(
        mouse.send(&mut app, DOWN, delete),
        Some(Action::ChooseTool(None))
    );
    assert_eq!(app.tool(), None);
    // Themes: the colours button steps to the next board theme.
    let colours = mouse.cell(&app, PaletteItem::BoardTheme);
    assert_eq!(
        mouse.send(&mut app, DOWN, colours),
        Some(Action::NextBoardTheme)
    );
    assert_eq!(
        app.board_theme(),
        fen_tui::tui::theme::BoardTheme::HighContrast
    );
}

#[test]
fn every_piece_of_both_variants_is_in_the_palette_at_every_size() {
    for variant in Variant::ALL {
        for (width, height) in [(80, 24), (120, 40), (200, 60), (80, 17)] {
            for flip in [false, true] {
                let mut app = app(variant.start_fen());
                if flip {
                    app.update(Action::Flip);
                }
                let mouse = Mouse::new(width, height);
                let Some(area) = mouse.layout(&app).palette else {
                    panic!("no palette at {width}×{height} {variant:?}");
                };
                let roles = Role::all(variant);
                for color in [Color::White, Color::Black] {
                    for role in roles {
                        let piece = Piece::new(color, *role);
                        let at = mouse.cell(&app, PaletteItem::Piece(piece));
                        assert_eq!(
                            mouse.event(&app, DOWN, at),
                            Some(Action::Grab(Grab::Spare(piece))),
                            "{variant:?} {width}×{height} {area:?}"
                        );
                    }
                }
                let items: Vec<PaletteItem> =
                    mouse.cells(&app).into_iter().map(|c| c.item).collect();
                for item in [
                    PaletteItem::Delete,
                    PaletteItem::StartPosition,
                    PaletteItem::EmptyBoard,
                    PaletteItem::TypingDirection,
                ] {
                    assert!(
                        items.contains(&item),
                        "{item:?} {variant:?} {width}×{height}"
                    );
                }
                // The palette never covers the board or the panels.
                let layout = mouse.layout(&app);
                for cell in mouse.cells(&app) {
                    assert!(cell.area.intersection(layout.position_panel).is_empty());
                    assert!(cell.area.intersection(layout.board.area).is_empty());
                    assert!(cell.area.right() <= width && cell.area.bottom() <= height);
                }
                let text = mouse.text(&app);
                let arrows = if flip { "←↑" } else { "→↓" };
                assert!(text.contains(arrows), "{text}");
            }
        }
    }
}

#[test]
fn the_palette_is_rows_at_80x24_chess_and_a_column_for_a_tall_xiangqi_board() {
    let chess = app(START);
    let xiangqi = app(Variant::Xiangqi.start_fen());
    let mouse = Mouse::new(80, 24);
    assert!(matches!(
        mouse.layout(&chess).palette,
        Some(PaletteArea::Rows { .. })
    ));
    assert!(matches!(
        mouse.layout(&xiangqi).palette,
        Some(PaletteArea::Column(_))
    ));
    // The board keeps the size it had before the palette came.
    assert_eq!(mouse.layout(&chess).board.step_x, 5);
    assert_eq!(mouse.layout(&xiangqi).board.step_y, 1);
}

#[test]
fn xiangqi_pieces_drag_between_points() {
    let mouse = Mouse::new(80, 24);
    let mut app = app(Variant::Xiangqi.start_fen());
    let from = mouse.square(&app, "b0");
    let to = mouse.square(&app, "c2");
    let point = |name| Square::parse(name, Variant::Xiangqi).unwrap();
    assert_eq!(
        mouse.send(&mut app, DOWN, from),
        Some(Action::Grab(Grab::Square(point("b0"))))
    );
    mouse.send(&mut app, DRAG, to);
    assert!(mouse.text(&app).contains("{N}"));
    mouse.send(&mut app, UP, to);
    assert_eq!(
        app.fen(),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN4C1/9/R1BAKABNR w - - 0 1"
    );
}

#[test]
fn with_help_open_a_press_closes_it_and_nothing_drags() {
    let mouse = Mouse::new(80, 24);
    let mut app = app(START);
    let e2 = mouse.square(&app, "e2");
    app.update(Action::HELP);
    assert_eq!(mouse.event(&app, DOWN, e2), Some(Action::HELP));
    assert_eq!(mouse.event(&app, RIGHT, e2), None);
    assert_eq!(mouse.event(&app, DRAG, e2), None);
}

#[test]
fn after_ctrl_p_the_palette_shows_the_letters_that_choose() {
    let mouse = Mouse::new(80, 24);
    let mut app = app(Variant::Xiangqi.start_fen());
    app.update(Action::TogglePieceStyle);
    let column = |app: &App| -> String {
        let Some(PaletteArea::Column(area)) = mouse.layout(app).palette else {
            panic!("a column at 80×24");
        };
        let text = mouse.text(app);
        let lines: Vec<&str> = text.lines().collect();
        let row = lines[usize::from(area.y) + 5];
        row.chars().skip(40).take(12).collect()
    };
    assert!(column(&app).contains('俥'), "{}", column(&app));
    app.update(Action::PickTool);
    let letters = column(&app);
    assert!(
        letters.contains("R   r") && !letters.contains('俥'),
        "{letters}"
    );
    app.update(Action::Type('r'));
    assert!(column(&app).contains('俥'), "{}", column(&app));
    assert!(mouse.text(&app).contains("[車]"));
}
