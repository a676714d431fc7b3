//! The Chinese interface at the sizes a club coach uses (80×24, 120×40)
//! with glyphs, drawn into ratatui's TestBackend. (Line breaking is held in `src/tui/view/text.rs`,
//! the worksheet's FEN size in `src/export/worksheet.rs`.)

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::core::Variant;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::Action;
use fen_tui::tui::app::App;
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::render_to_text;

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
