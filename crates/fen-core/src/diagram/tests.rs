use super::*;
use crate::fen::{ReadOptions, read_input};
use crate::{Color, Role};

fn reading(text: &str) -> (Position, Option<Move>) {
    let read = read_input(text, ReadOptions::lenient());
    (read.position.unwrap(), read.moves.last().copied())
}

fn diagram(text: &str, flip: bool) -> Diagram {
    let (position, last_move) = reading(text);
    Diagram::new(&position, DiagramOptions { flip, last_move })
}

#[test]
fn white_pieces_stand_at_the_bottom_left_to_right() {
    let d = diagram(Variant::Chess.start_fen(), false);
    assert_eq!((d.columns, d.rows), (8, 8));
    assert_eq!(d.pieces.len(), 32);
    let a1 = Cell { column: 0, row: 7 };
    assert_eq!(d.piece_at(a1), Some(Piece::new(Color::White, Role::Rook)));
    let e8 = Cell { column: 4, row: 0 };
    assert_eq!(d.piece_at(e8), Some(Piece::new(Color::Black, Role::King)));
    assert_eq!(d.shade(a1), Some(Shade::Dark));
    assert_eq!(d.shade(Cell { column: 7, row: 7 }), Some(Shade::Light));
    assert_eq!(d.files.first().unwrap().text, "a");
    assert_eq!(d.ranks.first().unwrap().text, "8");
}

#[test]
fn flipping_turns_the_board_round() {
    let d = diagram(Variant::Chess.start_fen(), true);
    let top_left = Cell { column: 0, row: 0 };
    assert_eq!(
        d.piece_at(top_left),
        Some(Piece::new(Color::White, Role::Rook))
    );
    assert_eq!(
        d.piece_at(Cell { column: 3, row: 0 }),
        Some(Piece::new(Color::White, Role::King))
    );
    assert_eq!(
        d.shade(Cell { column: 7, row: 0 }),
        Some(Shade::Dark),
        "a1 stays dark"
    );
    assert_eq!(d.files.first().unwrap().text, "h");
    assert_eq!(d.ranks.first().unwrap().text, "1");
}

#[test]
fn the_last_move_and_a_check_are_marked() {
    let d = diagram("position startpos moves e2e4 f7f6 d1h5", false);
    let kinds = |cell| d.marks_at(cell).collect::<Vec<_>>();
    assert_eq!(kinds(Cell { column: 3, row: 7 }), vec![MarkKind::MovedFrom]);
    assert_eq!(kinds(Cell { column: 7, row: 3 }), vec![MarkKind::MovedTo]);
    assert_eq!(kinds(Cell { column: 4, row: 0 }), vec![MarkKind::Check]);
    let quiet = diagram(Variant::Chess.start_fen(), false);
    assert!(quiet.marks.is_empty());
}

#[test]
fn xiangqi_is_nine_points_by_ten_with_red_below() {
    let d = diagram(Variant::Xiangqi.start_fen(), false);
    assert_eq!((d.columns, d.rows), (9, 10));
    assert_eq!(d.pieces.len(), 32);
    assert_eq!(d.shade(Cell { column: 0, row: 0 }), None);
    let red_general = Cell { column: 4, row: 9 };
    assert_eq!(
        d.piece_at(red_general),
        Some(Piece::new(Color::White, Role::King))
    );
    assert_eq!(d.ranks.last().unwrap().text, "0");
}

#[test]
fn xiangqi_lines_leave_the_river_open_inside() {
    let lines = xiangqi_lines();
    // 10 ranks, 2 full edge files, 7 inner files in two halves, 4 diagonals.
    assert_eq!(lines.len(), 10 + 2 + 14 + 4);
    let crosses_river = |l: &Line| l.from.0 == l.to.0 && l.from.1 < 5.0 && l.to.1 > 5.0;
    assert_eq!(lines.iter().filter(|l| crosses_river(l)).count(), 2);
    assert_eq!(xiangqi_star_points().len(), 14);
}

#[test]
fn emptied_keeps_the_board_without_pieces() {
    let d = diagram("position startpos moves e2e4", false).emptied();
    assert!(d.pieces.is_empty() && d.marks.is_empty());
    assert_eq!(d.columns, 8);
}

/// Issue 38: xiangqi files as Chinese players read them, each side's numbers
/// along its own edge (Red's 九…一 from left to right, Black's 1…9), no rank
/// numbers; flipped, Black's numbers are at the bottom.
#[test]
fn chinese_coordinates_number_each_sides_files_from_its_right() {
    let texts =
        |labels: &[Label]| -> Vec<String> { labels.iter().map(|l| l.text.clone()).collect() };
    let d = diagram(Variant::Xiangqi.start_fen(), false).with_chinese_coordinates();
    assert_eq!(texts(&d.files).concat(), "九八七六五四三二一");
    assert_eq!(texts(&d.top_files).concat(), "123456789");
    assert!(d.ranks.iter().all(|l| l.text.is_empty()));
    let flipped = diagram(Variant::Xiangqi.start_fen(), true).with_chinese_coordinates();
    assert_eq!(texts(&flipped.files).concat(), "987654321");
    assert_eq!(texts(&flipped.top_files).concat(), "一二三四五六七八九");
    // Chess keeps its letters.
    let chess = diagram(Variant::Chess.start_fen(), false).with_chinese_coordinates();
    assert_eq!(chess.files.first().map(|l| l.text.as_str()), Some("a"));
    assert!(chess.top_files.is_empty());
}
