//! The colours of a diagram, by the board colour names the editor uses too
//! (`crate::config::THEMES`): `brown` (what a diagram is drawn in unless
//! told, like wooden boards), `green`, `blue`, `print` (greys that photocopy
//! well, for worksheets), and the editor's own `default`, `high-contrast` and
//! `light`, so that a diagram can look like the board on the screen.

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
    /// The paper round the board (under the coordinates).
    pub paper: &'static str,
    /// Marks drawn as black outlines, not tints: what shows a last move or
    /// a check on a black-and-white print or photocopy (`print`).
    pub outlined_marks: bool,
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

/// The editor's own board (grey and green squares), for a diagram that
/// looks like the terminal.
const DEFAULT: Theme = Theme {
    name: "default",
    light: "#767676",
    dark: "#00875f",
    frame: "#3a3a3a",
    coordinates: "#262626",
    last_move: "#5f5fff",
    marker: "#875fd7",
    check: "#af5f5f",
    paper: "#ffffff",
    outlined_marks: false,
    wood: "#ffd787",
    lines: "#5f5f00",
    red_disc: "#fbeccb",
    red_ink: "#af0000",
    black_disc: "#fbeccb",
    black_ink: "#000000",
};

/// Near-white and light grey, black ink: the editor's `high-contrast`.
const HIGH_CONTRAST: Theme = Theme {
    name: "high-contrast",
    light: "#eeeeee",
    dark: "#a8a8a8",
    frame: "#000000",
    coordinates: "#000000",
    last_move: "#afd7ff",
    marker: "#00005f",
    check: "#ffafaf",
    paper: "#ffffff",
    outlined_marks: false,
    wood: "#ffffd7",
    lines: "#444444",
    red_disc: "#ffffff",
    red_ink: "#870000",
    black_disc: "#ffffff",
    black_ink: "#000000",
};

/// Pale grey and lavender: the editor's `light`.
const LIGHT: Theme = Theme {
    name: "light",
    light: "#dadada",
    dark: "#afafd7",
    frame: "#4e4e4e",
    coordinates: "#262626",
    last_move: "#afffaf",
    marker: "#5f00af",
    check: "#ffafaf",
    paper: "#ffffff",
    outlined_marks: false,
    wood: "#ffd787",
    lines: "#5f5f00",
    red_disc: "#fbeccb",
    red_ink: "#af0000",
    black_disc: "#fbeccb",
    black_ink: "#000000",
};

/// Green and cream, as on the chess sites.
const GREEN: Theme = Theme {
    name: "green",
    light: "#eeeed2",
    dark: "#769656",
    frame: "#4b5f37",
    coordinates: "#34422a",
    last_move: "#f6f669",
    marker: "#1f5fd1",
    check: "#e8302a",
    paper: "#ffffff",
    outlined_marks: false,
    wood: "#e3d6a8",
    lines: "#3d4a2c",
    red_disc: "#fbf4dc",
    red_ink: "#b3261e",
    black_disc: "#fbf4dc",
    black_ink: "#1d1d1d",
};

/// Light and dark wood (what a diagram is drawn in unless told).
const BROWN: Theme = Theme {
    name: "brown",
    light: "#f0d9b5",
    dark: "#b58863",
    frame: "#6b4a2f",
    coordinates: "#4a3422",
    last_move: "#cdd26a",
    marker: "#1f5fd1",
    check: "#e8302a",
    paper: "#ffffff",
    outlined_marks: false,
    wood: "#eccb8f",
    lines: "#5a3a1e",
    red_disc: "#fbeccb",
    red_ink: "#b3261e",
    black_disc: "#fbeccb",
    black_ink: "#1d1d1d",
};

/// Pale grey and steel blue.
const BLUE: Theme = Theme {
    name: "blue",
    light: "#dee3e6",
    dark: "#8ca2ad",
    frame: "#4f6470",
    coordinates: "#33434c",
    last_move: "#9bc4e2",
    marker: "#c0392b",
    check: "#e8302a",
    paper: "#ffffff",
    outlined_marks: false,
    wood: "#e6e9ec",
    lines: "#33434c",
    red_disc: "#ffffff",
    red_ink: "#b3261e",
    black_disc: "#ffffff",
    black_ink: "#1d1d1d",
};

/// Greys that photocopy well (the worksheets' own).
const PRINT: Theme = Theme {
    name: "print",
    light: "#ffffff",
    dark: "#c8c8c8",
    frame: "#000000",
    coordinates: "#000000",
    last_move: "#9a9a9a",
    marker: "#000000",
    check: "#555555",
    paper: "#ffffff",
    outlined_marks: true,
    wood: "#ffffff",
    lines: "#000000",
    red_disc: "#ffffff",
    red_ink: "#000000",
    black_disc: "#000000",
    black_ink: "#ffffff",
};

/// Every diagram look, in the order of `crate::config::THEMES`.
pub const THEMES: [Theme; 7] = [DEFAULT, HIGH_CONTRAST, LIGHT, GREEN, BROWN, BLUE, PRINT];

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
        BROWN
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_diagram_has_a_look_for_every_board_colour_name_and_only_those() {
        assert_eq!(Theme::names(), crate::config::THEMES);
        assert_eq!(Theme::default().name, "brown");
        for name in crate::config::THEMES {
            let theme = Theme::named(name).unwrap();
            assert_eq!(theme.name, *name);
            assert_eq!(Theme::named(&name.to_uppercase()), Some(theme));
        }
        assert_eq!(Theme::named("purple"), None);
    }

    #[test]
    fn every_look_is_its_own_and_tells_squares_apart() {
        for (at, theme) in THEMES.iter().enumerate() {
            assert_ne!(theme.light, theme.dark, "{}", theme.name);
            assert_ne!(theme.red_ink, theme.red_disc, "{}", theme.name);
            assert_ne!(theme.black_ink, theme.black_disc, "{}", theme.name);
            for other in &THEMES[at + 1..] {
                assert_ne!((theme.light, theme.dark), (other.light, other.dark));
            }
        }
    }
}
