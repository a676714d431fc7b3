//! The walk-through screen: the step's squares lit on the board, the step's
//! sentence and "step k of n" in the panel (under it the move that led to
//! the board, when moves did, a xiangqi move in all three notations), and the
//! FEN written so far with the step's characters marked.

use super::page::{Page, fen_rows, paragraph};
use crate::core::Arg;
use crate::i18n::Localizer;
use crate::teach_text::step_text;
use crate::tui::app::{App, WalkView};
use crate::tui::layers::teach::default_notation;
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
    let last_move = app.move_line().and_then(|line| {
        let played = line.current()?;
        let text = line.current_in_all(default_notation(loc.lang()))?;
        Some(loc.format(
            "explain-move-title",
            &[
                ("number", Arg::from(played.number)),
                ("color", Arg::from(played.side.key(line.start().variant))),
                ("move", Arg::from(text)),
            ],
        ))
    });
    Page {
        title: loc.text("explain-walk-title"),
        position: app.position(),
        lit: step.map(|s| s.squares.clone()).unwrap_or_default(),
        panel: Box::new(move |width| {
            let mut lines = vec![Line::styled(counter.clone(), styles.focused())];
            if let Some(last_move) = &last_move {
                lines.extend(paragraph(last_move, width, styles.current(), "", ""));
            }
            lines.push(Line::default());
            lines.extend(paragraph(&sentence, width, Style::new(), "", ""));
            lines
        }),
        rows: vec![fen, marks],
        most_rows: 2,
    }
}
