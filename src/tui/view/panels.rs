//! The position panel beside the board: side to move, castling, en passant and
//! the clocks, each a focusable control. The same lines serve drawing and clicks.

use super::chess960;
use crate::core::{Arg, Color, Variant};
use crate::i18n::Localizer;
use crate::tui::action::Control;
use crate::tui::app::{App, Focus, ToggleState, Unavailable, en_passant_choices};
use crate::tui::theme::Styles;
use crate::tui::view::text::wrap;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

/// One line of the panel and where its controls are (columns from its start).
#[derive(Debug, Default)]
pub struct PanelLine {
    pub line: Line<'static>,
    pub clicks: Vec<(u16, u16, Control)>,
}

/// Where the lines under a control start.
const INDENT: &str = "    ";

impl PanelLine {
    fn indent() -> PanelLine {
        let mut line = PanelLine::default();
        line.push(INDENT, Style::new());
        line
    }

    /// This line, then `other`'s spans, its controls moved along with them.
    fn followed_by(mut self, other: PanelLine) -> PanelLine {
        let shift = self.line.width() as u16;
        self.line.spans.extend(other.line.spans);
        self.clicks
            .extend(other.clicks.into_iter().map(|(x, w, c)| (x + shift, w, c)));
        self
    }

    fn push(&mut self, text: impl Into<String>, style: Style) {
        self.line.spans.push(Span::styled(text.into(), style));
    }

    fn push_control(&mut self, text: impl Into<String>, style: Style, control: Control) {
        let start = self.line.width() as u16;
        let span = Span::styled(text.into(), style);
        let width = span.width() as u16;
        self.line.spans.push(span);
        self.clicks.push((start, width, control));
    }
}

pub struct Panels<'a> {
    pub app: &'a App,
    pub loc: &'a Localizer,
    pub styles: Styles,
    /// Columns inside the panel's border.
    pub width: u16,
}

/// Words for a side in this variant: White/Black or Red/Black.
pub fn side_name(loc: &Localizer, side: Color, variant: Variant) -> String {
    loc.text(&format!("side-{}", side.key(variant)))
}

/// A piece's name in this variant: a xiangqi piece by its own side's word
/// (帅 for Red's general, 将 for Black's), a chess piece by its kind.
pub fn piece_name(loc: &Localizer, piece: crate::core::Piece, variant: Variant) -> String {
    match variant {
        Variant::Xiangqi => loc.text(&format!(
            "xiangqi-piece-{}-{}",
            piece.color.key(variant),
            piece.role.key(variant)
        )),
        Variant::Chess => loc.text(&format!("piece-{}", piece.role.key(variant))),
    }
}

