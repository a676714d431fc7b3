//! The palette beside the board (Lichess's spare pieces): every piece of both
//! sides, the delete tool, the start-position and empty-board buttons, and
//! which way FEN typing walks. Where it goes and what each cell holds is
//! worked out once, for drawing and for the mouse alike.

mod column;

use super::geometry::{BoardGeometry, PaletteArea};
use super::pieces::{app_piece_text, piece_text};
use crate::core::{Color, Piece, Role, Variant};
use crate::i18n::Localizer;
use crate::tui::action::Action;
use crate::tui::app::{App, PieceStyle, Tool};
use crate::tui::keymap::{self, Does};
use crate::tui::view::screen::Screen;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// What a cell of the palette is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PaletteItem {
    Piece(Piece),
    Delete,
    StartPosition,
    EmptyBoard,
    /// Ctrl-L: the position library (Lichess's "Set the board" menu sits here).
    Library,
    /// Which way FEN typing walks on the screen (not clickable).
    TypingDirection,
    /// The next board colour theme.
    BoardTheme,
}

impl PaletteItem {
    /// What a button asks (`None`: a piece, the delete tool, or no button).
    pub fn button_action(self) -> Option<Action> {
        match self {
            PaletteItem::StartPosition => Some(Action::StartPosition),
            PaletteItem::EmptyBoard => Some(Action::EmptyBoard),
            PaletteItem::Library => Some(Action::LIBRARY),
            PaletteItem::BoardTheme => Some(Action::NextBoardTheme),
            PaletteItem::Piece(_) | PaletteItem::Delete | PaletteItem::TypingDirection => None,
        }
    }
}

/// One cell: where it is and what it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PaletteCell {
    pub area: Rect,
    pub item: PaletteItem,
    text: String,
    /// Bytes of `text` that name a key (`F3`), drawn to stand out.
    key_len: usize,
}

/// The board and the palette in `space` (see `BoardGeometry::fit_with_palette`).
pub fn fit_board(app: &App, space: Rect) -> Option<(BoardGeometry, Option<PaletteArea>)> {
    // A White (Red) and a Black piece cell side by side (their margins part
    // them from the board), then a gap.
    let column_width = 2 * cell_width(app) + 1;
    BoardGeometry::fit_with_palette(app.variant(), app.flipped(), space, column_width)
}

impl Screen<'_> {
    /// Every cell of the palette in `area`, in drawing order.
    pub fn palette_cells(&self, area: PaletteArea) -> Vec<PaletteCell> {
        let cells = Cells {
            app: self.app,
            loc: self.loc,
        };
        match area {
            PaletteArea::Rows { top, bottom } => cells.rows(top, bottom),
            PaletteArea::Column(column) => cells.column(column),
        }
    }

    pub(crate) fn render_palette(&self, area: PaletteArea, buf: &mut Buffer) {
        for cell in self.palette_cells(area) {
            let line = self.cell_line(&cell);
            buf.set_line(cell.area.x, cell.area.y, &line, cell.area.width);
        }
    }

    fn cell_line(&self, cell: &PaletteCell) -> Line<'static> {
        let styles = self.styles;
        let variant = self.app.variant();
        let chosen = |tool| self.app.tool() == Some(tool);
        let tool_cell = |text: &str, style: Style, tool| {
            let (open, close, style) = if chosen(tool) {
                ("[", "]", style.patch(styles.cursor(variant)))
            } else {
                (" ", " ", style)
            };
            // A letter in a cell sized for glyphs keeps the cell's colour.
            let used = Span::raw(text).width() + 2;
            let pad = " ".repeat(usize::from(cell.area.width).saturating_sub(used));
            let square = if chosen(tool) { Style::new() } else { style };
            Line::from(vec![
                Span::styled(open, style),
                Span::styled(text.to_string(), style),
                Span::styled(close, style),
                Span::styled(pad, square),
            ])
        };
        match cell.item {
            PaletteItem::Piece(piece) => {
                // White on the dark squares, Black on the light ones: each as
                // readable as it can be on the board's own colours.
                let light = variant == Variant::Xiangqi || piece.color == Color::Black;
                let style = styles
                    .square(variant, light)
                    .patch(styles.piece(piece.color, variant));
                tool_cell(&cell.text, style, Tool::Piece(piece))
            }
            PaletteItem::Delete => tool_cell(&cell.text, styles.title(), Tool::Delete),
            PaletteItem::StartPosition
            | PaletteItem::EmptyBoard
            | PaletteItem::Library
            | PaletteItem::BoardTheme => {
                // The key stands out; the word after it (if any) is plain.
                let (key, word) = cell.text.split_at(cell.key_len.min(cell.text.len()));
                Line::from(vec![
                    Span::styled(key.to_string(), styles.title()),
                    Span::raw(word.to_string()),
                ])
            }
            PaletteItem::TypingDirection => Line::styled(cell.text.clone(), styles.dim()),
        }
    }
}

