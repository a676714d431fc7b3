//! The editor as the in-process tests drive it: an app at a variant's start,
//! a paste through `App::update`, and a frame drawn in English into a buffer,
//! read back as rows of cell symbols.

#![allow(dead_code)]

use fen_tui::core::Variant;
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::Action;
use fen_tui::tui::app::App;
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::render_to_buffer;
use ratatui::buffer::Buffer;

/// The editor at `variant`'s start position.
pub fn start(variant: Variant) -> App {
    let read = read_fen(variant.start_fen(), ReadOptions::strict());
    App::new(read.unwrap_or_else(|e| panic!("{:?}", e.errors)).position)
}

/// The editor at `variant`'s start after `text` was pasted.
pub fn pasted(variant: Variant, text: &str) -> App {
    let mut app = start(variant);
    app.update(Action::Paste(text.to_string()));
    app
}

/// One frame of `app` in English, `width` × `height` cells.
pub fn draw(app: &App, styles: Styles, width: u16, height: u16) -> Buffer {
    render_to_buffer(app, &Localizer::new(Lang::En), styles, width, height)
}

/// The frame's rows in colour, each the symbols of its cells.
pub fn rows(app: &App, width: u16, height: u16) -> Vec<String> {
    let buffer = draw(app, Styles::new(true), width, height);
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buffer[(x, y)].symbol())
                .collect::<String>()
        })
        .collect()
}