impl Panels<'_> {
    pub fn lines(&self) -> Vec<PanelLine> {
        let variant = self.app.variant();
        let labels: Vec<(Focus, String)> = [
            (Focus::SideToMove, "panel-side-to-move"),
            (Focus::Castling, "panel-castling"),
            (Focus::EnPassant, "panel-en-passant"),
            (Focus::HalfmoveClock, "panel-halfmove-clock"),
            (Focus::FullmoveNumber, "panel-fullmove-number"),
        ]
        .into_iter()
        .filter(|(focus, _)| focus.exists_in(variant))
        .map(|(focus, id)| (focus, self.loc.text(id)))
        .collect();
        let label_width = labels
            .iter()
            .map(|(_, l)| Span::raw(l.as_str()).width())
            .max()
            .unwrap_or(0);
        let mut lines = Vec::new();
        for (focus, label) in labels {
            let focused = self.app.focus() == focus;
            let (marker, style) = if focused {
                ("▶ ", self.styles.focused())
            } else {
                ("  ", self.styles.label())
            };
            let mut head = PanelLine::default();
            head.push(marker, style);
            let pad = label_width - Span::raw(label.as_str()).width();
            head.push(format!("{label}{} ", " ".repeat(pad)), style);
            let mut controls = PanelLine::default();
            let mut notes = Vec::new();
            match focus {
                Focus::SideToMove => self.side_controls(&mut controls, focused),
                Focus::Castling => notes = self.castling_controls(&mut controls, focused),
                Focus::EnPassant => self.en_passant_controls(&mut controls, focused),
                Focus::HalfmoveClock => {
                    let clock = self.app.position().halfmove_clock;
                    self.number(&mut controls, clock, focused, Control::HalfmoveClock);
                    let plies = variant.draw_rule_plies();
                    notes.push(self.loc.format(
                        "panel-draw-rule",
                        &[("plies", Arg::from(plies)), ("moves", Arg::from(plies / 2))],
                    ));
                }
                Focus::FullmoveNumber => {
                    let number = self.app.position().fullmove_number;
                    self.number(&mut controls, number, focused, Control::FullmoveNumber);
                }
                Focus::Board | Focus::FenField => {}
            }
            // Long labels (Russian) push the controls onto their own line.
            if head.line.width() + controls.line.width() <= usize::from(self.width) {
                lines.push(head.followed_by(controls));
            } else {
                lines.push(head);
                lines.push(PanelLine::indent().followed_by(controls));
            }
            let room = usize::from(self.width).saturating_sub(INDENT.len());
            // A note's own line breaks are kept (a translation may part a
            // rule's name from its explanation).
            for note in notes.iter().flat_map(|n| n.lines()) {
                for piece in wrap(note, room) {
                    let mut line = PanelLine::indent();
                    line.push(piece, self.styles.dim());
                    lines.push(line);
                }
            }
        }
        lines
    }

    /// A choice among values: the current one bracketed (readable without colour),
    /// reversed when the control has the focus.
    fn choice_style(&self, current: bool, focused: bool) -> Style {
        match (current, focused) {
            (true, true) => super::caret::mark(self.styles.selected()),
            (true, false) => self.styles.current(),
            _ => Style::new(),
        }
    }

    fn side_controls(&self, line: &mut PanelLine, focused: bool) {
        let position = self.app.position();
        for side in [Color::White, Color::Black] {
            let current = position.side_to_move == side;
            let name = side_name(self.loc, side, position.variant);
            let text = if current {
                format!("[{name}]")
            } else {
                format!(" {name} ")
            };
            line.push_control(
                text,
                self.choice_style(current, focused),
                Control::SideToMove,
            );
            line.push(" ", Style::new());
        }
    }

    /// The four toggles, then one line per reason some cannot be switched on:
    /// a right in the FEN that cannot be (a problem), or a right wished for
    /// that is written once its king and rook are home (no problem).
    fn castling_controls(&self, line: &mut PanelLine, focused: bool) -> Vec<String> {
        let toggles = self.app.castling_toggles();
        // (reason, wished rather than set, letters), in toggle order.
        let mut reasons: Vec<(Unavailable, bool, String)> = Vec::new();
        for (index, toggle) in toggles.iter().enumerate() {
            // Readable without colour: [K] in the FEN, plain K off, (K) wished
            // for but not settable now, !K! in the FEN but impossible.
            let letter = toggle.letter();
            let text = match toggle.state {
                ToggleState::On => format!("[{letter}]"),
                ToggleState::Off => format!(" {letter} "),
                ToggleState::Unavailable { set: true, .. } => format!("!{letter}!"),
                ToggleState::Unavailable { wished: true, .. } => format!("({letter})"),
                ToggleState::Unavailable { .. } => format!(" {letter} "),
            };
            let chosen = focused && self.app.castling_choice() == index;
            let style = match toggle.state {
                _ if chosen => super::caret::mark(self.styles.selected()),
                ToggleState::On => self.styles.current(),
                ToggleState::Unavailable { set: true, .. } => self.styles.error(),
                ToggleState::Unavailable { .. } => self.styles.dim(),
                ToggleState::Off => Style::new(),
            };
            line.push_control(text, style, Control::Castling(index));
            line.push(" ", Style::new());
            let (reason, wished) = match toggle.state {
                ToggleState::Unavailable {
                    reason, set: true, ..
                } => (reason, false),
                ToggleState::Unavailable {
                    reason,
                    wished: true,
                    ..
                } => (reason, true),
                // Off, and nothing to set: no words needed.
                _ => continue,
            };
            // A missing king takes away both wings: say it once.
            match reasons
                .iter_mut()
                .find(|(r, w, _)| *r == reason && *w == wished)
            {
                Some((_, _, letters)) => letters.push(letter),
                None => reasons.push((reason, wished, letter.to_string())),
            }
        }
        let (wished, set): (Vec<_>, Vec<_>) = reasons.into_iter().partition(|(_, w, _)| *w);
        let mut notes: Vec<String> = set
            .into_iter()
            .map(|(reason, _, letters)| unavailable_text(self.loc, reason, &letters))
            .collect();
        // Every right wished for in one sentence: at 80×24 a line per right
        // and per reason took the panel's rows.
        notes.extend(wished_text(self.loc, &wished));
        if self.app.position().chess960 {
            let number = self.app.chess960_number();
            notes.push(chess960::mode_line(self.loc, self.app.notation(), number));
        }
        // The four marks, said in words while the toggles have the focus.
        if focused {
            notes.push(self.loc.text("castling-legend"));
        }
        notes
    }

    fn en_passant_controls(&self, line: &mut PanelLine, focused: bool) {
        let position = self.app.position();
        for (index, choice) in en_passant_choices(position).iter().enumerate() {
            let current = position.en_passant == *choice;
            let name = choice.map_or_else(|| "-".to_string(), |s| s.name(Variant::Chess));
            let text = if current {
                format!("[{name}]")
            } else {
                format!(" {name} ")
            };
            line.push_control(
                text,
                self.choice_style(current, focused),
                Control::EnPassant(index),
            );
        }
    }

    fn number(&self, line: &mut PanelLine, value: u32, focused: bool, control: Control) {
        let style = if focused {
            super::caret::mark(self.styles.selected())
        } else {
            self.styles.current()
        };
        line.push_control(format!(" {value} "), style, control);
    }
}

