//! The problems panel: what the rules say is wrong with the position, in
//! words, or — when nothing is — whose move it is and whether it is check.
//! Each entry wraps under its own text (a hanging indent after its mark);
//! "+N more" says how many are left below, and the panel scrolls to them
//! (Alt-↑ Alt-↓, the wheel over it); `problems_page` says what a page holds.

use super::panels::side_name;
use super::picture_words;
use crate::core::rules::Status;
use crate::core::{Arg, Severity};
use crate::i18n::Localizer;
use crate::tui::app::App;
use crate::tui::theme::Styles;
use crate::tui::view::Screen;
use crate::tui::view::problems_page::Page;
use crate::tui::view::text::wrap;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

/// One entry of the panel: its mark (`✗ `, `! `, `· `, `✓ `), its words, its colour.
pub struct Entry {
    mark: &'static str,
    text: String,
    style: Style,
}

impl Entry {
    fn new(mark: &'static str, text: String, style: Style) -> Entry {
        Entry { mark, text, style }
    }

    /// The entry's lines at `width` columns: the mark, then the text wrapped
    /// with every further line indented under the text's start.
    fn lines(&self, width: u16) -> Vec<Line<'static>> {
        let indent = Span::raw(self.mark).width();
        let text_width = usize::from(width).saturating_sub(indent).max(1);
        wrap(&self.text, text_width)
            .into_iter()
            .enumerate()
            .map(|(index, part)| {
                let lead = if index == 0 {
                    self.mark.to_string()
                } else {
                    " ".repeat(indent)
                };
                Line::from(vec![
                    Span::styled(lead, self.style),
                    Span::styled(part, self.style),
                ])
            })
            .collect()
    }
}

/// The panel's lines for an inner area of `width` × `height`, from entry
/// `from` on, as `Page` places them: "N above" on the first row when
/// scrolled (Alt-↑ Alt-↓, the wheel), whole entries, the first lines of one
/// too tall for the rows left ending in "…", and "+N more" on the last row.
pub fn panel_lines(
    entries: &[Entry],
    width: u16,
    height: u16,
    loc: &Localizer,
    more: Style,
    from: usize,
) -> Vec<Line<'static>> {
    let wrapped: Vec<Vec<Line<'static>>> = entries.iter().map(|e| e.lines(width)).collect();
    let heights: Vec<usize> = wrapped.iter().map(Vec::len).collect();
    let page = Page::new(&heights, usize::from(height), from);
    let mut lines = Vec::new();
    if page.from > 0 {
        let above = loc.format("problems-above", &[("count", Arg::from(page.from))]);
        lines.push(Line::styled(above, more));
    }
    // The last page's empty rows show the end of the entry before it, its
    // first row there marked "…" as it goes on from above.
    if let Some(entry) = page.from.checked_sub(1).and_then(|i| wrapped.get(i)) {
        let tail = entry.len().saturating_sub(page.tail);
        for (index, line) in entry.iter().enumerate().skip(tail) {
            let mut line = line.clone();
            if let Some(lead) = line.spans.first_mut().filter(|_| index == tail) {
                let indent = lead.content.chars().count();
                lead.content = format!("…{}", " ".repeat(indent.saturating_sub(1))).into();
            }
            lines.push(line);
        }
    }
    let shown = &wrapped[page.from..];
    shown[..page.whole]
        .iter()
        .for_each(|entry| lines.extend(entry.iter().cloned()));
    if let Some(entry) = shown.get(page.whole).filter(|_| page.cut > 0) {
        let mut part: Vec<Line<'static>> = entry.iter().take(page.cut).cloned().collect();
        if let Some(end) = part.last_mut() {
            *end = ellipsized(end, width);
        }
        lines.extend(part);
    }
    if page.more > 0 {
        lines.push(Line::styled(
            loc.format("problems-more", &[("count", Arg::from(page.more))]),
            more,
        ));
    }
    lines
}

/// The rows each entry takes at `width` columns, for placing a page.
pub fn entry_heights(entries: &[Entry], width: u16) -> Vec<usize> {
    entries.iter().map(|e| e.lines(width).len()).collect()
}

