//! SVG pages to one PDF through svg2pdf: each page is converted to a vector
//! form (no rasterising; every letter is already an outline, so nothing
//! depends on fonts), then placed on its own page with pdf-writer.

use super::png::{RenderError, parse};
use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref};
use std::collections::HashMap;

/// A page: its SVG and its size in PDF points (1/72 inch).
pub struct Page {
    pub svg: String,
    pub width_pt: f32,
    pub height_pt: f32,
}

/// The pages as a PDF document, in order.
pub fn to_pdf(pages: &[Page]) -> Result<Vec<u8>, RenderError> {
    let mut alloc = Ref::new(1);
    let catalog_id = alloc.bump();
    let tree_id = alloc.bump();
    let mut pdf = Pdf::new();
    let mut page_ids = Vec::new();
    let name = Name(b"S1");
    for page in pages {
        let tree = parse(&page.svg)?;
        let (chunk, svg_id) = svg2pdf::to_chunk(&tree, svg2pdf::ConversionOptions::default())
            .map_err(|e| RenderError::Svg(e.to_string()))?;
        let mut map = HashMap::new();
        let chunk = chunk.renumber(|old| *map.entry(old).or_insert_with(|| alloc.bump()));
        let svg_id = map.get(&svg_id).copied().ok_or(RenderError::Size)?;
        pdf.extend(&chunk);
        let page_id = alloc.bump();
        let content_id = alloc.bump();
        page_ids.push(page_id);
        let mut pdf_page = pdf.page(page_id);
        pdf_page.media_box(Rect::new(0.0, 0.0, page.width_pt, page.height_pt));
        pdf_page.parent(tree_id);
        pdf_page.contents(content_id);
        pdf_page.resources().x_objects().pair(name, svg_id);
        pdf_page.finish();
        let mut content = Content::new();
        content
            .transform([page.width_pt, 0.0, 0.0, page.height_pt, 0.0, 0.0])
            .x_object(name);
        pdf.stream(content_id, &content.finish());
    }
    pdf.catalog(catalog_id).pages(tree_id);
    let count = i32::try_from(page_ids.len()).map_err(|_| RenderError::Size)?;
    pdf.pages(tree_id).kids(page_ids).count(count);
    Ok(pdf.finish())
}