/// Why a castling toggle is unavailable, in words.
pub fn unavailable_text(loc: &Localizer, reason: Unavailable, letters: &str) -> String {
    reason_text(loc, reason, letters, "castling-")
}

/// "KQkq wished for: written in once rooks stand on h1, a1, h8, a8": the
/// rights wished for and what each still waits for, said once.
fn wished_text(loc: &Localizer, wished: &[(Unavailable, bool, String)]) -> Option<String> {
    let letters: String = wished.iter().map(|(_, _, l)| l.as_str()).collect();
    if letters.is_empty() {
        return None;
    }
    let mut rooks = Vec::new();
    let mut needs = Vec::new();
    for (reason, _, _) in wished {
        match *reason {
            Unavailable::NoRook { corner, .. } => rooks.push(corner.name(Variant::Chess)),
            Unavailable::NoKing { color } | Unavailable::NoKingHome { color, .. } => {
                let rank = if color == Color::White { 1u32 } else { 8 };
                let (id, home) = match *reason {
                    Unavailable::NoKingHome { home, .. } => {
                        ("castling-needs-king-home", home.name(Variant::Chess))
                    }
                    _ => ("castling-needs-king", String::new()),
                };
                needs.push(loc.format(
                    id,
                    &[
                        ("color", Arg::from(color.key(Variant::Chess))),
                        ("rank", Arg::from(rank)),
                        ("square", Arg::from(home)),
                    ],
                ));
            }
        }
    }
    if !rooks.is_empty() {
        needs.push(loc.format(
            "castling-needs-rooks",
            &[
                ("count", Arg::from(rooks.len())),
                ("squares", Arg::from(rooks.join(", "))),
            ],
        ));
    }
    Some(loc.format(
        "castling-wished",
        &[
            ("letters", Arg::from(letters)),
            ("needs", Arg::from(needs.join("; "))),
        ],
    ))
}

/// A reason's words: `castling-no-rook` and its kind (`prefix` `castling-`).
fn reason_text(loc: &Localizer, reason: Unavailable, letters: &str, prefix: &str) -> String {
    match reason {
        Unavailable::NoKing { color } => loc.format(
            &format!("{prefix}no-king"),
            &[
                ("letters", Arg::from(letters.to_string())),
                ("color", Arg::from(color.key(Variant::Chess))),
                (
                    "rank",
                    Arg::from(if color == Color::White { 1u32 } else { 8 }),
                ),
            ],
        ),
        Unavailable::NoKingHome { color, home } => loc.format(
            &format!("{prefix}no-king-home"),
            &[
                ("letters", Arg::from(letters.to_string())),
                ("color", Arg::from(color.key(Variant::Chess))),
                ("square", Arg::from(home.name(Variant::Chess))),
            ],
        ),
        Unavailable::NoRook { corner, .. } => loc.format(
            &format!("{prefix}no-rook"),
            &[
                ("letters", Arg::from(letters.to_string())),
                ("square", Arg::from(corner.name(Variant::Chess))),
            ],
        ),
    }
}
