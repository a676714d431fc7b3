//! Colours and marks. With `NO_COLOR` every distinction still shows, by
//! reverse video, bold and bracket marks, never by colour alone.
//!
//! Every colour is chosen for contrast, measured as WCAG's ratio (at least
//! 4.5:1): a chess square, the cursor and every highlight have the middle
//! luminance at which both white and black pieces read (the one window where
//! both reach 4.5:1); xiangqi's red and black pieces stand on light points.
//! Text outside the board uses colours of that same middle luminance, so it
//! reads on a light terminal theme as well as on a dark one. Each colour is a
//! colour of xterm's 256-colour cube, so a 256-colour terminal shows exactly
//! the same; a 16-colour terminal gets one board of named colours that reads
//! in xterm's shades (`themes::SIXTEEN`), its text in the terminal's own.

use crate::core::{Color as Side, Variant};
use ratatui::style::{Color, Modifier, Style};
pub use themes::{Backgrounds, BoardTheme};
use themes::{Colours, TextTones};

mod themes;

/// How many colours the terminal shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Depth {
    TrueColor,
    Ansi256,
    Ansi16,
}

impl Depth {
    /// From `COLORTERM` (`truecolor`, `24bit`) and `TERM` (`…-256color`).
    pub fn detect(colorterm: Option<&str>, term: Option<&str>) -> Depth {
        let colorterm = colorterm.unwrap_or("").to_ascii_lowercase();
        let term = term.unwrap_or("").to_ascii_lowercase();
        if colorterm == "truecolor" || colorterm == "24bit" || term.contains("direct") {
            Depth::TrueColor
        } else if term.contains("256") {
            Depth::Ansi256
        } else {
            Depth::Ansi16
        }
    }

    pub fn from_env() -> Depth {
        let var = |name| std::env::var(name).ok();
        Depth::detect(var("COLORTERM").as_deref(), var("TERM").as_deref())
    }
}

/// One colour at every depth: its place in the 256-colour palette (whose
/// RGB value truecolor sends) and the named colour closest to it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Tone {
    index: u8,
    named: Color,
}

const fn tone(index: u8, named: Color) -> Tone {
    Tone { index, named }
}

const BLACK: Tone = tone(16, Color::Black); // #000000
// Bright yellow in 16 colours: plain yellow is brown on some (VGA's #aa5500).
const FEN_HIGHLIGHT: Tone = tone(220, Color::LightYellow); // #ffd700

/// The second to fifth engine lines' colours (light blue, pink, light
/// green, peach): light enough for black marks, apart from the lit squares.
const LINE_TONES: [Tone; 4] = [
    tone(117, Color::LightBlue),    // #87d7ff
    tone(213, Color::LightMagenta), // #ff87ff
    tone(120, Color::LightGreen),   // #87ff87
    tone(216, Color::LightRed),     // #ffaf87
];

/// The editor's styles: every colour and mark it draws with, at the
/// terminal's depth, for the chosen board theme. (The spare pieces beside
/// the board are the palette, `view/palette.rs`.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Styles {
    pub colour: bool,
    pub depth: Depth,
    /// The board colour theme (the editor's choice, `App::board_theme`).
    pub board: BoardTheme,
}

impl Styles {
    /// Colour (in truecolor) or none.
    pub fn new(colour: bool) -> Styles {
        Styles {
            colour,
            depth: Depth::TrueColor,
            board: BoardTheme::Default,
        }
    }

    pub fn with_board(self, board: BoardTheme) -> Styles {
        Styles { board, ..self }
    }

