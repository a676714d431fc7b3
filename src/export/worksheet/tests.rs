//! The worksheet's pages: one at a time, each with its own pieces; FENs at
//! the caption's size.

use super::sheet::{CAPTION, GAP, MARGIN, SMALL};
use super::slot::fen_lines;
use super::*;
use crate::core::Variant;
use crate::core::diagram::Diagram;
use crate::core::diagram::DiagramOptions;
use crate::core::fen::read::read_canonical;
use crate::export::Style;

fn item(fen: &str) -> Item {
    let position = read_canonical(fen.as_bytes(), None).unwrap_or_else(|| panic!("{fen}"));
    Item {
        caption: "1".into(),
        to_move: "Red".into(),
        fields: vec!["halfmove clock 0, move 1".into()],
        fen: fen.into(),
        diagram: Diagram::new(&position, DiagramOptions::default()),
    }
}

/// Pages are handed out one by one, as many as `page_count` says, and
/// each carries the drawings of its own pieces only: what a worksheet
/// holds does not grow with the number of positions.
#[test]
fn pages_come_one_at_a_time_with_their_own_pieces() {
    let kings = item("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    let queens = item("3qk3/8/8/8/8/8/8/3QK3 w - - 0 1");
    let mut items = vec![kings; 6];
    items.extend(vec![queens; 6]);
    let headings = Headings {
        title: "t".into(),
        answers: "a".into(),
        name_line: "n".into(),
        fen_label: "f".into(),
    };
    for exercise in [Exercise::WriteFen, Exercise::SetUp] {
        let layout = Layout {
            exercise,
            per_page: 6,
            paper: Paper::A4,
            style: crate::export::Style::default(),
            words_as_text: false,
        };
        let mut seen = Vec::new();
        each_page(
            &items,
            &layout,
            &headings,
            &|p, n| format!("{p}/{n}"),
            &mut |page| {
                seen.push(page.svg);
                std::ops::ControlFlow::Continue(())
            },
        );
        assert_eq!(seen.len(), page_count(&items, &layout));
        let queen = format!(
            "id=\"{}\"",
            super::super::pieces::id(
                crate::core::Variant::Chess,
                crate::core::Piece {
                    color: crate::core::Color::White,
                    role: crate::core::Role::Queen,
                },
            )
        );
        assert!(!seen[0].contains(&queen), "the kings' page draws no queen");
        // Set up: the exercise pages show empty boards, the answers the pieces.
        let queens_page = if exercise == Exercise::SetUp { 3 } else { 1 };
        assert!(seen[queens_page].contains(&queen));
        let all: Vec<String> = pages(&items, &layout, &headings, &|p, n| format!("{p}/{n}"))
            .into_iter()
            .map(|page| page.svg)
            .collect();
        assert_eq!(seen, all);
    }
}

/// The size of every text drawn black on `page`, as its SVG scale.
fn text_scales(page: &str) -> Vec<f32> {
    page.split("<g fill=\"#000000\" transform=\"translate(")
        .skip(1)
        .filter_map(|rest| rest.split_once("scale(")?.1.split_once(')'))
        .filter_map(|(scale, _)| scale.parse().ok())
        .collect()
}

#[test]
fn a_long_fen_on_the_set_up_sheet_prints_as_large_as_a_short_one() {
    let long = Variant::Xiangqi.start_fen();
    let items = [item(long), item("3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1")];
    let layout = Layout {
        exercise: Exercise::SetUp,
        per_page: 6,
        paper: Paper::A4,
        style: Style::default(),
        words_as_text: false,
    };
    let headings = Headings {
        title: "T".into(),
        answers: "A".into(),
        name_line: String::new(),
        fen_label: "FEN".into(),
    };
    let pages = pages(&items, &layout, &headings, &|_, _| String::new());
    let caption = CAPTION / glyphs::EM;
    for page in &pages {
        let smallest = text_scales(&page.svg).into_iter().fold(f32::MAX, f32::min);
        assert!((smallest - caption).abs() < 1e-4, "{smallest} < {caption}");
    }
    // The long one takes two lines, broken after a `/` or a space.
    let slot_w = (Paper::A4.width - 2.0 * MARGIN - GAP) / 2.0;
    let (lines, size) = fen_lines(long, slot_w, CAPTION);
    assert_eq!((lines.len(), size), (2, CAPTION));
    let joint = if lines[0].ends_with('/') { "" } else { " " };
    assert_eq!(lines.join(joint), long);
}

/// The printed size, in points, of each board's coordinates on `page`: the
/// board's scale times the size of the letters in its `coordinates` group.
fn coordinate_sizes(page: &str) -> Vec<f32> {
    page.split("<g class=\"board\" transform=\"translate(")
        .skip(1)
        .filter_map(|board| {
            let (_, rest) = board.split_once("scale(")?;
            let (scale, rest) = rest.split_once(')')?;
            let (_, labels) = rest.split_once("<g class=\"coordinates\">")?;
            let (_, label) = labels.split_once("scale(")?;
            let (glyph, _) = label.split_once(')')?;
            Some(scale.parse::<f32>().ok()? * glyph.parse::<f32>().ok()? * glyphs::EM)
        })
        .collect()
}

fn fields_item(fen: &str) -> Item {
    let mut item = item(fen);
    item.caption = "3. Итальянская партия: белые рокировались, чёрные ещё нет".into();
    item.to_move = "ход белых".into();
    item.fields = vec![
        "рокировка: белые — нет, чёрные — 0-0 и 0-0-0".into(),
        "взятие на проходе: нет".into(),
        "полуходов без взятий и ходов пешками: 2; номер хода: 5".into(),
    ];
    item
}

/// Issue 38: coordinates at least 7 pt at every layout, 12 a page included,
/// for both games; and the boards use the page (12 a page: three columns,
/// boards over 3 cm wide, the last row near the footer).
#[test]
fn coordinates_print_at_seven_points_or_more_at_every_layout() {
    let headings = Headings {
        title: "T".into(),
        answers: "A".into(),
        name_line: "N".into(),
        fen_label: "FEN:".into(),
    };
    let chess = fields_item("r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQ1RK1 b kq - 2 5");
    let xiangqi = fields_item(Variant::Xiangqi.start_fen());
    for per_page in [1, 2, 4, 6, 9, 12] {
        for exercise in [Exercise::WriteFen, Exercise::SetUp] {
            let items: Vec<Item> = (0..per_page)
                .map(|n| {
                    if n % 2 == 0 {
                        chess.clone()
                    } else {
                        xiangqi.clone()
                    }
                })
                .collect();
            let layout = Layout {
                exercise,
                per_page,
                paper: Paper::A4,
                style: Style::default(),
                words_as_text: false,
            };
            let page = &pages(&items, &layout, &headings, &|_, _| String::new())[0].svg;
            let sizes = coordinate_sizes(page);
            assert_eq!(sizes.len(), per_page, "{per_page} a page: every board");
            for size in sizes {
                assert!(size >= 7.0, "{per_page} a page: coordinates at {size} pt");
            }
        }
    }
    assert_eq!(grid_shape(12), (3, 4));
    assert_eq!(grid_shape(9), (3, 3));
    assert_eq!(grid_shape(6), (2, 3));
    assert_eq!(grid_shape(4), (2, 2));
}

/// A caption too long for its slot wraps whole; the side to move is kept.
#[test]
fn a_long_caption_wraps_and_keeps_the_side_to_move() {
    let item = fields_item("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
    let lines = caption_lines(&item, SMALL, 150.0);
    assert!(lines.len() > 1, "{lines:?}");
    assert!(lines.iter().all(|line| !line.contains('…')));
    assert!(
        lines.last().is_some_and(|l| l.ends_with("— ход белых")),
        "{lines:?}"
    );
    assert_eq!(lines.join(" "), format!("{} — ход белых", item.caption));
}

/// With `words_as_text` the words leave the SVG for the PDF's text: every
/// caption line, field line and footer, each where the SVG would draw it.
#[test]
fn pdf_pages_carry_their_words_as_text() {
    let headings = Headings {
        title: "Запишите FEN".into(),
        answers: "Ответы".into(),
        name_line: String::new(),
        fen_label: "FEN:".into(),
    };
    let items = vec![fields_item("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"); 3];
    let layout = Layout {
        exercise: Exercise::WriteFen,
        per_page: 12,
        paper: Paper::A4,
        style: Style::default(),
        words_as_text: true,
    };
    let drawn = pages(&items, &layout, &headings, &|p, n| format!("{p}/{n}"));
    let words: Vec<&str> = drawn[0].text.iter().map(|t| t.text.as_str()).collect();
    assert!(
        words.contains(&"Запишите FEN") && words.contains(&"1/2"),
        "{words:?}"
    );
    let said = words.join(" ");
    assert!(said.contains("номер хода: 5"), "{said}");
    assert!(
        drawn[1]
            .text
            .iter()
            .any(|t| t.text == "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1")
    );
    // The SVG itself then draws none of those letters (the boards' own
    // coordinates, in the brown theme's ink, stay drawn).
    for ink in ["#000000", "#222222", "#444444"] {
        let letters = format!("<g fill=\"{ink}\" transform");
        assert!(!drawn[0].svg.contains(&letters), "{ink}");
    }
    let outlines = pages(
        &items,
        &Layout {
            words_as_text: false,
            ..layout
        },
        &headings,
        &|p, n| format!("{p}/{n}"),
    );
    assert!(outlines[0].text.is_empty());
    assert!(outlines[0].svg.contains("<g fill=\"#222222\" transform"));
}
