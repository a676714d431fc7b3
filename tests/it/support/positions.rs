//! Random positions for property tests: any board of a variant's pieces,
//! legal or not, with any castling bits, en-passant square and clocks.

#![allow(dead_code)]

use fen_tui::core::{Color, Piece, Position, Role, Square, Variant};
use proptest::prelude::*;

pub fn variant() -> impl Strategy<Value = Variant> {
    prop_oneof![Just(Variant::Chess), Just(Variant::Xiangqi)]
}

/// Any board of the variant's pieces, legal or not (no kings, a dozen queens).
pub fn position(variant: Variant) -> impl Strategy<Value = Position> {
    let roles = Role::all(variant);
    let square = prop_oneof![
        3 => Just(None),
        1 => (any::<bool>(), 0..roles.len()).prop_map(move |(white, r)| {
            let color = if white { Color::White } else { Color::Black };
            Some(Piece::new(color, roles[r]))
        }),
    ];
    let squares = proptest::collection::vec(square, 90);
    let castling = (any::<u8>(), any::<u8>());
    let en_passant = proptest::option::of((0u8..8, 0u8..8));
    let clocks = (any::<u32>(), 1..=u32::MAX);
    (
        squares,
        any::<bool>(),
        castling,
        en_passant,
        clocks,
        any::<bool>(),
    )
        .prop_map(
            move |(
                squares,
                black,
                (white_rights, black_rights),
                ep,
                (halfmove, fullmove),
                c960,
            )| {
                let mut pos = Position::empty(variant);
                for (sq, piece) in Square::fen_order(variant).zip(squares) {
                    pos.set(sq, piece);
                }
                pos.side_to_move = if black { Color::Black } else { Color::White };
                if variant == Variant::Chess {
                    for file in 0..8 {
                        pos.castling
                            .set(Color::White, file, white_rights & (1 << file) != 0);
                        pos.castling
                            .set(Color::Black, file, black_rights & (1 << file) != 0);
                    }
                    pos.en_passant = ep.map(|(file, rank)| Square::new(file, rank));
                    pos.chess960 = c960;
                }
                pos.halfmove_clock = halfmove;
                pos.fullmove_number = fullmove;
                pos
            },
        )
}

pub fn any_position() -> impl Strategy<Value = Position> {
    variant().prop_flat_map(position)
}
