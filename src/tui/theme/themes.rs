//! The board colour themes: what each paints, and on which terminal
//! backgrounds its text is meant to read. Every tone is a colour of xterm's
//! 256 (truecolor sends its RGB value) with the named colour nearest to it.
//! `tests/it/editor_contrast.rs` measures every theme on the drawn cells.
//!
//! Chess pieces in white and black both reach 4.5:1 only on squares of
//! luminance about 0.18 (the default theme's window); the light boards put
//! both sides in dark colours instead (White navy, Black black), so the
//! letter's case (or the glyph's outline) carries the side, as in print.

use super::{Tone, tone};
use ratatui::style::Color;

/// A board colour theme, as the config file and the editor name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum BoardTheme {
    #[default]
    Default,
    HighContrast,
    Light,
    Green,
    Brown,
    Blue,
    Print,
}

/// The terminal backgrounds a theme's text is measured against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backgrounds {
    /// Light and dark alike.
    Any,
    /// A light (white) terminal background.
    Light,
}

/// The colours of one theme.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Colours {
    pub chess_light: Tone,
    pub chess_dark: Tone,
    pub chess_cursor: Tone,
    pub chess_flagged: Tone,
    pub chess_lit: Tone,
    pub chess_white: Tone,
    pub chess_black: Tone,
    pub xiangqi_board: Tone,
    pub xiangqi_cursor: Tone,
    pub xiangqi_flagged: Tone,
    pub xiangqi_lit: Tone,
    pub xiangqi_grid: Tone,
    pub xiangqi_red: Tone,
    pub xiangqi_black: Tone,
    /// Text on the terminal's own background; `None`: the terminal's own
    /// foreground, the most contrast it has (distinctions by bold and
    /// underline, as without colour).
    pub text: Option<TextTones>,
}

/// The text colours outside the board.
#[derive(Clone, Copy, Debug)]
pub(crate) struct TextTones {
    pub grey: Tone,
    pub purple: Tone,
    pub red: Tone,
    pub green: Tone,
    pub blue: Tone,
    pub magenta: Tone,
}

const BLACK: Tone = tone(16, Color::Black); // #000000
const WHITE: Tone = tone(231, Color::White); // #ffffff
const NAVY: Tone = tone(17, Color::Blue); // #00005f
const DARK_RED: Tone = tone(88, Color::Red); // #870000
const GOLD: Tone = tone(221, Color::Yellow); // #ffd75f
const PINK: Tone = tone(217, Color::LightRed); // #ffafaf
const LILAC: Tone = tone(225, Color::LightMagenta); // #ffd7ff
const MINT: Tone = tone(157, Color::LightGreen); // #afffaf
const SKY: Tone = tone(117, Color::LightCyan); // #87d7ff
const LEMON: Tone = tone(227, Color::LightYellow); // #ffff5f
const SAND: Tone = tone(222, Color::Yellow); // #ffd787

/// Luminance 0.18: reads on white and on black at 4.5:1.
const MID_TEXT: TextTones = TextTones {
    grey: tone(243, Color::DarkGray),   // #767676
    purple: tone(98, Color::Magenta),   // #875fd7
    red: tone(131, Color::Red),         // #af5f5f
    green: tone(29, Color::Green),      // #00875f
    blue: tone(63, Color::Blue),        // #5f5fff
    magenta: tone(163, Color::Magenta), // #d700af
};

/// Dark: 7:1 and more on a white background.
const DARK_TEXT: TextTones = TextTones {
    grey: tone(239, Color::DarkGray),  // #4e4e4e
    purple: tone(55, Color::Magenta),  // #5f00af
    red: tone(124, Color::Red),        // #af0000
    green: tone(22, Color::Green),     // #005f00
    blue: tone(19, Color::Blue),       // #0000af
    magenta: tone(90, Color::Magenta), // #870087
};

const DEFAULT: Colours = Colours {
    chess_light: tone(243, Color::DarkGray), // #767676
    chess_dark: tone(29, Color::Green),      // #00875f
    chess_cursor: tone(98, Color::Magenta),  // #875fd7
    chess_flagged: tone(131, Color::Red),    // #af5f5f
    chess_lit: tone(63, Color::Blue),        // #5f5fff
    chess_white: WHITE,
    chess_black: BLACK,
    xiangqi_board: SAND,
    xiangqi_cursor: LEMON,
    xiangqi_flagged: LILAC,
    xiangqi_lit: MINT,
    xiangqi_grid: tone(58, Color::Red), // #5f5f00
    xiangqi_red: tone(124, Color::Red), // #af0000
    xiangqi_black: BLACK,
    text: Some(MID_TEXT),
};

