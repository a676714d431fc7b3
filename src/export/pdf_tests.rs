//! The streamed PDF: its cross-reference table agrees with pdf-writer's own
//! bookkeeping, and what it holds at once does not grow with the pages.

use super::*;
use crate::core::diagram::{Diagram, DiagramOptions};
use crate::core::fen::read::read_canonical;
use crate::export::worksheet::{Exercise, Headings, Item, Layout, Paper, each_page};
use std::ops::ControlFlow;

fn items(count: usize) -> Vec<Item> {
    let fens = [
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
        "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1",
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    ];
    (0..count)
        .map(|n| {
            let fen = fens[n % fens.len()];
            let position = read_canonical(fen.as_bytes(), None).unwrap();
            Item {
                caption: format!("{}. Game {n}", n + 1),
                to_move: "White to move".into(),
                fields: vec!["castling: none".into(), "halfmove clock 0, move 1".into()],
                fen: fen.into(),
                diagram: Diagram::new(&position, DiagramOptions::default()),
            }
        })
        .collect()
}

fn pages(count: usize) -> Vec<String> {
    let headings = Headings {
        title: "Write the FEN".into(),
        answers: "Answers".into(),
        name_line: "Name".into(),
        fen_label: "FEN:".into(),
    };
    let layout = Layout {
        exercise: Exercise::SetUp,
        per_page: 6,
        paper: Paper::A4,
        style: crate::export::Style::default(),
        words_as_text: false,
    };
    let mut pages = Vec::new();
    each_page(
        &items(count),
        &layout,
        &headings,
        &|p, n| format!("{p}/{n}"),
        &mut |page| {
            pages.push(page.svg);
            ControlFlow::Continue(())
        },
    );
    pages
}

fn page(svg: String) -> Page {
    Page {
        svg,
        width_pt: 595.0,
        height_pt: 842.0,
        text: Vec::new(),
    }
}

/// The table's entries as (object, offset), from `xref` to `trailer`.
fn xref_of(pdf: &[u8]) -> Vec<(i32, usize)> {
    let marker = b"startxref\n";
    let at = pdf
        .windows(marker.len())
        .rposition(|w| w == marker)
        .unwrap();
    let tail = String::from_utf8_lossy(&pdf[at + marker.len()..]);
    let start: usize = tail.lines().next().unwrap().parse().unwrap();
    let table = String::from_utf8_lossy(&pdf[start..]);
    assert!(
        table.starts_with("xref\n0 "),
        "the table is where startxref says"
    );
    table
        .lines()
        .skip(2)
        .take_while(|line| !line.starts_with("trailer"))
        .enumerate()
        .filter(|(_, entry)| entry.ends_with(" n"))
        .map(|(id, entry)| (id as i32, entry[..10].parse().unwrap()))
        .collect()
}

/// pdf-writer writes its own table for a document it holds whole: for the
/// same objects, the offsets found in the page's bytes are the ones it keeps.
#[test]
fn object_starts_are_the_ones_pdf_writer_keeps() {
    let mut bytes = Vec::new();
    let mut document = Document::new(&mut bytes).unwrap();
    let (chunk, _) = document.convert(&pages(3)[0]).unwrap();
    let mut whole = pdf_writer::Pdf::new();
    whole.extend(&chunk);
    let theirs: Vec<(i32, usize)> = xref_of(&whole.finish())
        .into_iter()
        .map(|(id, at)| (id, at - HEADER.len()))
        .collect();
    let ours: Vec<(i32, usize)> = object_starts(&chunk)
        .unwrap()
        .into_iter()
        .map(|(id, at)| (id.get(), at))
        .collect();
    assert!(ours.len() > 5, "a page is many objects: {ours:?}");
    let mut sorted = ours.clone();
    sorted.sort();
    assert_eq!(sorted, theirs);
}

/// Every object the table names starts where it says, in the whole
/// document written page by page.
#[test]
fn the_table_points_at_every_object() {
    let mut bytes = Vec::new();
    let mut document = Document::new(&mut bytes).unwrap();
    for svg in pages(14) {
        document.add(&page(svg)).map_err(RenderError::from).unwrap();
    }
    document.finish().unwrap();
    let table = xref_of(&bytes);
    assert!(table.len() > 50);
    for (id, at) in table {
        assert!(
            bytes[at..].starts_with(format!("{id} 0 obj\n").as_bytes()),
            "object {id} at {at}"
        );
    }
}

/// Counts what reaches it and keeps nothing.
struct Counter<'a>(&'a std::cell::Cell<u64>);

impl Write for Counter<'_> {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.0.set(self.0.get() + bytes.len() as u64);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// The most the document held at once (one page's objects) is the same for
/// 4 pages and for 40: it does not grow with the worksheet. And each page
/// has left for the writer by the time `add` returns: nothing is kept back
/// for the end but 8 bytes an object for the table.
#[test]
fn what_is_held_at_once_does_not_grow_with_the_pages() {
    let held = |pages_wanted: usize| {
        let reached = std::cell::Cell::new(0);
        let mut out = Counter(&reached);
        let mut document = Document::new(&mut out).unwrap();
        for svg in pages(pages_wanted * 3) {
            document.add(&page(svg)).map_err(RenderError::from).unwrap();
            assert_eq!(reached.get(), document.written, "the page went out");
        }
        let largest = document.largest_page();
        let table = document.offsets.len() * 8;
        let pages = document.page_ids.len();
        document.finish().unwrap();
        (largest, table / pages, reached.get())
    };
    let (few, table_few, small) = held(2);
    let (many, table_many, big) = held(20);
    assert!(
        big > 8 * small,
        "ten times the pages: {small} then {big} bytes"
    );
    assert!(few < 256 * 1024, "one page held: {few} bytes");
    // (Longer captions and page numbers make a page a little larger.)
    assert!(
        many < few + few / 10,
        "held at once: {few} bytes, then {many}"
    );
    assert!(
        table_many <= table_few + 8,
        "{table_few} then {table_many} a page"
    );
}
