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
use crate::tui::layers::teach::Choice;
use crate::tui::theme::Styles;
use crate::tui::view::screen::Screen;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

fn target_title(target: &Target, loc: &Localizer) -> String {
    match (&target.exercise, target.lesson) {
        (Some((number, caption)), _) => exercise_title(*number, caption.as_deref(), loc),
        (None, Some(id)) => loc.text(&format!("lesson-{id}")),
        (None, None) => loc.text("practice-board"),
    }
}

/// "3. The caption" or "Exercise 3"; controls in a teacher's caption shown, not sent.
fn exercise_title(number: usize, caption: Option<&str>, loc: &Localizer) -> String {
    match caption {
        Some(caption) => format!(
            "{number}. {}",
            crate::tui::view::visible::visible_text(caption)
        ),
        None => loc.format("practice-exercise", &[("number", Arg::from(number))]),
    }
}

/// A list line's title.
fn choice_title(menu: &PracticeMenu, choice: &Choice, loc: &Localizer) -> String {
    match choice {
        Choice::Board => loc.text("practice-board"),
        Choice::Lesson(lesson) => loc.text(&lesson.title_id()),
        Choice::Teacher(index) => {
            let caption = menu
                .set
                .as_ref()
                .and_then(|set| set.lessons.get(*index))
                .and_then(|lesson| lesson.caption.as_deref());
            exercise_title(index + 1, caption, loc)
        }
    }
}

/// Where the learner is: "Exercise 3 of 10 · solved 2 · 1 mistake", and
/// (when it happened) why the answers are not kept.
fn progress_lines(
    app: &App,
    menu: &PracticeMenu,
    loc: &Localizer,
    at: Option<usize>,
) -> Vec<String> {
    let score = menu.score(&app.practice_book().progress);
    let mistakes: u32 = score.with_mistakes.iter().map(|(_, n)| n).sum();
    let mut lines = Vec::new();
    if let Some(set) = &menu.set {
        lines.push(loc.format(
            "practice-set-title",
            &[
                (
                    "file",
                    Arg::from(crate::tui::view::visible::visible_text(&set.name)),
                ),
                (
                    "learner",
                    Arg::from(crate::tui::view::visible::visible_text(
                        app.practice_book().learner(),
                    )),
                ),
            ],
        ));
    }
    let args = [
        (
            "index",
            Arg::from(at.map_or(0, |i| menu.exercise_number(i))),
        ),
        ("total", Arg::from(score.total)),
        ("solved", Arg::from(score.solved)),
        ("mistakes", Arg::from(mistakes)),
    ];
    lines.push(loc.format(
        if at.is_some() {
            "practice-progress-at"
        } else {
            "practice-progress"
        },
        &args,
    ));
    if let Some(why) = &app.practice_book().not_kept {
        lines.push(loc.format(
            "practice-not-kept",
            &[(
                "reason",
                Arg::from(crate::tui::view::visible::visible_text(why)),
            )],
        ));
    }
    lines
}

/// The mark of a list line: solved, tried and not solved, or not tried.
fn choice_mark(app: &App, menu: &PracticeMenu, choice: &Choice) -> &'static str {
    let Some(target) = menu.target(choice) else {
        return "  ";
    };
    match app
        .practice_book()
        .progress
        .record(menu.set_key(), &menu.exercise_key(&target))
    {
        Some(record) if record.solved => "✓ ",
        Some(_) => "✗ ",
        None => "· ",
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
        .map(|choice| {
            format!(
                "{}{}",
                choice_mark(app, menu, choice),
                choice_title(menu, choice, loc)
            )
        })
        .collect();
    let progress = progress_lines(app, menu, loc, None);
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
            for line in &progress {
                lines.extend(paragraph(line, width, styles.current(), "", ""));
            }
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

/// After the last exercise: the score, and which exercises had mistakes or
/// are not solved, by their titles.
pub(crate) fn summary_page<'a>(
    app: &'a App,
    menu: &'a PracticeMenu,
    loc: &'a Localizer,
    styles: Styles,
) -> Page<'a> {
    let score = menu.score(&app.practice_book().progress);
    let choices = menu.choices();
    let title_of = |index: usize| {
        choices
            .get(index)
            .map(|choice| choice_title(menu, choice, loc))
            .unwrap_or_default()
    };
    let headline = loc.format(
        "practice-summary-score",
        &[
            ("solved", Arg::from(score.solved)),
            ("total", Arg::from(score.total)),
            ("first", Arg::from(score.first_try)),
        ],
    );
    let mut body: Vec<(String, Style)> = Vec::new();
    if let Some(set) = &menu.set {
        body.push((
            loc.format(
                "practice-set-title",
                &[
                    (
                        "file",
                        Arg::from(crate::tui::view::visible::visible_text(&set.name)),
                    ),
                    (
                        "learner",
                        Arg::from(crate::tui::view::visible::visible_text(
                            app.practice_book().learner(),
                        )),
                    ),
                ],
            ),
            styles.dim(),
        ));
    }
    if score.with_mistakes.is_empty() {
        body.push((loc.text("practice-summary-no-mistakes"), styles.good()));
    } else {
        body.push((loc.text("practice-summary-mistakes"), Style::new()));
        for (index, wrong) in &score.with_mistakes {
            body.push((
                loc.format(
                    "practice-summary-mistake",
                    &[
                        ("title", Arg::from(title_of(*index))),
                        ("count", Arg::from(*wrong)),
                    ],
                ),
                styles.error(),
            ));
        }
    }
    if !score.unsolved.is_empty() {
        body.push((loc.text("practice-summary-unsolved"), Style::new()));
        for index in &score.unsolved {
            body.push((title_of(*index), styles.dim()));
        }
    }
    body.push((loc.text("practice-summary-back"), styles.dim()));
    Page {
        title: loc.text("practice-summary-title"),
        position: app.position(),
        lit: Vec::new(),
        panel: Box::new(move |width| {
            let mut lines = paragraph(&headline, width, styles.focused(), "", "");
            lines.push(Line::default());
            for (text, style) in &body {
                lines.extend(paragraph(text, width, *style, "", "  "));
            }
            lines
        }),
        rows: Vec::new(),
        most_rows: 0,
    }
}