/// 7:1 on the board; text in the terminal's own colours.
const HIGH_CONTRAST: Colours = Colours {
    chess_light: tone(255, Color::White), // #eeeeee
    chess_dark: tone(248, Color::Gray),   // #a8a8a8
    chess_cursor: GOLD,
    chess_flagged: PINK,
    chess_lit: tone(153, Color::LightBlue), // #afd7ff
    chess_white: NAVY,
    chess_black: BLACK,
    xiangqi_board: tone(230, Color::White), // #ffffd7
    xiangqi_cursor: GOLD,
    xiangqi_flagged: LILAC,
    xiangqi_lit: MINT,
    xiangqi_grid: tone(238, Color::DarkGray), // #444444
    xiangqi_red: DARK_RED,
    xiangqi_black: BLACK,
    text: None,
};

/// A pale board and dark text, for light terminals.
const LIGHT: Colours = Colours {
    chess_light: tone(253, Color::White), // #dadada
    chess_dark: tone(146, Color::Gray),   // #afafd7
    chess_cursor: GOLD,
    chess_flagged: PINK,
    chess_lit: MINT,
    chess_white: NAVY,
    chess_black: BLACK,
    text: Some(DARK_TEXT),
    ..DEFAULT
};

/// Green and cream, as on the chess sites.
const GREEN: Colours = Colours {
    chess_light: tone(187, Color::White), // #d7d7af
    chess_dark: tone(108, Color::Green),  // #87af87
    chess_cursor: GOLD,
    chess_flagged: PINK,
    chess_lit: SKY,
    chess_white: NAVY,
    chess_black: BLACK,
    xiangqi_board: tone(187, Color::White), // #d7d7af
    xiangqi_lit: SKY,
    xiangqi_grid: tone(238, Color::DarkGray), // #444444
    xiangqi_red: DARK_RED,
    ..DEFAULT
};

/// Light and dark wood (the diagrams' `brown` too).
const BROWN: Colours = Colours {
    chess_light: tone(180, Color::LightYellow),   // #d7af87
    chess_dark: tone(137, Color::Yellow),         // #af875f
    chess_cursor: tone(219, Color::LightMagenta), // #ffafff
    chess_flagged: tone(210, Color::LightRed),    // #ff8787
    chess_lit: SKY,
    chess_white: NAVY,
    chess_black: BLACK,
    xiangqi_board: tone(180, Color::LightYellow), // #d7af87
    xiangqi_cursor: SAND,
    xiangqi_flagged: PINK,
    xiangqi_lit: tone(151, Color::LightGreen), // #afd7af
    xiangqi_grid: tone(235, Color::Black),     // #262626
    xiangqi_red: DARK_RED,
    ..DEFAULT
};

/// Pale grey and steel blue, as the diagrams' `blue`.
const BLUE: Colours = Colours {
    chess_light: tone(254, Color::White),    // #e4e4e4
    chess_dark: tone(110, Color::LightBlue), // #87afd7
    chess_cursor: GOLD,
    chess_flagged: PINK,
    chess_lit: MINT,
    chess_white: NAVY,
    chess_black: BLACK,
    xiangqi_board: tone(254, Color::White), // #e4e4e4
    xiangqi_cursor: GOLD,
    xiangqi_grid: tone(238, Color::DarkGray), // #444444
    xiangqi_red: DARK_RED,
    ..DEFAULT
};

/// Ink on paper, as the diagrams' `print`: white and light grey, every piece
/// black (the letter's case, the glyph's outline or the character tells the
/// side); only the highlights have colour. Text in the terminal's own colours.
const PRINT: Colours = Colours {
    chess_light: WHITE,
    chess_dark: tone(252, Color::Gray), // #d0d0d0
    chess_cursor: GOLD,
    chess_flagged: PINK,
    chess_lit: SKY,
    chess_white: BLACK,
    chess_black: BLACK,
    xiangqi_board: WHITE,
    xiangqi_cursor: GOLD,
    xiangqi_flagged: LILAC,
    xiangqi_lit: MINT,
    xiangqi_grid: BLACK,
    xiangqi_red: BLACK,
    xiangqi_black: BLACK,
    text: None,
};

