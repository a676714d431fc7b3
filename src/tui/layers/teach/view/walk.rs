//! The walk-through screen: the step's squares lit on the board, the step's
//! sentence and "step k of n" in the panel (under it the move that led to
//! the board, when moves did, a xiangqi move in all three notations), and the
//! FEN written so far with the step's characters marked.

use super::page::{Page, fen_rows, paragraph};
use crate::core::teach::{FenLayout, WalkThrough};
use crate::core::{Arg, Variant};
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
            ("total", Arg::from(walk.pages())),
        ],
    );
    let sentence = match step {
        Some(step) => step_text(loc, step),
        None => loc.format(
            "teach-walk-intro",
            &[("variant", Arg::from(walk.walk.variant.name()))],
        ),
    };
    // The introduction lists the fields, each with its value on this board.
    let fields = if walk.is_intro() {
        field_list(&walk.walk, loc)
    } else {
        Vec::new()
    };
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
            for field in &fields {
                lines.extend(paragraph(field, width, Style::new(), "", "   "));
            }
            lines
        }),
        rows: vec![fen, marks],
        most_rows: 2,
    }
}

/// "1. piece placement: …", one line a field, in the game's words.
fn field_list(walk: &WalkThrough, loc: &Localizer) -> Vec<String> {
    let layout = FenLayout::of(&walk.fen);
    let names: &[&str] = match walk.variant {
        Variant::Chess => &[
            "placement",
            "side",
            "castling",
            "en-passant",
            "halfmove",
            "fullmove",
        ],
        Variant::Xiangqi => &[
            "placement",
            "side",
            "unused",
            "unused",
            "halfmove",
            "fullmove",
        ],
    };
    names
        .iter()
        .enumerate()
        .map(|(index, name)| {
            let value = walk.fen.get(layout.field(index)).unwrap_or_default();
            // The placement is the long line under the board: named, not repeated.
            let value = if index == 0 {
                loc.format(
                    "teach-walk-placement",
                    &[("variant", Arg::from(walk.variant.name()))],
                )
            } else {
                value.to_string()
            };
            loc.format(
                "teach-walk-field",
                &[
                    ("number", Arg::from(index + 1)),
                    ("field", Arg::from(*name)),
                    ("value", Arg::from(value)),
                ],
            )
        })
        .collect()
}
