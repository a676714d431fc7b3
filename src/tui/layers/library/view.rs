//! Drawing the library browser: the filter on top, the entries under their
//! group headings at the left (the highlighted one kept in view), a small
//! board of the highlighted entry at the right, its FEN at the bottom. The
//! same layout answers the mouse.

use super::state::LibraryBrowser;
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::library::Entry;
use crate::core::{Arg, Square, Variant};
use crate::i18n::Localizer;
use crate::tui::action::Action;
use crate::tui::view::panels::side_name;
use crate::tui::view::pieces::piece_text;
use crate::tui::view::screen::Screen;
use crate::tui::view::status::variant_name;
use crate::tui::view::text::wrap;
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::{Position, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget};

/// Columns of the preview: a xiangqi board (rank, nine points, margin) with room for words.
const PREVIEW_WIDTH: u16 = 24;

/// Where the parts of the browser go in the frame.
struct Parts {
    boxed: Rect,
    filter: Rect,
    /// Under the filter: what the mouse does.
    mouse: Rect,
    list: Rect,
    preview: Option<Rect>,
    fen: Rect,
}

fn parts(area: Rect) -> Option<Parts> {
    // The status line below stays in sight (it says what the browser did).
    // The whole width: an edge inside the editor could cut a wide character in two.
    let height = area.height.saturating_sub(1);
    if height < 8 || area.width < 30 {
        return None;
    }
    let boxed = Rect::new(area.x, area.y, area.width, height);
    let inner = Block::bordered().inner(boxed);
    let row = |y: u16| Rect::new(inner.x, y, inner.width, 1);
    let body = Rect::new(inner.x, inner.y + 2, inner.width, inner.height - 4);
    let roomy = body.width >= PREVIEW_WIDTH + 30;
    let list_width = if roomy {
        body.width - PREVIEW_WIDTH - 2
    } else {
        body.width
    };
    Some(Parts {
        boxed,
        filter: row(inner.y),
        mouse: row(inner.y + 1),
        list: Rect::new(body.x, body.y, list_width, body.height),
        preview: roomy.then(|| {
            Rect::new(
                body.right() - PREVIEW_WIDTH,
                body.y,
                PREVIEW_WIDTH,
                body.height,
            )
        }),
        fen: row(inner.bottom() - 1),
    })
}

/// One line of the list: a group's heading, or entry `n` of the matches.
struct Row {
    text: String,
    id: &'static str,
    entry: Option<usize>,
}

fn rows(matches: &[Entry], loc: &Localizer) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut group = "";
    for (n, entry) in matches.iter().enumerate() {
        if entry.group != group {
            group = entry.group;
            rows.push(Row {
                text: loc.text(&entry.group_id()),
                id: "",
                entry: None,
            });
        }
        rows.push(Row {
            text: format!("  {}", loc.text(&entry.name_id())),
            id: entry.id,
            entry: Some(n),
        });
    }
    rows
}

/// The id at the right of an entry's row, padded to `width`; `Err` with the
/// room left when it does not fit (a long name, a narrow list).
fn id_column(row: &Row, width: u16) -> Result<String, usize> {
    let used = Span::raw(row.text.as_str()).width();
    let room = usize::from(width).saturating_sub(used + 2);
    if row.id.len() <= room {
        Ok(format!("{:>room$} ", row.id))
    } else {
        Err(room)
    }
}

/// The first row shown: the highlighted entry in view, its heading too when it fits.
fn first_row(rows: &[Row], selected: usize, height: usize) -> usize {
    let at = rows
        .iter()
        .position(|r| r.entry == Some(selected))
        .unwrap_or(0);
    let heading = rows[..at]
        .iter()
        .rposition(|r| r.entry.is_none())
        .unwrap_or(0);
    let first = (at + 1).saturating_sub(height.max(1));
    if at - heading < height {
        first.min(heading)
    } else {
        first
    }
}

