//! The walk-through screen: the step's squares lit on the board, the step's
//! sentence and "step k of n" in the panel, and the FEN written so far with
//! the step's characters marked.

use super::{Page, fen_rows, paragraph};
use crate::core::Arg;
use crate::i18n::Localizer;
use crate::teach_text::step_text;
use crate::tui::app::{App, WalkView};
use crate::tui::theme::Styles;
use ratatui::style::Style;
use ratatui::text::Line;

pub(crate) fn page<'a>(
    app: &'a App,
    walk: &'a WalkView,
    loc: &'a Localizer,
    styles: Styles,
) -> Page<'a> {
    let step = walk.step();
    let spans: Vec<_> = step.map(|s| s.fen_span.clone()).into_iter().collect();
    let [fen, marks] = fen_rows(&loc.text("fen-label"), walk.fen_so_far(), &spans, styles);
    let counter = loc.format(
        "teach-step-counter",
        &[
            ("index", Arg::from(walk.index + 1)),
            ("total", Arg::from(walk.walk.steps.len())),
        ],
    );
    let sentence = step.map(|s| step_text(loc, s)).unwrap_or_default();
    Page {
        title: loc.text("explain-walk-title"),
        position: app.position(),
        lit: step.map(|s| s.squares.clone()).unwrap_or_default(),
        panel: Box::new(move |width| {
            let mut lines = vec![
                Line::styled(counter.clone(), styles.focused()),
                Line::default(),
            ];
            lines.extend(paragraph(&sentence, width, Style::new(), "", ""));
            lines
        }),
        rows: vec![fen, marks],
        most_rows: 2,
    }
}
