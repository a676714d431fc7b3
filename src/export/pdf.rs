//! SVG pages to one PDF through svg2pdf: each page is converted to a vector
//! form (no rasterising; every letter in the SVG is an outline, so nothing
//! depends on fonts), then placed on its own page, with the page's words
//! (a worksheet's) over it as text in fonts made of the same outlines
//! (`pdf_text`), so that they can be copied and searched. The document is written
//! as it is made, page by page, into any `Write` (the one writer's temporary,
//! stdout): only the page being converted is held, and of the pages before
//! it just where each object starts, for the cross-reference table at the end
//! (8 bytes an object, a few hundred a page).

use super::png::{RenderError, parse};
use pdf_writer::{Chunk, Content, Finish, Name, Rect, Ref};
use std::collections::HashMap;
use std::io::{self, Write};

/// A page: its SVG, its size in PDF points (1/72 inch), and the words to
/// write over it as text (in points from its top-left corner).
pub struct Page {
    pub svg: String,
    pub width_pt: f32,
    pub height_pt: f32,
    pub text: Vec<Text>,
}

pub use super::pdf_text::Text;

/// The pages as a PDF document, in order.
pub fn to_pdf(pages: &[Page]) -> Result<Vec<u8>, RenderError> {
    let mut bytes = Vec::new();
    let mut document = Document::new(&mut bytes).map_err(write_error)?;
    for page in pages {
        document.add(page)?;
    }
    document.finish().map_err(write_error)?;
    Ok(bytes)
}

fn write_error(error: io::Error) -> RenderError {
    RenderError::Svg(error.to_string())
}

/// Why a page was not put into the document.
#[derive(Debug)]
pub enum AddError {
    /// The page could not be drawn.
    Render(RenderError),
    /// Its bytes could not be written.
    Write(io::Error),
}

impl From<AddError> for io::Error {
    fn from(error: AddError) -> io::Error {
        match error {
            AddError::Render(error) => io::Error::other(error.to_string()),
            AddError::Write(error) => error,
        }
    }
}

impl From<AddError> for RenderError {
    fn from(error: AddError) -> RenderError {
        match error {
            AddError::Render(error) => error,
            AddError::Write(error) => write_error(error),
        }
    }
}

const HEADER: &[u8] = b"%PDF-1.7\n%\x80\x80\x80\x80\n\n";

/// A PDF being written page by page into `out`.
pub struct Document<'w> {
    out: &'w mut dyn Write,
    /// Bytes written so far: where the next object starts.
    written: u64,
    alloc: Ref,
    catalog_id: Ref,
    tree_id: Ref,
    /// Where object `n` starts, at index `n - 1` (0: never written).
    offsets: Vec<u64>,
    page_ids: Vec<Ref>,
    /// The most bytes one page held before it was written out.
    largest_page: usize,
}

