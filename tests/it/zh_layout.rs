//! The Chinese interface at the sizes a club coach uses (80×24, 120×40)
//! with glyphs, drawn into ratatui's TestBackend; the palette's buttons there
//! in every language. (Line breaking is held in `src/tui/view/text.rs`,
//! the worksheet's FEN size in `src/export/worksheet.rs`.)

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::core::Variant;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::Action;
use fen_tui::tui::app::App;
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::{PaletteItem, Screen, render_to_text};
use ratatui::layout::Rect;

fn glyphs(variant: Variant) -> App {
    let mut app = App::new(
        read_fen(variant.start_fen(), ReadOptions::strict())
            .unwrap()
            .position,
    );
    app.update(Action::TogglePieceStyle);
    app
}

fn screen(app: &App, width: u16, height: u16) -> String {
    render_to_text(
        app,
        &Localizer::new(Lang::Zh),
        Styles::new(true),
        width,
        height,
    )
}

#[test]
fn the_board_shows_the_river_in_simplified_characters() {
    for (width, height) in [(80, 24), (120, 40)] {
        let shown = screen(&glyphs(Variant::Xiangqi), width, height);
        assert!(shown.contains("楚河") && shown.contains("汉界"), "{shown}");
        assert!(!shown.contains("漢界"), "{shown}");
    }
}

/// At 80×24 (glyphs or letters, either game, each language) the palette
/// keeps the word FEN and every button: a short board loses blank rows and
/// the buttons' words first. Each button's cell is one the mouse can click.
#[test]
fn the_palette_keeps_fen_and_every_button_at_80x24_and_120x40() {
    let buttons = [
        PaletteItem::StartPosition,
        PaletteItem::EmptyBoard,
        PaletteItem::Library,
        PaletteItem::BoardTheme,
    ];
    for lang in Lang::ALL {
        let loc = Localizer::new(lang);
        for variant in Variant::ALL {
            for glyph_style in [false, true] {
                let mut app = glyphs(variant);
                if !glyph_style {
                    app.update(Action::TogglePieceStyle);
                }
                for (width, height) in [(80, 24), (120, 40)] {
                    let screen = Screen {
                        app: &app,
                        loc: &loc,
                        styles: Styles::new(true),
                    };
                    let area = Rect::new(0, 0, width, height);
                    let layout = screen.layout(area).unwrap().0;
                    let cells = screen.palette_cells(layout.palette.unwrap());
                    let at = format!("{lang:?} {variant:?} glyphs {glyph_style} {width}×{height}");
                    for item in buttons {
                        assert!(cells.iter().any(|c| c.item == item), "{at}: no {item:?}");
                    }
                    let direction: Vec<_> = cells
                        .iter()
                        .filter(|c| c.item == PaletteItem::TypingDirection)
                        .collect();
                    // "FEN →↓" (one cell) or "FEN" over "→↓" (two): the arrows
                    // alone are 2 columns wide.
                    let shown: u16 = direction.iter().map(|c| c.area.width).sum();
                    assert!(shown >= 5, "{at}: the word FEN left out: {direction:?}");
                }
            }
        }
    }
}
