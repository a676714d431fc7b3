//! Words at 80×24, drawn in process in each language: the line under the FEN
//! field is never cut mid-word, the missing fields' warning shows its defaults
//! whole, and the library's "did you mean" reads as one text.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::editor;
use fen_tui::core::Variant;
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::action::{Action, Control, TextEdit};
use fen_tui::tui::theme::Styles;
use fen_tui::tui::view::render_to_buffer;
use unicode_width::UnicodeWidthStr;

const LANGS: [Lang; 3] = [Lang::En, Lang::Ru, Lang::Zh];

fn type_text(app: &mut fen_tui::tui::app::App, text: &str) {
    for c in text.chars() {
        app.update(Action::Type(c));
    }
}

/// The frame as text, one line a row (a wide character's second cell is
/// left out, as a terminal shows it).
fn frame(app: &fen_tui::tui::app::App, loc: &Localizer, width: u16, height: u16) -> String {
    let buffer = render_to_buffer(app, loc, Styles::new(true), width, height);
    (0..height)
        .map(|y| {
            let mut line = String::new();
            let mut x = 0;
            while x < width {
                let symbol = buffer[(x, y)].symbol();
                line.push_str(symbol);
                x += u16::try_from(symbol.width().max(1)).unwrap();
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The frame's line that holds `what`.
fn line_with<'a>(screen: &'a str, what: &str) -> &'a str {
    screen
        .lines()
        .find(|line| line.contains(what))
        .unwrap_or_else(|| panic!("no {what:?} in:\n{screen}"))
}

#[test]
fn the_words_under_the_fen_field_are_whole_at_80_columns() {
    // Three errors: the first is said at its caret; "(and 2 more)" only
    // where it fits whole (the Problems panel lists them all).
    for lang in LANGS {
        let loc = Localizer::new(lang);
        let mut app = editor::start(Variant::Chess);
        app.update(Action::ClickControl(Control::FenField));
        app.update(Action::Edit(TextEdit::DeleteToStart));
        type_text(&mut app, "rnbqkXbnr/pp");
        let screen = frame(&app, &loc, 80, 24);
        let first = loc.diagnostic(&app.field().errors[0], Variant::Chess);
        let under = line_with(&screen, "^").trim_end();
        assert!(under.contains(&first), "{lang:?}: {under:?}\n{screen}");
        let more = loc.format("fen-more-problems", &[("count", 2usize.into())]);
        let after = under.split(first.as_str()).nth(1).unwrap_or_default();
        assert!(
            after.is_empty() || after == more,
            "{lang:?}: cut after the message: {after:?}\n{screen}"
        );
        // Wide enough, the count is there.
        let wide = frame(&app, &loc, 160, 40);
        assert!(
            line_with(&wide, "^").contains(more.trim()),
            "{lang:?}\n{wide}"
        );
    }
}

#[test]
fn the_library_says_no_match_and_what_was_meant_as_one_text() {
    for lang in LANGS {
        let loc = Localizer::new(lang);
        let mut app = editor::start(Variant::Chess);
        app.update(Action::LIBRARY);
        type_text(&mut app, "najdorff");
        let screen = frame(&app, &loc, 240, 40);
        let entry = loc.text("library-najdorf");
        let words = loc.format(
            "library-browser-none-did-you-mean",
            &[
                ("filter", "najdorff".into()),
                ("entry", entry.clone().into()),
            ],
        );
        assert!(
            screen.contains(&words),
            "{lang:?}: {words:?} not on the screen:\n{screen}"
        );
    }
    // Chinese runs its sentences on without a space.
    let zh = Localizer::new(Lang::Zh).format(
        "library-browser-none-did-you-mean",
        &[("filter", "x".into()), ("entry", "y".into())],
    );
    assert!(zh.contains("。您"), "{zh}");
}

#[test]
fn the_missing_fields_warning_shows_its_defaults_whole_at_80_columns() {
    // The caret is at column 25; the words do not fit beside it in any
    // language at 80 columns. The caret stays under the fault (it used to
    // go, the words starting at the field's start), the words flow around
    // it (or end in "…"), and the Problems panel says them whole, "- 0 1" too.
    for lang in LANGS {
        let loc = Localizer::new(lang);
        let mut app = editor::start(Variant::Chess);
        app.update(Action::ClickControl(Control::FenField));
        app.update(Action::Edit(TextEdit::DeleteToStart));
        type_text(&mut app, "4k3/8/8/8/8/8/8/4K2R w K");
        let warning = loc.diagnostic(&app.field().warnings[0], Variant::Chess);
        assert!(warning.contains("- 0 1"), "{warning}");
        let screen = frame(&app, &loc, 80, 24);
        let under = screen.lines().nth(22).unwrap();
        let (before, _) = under
            .split_once('^')
            .unwrap_or_else(|| panic!("{lang:?}: {under:?}"));
        assert_eq!(before.width(), 4 + 24, "{lang:?}: {under:?}");
        // Whole, flowing around the caret where a space allows, else "…".
        let around = under.trim().replacen(" ^ ", " ", 1);
        let around = around.trim_start_matches("^ ").trim_end_matches(" ^");
        assert!(
            around == warning || under.contains('…'),
            "{lang:?}: {under:?}"
        );
        // The panel's rows joined: what stands between its borders.
        let squeeze = |t: &str| t.replace(' ', "");
        let panel: String = screen
            .lines()
            .filter_map(|l| {
                let mut parts = l.rsplit('│');
                parts.next()?;
                parts.next()
            })
            .collect();
        assert!(
            squeeze(&panel).contains(&squeeze(&warning)),
            "{lang:?}: {warning}\n{screen}"
        );
    }
}
