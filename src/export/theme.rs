//! The colours of a diagram, by name: `brown` (the default, like wooden
//! boards), `green`, `blue`, and `print` (greys that photocopy well, for
//! worksheets).

/// Every colour a diagram uses, as SVG writes colours.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    pub name: &'static str,
    /// Chess squares.
    pub light: &'static str,
    pub dark: &'static str,
    /// The frame around the board and the coordinates.
    pub frame: &'static str,
    pub coordinates: &'static str,
    /// Squares of the last move (drawn half transparent).
    pub last_move: &'static str,
    /// The corners around a xiangqi move's two points (drawn over the pieces).
    pub marker: &'static str,
    /// Under a king in check.
    pub check: &'static str,
    /// The xiangqi board and its lines.
    pub wood: &'static str,
    pub lines: &'static str,
    /// Xiangqi discs and the ink of their rings and characters, per side
    /// (in print, Black's discs are filled so the sides differ without colour).
    pub red_disc: &'static str,
    pub red_ink: &'static str,
    pub black_disc: &'static str,
    pub black_ink: &'static str,
}

pub const THEMES: [Theme; 4] = [
    Theme {
        name: "brown",
        light: "#f0d9b5",
        dark: "#b58863",
        frame: "#6b4a2f",
        coordinates: "#4a3422",
        last_move: "#cdd26a",
        marker: "#1f5fd1",
        check: "#e8302a",
        wood: "#eccb8f",
        lines: "#5a3a1e",
        red_disc: "#fbeccb",
        red_ink: "#b3261e",
        black_disc: "#fbeccb",
        black_ink: "#1d1d1d",
    },
    Theme {
        name: "green",
        light: "#eeeed2",
        dark: "#769656",
        frame: "#4b5f37",
        coordinates: "#34422a",
        last_move: "#f6f669",
        marker: "#1f5fd1",
        check: "#e8302a",
        wood: "#e3d6a8",
        lines: "#3d4a2c",
        red_disc: "#fbf4dc",
        red_ink: "#b3261e",
        black_disc: "#fbf4dc",
        black_ink: "#1d1d1d",
    },
    Theme {
        name: "blue",
        light: "#dee3e6",
        dark: "#8ca2ad",
        frame: "#4f6470",
        coordinates: "#33434c",
        last_move: "#9bc4e2",
        marker: "#c0392b",
        check: "#e8302a",
        wood: "#e6e9ec",
        lines: "#33434c",
        red_disc: "#ffffff",
        red_ink: "#b3261e",
        black_disc: "#ffffff",
        black_ink: "#1d1d1d",
    },
    Theme {
        name: "print",
        light: "#ffffff",
        dark: "#c8c8c8",
        frame: "#000000",
        coordinates: "#000000",
        last_move: "#9a9a9a",
        marker: "#000000",
        check: "#555555",
        wood: "#ffffff",
        lines: "#000000",
        red_disc: "#ffffff",
        red_ink: "#000000",
        black_disc: "#000000",
        black_ink: "#ffffff",
    },
];

impl Theme {
    /// The theme called `name`, if there is one.
    pub fn named(name: &str) -> Option<Theme> {
        THEMES
            .iter()
            .find(|t| t.name.eq_ignore_ascii_case(name))
            .copied()
    }

    /// The names, for help and error messages.
    pub fn names() -> Vec<&'static str> {
        THEMES.iter().map(|t| t.name).collect()
    }
}

impl Default for Theme {
    fn default() -> Theme {
        THEMES[0]
    }
}