/// Every theme in 16 colours. Their shades are the terminal's own, so the
/// board is chosen to read in the common ones (xterm's, measured: at least
/// 4.5:1, and in the VGA console's too): the seven looks do not fit in 16
/// named colours, and a mid-luminance square where White and Black pieces
/// both read does not exist among them. Both chess sides are black (the
/// letter's case, the glyph's outline tells the side), xiangqi's red on
/// white; highlights only in bright colours; text in the terminal's own.
pub(crate) const SIXTEEN: Colours = Colours {
    chess_light: tone(7, Color::Gray),          // xterm #e5e5e5
    chess_dark: tone(6, Color::Cyan),           // xterm #00cdcd
    chess_cursor: tone(11, Color::LightYellow), // xterm #ffff00
    chess_flagged: tone(9, Color::LightRed),    // xterm #ff0000
    chess_lit: tone(10, Color::LightGreen),     // xterm #00ff00
    chess_white: BLACK,
    chess_black: BLACK,
    xiangqi_board: tone(15, Color::White),        // #ffffff
    xiangqi_cursor: tone(11, Color::LightYellow), // xterm #ffff00
    // Next to white the flag is a quiet grey, so it is underlined too.
    xiangqi_flagged: tone(7, Color::Gray),   // xterm #e5e5e5
    xiangqi_lit: tone(14, Color::LightCyan), // xterm #00ffff
    xiangqi_grid: BLACK,
    xiangqi_red: tone(1, Color::Red), // xterm #cd0000
    xiangqi_black: BLACK,
    text: None,
};

impl BoardTheme {
    /// Every theme, in the order the editor cycles through them (the names
    /// are `crate::config::THEMES`, the diagrams' too).
    pub const ALL: [BoardTheme; 7] = [
        BoardTheme::Default,
        BoardTheme::HighContrast,
        BoardTheme::Light,
        BoardTheme::Green,
        BoardTheme::Brown,
        BoardTheme::Blue,
        BoardTheme::Print,
    ];

    /// The name the config file uses (`theme = "brown"`).
    pub fn name(self) -> &'static str {
        match self {
            BoardTheme::Default => "default",
            BoardTheme::HighContrast => "high-contrast",
            BoardTheme::Light => "light",
            BoardTheme::Green => "green",
            BoardTheme::Brown => "brown",
            BoardTheme::Blue => "blue",
            BoardTheme::Print => "print",
        }
    }

    pub fn from_name(name: &str) -> Option<BoardTheme> {
        BoardTheme::ALL
            .into_iter()
            .find(|theme| theme.name() == name)
    }

    /// The theme after this one.
    pub fn next(self) -> BoardTheme {
        let at = BoardTheme::ALL.iter().position(|t| *t == self).unwrap_or(0);
        BoardTheme::ALL[(at + 1) % BoardTheme::ALL.len()]
    }

    /// The contrast every character on the board reaches (WCAG ratio).
    pub fn board_contrast(self) -> f64 {
        match self {
            BoardTheme::HighContrast | BoardTheme::Print => 7.0,
            _ => 4.5,
        }
    }

    /// The terminal backgrounds its coloured text reads on, and how well.
    pub fn text_reads_on(self) -> (Backgrounds, f64) {
        match self {
            BoardTheme::Light => (Backgrounds::Light, 7.0),
            // High contrast and print draw text in the terminal's own colours.
            _ => (Backgrounds::Any, 4.5),
        }
    }

    pub(crate) fn colours(self) -> &'static Colours {
        match self {
            BoardTheme::Default => &DEFAULT,
            BoardTheme::HighContrast => &HIGH_CONTRAST,
            BoardTheme::Light => &LIGHT,
            BoardTheme::Green => &GREEN,
            BoardTheme::Brown => &BROWN,
            BoardTheme::Blue => &BLUE,
            BoardTheme::Print => &PRINT,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_cycling_visits_every_theme() {
        let mut theme = BoardTheme::Default;
        for _ in BoardTheme::ALL {
            assert_eq!(BoardTheme::from_name(theme.name()), Some(theme));
            theme = theme.next();
        }
        assert_eq!(theme, BoardTheme::Default);
        assert_eq!(BoardTheme::from_name("plaid"), None);
    }

    #[test]
    fn the_config_accepts_exactly_these_names() {
        let names: Vec<&str> = BoardTheme::ALL.iter().map(|t| t.name()).collect();
        assert_eq!(names, crate::config::THEMES);
    }

    #[test]
    fn every_language_names_every_theme_and_lists_them_all() {
        use crate::i18n::{Lang, Localizer};
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            let listed = loc.format("config-bad-theme", &[("value", "plaid".into())]);
            for theme in BoardTheme::ALL {
                let key = format!("theme-name-{}", theme.name());
                assert!(loc.has(&key), "{lang:?} {key}");
                assert!(listed.contains(theme.name()), "{lang:?}: {listed}");
            }
            let cycle = loc.text("key-board-theme");
            for theme in BoardTheme::ALL {
                let name = loc.text(&format!("theme-name-{}", theme.name()));
                assert!(
                    cycle.to_lowercase().contains(&name.to_lowercase()),
                    "{lang:?}: {name} in {cycle}"
                );
            }
        }
    }
}
