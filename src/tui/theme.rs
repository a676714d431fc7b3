//! Colours and marks. With `NO_COLOR` every distinction still shows, by
//! reverse video, bold and bracket marks, never by colour alone.

use crate::core::{Color as Side, Variant};
use ratatui::style::{Color, Modifier, Style};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Palette {
    pub colour: bool,
}

impl Palette {
    pub fn new(colour: bool) -> Palette {
        Palette { colour }
    }

    /// Colour unless `NO_COLOR` is set to anything non-empty (no-color.org).
    pub fn from_env() -> Palette {
        let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
        Palette::new(!no_color)
    }

    fn paint(self, style: Style) -> Style {
        if self.colour { style } else { Style::new() }
    }

    pub fn square(self, variant: Variant, light: bool) -> Style {
        let bg = match (variant, light) {
            (Variant::Chess, true) => Color::Rgb(160, 178, 196),
            (Variant::Chess, false) => Color::Rgb(104, 124, 150),
            (Variant::Xiangqi, _) => Color::Rgb(222, 184, 135),
        };
        self.paint(Style::new().bg(bg))
    }

    pub fn grid(self) -> Style {
        self.paint(Style::new().fg(Color::Rgb(110, 70, 30)))
    }

    pub fn piece(self, side: Side, variant: Variant) -> Style {
        let fg = match (side, variant) {
            (Side::White, Variant::Chess) => Color::Rgb(255, 255, 255),
            (Side::White, Variant::Xiangqi) => Color::Rgb(200, 0, 0),
            (Side::Black, _) => Color::Rgb(0, 0, 0),
        };
        // Bold in both modes: the uppercase/lowercase letters carry the side.
        self.paint(Style::new().fg(fg)).add_modifier(Modifier::BOLD)
    }

    pub fn cursor(self) -> Style {
        if self.colour {
            Style::new().bg(Color::Rgb(250, 215, 70)).fg(Color::Black)
        } else {
            Style::new().add_modifier(Modifier::REVERSED)
        }
    }

    pub fn flagged(self) -> Style {
        if self.colour {
            Style::new().bg(Color::Rgb(215, 80, 80))
        } else {
            Style::new().add_modifier(Modifier::UNDERLINED)
        }
    }

    /// The squares a teaching step is about.
    pub fn lit(self) -> Style {
        if self.colour {
            Style::new().bg(Color::Rgb(140, 200, 120)).fg(Color::Black)
        } else {
            Style::new().add_modifier(Modifier::BOLD)
        }
    }

    pub fn label(self) -> Style {
        self.paint(Style::new().fg(Color::Gray))
    }

    pub fn title(self) -> Style {
        Style::new().add_modifier(Modifier::BOLD)
    }

    pub fn focused(self) -> Style {
        self.paint(Style::new().fg(Color::Yellow))
            .add_modifier(Modifier::BOLD)
    }

    pub fn selected(self) -> Style {
        Style::new().add_modifier(Modifier::REVERSED)
    }

    pub fn current(self) -> Style {
        self.paint(Style::new().fg(Color::Cyan))
            .add_modifier(Modifier::BOLD)
    }

    pub fn error(self) -> Style {
        self.paint(Style::new().fg(Color::LightRed))
            .add_modifier(Modifier::BOLD)
    }

    /// Warnings are calmer than errors.
    pub fn warning(self) -> Style {
        self.paint(Style::new().fg(Color::Yellow))
    }

    pub fn dim(self) -> Style {
        self.paint(Style::new().fg(Color::DarkGray))
    }

    pub fn good(self) -> Style {
        self.paint(Style::new().fg(Color::Green))
    }

    /// Placeholders for invisible or dangerous characters in user text.
    pub fn placeholder(self) -> Style {
        self.paint(Style::new().fg(Color::Magenta))
            .add_modifier(Modifier::ITALIC)
    }

    /// The part of the FEN that the cursor's square writes.
    pub fn fen_highlight(self) -> Style {
        if self.colour {
            Style::new().bg(Color::Rgb(250, 215, 70)).fg(Color::Black)
        } else {
            Style::new().add_modifier(Modifier::UNDERLINED | Modifier::BOLD)
        }
    }
}
