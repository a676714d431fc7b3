//! The help at 80×24: global keys under what users do, most used first; a
//! page a PgDn; typing narrows it. The oracle is the key table itself.

use crate::i18n::{Lang, Localizer};
use crate::tui::action::{Action, TextEdit};
use crate::tui::app::tests::app;
use crate::tui::keymap::{self, Context, Group};
use crate::tui::theme::Styles;
use crate::tui::view::render_to_text;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn rows(app: &crate::tui::app::App) -> Vec<String> {
    let loc = Localizer::new(Lang::En);
    render_to_text(app, &loc, Styles::new(false), 80, 24)
        .lines()
        .map(|l| l.trim_matches('"').to_string())
        .collect()
}

/// Every line of the help, read page by page with PgDn.
fn all_pages(app: &mut crate::tui::app::App) -> Vec<String> {
    let mut seen = Vec::new();
    for _ in 0..12 {
        seen.extend(rows(app)[1..23].iter().cloned());
        app.update(Action::BottomRank);
    }
    seen
}

#[test]
fn pgdn_moves_a_whole_page() {
    let mut help = app(START);
    help.update(Action::HELP);
    let first = rows(&help);
    help.update(Action::BottomRank);
    let second = rows(&help);
    // 22 lines inside the frame: the next page starts with the line after
    // the last one shown, none skipped or shown twice.
    assert_eq!(first.len(), 24);
    let mut again = app(START);
    again.update(Action::HELP);
    rows(&again);
    for _ in 0..21 {
        again.update(Action::Move(crate::tui::action::Direction::Down));
    }
    let by_lines = rows(&again);
    assert_eq!(
        by_lines[1], first[22],
        "21 lines down shows the last line first"
    );
    assert_eq!(second[1], by_lines[2], "a page is 22 lines");
}

#[test]
fn global_keys_come_by_what_users_do_most_used_first() {
    let loc = Localizer::new(Lang::En);
    let mut app = app(START);
    app.update(Action::HELP);
    let seen = all_pages(&mut app).join("\n");
    let mut last = 0;
    for group in Group::TASKS {
        let heading = loc.text(group.heading_id());
        let at = seen
            .find(&heading)
            .unwrap_or_else(|| panic!("no {heading}\n{seen}"));
        assert!(at > last, "{heading} out of order");
        last = at;
        // Each global key of the group is listed after its heading, before the next.
        for binding in keymap::bindings_of(Context::Global).filter(|b| b.group == group) {
            let words: String = loc.text(binding.description_id).chars().take(12).collect();
            assert!(seen[at..].contains(&words), "{words} under {heading}");
        }
    }
    // The board's own keys come first, before any global group.
    let board = seen
        .find(&loc.text("help-section-board"))
        .unwrap_or(usize::MAX);
    assert!(board < seen.find(&loc.text("help-group-edit")).unwrap_or(0));
    assert!(
        !seen.contains("Everywhere\n"),
        "no catch-all section is left"
    );
}

#[test]
fn typing_narrows_the_help_and_backspace_widens_it() {
    let mut app = app(START);
    app.update(Action::HELP);
    for c in "save".chars() {
        app.update(Action::Type(c));
    }
    let shown = rows(&app).join("\n");
    assert!(shown.contains("Keys with “save”"), "{shown}");
    // Exactly the bindings whose words hold "save" (the quit question's
    // Ctrl-S is not among what the board's help covers).
    assert!(
        shown.contains("Ctrl-S") && shown.contains("Alt-S"),
        "{shown}"
    );
    assert!(
        !shown.contains("Ctrl-C") && !shown.contains("F3"),
        "{shown}"
    );
    assert_eq!(app.fen(), START, "the letters never reach the board");
    // Nothing matches: said in words; Ctrl-U widens it all again.
    app.update(Action::Type('q'));
    assert!(
        rows(&app)
            .join("\n")
            .contains("No key's name or words hold that")
    );
    app.update(Action::Edit(TextEdit::DeleteToStart));
    let all = rows(&app).join("\n");
    assert!(
        all.contains("type to filter") && all.contains("F3"),
        "{all}"
    );
    app.update(Action::Type('x'));
    app.update(Action::EraseBack);
    assert!(rows(&app).join("\n").contains("type to filter"));
}

#[test]
fn pgdn_sent_with_f1_before_any_draw_still_turns_a_whole_page() {
    // `F1 PgDn` in one burst: PgDn comes before the help was ever drawn.
    let mut drawn = app(START);
    drawn.update(Action::HELP);
    rows(&drawn);
    drawn.update(Action::BottomRank);
    drawn.update(Action::Move(crate::tui::action::Direction::Down));
    let expected = rows(&drawn);
    let mut burst = app(START);
    burst.update(Action::HELP);
    burst.update(Action::BottomRank);
    burst.update(Action::Move(crate::tui::action::Direction::Down));
    assert_eq!(rows(&burst), expected);
    // Home forgets a page waiting.
    let mut home = app(START);
    home.update(Action::HELP);
    let top = rows(&home);
    let mut back = app(START);
    back.update(Action::HELP);
    back.update(Action::BottomRank);
    back.update(Action::Home);
    assert_eq!(rows(&back), top);
}

/// Issue 33 case 15: as typing narrows the help, its frame keeps its top
/// where the whole help's was; centred anew it jumped to the middle of the
/// screen and looked closed, so the next key went to help unseen.
#[test]
fn narrowing_keeps_the_frame_where_it_was() {
    let top_of = |app: &crate::tui::app::App, width: u16, height: u16| {
        let loc = Localizer::new(Lang::En);
        render_to_text(app, &loc, Styles::new(false), width, height)
            .lines()
            .position(|l| l.contains("┌ Keys"))
    };
    for (width, height) in [(80, 24), (120, 40), (200, 60)] {
        let mut app = app(START);
        app.update(Action::HELP);
        let whole = top_of(&app, width, height);
        assert!(whole.is_some(), "no frame at {width}x{height}");
        for c in "flip".chars() {
            app.update(Action::Type(c));
            assert_eq!(
                top_of(&app, width, height),
                whole,
                "{width}x{height}: the frame moved as the filter narrowed it"
            );
        }
    }
}
