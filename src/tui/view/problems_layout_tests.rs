//! The problems panel laid out with Alt-A's analysis panel under it, and
//! its last page full.

use crate::i18n::{Lang, Localizer};
use crate::tui::action::Action;
use crate::tui::app::tests::app;
use crate::tui::theme::Styles;
use crate::tui::view::{Screen, text_in};
use ratatui::layout::Rect;

/// Seven problems, the last ending "rank 6.".
const MANY: &str = "pppppppp/8/8/8/8/8/8/PPPPPPPP w KQkq e3 0 1";

fn rows(screen: &str) -> Vec<String> {
    screen.lines().map(str::to_string).collect()
}

/// Scroll the problems to their end as Alt-↓ does, `times` over.
fn scroll_down(app: &mut crate::tui::app::App, width: u16, height: u16, times: usize) {
    let loc = Localizer::new(Lang::En);
    for _ in 0..times {
        let screen = Screen {
            app,
            loc: &loc,
            styles: Styles::new(false),
        };
        let from = screen.problems_scrolled(Rect::new(0, 0, width, height), true);
        app.update(Action::ShowProblemsFrom(from.unwrap()));
    }
}

/// Alt-A's panel goes under the problems, not over their foot: the
/// Problems box closes right above it, what does not fit is said
/// ("+N more (Alt-↓)") and scrolling reaches the last problem.
#[test]
fn the_analysis_panel_and_the_problems_hide_nothing_of_each_other() {
    for (width, height) in [(120, 40), (80, 24)] {
        let mut app = app(MANY);
        app.open_analysis();
        let screen = rows(&text_in(&app, Lang::En, width, height));
        let top = screen
            .iter()
            .position(|r| r.contains("┌ Analysis"))
            .unwrap_or_else(|| panic!("{width}: {screen:#?}"));
        let x = screen[top].chars().position(|c| c == '┌').unwrap();
        assert_eq!(
            screen[top - 1].chars().nth(x),
            Some('└'),
            "{width}×{height}: {screen:#?}"
        );
        let all = screen.join("\n");
        if !all.contains("rank 6.") {
            assert!(all.contains("more (Alt-↓)"), "{width}: {all}");
        }
        scroll_down(&mut app, width, height, 10);
        let end = text_in(&app, Lang::En, width, height);
        assert!(end.contains("rank 6."), "{width}×{height}: {end}");
        assert!(end.contains("┌ Analysis"), "{end}");
    }
}

/// The last page of a scrolled panel is full: the end of the entry
/// before it fills rows that were left empty.
#[test]
fn the_last_page_of_problems_leaves_no_row_empty() {
    use crate::tui::view::problems::{Entry, panel_lines};
    use ratatui::style::Style;
    let loc = Localizer::new(Lang::En);
    let entry = |text: &str| Entry::new("✗ ", text.to_string(), Style::default());
    let entries = [
        entry("first"),
        entry("a long problem that takes four rows at this width, no less"),
        entry("third"),
        entry("fourth"),
    ];
    let lines = panel_lines(&entries, 20, 6, &loc, Style::default(), 9);
    let shown: Vec<String> = lines.iter().map(|l| l.to_string()).collect();
    assert_eq!(shown.len(), 6, "{shown:?}");
    assert_eq!(shown[0], "2 above (Alt-↑)");
    assert!(shown[1].starts_with('…'), "{shown:?}");
    assert_eq!(&shown[4..], ["✗ third", "✗ fourth"]);
}
