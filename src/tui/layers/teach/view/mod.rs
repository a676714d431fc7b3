//! Drawing the teaching views: the board with the squares of the current step
//! lit, a panel of sentences beside it (it gets the room it needs, the board
//! shrinks first), and under them a FEN line whose characters of interest are
//! highlighted and marked with `^`, so the marks show even without colour.

mod facts;
mod game_notes;
mod moves;
mod page;
mod practice;
mod practice_list;
mod walk;

pub use practice::render_build_panel;

use page::{Page, panel_block};

use crate::core::{Square, Variant};
use crate::i18n::Localizer;
use crate::tui::app::{App, Notice, Teaching};
use crate::tui::keymap::{self, Context};
use crate::tui::theme::Styles;
use crate::tui::view::board::{BoardView, TeachingBoard};
use crate::tui::view::geometry::BoardGeometry;
use crate::tui::view::screen::Screen;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Clear, Widget};

/// The sentences need at least this many columns beside the board.
const PANEL_MIN_WIDTH: u16 = 34;
/// The panel's width when the terminal has room for it beside a board.
const PANEL_WIDTH: u16 = 48;

/// The squares to flag while building a position, once the user has checked.
pub fn wrong_squares(app: &App) -> Option<Vec<Square>> {
    match app.teaching() {
        Some(Teaching::Build(build)) if build.checked => Some(build.differences(app.position())),
        _ => None,
    }
}

/// Draw the walk-through, the moves view, the practice menu or "write the FEN".
pub(crate) fn draw(teaching: &Teaching, canvas: &mut crate::tui::layers::Canvas<'_, '_>) {
    let (screen, area) = (canvas.screen, canvas.area);
    match teaching {
        // Building a position: the editor, with the target where the problems were.
        Teaching::Build(_) => {
            if let Some((layout, _)) = screen.layout(area)
                && layout.problems_panel.height >= 3
            {
                Clear.render(layout.problems_panel, canvas.buf);
                render_build_panel(screen, layout.problems_panel, canvas.buf);
            }
        }
        _ => render(screen, area, canvas.buf),
    }
}

pub fn render(screen: &Screen<'_>, area: Rect, buf: &mut Buffer) {
    let Some(page) = page(screen) else {
        return;
    };
    let bottom = u16::try_from(page.rows.len()).unwrap_or(u16::MAX) + 1;
    match place(screen.app, &page, area, bottom) {
        Some((board, panel)) => {
            // A notice too long for the status line takes the rows it needs
            // from the panel's foot: read whole, never cut (a PGN error's
            // column is at its end).
            let notice = crate::tui::view::status::notice_rows(
                &notice_text(screen.app, screen.loc),
                usize::from(area.width),
            );
            let extra = u16::try_from(notice.len().saturating_sub(1)).unwrap_or(u16::MAX);
            let panel = Rect {
                height: panel.height.saturating_sub(extra).max(1),
                ..panel
            };
            draw_page(screen, &page, board, panel, area, &notice, buf);
        }
        None => screen.render_too_small_for(minimum_size(page.position.variant, bottom), area, buf),
    }
}

/// The last action's news for the status line; the welcome says nothing here.
fn notice_text(app: &App, loc: &Localizer) -> String {
    match app.notice() {
        Notice::Welcome => String::new(),
        _ => crate::tui::view::status::notice_text(app, loc),
    }
}

fn page<'a>(screen: &Screen<'a>) -> Option<Page<'a>> {
    let (app, loc, styles) = (screen.app, screen.loc, screen.styles);
    Some(match app.teaching()? {
        Teaching::Walk(walk) => walk::page(app, walk, loc, styles),
        Teaching::Moves(view) => moves::page(app, view, loc, styles)?,
        Teaching::Menu(menu) => practice_list::menu_page(app, menu, loc, styles),
        Teaching::Write(write) => practice::write_page(app, write, loc, styles),
        Teaching::Summary(menu) => practice_list::summary_page(app, menu, loc, styles),
        Teaching::Build(_) => return None,
    })
}

fn minimum_size(variant: Variant, bottom: u16) -> (u16, u16) {
    let (w, h) = BoardGeometry::minimum_size(variant);
    (w + 1 + PANEL_MIN_WIDTH, h + bottom)
}

/// The largest board that fits beside a panel of fixed width, chosen from the
/// terminal's size alone: stepping through moves must not resize the board
/// because one sentence is longer than the last (the panel says "…" when its
/// words do not fit).
fn place(app: &App, page: &Page<'_>, area: Rect, bottom: u16) -> Option<(BoardGeometry, Rect)> {
    let (min_w, min_h) = minimum_size(page.position.variant, bottom);
    if area.width < min_w || area.height < min_h {
        return None;
    }
    let top_height = area.height - bottom;
    // The board's space leaves the most rows this view uses, so that it is
    // the same whether or not an error line shows.
    let board_height = area
        .height
        .saturating_sub(page.most_rows + 1)
        .min(top_height);
    // Words are the lesson: two fifths of a wide terminal, and room for a
    // sentence per line even on a small one.
    let panel_width = PANEL_WIDTH.max(area.width / 5 * 2);
    let space = area
        .width
        .saturating_sub(panel_width + 1)
        .max(min_w - PANEL_MIN_WIDTH - 1);
    let board = BoardGeometry::fit(
        page.position.variant,
        app.flipped(),
        Rect::new(area.x, area.y, space, board_height),
    )?;
    let panel_x = board.area.right() + 1;
    let panel = Rect::new(panel_x, area.y, area.right() - panel_x, top_height);
    Some((board, panel))
}