    /// The theme's colours; in 16 colours the one board that reads there.
    fn colours(self) -> &'static Colours {
        if self.depth == Depth::Ansi16 {
            &themes::SIXTEEN
        } else {
            self.board.colours()
        }
    }

    /// Text in a tone of the theme, or in the terminal's own colour.
    fn text(self, tone: impl Fn(&TextTones) -> Tone) -> Style {
        self.colours()
            .text
            .as_ref()
            .map_or(Style::new(), |text| self.fg(tone(text)))
    }

    pub fn with_depth(self, depth: Depth) -> Styles {
        Styles { depth, ..self }
    }

    /// Colour unless `NO_COLOR` is set to anything non-empty (no-color.org),
    /// at the depth `COLORTERM` and `TERM` announce.
    pub fn from_env() -> Styles {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Styles::new(!no_color).with_depth(Depth::from_env())
    }

    fn colour_of(self, tone: Tone) -> Color {
        match self.depth {
            Depth::TrueColor => {
                let (r, g, b) = rgb_of_index(tone.index);
                Color::Rgb(r, g, b)
            }
            Depth::Ansi256 => Color::Indexed(tone.index),
            Depth::Ansi16 => tone.named,
        }
    }

    fn fg(self, tone: Tone) -> Style {
        self.paint(Style::new().fg(self.colour_of(tone)))
    }

    fn bg(self, tone: Tone) -> Style {
        self.paint(Style::new().bg(self.colour_of(tone)))
    }

    fn paint(self, style: Style) -> Style {
        if self.colour { style } else { Style::new() }
    }

    pub fn square(self, variant: Variant, light: bool) -> Style {
        let c = self.colours();
        self.bg(match (variant, light) {
            (Variant::Chess, true) => c.chess_light,
            (Variant::Chess, false) => c.chess_dark,
            (Variant::Xiangqi, _) => c.xiangqi_board,
        })
    }

    pub fn grid(self) -> Style {
        self.fg(self.colours().xiangqi_grid)
    }

    pub fn piece(self, side: Side, variant: Variant) -> Style {
        let c = self.colours();
        let tone = match (side, variant) {
            (Side::White, Variant::Chess) => c.chess_white,
            (Side::Black, Variant::Chess) => c.chess_black,
            (Side::White, Variant::Xiangqi) => c.xiangqi_red,
            (Side::Black, Variant::Xiangqi) => c.xiangqi_black,
        };
        // Bold in both modes: the uppercase/lowercase letters carry the side.
        self.fg(tone).add_modifier(Modifier::BOLD)
    }

    /// Marks drawn on the board (`[ ]`, `‹ ›`): black reads on every square.
    pub fn board_mark(self) -> Style {
        self.fg(BLACK)
    }

    /// The cursor's square: a background only, so its piece keeps its colour.
    pub fn cursor(self, variant: Variant) -> Style {
        if self.colour {
            self.bg(match variant {
                Variant::Chess => self.colours().chess_cursor,
                Variant::Xiangqi => self.colours().xiangqi_cursor,
            })
        } else {
            Style::new().add_modifier(Modifier::REVERSED)
        }
    }

    pub fn flagged(self, variant: Variant) -> Style {
        if self.colour {
            let flagged = self.bg(match variant {
                Variant::Chess => self.colours().chess_flagged,
                Variant::Xiangqi => self.colours().xiangqi_flagged,
            });
            if self.depth == Depth::Ansi16 {
                flagged.add_modifier(Modifier::UNDERLINED)
            } else {
                flagged
            }
        } else {
            Style::new().add_modifier(Modifier::UNDERLINED)
        }
    }

    /// The squares a teaching step is about.
    pub fn lit(self, variant: Variant) -> Style {
        if self.colour {
            self.bg(match variant {
                Variant::Chess => self.colours().chess_lit,
                Variant::Xiangqi => self.colours().xiangqi_lit,
            })
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        }
    }

    /// An engine line's mark on the board and its score in the panel
    /// (`index` from 0, the best): the best line in the lit squares' colour,
    /// the others each in a light colour of their own, under black (which
    /// reads on them at 4.5:1); bold without colour (the digit says the line).
    pub fn engine_line(self, variant: Variant, index: usize) -> Style {
        if !self.colour {
            return Style::new().add_modifier(Modifier::BOLD);
        }
        let line = match index {
            0 => {
                return self
                    .lit(variant)
                    .patch(self.fg(BLACK))
                    .add_modifier(Modifier::BOLD);
            }
            1 => LINE_TONES[0],
            2 => LINE_TONES[1],
            3 => LINE_TONES[2],
            _ => LINE_TONES[3],
        };
        self.bg(line)
            .patch(self.fg(BLACK))
            .add_modifier(Modifier::BOLD)
    }

    pub fn label(self) -> Style {
        self.text(|t| t.grey)
    }

    pub fn title(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    pub fn focused(self) -> Style {
        self.text(|t| t.purple).add_modifier(Modifier::BOLD)
    }

    pub fn selected(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    pub fn current(self) -> Style {
        self.text(|t| t.blue).add_modifier(Modifier::BOLD)
    }

    pub fn error(self) -> Style {
        self.text(|t| t.red).add_modifier(Modifier::BOLD)
    }

    /// Warnings are calmer than errors.
    pub fn warning(self) -> Style {
        self.text(|t| t.magenta)
    }

    pub fn dim(self) -> Style {
        self.text(|t| t.grey)
    }

    pub fn good(self) -> Style {
        self.text(|t| t.green)
    }

    /// Placeholders for invisible or dangerous characters in user text.
    pub fn placeholder(self) -> Style {
        self.text(|t| t.magenta).add_modifier(Modifier::ITALIC)
    }

    /// The part of the FEN that the cursor's square writes.
    pub fn fen_highlight(self) -> Style {
        if self.colour {
            self.bg(FEN_HIGHLIGHT).patch(self.fg(BLACK))
        } else {
            Style::new().add_modifier(Modifier::UNDERLINED | Modifier::BOLD)
        }
    }
}

/// The RGB value xterm gives a colour of its 256-colour palette (16-255:
/// the 6×6×6 cube and the grey ramp; 0-15 in xterm's default shades).
pub fn rgb_of_index(index: u8) -> (u8, u8, u8) {
    const CUBE: [u8; 6] = [0, 95, 135, 175, 215, 255];
    const SYSTEM: [(u8, u8, u8); 16] = [
        (0, 0, 0),
        (205, 0, 0),
        (0, 205, 0),
        (205, 205, 0),
        (0, 0, 238),
        (205, 0, 205),
        (0, 205, 205),
        (229, 229, 229),
        (127, 127, 127),
        (255, 0, 0),
        (0, 255, 0),
        (255, 255, 0),
        (92, 92, 255),
        (255, 0, 255),
        (0, 255, 255),
        (255, 255, 255),
    ];
    match index {
        0..=15 => SYSTEM[usize::from(index)],
        16..=231 => {
            let i = usize::from(index - 16);
            (CUBE[i / 36], CUBE[i / 6 % 6], CUBE[i % 6])
        }
        _ => {
            let v = 8 + 10 * (index - 232);
            (v, v, v)
        }
    }
}

/// WCAG 2 contrast ratio of two sRGB colours (1 to 21).
pub fn contrast_ratio(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

fn luminance((r, g, b): (u8, u8, u8)) -> f64 {
    let linear = |c: u8| {
        let c = f64::from(c) / 255.0;
        if c <= 0.040_45 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depth_follows_colorterm_and_term() {
        assert_eq!(
            Depth::detect(Some("truecolor"), Some("xterm")),
            Depth::TrueColor
        );
        assert_eq!(Depth::detect(Some("24bit"), None), Depth::TrueColor);
        assert_eq!(Depth::detect(None, Some("tmux-256color")), Depth::Ansi256);
        assert_eq!(Depth::detect(None, Some("xterm")), Depth::Ansi16);
        assert_eq!(Depth::detect(None, None), Depth::Ansi16);
    }

    #[test]
    fn palette_indices_map_to_xterm_values() {
        assert_eq!(rgb_of_index(29), (0, 135, 95));
        assert_eq!(rgb_of_index(243), (118, 118, 118));
        assert_eq!(rgb_of_index(231), (255, 255, 255));
        assert_eq!(rgb_of_index(16), (0, 0, 0));
    }

    #[test]
    fn text_colours_read_on_the_backgrounds_their_theme_claims() {
        for theme in BoardTheme::ALL {
            let Some(text) = theme.colours().text else {
                continue;
            };
            let (claims, least) = theme.text_reads_on();
            let backgrounds: &[(u8, u8, u8)] = match claims {
                Backgrounds::Any => &[(255, 255, 255), (0, 0, 0)],
                Backgrounds::Light => &[(255, 255, 255)],
            };
            for tone in [
                text.grey,
                text.purple,
                text.red,
                text.green,
                text.blue,
                text.magenta,
            ] {
                let rgb = rgb_of_index(tone.index);
                for background in backgrounds {
                    let ratio = contrast_ratio(rgb, *background);
                    assert!(
                        ratio >= least,
                        "{theme:?} {rgb:?} on {background:?}: {ratio:.2}"
                    );
                }
            }
        }
    }
}