/// `line` with "…" at its end, within `width` columns: a character dropped
/// from the end to make room where the line is full.
fn ellipsized(line: &Line<'static>, width: u16) -> Line<'static> {
    let mut spans = line.spans.clone();
    let style = spans.last().map(|span| span.style).unwrap_or_default();
    while Line::from(spans.clone()).width() + 1 > usize::from(width) {
        let Some(span) = spans.last_mut() else { break };
        let mut text = span.content.to_string();
        if text.pop().is_none() {
            spans.pop();
            continue;
        }
        span.content = text.into();
    }
    spans.push(Span::styled("…", style));
    Line::from(spans)
}

impl Screen<'_> {
    /// The problems panel's own rows: all of its space, less the foot an
    /// open overlay takes there (the analysis panel: the problems scroll
    /// above it).
    pub(crate) fn problems_area(&self, space: Rect) -> Rect {
        let taken = crate::tui::layers::rows_under_problems(self, space);
        Rect {
            height: space.height.saturating_sub(taken),
            ..space
        }
    }

    /// Where the problems panel starts after one entry's scroll on (`down`)
    /// or back, placed as it is drawn in `area`: never past the first page
    /// that shows the last problem whole. None when there is no panel.
    pub fn problems_scrolled(&self, area: Rect, down: bool) -> Option<usize> {
        let (layout, _) = self.layout(area)?;
        let inner = Block::bordered().inner(self.problems_area(layout.problems_panel));
        let entries = problem_entries(self.app, self.loc, self.styles);
        let heights = entry_heights(&entries, inner.width);
        let page = Page::new(
            &heights,
            usize::from(inner.height),
            self.app.problems_from(),
        );
        Some(page.scrolled(down))
    }
}

/// Draw the problems panel in `area`.
pub fn render_problems(app: &App, loc: &Localizer, styles: Styles, area: Rect, buf: &mut Buffer) {
    let block = Block::bordered().title(Line::styled(
        format!(" {} ", loc.text("panel-problems")),
        styles.title(),
    ));
    let inner = block.inner(area);
    block.render(area, buf);
    let entries = problem_entries(app, loc, styles);
    let from = app.problems_from();
    let lines = panel_lines(&entries, inner.width, inner.height, loc, styles.dim(), from);
    for (line, y) in lines.iter().zip(inner.y..inner.bottom()) {
        buf.set_line(inner.x, y, line, inner.width);
    }
}

/// What is wrong with the FEN field's text, in full: the line under the field
/// has room for the first message only, and a narrow terminal cuts even that.
/// After a paste that read with repairs, its warnings stay listed here.
fn field_problem_entries(app: &App, loc: &Localizer, styles: Styles) -> Vec<Entry> {
    let field = app.field();
    if field.draft.is_none() && field.warnings.is_empty() {
        return Vec::new();
    }
    let variant = app.variant();
    // A draft is in the field; otherwise the warnings are of the last text
    // loaded: pasted, a line of the open file, or the command line's.
    use crate::tui::app::fen_field::ReadFrom;
    let (where_id, file_line) = match field.read_from {
        _ if field.draft.is_some() => ("fen-field-problem", None),
        ReadFrom::Pasted => ("pasted-problem", None),
        ReadFrom::FileLine(line) => ("file-line-problem", Some(Arg::from(line))),
        ReadFrom::CommandLine => ("command-line-problem", None),
    };
    let errors = field.errors.iter().map(|d| (d, "✗ ", styles.error()));
    let warnings = field.warnings.iter().map(|d| (d, "! ", styles.warning()));
    errors
        .chain(warnings)
        .map(|(diagnostic, mark, style)| {
            let message = loc.diagnostic(diagnostic, variant);
            let line = diagnostic
                .arg_value("line")
                .filter(|_| field.draft.is_none());
            let text = match diagnostic.column {
                // A pasted PGN game's problem is placed as `fen-tui pgn` places it.
                Some(column) if line.is_some() => loc.format(
                    "pasted-pgn-problem",
                    &[
                        ("line", line.cloned().unwrap_or(Arg::from(1usize))),
                        ("column", Arg::from(column)),
                        ("message", Arg::from(message)),
                    ],
                ),
                Some(column) => loc.format(
                    where_id,
                    &[
                        ("column", Arg::from(column)),
                        ("message", Arg::from(message)),
                        ("line", file_line.clone().unwrap_or(Arg::from(1usize))),
                    ],
                ),
                None => message,
            };
            Entry::new(mark, text, style)
        })
        .collect()
}