fn draw_page(
    screen: &Screen<'_>,
    page: &Page<'_>,
    board: BoardGeometry,
    panel: Rect,
    area: Rect,
    notice: &[String],
    buf: &mut Buffer,
) {
    BoardView {
        app: screen.app,
        styles: screen.styles,
        geometry: board,
        teaching: Some(TeachingBoard {
            position: page.position,
            lit: &page.lit,
            wrong: &[],
            cursor: false,
        }),
    }
    .render(area, buf);
    // The analysis panel's lines, when it is open and follows this position.
    crate::tui::layers::analysis::marks::mark_lines(screen, &board, page.position, buf);

    let block = panel_block(&page.title).title_style(screen.styles.title());
    let inner = block.inner(panel);
    block.render(panel, buf);
    let mut lines = (page.panel)(inner.width);
    let rows = usize::from(inner.height);
    if lines.len() > rows && rows > 0 {
        // Too much for this terminal: say so rather than cut silently.
        lines.truncate(rows - 1);
        lines.push(Line::styled("…", screen.styles.dim()));
    }
    for (line, y) in lines.iter().zip(inner.y..inner.bottom()) {
        buf.set_line(inner.x, y, line, inner.width);
    }

    let first_row = panel.bottom();
    // Under a shortened panel the board may reach these rows: cleared first.
    let below = Rect::new(
        area.x,
        first_row,
        area.width,
        area.bottom().saturating_sub(first_row),
    );
    Clear.render(below, buf);
    for (line, y) in page.rows.iter().zip(first_row..area.bottom()) {
        buf.set_line(area.x, y, line, area.width);
    }
    // The notice's first rows, then its last row with the hints.
    let (last, before) = notice
        .split_last()
        .map_or(("", &[][..]), |(l, b)| (l.as_str(), b));
    let status_y = area.bottom() - 1;
    let top = status_y.saturating_sub(u16::try_from(before.len()).unwrap_or(u16::MAX));
    for (row, y) in before.iter().zip(top..status_y) {
        buf.set_line(area.x, y, &Line::from(row.as_str()), area.width);
    }
    let status = Rect::new(area.x, status_y, area.width, 1);
    render_status(screen.app, screen.loc, screen.styles, last, status, buf);
}

/// The last row of the notice, if any, then the view's key hints from the keymap.
fn render_status(
    app: &App,
    loc: &Localizer,
    styles: Styles,
    notice: &str,
    area: Rect,
    buf: &mut Buffer,
) {
    let mut spans = vec![Span::raw(notice.to_string())];
    let context = app.teaching_context();
    let hints = context
        .into_iter()
        .flat_map(keymap::hints_in)
        .chain(keymap::hints_in(Context::Global).filter(|(_, id)| *id == "hint-help"));
    for (label, id) in hints {
        if spans.len() > 1 || !spans[0].content.is_empty() {
            spans.push(Span::styled(" ·", styles.dim()));
        }
        spans.push(Span::styled(format!(" {label}"), styles.title()));
        spans.push(Span::styled(format!(" {}", loc.text(id)), styles.dim()));
    }
    buf.set_line(area.x, area.y, &Line::from(spans), area.width);
}

#[cfg(test)]
mod tests {
    use crate::tui::view::text::wrap;
    use ratatui::text::Span;

    fn widths(lines: &[String]) -> Vec<usize> {
        lines
            .iter()
            .map(|l| Span::raw(l.as_str()).width())
            .collect()
    }

    #[test]
    fn chinese_breaks_between_characters_but_not_before_closing_marks() {
        let lines = wrap("在下方输入这个局面的 FEN，然后按 Enter。", 12);
        assert!(widths(&lines).iter().all(|w| *w <= 12), "{lines:?}");
        // No line starts with a closing mark, and `Enter` stays whole.
        assert!(
            lines.iter().all(|l| !l.starts_with(['。', '，'])),
            "{lines:?}"
        );
        assert!(lines.iter().any(|l| l.contains("Enter")), "{lines:?}");
        assert_eq!(
            lines.concat().replace(' ', ""),
            "在下方输入这个局面的FEN，然后按Enter。"
        );
    }

    #[test]
    fn latin_text_breaks_at_spaces_and_overlong_words_are_cut() {
        assert_eq!(wrap("so we write 3.", 8), ["so we", "write 3."]);
        let fen = "rnbqkbnr/pppppppp/8/8";
        let lines = wrap(fen, 10);
        assert_eq!(lines.concat(), fen);
        assert!(widths(&lines).iter().all(|w| *w <= 10));
    }
}
