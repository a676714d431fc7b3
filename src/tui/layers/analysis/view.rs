//! Drawing the analysis panel at the foot of the problems panel (which
//! is laid out above it, `rows_taken`): an
//! evaluation bar (White's share, left to right), the head (evaluation,
//! depth, speed, engine), WDL, the MultiPV lines, the engine's own words;
//! or, where that does not fit (80×24, a narrow panel), a one-line form in a
//! three-row box. The lines' first moves are marked on the board (`marks.rs`).

use super::state::AnalysisPanel;
use super::text;
use crate::tui::view::screen::Screen;
use crate::tui::view::text::wrap;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};

/// Columns the full form needs; narrower panels get the one-line form.
const FULL_WIDTH: u16 = 40;
/// Rows the problems panel keeps for its own lines above the analysis.
const PROBLEM_ROWS: u16 = 4;

/// The panel, and the lines' first moves on the board.
pub(crate) fn render(screen: &Screen<'_>, panel: &AnalysisPanel, area: Rect, buf: &mut Buffer) {
    let Some((layout, _)) = screen.layout(area) else {
        return;
    };
    // Under a full-screen teaching view there is no editor board to mark,
    // and the moves view shows the lines in its own panel.
    if screen.app.layers().iter().any(|l| l.covers_screen()) {
        return;
    }
    super::marks::mark_lines(screen, &layout.board, screen.app.position(), buf);
    let Some(Placed { rect, full, lines }) = placed(screen, panel, layout.problems_panel) else {
        return;
    };
    Clear.render(rect, buf);
    let (loc, styles) = (screen.loc, screen.styles);
    let mut title = format!(" {} ", loc.text("engine-panel-title"));
    if !full && !panel.engine_name.is_empty() {
        title = format!(
            " {} · {} ",
            loc.text("engine-panel-title"),
            panel.engine_name
        );
    }
    let mut block = Block::bordered().title(Line::styled(title, styles.title()));
    if !full && let Some(analysis) = panel.shown() {
        let depth = loc.format("engine-depth", &[("depth", analysis.depth.into())]);
        block =
            block.title_bottom(Line::styled(format!(" {depth} "), styles.dim()).right_aligned());
    }
    let inner = block.inner(rect);
    block.render(rect, buf);
    for (line, y) in lines.iter().zip(inner.y..inner.bottom()) {
        buf.set_line(inner.x, y, line, inner.width);
    }
}

/// Where the panel goes in the problems panel's `space` (its foot), in which
/// form, with its lines.
struct Placed {
    rect: Rect,
    full: bool,
    lines: Vec<Line<'static>>,
}

fn placed(screen: &Screen<'_>, panel: &AnalysisPanel, space: Rect) -> Option<Placed> {
    let width = space.width.saturating_sub(2);
    let body = full_lines(screen, panel, width);
    let full_height = rows(body.len()) + 2;
    let full = space.width >= FULL_WIDTH && space.height >= full_height + PROBLEM_ROWS;
    let lines = if full {
        body
    } else {
        one_line(screen, panel, width)
    };
    // The one-line form grows only for words (why nothing is analysed).
    let height = (rows(lines.len()) + 2).min(space.height);
    if height < 3 {
        return None;
    }
    let rect = Rect::new(space.x, space.bottom() - height, space.width, height);
    Some(Placed { rect, full, lines })
}

/// The rows the panel takes at the foot of the problems panel's `space`:
/// the problems are laid out above them, so that neither hides the other.
pub(crate) fn rows_taken(screen: &Screen<'_>, panel: &AnalysisPanel, space: Rect) -> u16 {
    placed(screen, panel, space).map_or(0, |p| p.rect.height)
}

fn rows(count: usize) -> u16 {
    u16::try_from(count).unwrap_or(u16::MAX)
}

/// The full form's lines at `width` columns.
fn full_lines(screen: &Screen<'_>, panel: &AnalysisPanel, width: u16) -> Vec<Line<'static>> {
    let (loc, styles) = (screen.loc, screen.styles);
    let width = usize::from(width).max(1);
    if let Some(said) = text::standing(panel, screen.app.variant(), loc) {
        let mut lines = vec![Line::styled(text::head(panel, loc), styles.title())];
        lines.extend(wrap(&said, width).into_iter().map(Line::raw));
        return lines;
    }
    let mut lines = vec![
        bar(panel, width),
        Line::styled(text::head(panel, loc), styles.title()),
    ];
    if let Some(wdl) = text::wdl(panel, loc) {
        lines.push(Line::styled(wdl, styles.dim()));
    }
    let chosen = text::chosen_index(panel);
    let notation = screen.app.move_notation(screen.loc.lang());
    for (index, (score, moves)) in text::lines(panel, notation, loc).into_iter().enumerate() {
        // The chosen line marked in the score's padding (a long score keeps its width).
        let mut head = format!("{score:>6} ");
        if Some(index) == chosen && head.starts_with(' ') {
            head.replace_range(..1, "▸");
        }
        // The score in the line's colour, as its marks on the board.
        let padding = head.len() - score.len() - 1;
        let (lead, rest) = head.split_at(padding);
        lines.push(Line::from(vec![
            Span::styled(lead.to_string(), styles.title()),
            Span::styled(
                rest.trim_end().to_string(),
                styles.engine_line(screen.app.variant(), index),
            ),
            Span::raw(" "),
            Span::raw(moves),
        ]));
    }
    if let Some(message) = &panel.message {
        let said = loc.format(
            "engine-says",
            &[
                ("engine", panel.engine_name.clone().into()),
                ("text", crate::safe_text::shown(message).into_owned().into()),
            ],
        );
        lines.extend(wrap(&said, width).into_iter().map(Line::raw));
    }
    lines
}

/// The one-line form: evaluation, a short bar, the best line; or why not,
/// wrapped at `width`.
fn one_line(screen: &Screen<'_>, panel: &AnalysisPanel, width: u16) -> Vec<Line<'static>> {
    let (loc, styles) = (screen.loc, screen.styles);
    if let Some(said) = text::standing(panel, screen.app.variant(), loc) {
        let width = usize::from(width).max(1);
        return wrap(&said, width).into_iter().map(Line::raw).collect();
    }
    let mut spans = Vec::new();
    if panel.threat {
        spans.push(Span::raw(format!("[{}] ", loc.text("engine-threat"))));
    }
    let best = text::lines(panel, screen.app.move_notation(screen.loc.lang()), loc)
        .into_iter()
        .next();
    if let Some((score, _)) = &best {
        spans.push(Span::styled(format!("{score} "), styles.title()));
    }
    spans.extend(bar(panel, 8).spans);
    if let Some((_, moves)) = best {
        spans.push(Span::raw(format!(" {moves}")));
    }
    vec![Line::from(spans)]
}

/// White's (Red's) share of the evaluation as a bar `width` long.
fn bar(panel: &AnalysisPanel, width: usize) -> Line<'static> {
    let Some(share) = panel.white_share() else {
        return Line::raw("");
    };
    // Rounded, and never all one side unless it is a mate.
    let mut white = (share * width as f64).round() as usize;
    if share > 0.0 && share < 1.0 {
        white = white.clamp(1, width.saturating_sub(1));
    }
    Line::from(vec![
        Span::raw("█".repeat(white)),
        Span::raw("░".repeat(width.saturating_sub(white))),
    ])
}
