//! Writing a worksheet as it is drawn: each page is drawn, converted and
//! written (into the one writer's temporary beside `-o`'s file, or stdout)
//! before the next is drawn, so a worksheet of 50,000 positions holds one
//! page, never the document. A page that cannot be drawn or written stops
//! the rest; the old file at `-o` is then left as it was.

use crate::cli::{Exit, Words};
use crate::core::Arg;
use crate::export::pdf::{self, AddError};
use crate::export::png::RenderError;
use crate::export::worksheet::{Drawn, Headings, Item, Layout, Paper, each_page, page_count};
use std::io::{self, BufWriter, Write};
use std::ops::ControlFlow;
use std::path::Path;

/// The file a worksheet is written as (`--format`, else `-o`'s extension).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SheetFormat {
    Pdf,
    Svg,
}

/// What the worksheet is made of, and in which format it is written.
pub(super) struct Sheet<'a> {
    pub(super) items: &'a [Item],
    pub(super) layout: &'a Layout,
    pub(super) headings: &'a Headings,
    pub(super) page_label: &'a dyn Fn(usize, usize) -> String,
    pub(super) format: SheetFormat,
}

/// Write the sheet to `file` (through the one writer), or stdout without one.
pub(super) fn write_sheet(sheet: &Sheet, file: Option<&Path>, words: &Words) -> Exit {
    let mut drawing = None;
    let written = match file {
        Some(path) => crate::files::write_file_with(path, |out| make(sheet, out, &mut drawing)),
        None => {
            let mut out = BufWriter::new(io::stdout().lock());
            make(sheet, &mut out, &mut drawing).and_then(|()| out.flush())
        }
    };
    if let Some(error) = drawing {
        words.complain(
            "diagram-cannot-draw",
            &[("reason", error.to_string().into())],
        );
        return Exit::Trouble;
    }
    match (written, file) {
        (Ok(()), _) => Exit::Valid,
        (Err(error), None) => {
            crate::cli::common::output::write_failed(&error, words).unwrap_or(Exit::Valid)
        }
        (Err(error), Some(path)) => {
            let reason = words.localizer().reason(&crate::files::Reason::of(&error));
            let file = path.display().to_string();
            words.complain(
                "diagram-cannot-write",
                &[("file", file.into()), ("reason", Arg::from(reason))],
            );
            Exit::Trouble
        }
    }
}

/// The sheet's bytes into `out`, page by page; a page that cannot be drawn
/// is put in `drawing` (and the write fails, so no half sheet is kept).
pub(super) fn make(
    sheet: &Sheet,
    out: &mut dyn Write,
    drawing: &mut Option<RenderError>,
) -> io::Result<()> {
    let paper = sheet.layout.paper;
    let mut failed: Option<AddError> = None;
    match sheet.format {
        SheetFormat::Pdf => {
            let mut document = pdf::Document::new(out)?;
            each(sheet, &mut |drawn| {
                let page = pdf::Page {
                    svg: drawn.svg,
                    width_pt: paper.width,
                    height_pt: paper.height,
                    text: drawn.text,
                };
                stop_on(document.add(&page), &mut failed)
            });
            if failed.is_none() {
                return document.finish();
            }
        }
        SheetFormat::Svg => {
            let count = page_count(sheet.items, sheet.layout);
            let mut stack = Stack::new(out, count, paper)?;
            each(sheet, &mut |page| {
                stop_on(stack.push(&page.svg).map_err(AddError::Write), &mut failed)
            });
            if failed.is_none() {
                return stack.finish();
            }
        }
    }
    match failed {
        Some(AddError::Render(error)) => {
            *drawing = Some(error);
            Err(io::Error::other("a page could not be drawn"))
        }
        Some(AddError::Write(error)) => Err(error),
        None => Ok(()),
    }
}

fn each(sheet: &Sheet, emit: &mut dyn FnMut(Drawn) -> ControlFlow<()>) {
    each_page(
        sheet.items,
        sheet.layout,
        sheet.headings,
        sheet.page_label,
        emit,
    );
}

/// Go on after a page that went in; stop, keeping why, after one that did not.
fn stop_on(result: Result<(), AddError>, failed: &mut Option<AddError>) -> ControlFlow<()> {
    match result {
        Ok(()) => ControlFlow::Continue(()),
        Err(error) => {
            *failed = Some(error);
            ControlFlow::Break(())
        }
    }
}

/// SVG pages one under another in one document, with a grey gap between,
/// written as they are drawn.
struct Stack<'w> {
    out: &'w mut dyn Write,
    paper: Paper,
    index: usize,
}

const STACK_GAP: f32 = 24.0;

impl<'w> Stack<'w> {
    fn new(out: &'w mut dyn Write, count: usize, paper: Paper) -> io::Result<Stack<'w>> {
        let height = count as f32 * (paper.height + STACK_GAP) - STACK_GAP;
        let mut head = crate::export::svg::open(paper.width, height, paper.width, height);
        head.push_str("<rect width=\"100%\" height=\"100%\" fill=\"#888888\"/>");
        out.write_all(head.as_bytes())?;
        Ok(Stack {
            out,
            paper,
            index: 0,
        })
    }

    fn push(&mut self, sheet: &str) -> io::Result<()> {
        let body = sheet.split_once("?>\n").map_or(sheet, |(_, b)| b);
        let y = self.index as f32 * (self.paper.height + STACK_GAP);
        let page = body.replacen("<svg ", &format!("<svg y=\"{y}\" "), 1);
        self.index += 1;
        self.out.write_all(page.as_bytes())
    }

    fn finish(self) -> io::Result<()> {
        self.out.write_all(b"</svg>\n")?;
        self.out.flush()
    }
}
