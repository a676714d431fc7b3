//! The exercises' screens: "write the FEN" (the position on the board, the
//! FEN typed under it, the first mistake marked and explained) and the panel
//! that "build the position" shows beside the editor's board. The list and
//! the results are `practice_list`'s.

use super::page::{Page, input_row, message_row, paragraph};
use super::practice_list::{progress_lines, target_title};
use crate::core::teach::{FenAttempt, FenMistake, field_differences};
use crate::core::{Arg, Variant};
use crate::i18n::Localizer;
use crate::teach_text::step_text;
use crate::tui::app::{App, Teaching, WritePractice};
use crate::tui::keymap::{self, Context};
use crate::tui::theme::Styles;
use crate::tui::view::screen::Screen;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

pub(crate) fn write_page<'a>(
    app: &'a App,
    write: &'a WritePractice,
    loc: &'a Localizer,
    styles: Styles,
) -> Page<'a> {
    let label = loc.text("fen-label");
    let mut rows = vec![input_row(&label, &write.input, write.caret, styles)];
    let mistake = match &write.result {
        Some(FenAttempt::Wrong(mistake)) => Some(mistake),
        _ => None,
    };
    rows.push(match mistake {
        Some(mistake) => message_row(
            &label,
            &write.input,
            mistake.column,
            String::new(),
            styles.error(),
        ),
        None => Line::default(),
    });
    let verdict: Option<(String, Style)> = match &write.result {
        None => None,
        Some(FenAttempt::Correct) => Some((loc.text("practice-correct"), styles.good())),
        Some(FenAttempt::Wrong(mistake)) => Some((mistake_text(mistake, loc), styles.error())),
    };
    let why = mistake
        .and_then(|m| m.step.as_ref())
        .map(|step| step_text(loc, step));
    let title = target_title(&write.target, loc);
    // A lesson of a list: where in it, and (once right) what Enter does now.
    let is_exercise = write.target.lesson.is_some() || write.target.exercise.is_some();
    let progress = if is_exercise {
        progress_lines(app, &write.menu, loc, Some(write.menu.choice))
    } else {
        Vec::new()
    };
    let next = (is_exercise && write.is_done()).then(|| {
        let last = write.menu.choice + 1 >= write.menu.choices().len();
        loc.text(if last {
            "practice-enter-summary"
        } else {
            "practice-enter-next"
        })
    });
    let ask = loc.text("practice-write-ask");
    let shown = loc.text("practice-write-shown");
    let facts = super::facts::answer_facts(&write.target, loc);
    Page {
        title: loc.text("practice-write"),
        position: &write.target.position,
        lit: mistake
            .and_then(|m| m.step.as_ref())
            .map(|s| s.squares.clone())
            .unwrap_or_default(),
        panel: Box::new(move |width| {
            let mut lines = paragraph(&title, width, styles.focused(), "", "");
            for line in &progress {
                lines.extend(paragraph(line, width, styles.current(), "", ""));
            }
            // The verdict first: a short terminal cuts the panel from the bottom.
            if let Some((text, style)) = &verdict {
                lines.extend(paragraph(text, width, *style, "", ""));
            }
            if let Some(next) = &next {
                lines.extend(paragraph(next, width, styles.title(), "", ""));
            }
            if let Some(why) = &why {
                lines.extend(paragraph(why, width, Style::new(), "", ""));
            }
            lines.push(Line::default());
            lines.extend(paragraph(&ask, width, styles.dim(), "", ""));
            // Every field the answer needs, not only what the board shows.
            lines.extend(paragraph(&shown, width, styles.dim(), "", ""));
            for fact in &facts {
                lines.extend(paragraph(fact, width, Style::new(), "· ", "  "));
            }
            lines
        }),
        // The input and the line under it.
        most_rows: 2,
        rows,
    }
}

/// "Character 3 is wrong: you typed 2, but here we write 1."
fn mistake_text(mistake: &FenMistake, loc: &Localizer) -> String {
    let typed = mistake
        .typed
        .map(|c| crate::tui::view::visible::visible_text(&c.to_string()))
        .unwrap_or_default();
    loc.format(
        mistake.code,
        &[
            ("column", Arg::from(mistake.column)),
            ("typed", Arg::from(typed)),
            (
                "expected",
                Arg::from(mistake.expected.clone().unwrap_or_default()),
            ),
            ("wanted", Arg::from(mistake.wanted.unwrap_or(' '))),
        ],
    )
}

/// Beside the editor's board while building a position: the target FEN, and
/// whether the board matches it.
pub fn render_build_panel(screen: &Screen<'_>, area: Rect, buf: &mut Buffer) {
    let (app, loc, styles) = (screen.app, screen.loc, screen.styles);
    let Some(Teaching::Build(build)) = app.teaching() else {
        return;
    };
    let block = super::page::panel_block(&loc.text("practice-build")).title_style(styles.title());
    let width = block.inner(area).width;
    // Most needed first: on a short terminal the panel cuts from the bottom.
    let mut lines = paragraph(
        &target_title(&build.target, loc),
        width,
        styles.focused(),
        "",
        "",
    );
    // A FEN has no spaces inside its placement: it breaks anywhere.
    let fen: Vec<char> = build.target.fen().chars().collect();
    for piece in fen.chunks(usize::from(width.max(1))) {
        lines.push(Line::styled(
            piece.iter().collect::<String>(),
            styles.current(),
        ));
    }
    let differences = build.differences(app.position());
    let fields = field_differences(&build.target.position, app.position());
    let mut verdict = Vec::new();
    if differences.is_empty() && fields.is_empty() {
        verdict.push((loc.text("practice-board-correct"), styles.good()));
    } else if build.checked {
        if !differences.is_empty() {
            let count = [("count", Arg::from(differences.len()))];
            verdict.push((
                loc.format(
                    match app.variant() {
                        Variant::Chess => "practice-board-differs",
                        Variant::Xiangqi => "xiangqi-practice-board-differs",
                    },
                    &count,
                ),
                styles.error(),
            ));
        }
        // Every field is part of the FEN: name each one that differs.
        for field in fields {
            let name = loc.text(&format!("practice-field-{field}"));
            let text = loc.format("practice-field-differs", &[("field", Arg::from(name))]);
            verdict.push((text, styles.error()));
        }
    }
    for (text, style) in verdict {
        lines.extend(paragraph(&text, width, style, "", ""));
    }
    let hints: Vec<Span> = keymap::hints_in(Context::BuildPosition)
        .flat_map(|(label, id)| {
            [
                Span::styled(format!("{label} "), styles.title()),
                Span::styled(format!("{}  ", loc.text(id)), styles.dim()),
            ]
        })
        .collect();
    lines.push(Line::from(hints));
    lines.extend(paragraph(
        &loc.format(
            "practice-build-ask",
            &[("variant", Arg::from(app.variant().name()))],
        ),
        width,
        styles.dim(),
        "",
        "",
    ));
    Paragraph::new(lines).block(block).render(area, buf);
}
