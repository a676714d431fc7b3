//! Diagrams as files: SVG, PNG, PDF, text and LaTeX, drawn from the core's
//! picture description (`core::diagram`). Beside the faces, because both the
//! command line and the editor export diagrams; no words of its own (captions
//! and headings arrive as text from the face that asks).

pub mod glyphs;
pub mod latex;
pub mod pdf;
pub mod pdf_text;
pub mod pieces;
pub mod png;
mod style;
pub mod svg;
pub mod text;
pub mod theme;
pub mod worksheet;

pub use pieces::XiangqiPieces;
pub use style::Style;
pub use theme::Theme;

/// The file formats a diagram can be written in (also the command line's
/// `--format` values).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum DiagramFormat {
    Svg,
    Png,
    Pdf,
    /// Unicode symbols and box lines.
    Text,
    /// Plain ASCII: letters, dots and `+-|`.
    Ascii,
    Latex,
}

impl DiagramFormat {
    /// The format a file name's extension asks for.
    pub fn from_path(path: &std::path::Path) -> Option<DiagramFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        Some(match ext.as_str() {
            "svg" => DiagramFormat::Svg,
            "png" => DiagramFormat::Png,
            "pdf" => DiagramFormat::Pdf,
            "txt" | "text" => DiagramFormat::Text,
            "asc" | "ascii" => DiagramFormat::Ascii,
            "tex" | "latex" => DiagramFormat::Latex,
            _ => return None,
        })
    }
}

/// What to draw and how: everything a diagram file depends on.
#[derive(Clone, Copy, Debug)]
pub struct Request<'a> {
    pub position: &'a crate::core::Position,
    /// The move that led to the position (marked), if known.
    pub last_move: Option<crate::core::rules::Move>,
    pub flip: bool,
    pub style: Style,
    /// Width of a picture in pixels (SVG, PNG; PDF in points).
    pub size: u32,
}

/// The picture description `request` asks for.
fn picture(request: &Request<'_>) -> crate::core::diagram::Diagram {
    use crate::core::diagram::{Diagram, DiagramOptions};
    let diagram = Diagram::new(
        request.position,
        DiagramOptions {
            flip: request.flip,
            last_move: request.last_move,
        },
    );
    if request.style.chinese_coordinates {
        diagram.with_chinese_coordinates()
    } else {
        diagram
    }
}

/// The diagram as straight-alpha RGBA pixels (`request.size` wide): width,
/// height and the rows, for the clipboard.
pub fn rgba(request: &Request<'_>) -> Result<(u32, u32, Vec<u8>), png::RenderError> {
    png::to_rgba(&svg::document(
        &picture(request),
        &request.style,
        request.size,
    ))
}

/// The diagram `request` asks for, as the bytes of a file in `format`.
pub fn diagram(request: &Request<'_>, format: DiagramFormat) -> Result<Vec<u8>, png::RenderError> {
    let picture = picture(request);
    let svg_document = || svg::document(&picture, &request.style, request.size);
    Ok(match format {
        DiagramFormat::Svg => svg_document().into_bytes(),
        DiagramFormat::Png => png::to_png(&svg_document())?,
        DiagramFormat::Pdf => {
            let svg = svg_document();
            let size = png::parse(&svg)?.size();
            pdf::to_pdf(&[pdf::Page {
                svg,
                width_pt: size.width(),
                height_pt: size.height(),
                text: Vec::new(),
            }])?
        }
        DiagramFormat::Text => text::write_with(
            &picture,
            text::Charset::Unicode,
            request.style.xiangqi_pieces == XiangqiPieces::Simplified,
        )
        .into_bytes(),
        DiagramFormat::Ascii => text::write(&picture, text::Charset::Ascii).into_bytes(),
        DiagramFormat::Latex => {
            latex::write(request.position, &picture, &request.style).into_bytes()
        }
    })
}

impl DiagramFormat {
    /// Whether the format is text a terminal can show.
    pub fn is_text(self) -> bool {
        matches!(
            self,
            DiagramFormat::Text | DiagramFormat::Ascii | DiagramFormat::Latex | DiagramFormat::Svg
        )
    }
}
