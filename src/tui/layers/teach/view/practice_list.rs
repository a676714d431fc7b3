//! The practice list and the results: the menu (which exercise, which
//! position, each marked solved, tried or not tried, the learner's score)
//! and the summary after the last exercise; and the words both they and the
//! exercises' screens (`practice`) say of an exercise: its title, where the
//! learner is.

use super::page::{Page, paragraph};
use crate::core::Arg;
use crate::i18n::Localizer;
use crate::tui::app::{App, Exercise, PracticeMenu, Target};
use crate::tui::layers::teach::Choice;
use crate::tui::theme::Styles;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

pub(super) fn target_title(target: &Target, loc: &Localizer) -> String {
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
pub(super) fn progress_lines(
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