/// Works out the cells; the texts depend on the theme and the language.
struct Cells<'a> {
    app: &'a App,
    loc: &'a Localizer,
}

impl Cells<'_> {
    fn variant(&self) -> Variant {
        self.app.variant()
    }

    /// A piece as the board draws it; after Ctrl-P, its letter (the key
    /// that chooses it) even among glyphs.
    fn piece_text(&self, piece: Piece) -> &'static str {
        let theme = if self.app.picking_tool() {
            PieceStyle::Letters
        } else {
            self.app.piece_style()
        };
        app_piece_text(self.app, piece, self.variant(), theme)
    }

    fn cell_width(&self) -> u16 {
        cell_width(self.app)
    }

    fn piece_cells(&self, color: Color, x: u16, y: u16) -> Vec<PaletteCell> {
        let width = self.cell_width();
        (0u16..)
            .zip(Role::all(self.variant()))
            .map(|(i, role)| {
                let piece = Piece::new(color, *role);
                PaletteCell {
                    area: Rect::new(x + i * width, y, width, 1),
                    item: PaletteItem::Piece(piece),
                    text: self.piece_text(piece).to_string(),
                    key_len: 0,
                }
            })
            .collect()
    }

    fn delete_cell(&self, x: u16, y: u16) -> PaletteCell {
        let text = match self.app.piece_style() {
            PieceStyle::Letters => "x",
            PieceStyle::Glyphs => "✕",
        };
        PaletteCell {
            area: Rect::new(x, y, self.cell_width(), 1),
            item: PaletteItem::Delete,
            text: text.to_string(),
            key_len: 0,
        }
    }

    /// "F3 start" and "F4 empty", or only the keys when the words don't fit.
    fn buttons(&self, short: bool) -> [(PaletteItem, String); 2] {
        let label = |key: &str, id: &str| {
            if short {
                key.to_string()
            } else {
                format!("{key} {}", self.loc.text(id))
            }
        };
        [
            (
                PaletteItem::StartPosition,
                label("F3", "palette-start-position"),
            ),
            (PaletteItem::EmptyBoard, label("F4", "palette-empty-board")),
        ]
    }

    /// The library's and the colours' buttons: each long ("Ctrl-L library")
    /// and short (the key alone), the key as the keymap table labels it.
    fn extra_buttons(&self) -> [(PaletteItem, [String; 2]); 2] {
        let button = |item: PaletteItem, id: &str| {
            let key = keymap::BINDINGS
                .iter()
                .find(|b| Some(&b.does) == item.button_action().map(Does::Fixed).as_ref())
                .map_or("", |b| b.label);
            (
                item,
                [format!("{key} {}", self.loc.text(id)), key.to_string()],
            )
        };
        [
            button(PaletteItem::Library, "palette-library"),
            button(PaletteItem::BoardTheme, "palette-board-theme"),
        ]
    }

    /// The `extras` on the bottom row from `at` up to `end`, all long or all
    /// short (`form` 0 or 1), `gap` columns apart, as many as fit with two
    /// columns left before `end`.
    fn extras_between(
        extras: &[(PaletteItem, [String; 2])],
        (mut at, end, y): (u16, u16, u16),
        (form, gap): (usize, u16),
    ) -> Vec<PaletteCell> {
        let mut cells = Vec::new();
        for (item, texts) in extras {
            let (item, text) = (*item, texts[form].clone());
            let width = u16::try_from(Span::raw(text.as_str()).width()).unwrap_or(u16::MAX);
            if at + width + 2 > end {
                break;
            }
            cells.push(Self::button_cell(item, text, at, y));
            at += width + gap;
        }
        cells
    }

    /// FEN order on the screen: right then down, or left then up when flipped.
    fn direction_text(&self) -> String {
        let arrows = if self.app.flipped() {
            "←↑"
        } else {
            "→↓"
        };
        format!("FEN {arrows}")
    }

    fn text_cell(item: PaletteItem, text: String, x: u16, y: u16) -> PaletteCell {
        let width = u16::try_from(Span::raw(text.as_str()).width()).unwrap_or(u16::MAX);
        PaletteCell {
            area: Rect::new(x, y, width, 1),
            item,
            text,
            key_len: 0,
        }
    }

    /// A button's cell: its key (`F3`), then any word.
    fn button_cell(item: PaletteItem, text: String, x: u16, y: u16) -> PaletteCell {
        let key_len = text.find(' ').unwrap_or(text.len());
        PaletteCell {
            key_len,
            ..Self::text_cell(item, text, x, y)
        }
    }

    fn rows(&self, top: Rect, bottom: Rect) -> Vec<PaletteCell> {
        let (top_side, bottom_side) = if self.app.flipped() {
            (Color::White, Color::Black)
        } else {
            (Color::Black, Color::White)
        };
        let x = top.x + 1;
        let mut cells = self.piece_cells(top_side, x, top.y);
        let pieces_end = cells.last().map_or(x, |c| c.area.right());
        // The buttons at the right end of the top row, with words if they fit.
        for short in [false, true] {
            let buttons = self.buttons(short);
            let widths: Vec<u16> = buttons
                .iter()
                .map(|(_, t)| u16::try_from(Span::raw(t.as_str()).width()).unwrap_or(u16::MAX))
                .collect();
            let total = widths.iter().sum::<u16>() + 2;
            if pieces_end + 2 + total <= top.right() {
                let mut at = top.right() - total;
                for ((item, text), width) in buttons.into_iter().zip(widths) {
                    cells.push(Self::button_cell(item, text, at, top.y));
                    at += width + 2;
                }
                break;
            }
        }
        let mut bottom_cells = self.piece_cells(bottom_side, x, bottom.y);
        let delete_x = bottom_cells.last().map_or(x, |c| c.area.right()) + 1;
        bottom_cells.push(self.delete_cell(delete_x, bottom.y));
        // Which way typing walks, at the row's right end: "FEN →↓", or only
        // the arrows when that is too long.
        let used = delete_x + self.cell_width();
        let direction = self.direction_text();
        let arrows = direction
            .split(' ')
            .next_back()
            .unwrap_or_default()
            .to_string();
        // The extra buttons between them: their words go first, then a
        // column of the space between the keys, then the direction's word,
        // before a button is left out.
        let extras = self.extra_buttons();
        let mut chosen: Option<Vec<PaletteCell>> = None;
        'candidates: for text in [Some(direction.clone()), Some(arrows), None] {
            let width = text.as_ref().map_or(0, |t| Span::raw(t.as_str()).width());
            let width = u16::try_from(width).unwrap_or(u16::MAX);
            if used + 2 + width > bottom.right() {
                continue;
            }
            let at = bottom.right() - width;
            let direction_cell =
                text.map(|text| Self::text_cell(PaletteItem::TypingDirection, text, at, bottom.y));
            for (form, gap) in [(0, 2), (1, 2), (1, 1)] {
                let start = (used + gap, at, bottom.y);
                let mut row = Self::extras_between(&extras, start, (form, gap));
                let complete = row.len() == extras.len();
                row.extend(direction_cell.clone());
                if complete {
                    chosen = Some(row);
                    break 'candidates;
                }
                if (form, gap) == (1, 1) {
                    chosen.get_or_insert(row);
                }
            }
        }
        bottom_cells.extend(chosen.unwrap_or_default());
        cells.extend(bottom_cells);
        cells
    }
}

/// Columns of one piece cell: the widest piece and a bracket each side.
fn cell_width(app: &App) -> u16 {
    let widest = Role::all(app.variant())
        .iter()
        .map(|role| {
            let piece = Piece::new(Color::White, *role);
            Span::raw(piece_text(piece, app.variant(), app.piece_style())).width()
        })
        .max()
        .unwrap_or(1);
    u16::try_from(widest).unwrap_or(1) + 2
}
