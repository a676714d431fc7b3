//! SVG to PNG through resvg and tiny-skia (pure Rust, no external program).
//! Every shape and letter in our SVG is a path, so no font is loaded.

use resvg::tiny_skia::{Pixmap, Transform};
use resvg::usvg;

/// Why a picture could not be made (our own SVG should always parse; this
/// keeps a bug from becoming a panic).
#[derive(Debug)]
pub enum RenderError {
    Svg(String),
    Size,
    Encode(String),
}

impl std::fmt::Display for RenderError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            RenderError::Svg(why) => write!(f, "SVG: {why}"),
            RenderError::Size => write!(f, "size out of range"),
            RenderError::Encode(why) => write!(f, "PNG: {why}"),
        }
    }
}

/// Parse an SVG document written by this module.
pub fn parse(svg: &str) -> Result<usvg::Tree, RenderError> {
    usvg::Tree::from_str(svg, &usvg::Options::default())
        .map_err(|e| RenderError::Svg(e.to_string()))
}

/// The SVG drawn at its own size (its `width` and `height` in pixels).
pub fn render(svg: &str) -> Result<Pixmap, RenderError> {
    let tree = parse(svg)?;
    let size = tree.size().to_int_size();
    let mut pixmap = Pixmap::new(size.width(), size.height()).ok_or(RenderError::Size)?;
    resvg::render(&tree, Transform::identity(), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// The SVG as PNG bytes.
pub fn to_png(svg: &str) -> Result<Vec<u8>, RenderError> {
    render(svg)?
        .encode_png()
        .map_err(|e| RenderError::Encode(e.to_string()))
}

/// The SVG drawn as straight-alpha RGBA pixels (for the clipboard): width,
/// height and the rows.
pub fn to_rgba(svg: &str) -> Result<(u32, u32, Vec<u8>), RenderError> {
    let pixmap = render(svg)?;
    let rgba = pixmap
        .pixels()
        .iter()
        .flat_map(|pixel| {
            let c = pixel.demultiply();
            [c.red(), c.green(), c.blue(), c.alpha()]
        })
        .collect();
    Ok((pixmap.width(), pixmap.height(), rgba))
}
