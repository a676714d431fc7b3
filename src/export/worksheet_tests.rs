//! The worksheet's pages: one at a time, each with its own pieces; FENs at
//! the caption's size.

use super::*;
use crate::core::Variant;
use crate::core::diagram::DiagramOptions;
use crate::core::fen::read::read_canonical;

fn item(fen: &str) -> Item {
    let position = read_canonical(fen.as_bytes(), None).unwrap_or_else(|| panic!("{fen}"));
    Item {
        caption: "1".into(),
        to_move: "Red".into(),
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
        };
        let mut seen = Vec::new();
        each_page(
            &items,
            &layout,
            &headings,
            &|p, n| format!("{p}/{n}"),
            &mut |page| {
                seen.push(page);
                std::ops::ControlFlow::Continue(())
            },
        );
        assert_eq!(seen.len(), page_count(items.len(), &layout));
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
        assert_eq!(
            seen,
            pages(&items, &layout, &headings, &|p, n| format!("{p}/{n}"))
        );
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
        let smallest = text_scales(page).into_iter().fold(f32::MAX, f32::min);
        assert!((smallest - caption).abs() < 1e-4, "{smallest} < {caption}");
    }
    // The long one takes two lines, broken after a `/` or a space.
    let slot_w = (Paper::A4.width - 2.0 * MARGIN - GAP) / 2.0;
    let (lines, size) = fen_lines(long, slot_w);
    assert_eq!((lines.len(), size), (2, CAPTION));
    let joint = if lines[0].ends_with('/') { "" } else { " " };
    assert_eq!(lines.join(joint), long);
}
