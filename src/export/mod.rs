//! Diagrams as files: SVG, PNG, PDF, text and LaTeX, drawn from the core's
//! picture description (`core::diagram`). Beside the faces, because both the
//! command line and the editor export diagrams; no words of its own (captions
//! and headings arrive as text from the face that asks).

pub mod glyphs;
pub mod latex;
pub mod pdf;
pub mod pieces;
pub mod png;
pub mod svg;
pub mod text;
pub mod theme;

pub use pieces::XiangqiPieces;
pub use theme::Theme;

/// How a diagram looks, whatever the format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Style {
    pub theme: Theme,
    /// File letters below and rank numbers beside the board.
    pub coordinates: bool,
    pub xiangqi_pieces: XiangqiPieces,
}

impl Default for Style {
    fn default() -> Style {
        Style {
            theme: Theme::default(),
            coordinates: true,
            xiangqi_pieces: XiangqiPieces::Characters,
        }
    }
}

/// The file formats a diagram can be written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    Svg,
    Png,
    Pdf,
    /// Unicode symbols and box lines.
    Text,
    /// Plain ASCII: letters, dots and `+-|`.
    Ascii,
    Latex,
}

impl Format {
    /// The format a file name's extension asks for.
    pub fn from_path(path: &std::path::Path) -> Option<Format> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        Some(match ext.as_str() {
            "svg" => Format::Svg,
            "png" => Format::Png,
            "pdf" => Format::Pdf,
            "txt" | "text" => Format::Text,
            "asc" | "ascii" => Format::Ascii,
            "tex" | "latex" => Format::Latex,
            _ => return None,
        })
    }
}
