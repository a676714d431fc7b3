//! The words of the look's notices (board colours, coordinates) and the layer
//! that lists the config file's problems at start.

use super::visible::visible_text;
use super::{Screen, wrap};
use crate::core::Arg;
use crate::i18n::Localizer;
use crate::tui::app::{ConfigProblems, LookNotice};
use crate::tui::keymap::{self, Context};
use crate::tui::theme::BoardTheme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget};

/// A theme's name in the interface's language.
pub fn theme_name(theme: BoardTheme, loc: &Localizer) -> String {
    loc.text(&format!("theme-name-{}", theme.name()))
}

pub fn notice_text(notice: &LookNotice, loc: &Localizer) -> String {
    match notice {
        LookNotice::Theme(theme) => {
            let at = BoardTheme::ALL.iter().position(|t| t == theme).unwrap_or(0);
            loc.format(
                "notice-board-theme",
                &[
                    ("name", Arg::from(theme_name(*theme, loc))),
                    ("index", Arg::from(at + 1)),
                    ("count", Arg::from(BoardTheme::ALL.len())),
                ],
            )
        }
        LookNotice::Coordinates(true) => loc.text("notice-coordinates-shown"),
        LookNotice::Coordinates(false) => loc.text("notice-coordinates-hidden"),
        LookNotice::NotRemembered(detail) => loc.format(
            "notice-look-not-remembered",
            &[("detail", Arg::from(visible_text(detail)))],
        ),
        LookNotice::NotRememberedAt(line) => loc.format(
            "notice-look-not-remembered-line",
            &[("line", Arg::from(*line))],
        ),
    }
}

/// The config file's problems in a box over the editor, each with its file,
/// line and key, and the keys that close it.
pub(crate) fn render_config_problems(
    screen: &Screen<'_>,
    problems: &ConfigProblems,
    area: Rect,
    buf: &mut Buffer,
) {
    let (loc, palette) = (screen.loc, screen.palette);
    let width = area.width.min(90);
    let inner_width = usize::from(width.saturating_sub(4)).max(8);
    let file = visible_text(&problems.file);
    let mut texts = Vec::new();
    if let Some(reason) = &problems.unreadable {
        let reason = visible_text(reason);
        let args = [
            ("file", Arg::from(file.clone())),
            ("reason", Arg::from(reason)),
        ];
        texts.push(loc.format("cli-cannot-read", &args));
    }
    for problem in &problems.problems {
        texts.push(visible_text(&problem.describe(&file, loc)));
    }
    let mut lines: Vec<Line> = Vec::new();
    for text in texts {
        let mut pieces = wrap(&text, inner_width.saturating_sub(2)).into_iter();
        if let Some(first) = pieces.next() {
            lines.push(Line::from(vec![
                Span::raw("• "),
                Span::styled(first, palette.error()),
            ]));
        }
        lines.extend(pieces.map(|piece| Line::raw(format!("  {piece}"))));
    }
    lines.push(Line::raw(""));
    for piece in wrap(&loc.text("config-problems-still-starts"), inner_width) {
        lines.push(Line::styled(piece, palette.dim()));
    }
    let mut hints = Vec::new();
    // The short hint: the paragraph above already says what closing means.
    for binding in keymap::bindings_of(Context::ConfigProblems) {
        let word = binding.hint_id.unwrap_or(binding.description_id);
        hints.push(Span::styled(binding.label, palette.title()));
        hints.push(Span::raw(format!(" {}  ", loc.text(word))));
    }
    lines.push(Line::from(hints));
    let boxed = super::centred_box(area, width, lines.len(), buf);
    let title = loc.format(
        "config-problems-title",
        &[(
            "count",
            Arg::from(problems.problems.len() + usize::from(problems.unreadable.is_some())),
        )],
    );
    let block = Block::bordered()
        .padding(Padding::horizontal(1))
        .title(Line::styled(format!(" {title} "), palette.title()));
    Paragraph::new(lines).block(block).render(boxed, buf);
}
