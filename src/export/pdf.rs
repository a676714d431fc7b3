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
    let mut document = Document::new();
    for page in pages {
        document.add(page)?;
    }
    document.finish()
}

/// A PDF being made page by page: each page is converted as it comes and
/// only its PDF objects are kept, not its SVG or its drawing.
pub struct Document {
    alloc: Ref,
    catalog_id: Ref,
    tree_id: Ref,
    pdf: Pdf,
    page_ids: Vec<Ref>,
}

impl Default for Document {
    fn default() -> Self {
        Document::new()
    }
}

impl Document {
    pub fn new() -> Document {
        let mut alloc = Ref::new(1);
        let catalog_id = alloc.bump();
        let tree_id = alloc.bump();
        Document {
            alloc,
            catalog_id,
            tree_id,
            pdf: Pdf::new(),
            page_ids: Vec::new(),
        }
    }

    /// Convert `page` and put it after the others.
    pub fn add(&mut self, page: &Page) -> Result<(), RenderError> {
        let name = Name(b"S1");
        let tree = parse(&page.svg)?;
        let (chunk, svg_id) = svg2pdf::to_chunk(&tree, svg2pdf::ConversionOptions::default())
            .map_err(|e| RenderError::Svg(e.to_string()))?;
        drop(tree);
        let mut map = HashMap::new();
        let alloc = &mut self.alloc;
        let chunk = chunk.renumber(|old| *map.entry(old).or_insert_with(|| alloc.bump()));
        let svg_id = map.get(&svg_id).copied().ok_or(RenderError::Size)?;
        let pdf = &mut self.pdf;
        pdf.extend(&chunk);
        let page_id = self.alloc.bump();
        let content_id = self.alloc.bump();
        self.page_ids.push(page_id);
        let mut pdf_page = pdf.page(page_id);
        pdf_page.media_box(Rect::new(0.0, 0.0, page.width_pt, page.height_pt));
        pdf_page.parent(self.tree_id);
        pdf_page.contents(content_id);
        pdf_page.resources().x_objects().pair(name, svg_id);
        pdf_page.finish();
        let mut content = Content::new();
        content
            .transform([page.width_pt, 0.0, 0.0, page.height_pt, 0.0, 0.0])
            .x_object(name);
        pdf.stream(content_id, &content.finish());
        Ok(())
    }

    /// The document's bytes.
    pub fn finish(mut self) -> Result<Vec<u8>, RenderError> {
        self.pdf.catalog(self.catalog_id).pages(self.tree_id);
        let count = i32::try_from(self.page_ids.len()).map_err(|_| RenderError::Size)?;
        self.pdf
            .pages(self.tree_id)
            .kids(self.page_ids)
            .count(count);
        Ok(self.pdf.finish())
    }
}