/// While the board is as a picture was read: its uncertain squares (a
/// warning, in the marked squares' colour) and that the other fields are guesses.
fn picture_entries(app: &App, loc: &Localizer, styles: Styles) -> Vec<Entry> {
    let Some(note) = app.picture_note() else {
        return Vec::new();
    };
    // The guesses first: one short line, never pushed out of sight by a long list.
    let mut entries = vec![Entry::new(
        "· ",
        picture_words::guessed(loc, note),
        styles.dim(),
    )];
    if !note.doubts.is_empty() {
        entries.push(Entry::new(
            "! ",
            picture_words::uncertain(loc, note),
            styles.warning(),
        ));
    }
    entries
}

pub fn problem_entries(app: &App, loc: &Localizer, styles: Styles) -> Vec<Entry> {
    let verdict = app.verdict();
    let variant = app.variant();
    let mut lines = picture_entries(app, loc, styles);
    lines.extend(field_problem_entries(app, loc, styles));
    // The board's verdict follows what is wrong with the field's text: a
    // "✓" above the field's errors would read as the field being fine.
    let field_entries = lines.len();
    for problem in &verdict.problems {
        let (mark, style) = match problem.severity {
            Severity::Error => ("✗ ", styles.error()),
            Severity::Warning => ("! ", styles.warning()),
            Severity::Note => ("· ", styles.dim()),
        };
        lines.push(Entry::new(mark, loc.diagnostic(problem, variant), style));
    }
    if verdict.is_valid() {
        let side = side_name(loc, app.position().side_to_move, variant);
        let id = match verdict.status {
            Some(Status::Check) => "status-check",
            Some(Status::Checkmate) => "status-checkmate",
            Some(Status::Stalemate) => "status-stalemate",
            Some(Status::Ongoing) | None => "status-ongoing",
        };
        let style = if verdict.problems.is_empty() && app.field().errors.is_empty() {
            styles.good()
        } else {
            styles.dim()
        };
        lines.insert(
            field_entries,
            // The game too: a stalemate is a draw in chess, a loss in xiangqi.
            Entry::new(
                "✓ ",
                loc.format(
                    id,
                    &[
                        ("side", Arg::from(side)),
                        ("variant", Arg::from(variant.name())),
                    ],
                ),
                style,
            ),
        );
    }
    for note in &verdict.notes {
        lines.push(Entry::new(
            "· ",
            loc.diagnostic(note, variant),
            styles.dim(),
        ));
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    fn text(lines: &[Line<'static>]) -> Vec<String> {
        lines.iter().map(|line| line.to_string()).collect()
    }

    #[test]
    fn an_entry_taller_than_the_panel_shows_its_start_ending_in_an_ellipsis() {
        let loc = Localizer::new(Lang::En);
        let long = Entry::new("✗ ", "word ".repeat(40), Style::default());
        let short = Entry::new("✗ ", "short".into(), Style::default());
        let lines = panel_lines(&[long, short], 20, 3, &loc, Style::default(), 0);
        let shown = text(&lines);
        assert_eq!(shown.len(), 3, "{shown:?}");
        assert!(shown[0].starts_with("✗ word"), "{shown:?}");
        assert!(shown[1].ends_with('…'), "{shown:?}");
        assert!(shown[1].chars().count() <= 20, "{shown:?}");
        assert_eq!(shown[2], "+1 more (Alt-↓)");
        // Scrolled on, the next entry shows whole, under "1 above".
        let lines = panel_lines(
            &[
                Entry::new("✗ ", "word ".repeat(40), Style::default()),
                Entry::new("✗ ", "short".into(), Style::default()),
            ],
            20,
            3,
            &loc,
            Style::default(),
            1,
        );
        // That last page is full: the long entry's end fills the row left.
        let shown = text(&lines);
        assert!(shown[1].starts_with("… word"), "{shown:?}");
        assert_eq!(shown[2], "✗ short");
    }
}

#[cfg(test)]
#[path = "problems_layout_tests.rs"]
mod layout_tests;
