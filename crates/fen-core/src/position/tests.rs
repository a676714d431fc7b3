use super::*;

#[test]
fn square_names_follow_each_variants_rank_numbers() {
    assert_eq!(Square::new(4, 3).name(Variant::Chess), "e4");
    assert_eq!(Square::new(4, 0).name(Variant::Xiangqi), "e0");
    assert_eq!(Square::new(8, 9).name(Variant::Xiangqi), "i9");
    assert_eq!(Square::parse("e4", Variant::Chess), Some(Square::new(4, 3)));
    assert_eq!(
        Square::parse("i9", Variant::Xiangqi),
        Some(Square::new(8, 9))
    );
    assert_eq!(Square::parse("i9", Variant::Chess), None);
    assert_eq!(Square::parse("a0", Variant::Chess), None);
    assert_eq!(Square::parse("a10", Variant::Xiangqi), None);
}

#[test]
fn fen_order_starts_top_left() {
    let order: Vec<_> = Square::fen_order(Variant::Chess).collect();
    assert_eq!(order.len(), 64);
    assert_eq!(order[0], Square::new(0, 7));
    assert_eq!(order[63], Square::new(7, 0));
    assert_eq!(Square::fen_order(Variant::Xiangqi).count(), 90);
}

#[test]
fn castling_files_list_king_side_first() {
    let files: Vec<_> = CastlingRights::ALL.files(Color::White).collect();
    assert_eq!(files, vec![7, 0]);
}
