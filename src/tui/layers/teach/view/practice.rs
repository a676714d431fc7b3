//! The practice screens: the menu (which exercise, which position), "write
//! the FEN" (the position on the board, the FEN typed under it, the first
//! mistake marked and explained) and the panel that "build the position"
//! shows beside the editor's board.

use super::page::{Page, input_row, message_row, paragraph};
use crate::core::teach::{FenAttempt, FenMistake, field_differences};
use crate::core::{Arg, Variant};
use crate::i18n::Localizer;
use crate::teach_text::step_text;
use crate::tui::app::{App, Exercise, PracticeMenu, Target, Teaching, WritePractice};
use crate::tui::keymap::{self, Context};
use crate::tui::theme::Styles;
use crate::tui::view::screen::Screen;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

fn target_title(target: &Target, loc: &Localizer) -> String {
    match target.lesson {
        Some(id) => loc.text(&format!("lesson-{id}")),
        None => loc.text("practice-board"),
    }
}

pub(crate) fn menu_page<'a>(
    app: &'a App,
    menu: &'a PracticeMenu,
    loc: &'a Localizer,
    styles: Styles,
) -> Page<'a> {
    let tabs: Vec<(String, bool)> = [
        (Exercise::WriteFen, "practice-write"),
        (Exercise::BuildPosition, "practice-build"),
    ]
    .into_iter()
    .map(|(exercise, id)| (loc.text(id), exercise == menu.exercise))
    .collect();
    let choices: Vec<String> = menu
        .choices()
        .iter()
        .map(|choice| match choice {
            Some(lesson) => loc.text(&lesson.title_id()),
            None => loc.text("practice-board"),
        })
        .collect();
    let explain = loc.text(match menu.exercise {
        Exercise::WriteFen => "practice-write-about",
        Exercise::BuildPosition => "practice-build-about",
    });
    let chosen = menu.choice;
    Page {
        title: loc.text("practice-title"),
        position: app.position(),
        lit: Vec::new(),
        panel: Box::new(move |width| {
            let mut tab_line = Vec::new();
            // Brackets mark the exercise chosen without colour too.
            for (text, on) in &tabs {
                let (text, style) = if *on {
                    (format!("[{text}]"), styles.selected())
                } else {
                    (format!(" {text} "), styles.dim())
                };
                tab_line.push(Span::styled(text, style));
                tab_line.push(Span::raw(" "));
            }
            let mut lines = vec![Line::from(tab_line)];
            lines.extend(paragraph(&explain, width, styles.dim(), "", ""));
            lines.push(Line::default());
            for (index, choice) in choices.iter().enumerate() {
                let (marker, style) = if index == chosen {
                    ("▶ ", styles.focused())
                } else {
                    ("  ", Style::new())
                };
                lines.extend(paragraph(choice, width, style, marker, "  "));
            }
            lines
        }),
        rows: Vec::new(),
        most_rows: 0,
    }
}

pub(crate) fn write_page<'a>(
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
            // The verdict first: a short terminal cuts the panel from the bottom.
            if let Some((text, style)) = &verdict {
                lines.extend(paragraph(text, width, *style, "", ""));
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
        &loc.text("practice-build-ask"),
        width,
        styles.dim(),
        "",
        "",
    ));
    Paragraph::new(lines).block(block).render(area, buf);
}