impl Screen<'_> {
    /// The browser over the editor.
    pub(crate) fn render_library(&self, browser: &LibraryBrowser, area: Rect, buf: &mut Buffer) {
        let Some(parts) = parts(area) else {
            return;
        };
        let (loc, styles) = (self.loc, self.styles);
        let matches = browser.matches();
        Clear.render(parts.boxed, buf);
        let count = loc.format(
            "library-browser-count",
            &[("count", Arg::from(matches.len()))],
        );
        let place = match matches.len() {
            0 => format!(" {count} "),
            _ => format!(" {} / {count} ", browser.selected() + 1),
        };
        Block::bordered()
            .title(Line::styled(
                format!(" {} ", loc.text("library-browser-title")),
                styles.title(),
            ))
            .title_bottom(crate::tui::layers::draw::hints(self, super::keys::CONTEXT))
            .title_bottom(Line::from(place).right_aligned())
            .render(parts.boxed, buf);
        self.render_filter(browser, parts.filter, buf);
        let mouse = Line::styled(loc.text("library-browser-click"), styles.dim());
        buf.set_line(parts.mouse.x, parts.mouse.y, &mouse, parts.mouse.width);
        if matches.is_empty() {
            let filter = Arg::from(visible_text(&browser.filter));
            // A slip in the name: say what it most likely meant, in one
            // sentence pair written per language (Chinese puts no space
            // after its full stop).
            let none = match crate::library_text::suggestion(&browser.filter) {
                Some(meant) => loc.format(
                    "library-browser-none-did-you-mean",
                    &[
                        ("filter", filter),
                        ("entry", Arg::from(loc.text(&meant.name_id()))),
                    ],
                ),
                None => loc.format("library-browser-none", &[("filter", filter)]),
            };
            let lines: Vec<Line> = wrap(&none, usize::from(parts.list.width))
                .into_iter()
                .map(Line::from)
                .collect();
            Paragraph::new(lines).render(parts.list, buf);
            return;
        }
        let rows = rows(&matches, loc);
        self.render_rows(&rows, browser.selected(), parts.list, buf);
        let Some(entry) = browser.selected_entry() else {
            return;
        };
        let id_hidden = rows
            .iter()
            .find(|r| r.entry == Some(browser.selected()))
            .is_some_and(|r| id_column(r, parts.list.width).is_err());
        if let Some(preview) = parts.preview {
            self.render_preview(entry, id_hidden, preview, buf);
        }
        let fen = Line::from(vec![
            Span::styled("FEN ", styles.title()),
            Span::raw(entry.fen),
        ]);
        buf.set_line(parts.fen.x, parts.fen.y, &fen, parts.fen.width);
    }

    fn render_filter(&self, browser: &LibraryBrowser, row: Rect, buf: &mut Buffer) {
        let (loc, styles) = (self.loc, self.styles);
        let mut spans = vec![
            Span::styled(
                format!("{} ", loc.text("library-browser-filter")),
                styles.title(),
            ),
            Span::styled(visible_text(&browser.filter), styles.focused()),
            // The caret, where the hardware cursor goes.
            Span::styled("_", crate::tui::view::caret::mark(styles.focused())),
        ];
        if browser.filter.is_empty() {
            spans.push(Span::styled(
                format!(" {}", loc.text("library-browser-filter-empty")),
                styles.dim(),
            ));
        }
        buf.set_line(row.x, row.y, &Line::from(spans), row.width);
    }

    fn render_rows(&self, rows: &[Row], selected: usize, area: Rect, buf: &mut Buffer) {
        let styles = self.styles;
        let height = usize::from(area.height);
        let first = first_row(rows, selected, height);
        for (row, y) in rows.iter().skip(first).zip(area.y..area.bottom()) {
            let line = match row.entry {
                None => Line::styled(row.text.clone(), styles.title()),
                Some(n) => {
                    let style = if n == selected {
                        styles.focused()
                    } else {
                        ratatui::style::Style::new()
                    };
                    // The id (what `fen-tui library NAME` takes) at the right,
                    // else a "…" there: the highlighted entry's id is in the preview.
                    let id = match id_column(row, area.width) {
                        Ok(id) => id,
                        Err(room) => format!("{:>room$} ", "…"),
                    };
                    Line::from(vec![
                        Span::styled(row.text.clone(), style),
                        Span::styled(" ", style),
                        Span::styled(id, styles.dim()),
                    ])
                }
            };
            buf.set_line(area.x, y, &line, area.width);
        }
    }

    /// The highlighted entry: its name, group (and its id when its row has
    /// no room for it), a small board, who moves.
    fn render_preview(&self, entry: Entry, id_hidden: bool, area: Rect, buf: &mut Buffer) {
        let (loc, styles) = (self.loc, self.styles);
        let Ok(read) = read_fen(entry.fen, ReadOptions::strict()) else {
            return;
        };
        let position = read.position;
        let variant = position.variant;
        let width = usize::from(area.width);
        let mut lines: Vec<Line> = wrap(&loc.text(&entry.name_id()), width)
            .into_iter()
            .map(|l| Line::styled(l, styles.title()))
            .collect();
        lines.extend(
            wrap(&loc.text(&entry.group_id()), width)
                .into_iter()
                .map(|l| Line::styled(l, styles.dim())),
        );
        if id_hidden {
            let id = loc.format("library-browser-id", &[("id", Arg::from(entry.id))]);
            lines.extend(wrap(&id, width).into_iter().map(Line::from));
        }
        lines.push(Line::raw(""));
        for rank in (0..variant.ranks()).rev() {
            // Xiangqi numbers its ranks from 0, chess from 1.
            let label = if variant == Variant::Xiangqi {
                rank
            } else {
                rank + 1
            };
            let mut spans = vec![Span::styled(format!("{label:>2} "), styles.label())];
            for file in 0..variant.files() {
                let square = Square::new(file, rank);
                let light = (file + rank) % 2 == 1;
                let ground = styles.square(variant, light);
                spans.push(match position.get(square) {
                    Some(piece) => {
                        let text = piece_text(piece, variant, self.app.piece_style());
                        let pad = if Span::raw(text).width() > 1 { "" } else { " " };
                        Span::styled(
                            format!("{text}{pad}"),
                            ground.patch(styles.piece(piece.color, variant)),
                        )
                    }
                    None => Span::styled("· ", ground.patch(styles.board_mark())),
                });
            }
            lines.push(Line::from(spans));
        }
        let files: String = (0..variant.files())
            .map(|f| format!("{} ", char::from(b'a' + f)))
            .collect();
        lines.push(Line::styled(format!("   {files}"), styles.label()));
        lines.push(Line::raw(""));
        let to_move = loc.format(
            "library-browser-to-move",
            &[
                ("variant", Arg::from(variant_name(loc, variant))),
                (
                    "side",
                    Arg::from(side_name(loc, position.side_to_move, variant)),
                ),
            ],
        );
        lines.extend(wrap(&to_move, width).into_iter().map(Line::from));
        Paragraph::new(lines).render(area, buf);
    }

    /// A click in the browser: on an entry, that entry (the app highlights
    /// it, or loads it when it is highlighted already).
    pub(crate) fn library_click(&self, area: Rect, x: u16, y: u16) -> Option<Action> {
        let browser = self.app.library_browser()?;
        let parts = parts(area)?;
        if !parts.list.contains(Position::new(x, y)) {
            return None;
        }
        let rows = rows(&browser.matches(), self.loc);
        let first = first_row(&rows, browser.selected(), usize::from(parts.list.height));
        let row = rows.get(first + usize::from(y - parts.list.y))?;
        row.entry.map(Action::ChooseLibraryEntry)
    }
}