impl<'w> Document<'w> {
    /// A document whose header is already written to `out`.
    pub fn new(out: &'w mut dyn Write) -> io::Result<Document<'w>> {
        let mut alloc = Ref::new(1);
        let catalog_id = alloc.bump();
        let tree_id = alloc.bump();
        out.write_all(HEADER)?;
        Ok(Document {
            out,
            written: HEADER.len() as u64,
            alloc,
            catalog_id,
            tree_id,
            offsets: Vec::new(),
            page_ids: Vec::new(),
            largest_page: 0,
        })
    }

    /// Convert `page`, write it after the others, and let it go.
    pub fn add(&mut self, page: &Page) -> Result<(), AddError> {
        let name = Name(b"S1");
        let (drawing, svg_id) = self.convert(&page.svg).map_err(AddError::Render)?;
        let page_id = self.alloc.bump();
        let content_id = self.alloc.bump();
        let mut fonts_chunk = Chunk::new();
        let fonts = super::pdf_text::fonts(&page.text, &mut fonts_chunk, &mut self.alloc);
        let mut own = Chunk::new();
        let mut pdf_page = own.page(page_id);
        pdf_page.media_box(Rect::new(0.0, 0.0, page.width_pt, page.height_pt));
        pdf_page.parent(self.tree_id);
        pdf_page.contents(content_id);
        let mut resources = pdf_page.resources();
        resources.x_objects().pair(name, svg_id);
        if !fonts.names.is_empty() {
            resources
                .fonts()
                .pairs(fonts.names.iter().map(|(n, id)| (Name(n.as_bytes()), *id)));
        }
        resources.finish();
        pdf_page.finish();
        let mut content = Content::new();
        content
            .save_state()
            .transform([page.width_pt, 0.0, 0.0, page.height_pt, 0.0, 0.0])
            .x_object(name)
            .restore_state();
        super::pdf_text::show(&page.text, &fonts, page.height_pt, &mut content);
        own.stream(content_id, &content.finish());
        own.extend(&fonts_chunk);
        self.largest_page = self.largest_page.max(drawing.len() + own.len());
        self.write_chunk(&drawing).map_err(AddError::Write)?;
        self.write_chunk(&own).map_err(AddError::Write)?;
        self.page_ids.push(page_id);
        Ok(())
    }

    /// The page's drawing as PDF objects numbered after the ones written,
    /// and the number of the one the page shows.
    fn convert(&mut self, svg: &str) -> Result<(Chunk, Ref), RenderError> {
        let tree = parse(svg)?;
        let (chunk, svg_id) = svg2pdf::to_chunk(&tree, svg2pdf::ConversionOptions::default())
            .map_err(|e| RenderError::Svg(e.to_string()))?;
        drop(tree);
        let mut map = HashMap::new();
        let alloc = &mut self.alloc;
        let chunk = chunk.renumber(|old| *map.entry(old).or_insert_with(|| alloc.bump()));
        let svg_id = map.get(&svg_id).copied().ok_or(RenderError::Size)?;
        Ok((chunk, svg_id))
    }

    /// Write the chunk's objects, noting where each starts.
    fn write_chunk(&mut self, chunk: &Chunk) -> io::Result<()> {
        let starts = object_starts(chunk).ok_or_else(|| {
            io::Error::other("a PDF object of the page could not be found in its bytes")
        })?;
        for (id, start) in starts {
            self.note(id, self.written + start as u64)?;
        }
        self.out.write_all(chunk.as_bytes())?;
        self.written += chunk.len() as u64;
        Ok(())
    }

    fn note(&mut self, id: Ref, offset: u64) -> io::Result<()> {
        let index = usize::try_from(id.get() - 1)
            .map_err(|_| io::Error::other("a PDF object number below 1"))?;
        if self.offsets.len() <= index {
            self.offsets.resize(index + 1, 0);
        }
        self.offsets[index] = offset;
        Ok(())
    }

    /// The most bytes of the document held at once (one page's objects):
    /// what a test bounds, however many pages there are.
    pub fn largest_page(&self) -> usize {
        self.largest_page
    }

    /// The catalog, the page tree, the cross-reference table and the
    /// trailer; then everything is flushed.
    pub fn finish(mut self) -> io::Result<()> {
        let count = i32::try_from(self.page_ids.len())
            .map_err(|_| io::Error::other("more pages than a PDF holds"))?;
        let mut last = Chunk::new();
        last.indirect(self.catalog_id)
            .start::<pdf_writer::writers::Catalog>()
            .pages(self.tree_id);
        let kids = std::mem::take(&mut self.page_ids);
        last.pages(self.tree_id).kids(kids).count(count);
        self.write_chunk(&last)?;
        let xref = self.written;
        let mut tail = Vec::with_capacity(64 + 20 * self.offsets.len());
        write!(tail, "xref\n0 {}\n", self.offsets.len() + 1)?;
        tail.extend_from_slice(b"0000000000 65535 f\r\n");
        for &offset in &self.offsets {
            if offset == 0 {
                // A number given but never used: a free entry.
                tail.extend_from_slice(b"0000000000 00000 f\r\n");
            } else {
                write!(tail, "{offset:010} 00000 n\r\n")?;
            }
        }
        write!(
            tail,
            "trailer\n<<\n  /Size {}\n  /Root {} 0 R\n>>\nstartxref\n{xref}\n%%EOF",
            self.offsets.len() + 1,
            self.catalog_id.get()
        )?;
        self.out.write_all(&tail)?;
        self.out.flush()
    }
}

/// Where each object of `chunk` starts in its bytes, in order. pdf-writer
/// keeps these but does not show them; every object it writes is
/// `N 0 obj\n…\nendobj\n\n`, one after another in the order `refs` gives,
/// so each after the first starts right after the `endobj` line before a
/// header with its own number. (Stream data is compressed, and a false match
/// would need those 20-odd exact bytes inside it.) `None` if one is missing.
pub(super) fn object_starts(chunk: &Chunk) -> Option<Vec<(Ref, usize)>> {
    const END: &[u8] = b"\nendobj\n\n";
    let bytes = chunk.as_bytes();
    let mut starts = Vec::with_capacity(chunk.refs().len());
    let mut from = 0;
    for (index, id) in chunk.refs().enumerate() {
        let head = format!("{} 0 obj\n", id.get());
        let start = if index == 0 {
            bytes.starts_with(head.as_bytes()).then_some(0)?
        } else {
            let mut pattern = END.to_vec();
            pattern.extend_from_slice(head.as_bytes());
            let found = bytes
                .get(from..)?
                .windows(pattern.len())
                .position(|window| window == pattern.as_slice())?;
            from + found + END.len()
        };
        starts.push((id, start));
        from = start + head.len();
    }
    Some(starts)
}

#[cfg(test)]
#[path = "pdf_tests.rs"]
mod tests;
