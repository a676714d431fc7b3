//! Diagrams in the view: the file name prompt on the bottom row (the name with
//! its caret, or the question whether to replace an existing file), what is
//! wrong with the name or why the picture was not copied just above it, the
//! share menu's preview for the diagram lines, and the status-line words.

use super::naming::NameProblem;
use super::notice::{ExportNotice, notice_text};
use super::state::DiagramPrompt;
use crate::core::Arg;
use crate::i18n::Localizer;
use crate::tui::app::Notice;
use crate::tui::keymap::{self};
use crate::tui::view::screen::Screen;
use crate::tui::view::text::wrap;
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};

/// The prompt, over the bottom rows of `area`.
pub fn render_prompt(screen: &Screen<'_>, prompt: &DiagramPrompt, area: Rect, buf: &mut Buffer) {
    let (loc, styles) = (screen.loc, screen.styles);
    let Some(row) = crate::tui::view::text::prompt_row(area, buf) else {
        return;
    };
    let typed = visible_text(&prompt.typed);
    let line = if prompt.asking_to_replace {
        Line::from(vec![
            Span::styled(
                loc.format("export-replace-question", &[("file", Arg::from(typed))]),
                styles.warning(),
            ),
            Span::styled(
                format!("  {}", loc.text("export-replace-keys")),
                styles.dim(),
            ),
        ])
    } else {
        let mut spans = vec![Span::styled(
            format!("{} ", loc.text("export-prompt")),
            styles.title(),
        )];
        spans.extend(with_caret(&typed, prompt.caret, screen));
        for (label, id) in keymap::hints_for(super::keys::CONTEXT) {
            spans.push(Span::styled(format!("  {label}"), styles.title()));
            spans.push(Span::styled(format!(" {}", loc.text(id)), styles.dim()));
        }
        Line::from(spans)
    };
    buf.set_line(row.x, row.y, &line, row.width);
    // Above it: what is wrong with the name, or why a file is offered.
    let message = match (&prompt.problem, screen.app.notice()) {
        (Some(problem), _) => Some(problem_text(problem, loc)),
        (None, Notice::Export(notice @ ExportNotice::ImageNotCopied { .. })) => {
            Some(notice_text(notice, loc))
        }
        _ => None,
    };
    let Some(message) = message else {
        return;
    };
    let lines = wrap(&message, usize::from(area.width.max(1)));
    let height = u16::try_from(lines.len()).unwrap_or(0).min(area.height - 1);
    for (index, text) in lines.iter().take(usize::from(height)).enumerate() {
        let y = row.y - height + u16::try_from(index).unwrap_or(0);
        let above = Rect::new(area.x, y, area.width, 1);
        Clear.render(above, buf);
        buf.set_line(
            area.x,
            y,
            &Line::styled(text.clone(), styles.error()),
            area.width,
        );
    }
}

/// The typed name with the caret's character shown reversed (a space past the end).
fn with_caret(text: &str, caret: usize, screen: &Screen<'_>) -> Vec<Span<'static>> {
    let chars: Vec<char> = text.chars().collect();
    let caret = caret.min(chars.len());
    let before: String = chars[..caret].iter().collect();
    let at = chars.get(caret).map_or(" ".to_string(), char::to_string);
    let after: String = chars.get(caret + 1..).unwrap_or(&[]).iter().collect();
    let focused = screen.styles.focused();
    vec![
        Span::styled(before, focused),
        Span::styled(
            at,
            crate::tui::view::caret::mark(focused.add_modifier(ratatui::style::Modifier::REVERSED)),
        ),
        Span::styled(after, focused),
    ]
}

fn problem_text(problem: &NameProblem, loc: &Localizer) -> String {
    match problem {
        NameProblem::Empty => loc.text("export-name-empty"),
        NameProblem::UnknownExtension(extension) => loc.format(
            "export-unknown-extension",
            &[("extension", Arg::from(visible_text(extension)))],
        ),
    }
}

#[cfg(test)]
mod tests {
    use crate::core::fen::{ReadOptions, read_fen};
    use crate::i18n::Lang;
    use crate::tui::action::{Action, Direction};
    use crate::tui::app::App;

    const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    use crate::tui::view::text_in as screen;

    /// The share menu on its diagram-file line.
    fn on_file_line() -> App {
        let mut app = App::new(read_fen(START, ReadOptions::strict()).unwrap().position);
        app.update(Action::SHARE_MENU);
        let line = app.share_targets().iter().position(|t| t.is_diagram());
        for _ in 0..line.unwrap() {
            app.update(Action::Move(Direction::Down));
        }
        app
    }

    #[test]
    fn the_menu_previews_the_name_and_the_prompt_shows_it_with_its_problem() {
        let mut app = on_file_line();
        let text = screen(&app, Lang::En, 80, 24);
        assert!(text.contains("›8 Diagram to a file"), "{text}");
        assert!(text.contains("offering diagram.png"), "{text}");
        app.update(Action::Activate);
        let text = screen(&app, Lang::En, 80, 24);
        let last = text.lines().last().unwrap();
        assert!(last.contains("Save the diagram as: diagram.png"), "{last}");
        assert!(last.contains("Enter save"), "{last}");
        app.update(Action::EraseBack);
        app.update(Action::EraseBack);
        app.update(Action::EraseBack);
        app.update(Action::Type('x'));
        app.update(Action::Submit);
        let text = screen(&app, Lang::En, 80, 24);
        assert!(text.contains("Save the diagram as: diagram.x"), "{text}");
        assert!(text.contains(".x is not a format fen-tui writes"), "{text}");
        for lang in [Lang::Ru, Lang::Zh] {
            assert!(screen(&app, lang, 80, 24).contains("diagram.x"));
        }
        for (w, h) in [(1, 1), (20, 3), (40, 10)] {
            let _ = screen(&app, Lang::En, w, h);
        }
    }
}
