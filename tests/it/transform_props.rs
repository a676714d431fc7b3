//! The board transforms over random positions: the involutions (swap colours,
//! mirror, rotate) give the position back when applied twice, clearing a side
//! leaves none of its pieces, and the rights each keeps are ones the rules
//! allow; plus the examples the CLI documents.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::core::fen::{ReadOptions, read_fen, write_fen};
use fen_tui::core::rules::chess::allowed_rights;
use fen_tui::core::transform::{Transform, apply};
use fen_tui::core::{Color, Position, Variant};
use proptest::prelude::*;

use crate::support::positions;
use positions::any_position;

/// `pos` with only the rights its board allows (what a transform keeps).
fn settled(mut pos: Position) -> Position {
    if pos.variant == Variant::Chess {
        pos.castling = allowed_rights(&pos, pos.castling);
    }
    pos
}

fn twice(pos: &Position, transform: Transform) -> Position {
    apply(&apply(pos, transform).position, transform).position
}

proptest! {
    #[test]
    fn swapping_colours_twice_gives_the_position_back(pos in any_position()) {
        let pos = settled(pos);
        prop_assert_eq!(twice(&pos, Transform::SwapColors), pos);
    }

    #[test]
    fn rotating_twice_gives_the_board_back(pos in any_position()) {
        // Rights do not survive the trip (kings leave their back ranks), the
        // board and the side to move do.
        let back = twice(&pos, Transform::Rotate);
        prop_assert_eq!(back.board, pos.board);
        prop_assert_eq!(back.side_to_move, pos.side_to_move);

    }

    #[test]
    fn mirroring_twice_gives_the_position_back_where_rights_survive(mut pos in any_position()) {
        // Chess960 keeps mirrored rights (the king stays between its rooks);
        // standard chess loses them (the king leaves e1), so none are set.
        if !pos.chess960 {
            pos.castling = fen_tui::core::CastlingRights::NONE;
        }
        let pos = settled(pos);
        prop_assert_eq!(twice(&pos, Transform::Mirror), pos);
    }

    #[test]
    fn every_transform_keeps_only_allowed_rights(pos in any_position()) {
        for transform in [
            Transform::SwapColors,
            Transform::Mirror,
            Transform::Rotate,
            Transform::Clear(Color::White),
            Transform::Clear(Color::Black),
        ] {
            let done = apply(&pos, transform).position;
            prop_assert_eq!(settled(done), done, "{:?}", transform);
        }
    }

    #[test]
    fn clearing_a_side_leaves_only_the_other(pos in any_position(), white in any::<bool>()) {
        let color = if white { Color::White } else { Color::Black };
        let done = apply(&pos, Transform::Clear(color)).position;
        prop_assert!(done.board.pieces().all(|(_, p)| p.color != color));
        let kept = pos.board.pieces().filter(|(_, p)| p.color != color).count();
        prop_assert_eq!(done.board.pieces().count(), kept);
        prop_assert!(done.castling.mask(color) == 0);
    }
}

fn fen_after(fen: &str, transform: Transform) -> String {
    let pos = read_fen(fen, ReadOptions::lenient()).unwrap().position;
    write_fen(&apply(&pos, transform).position)
}

#[test]
fn swapping_colours_is_the_same_position_for_the_other_side() {
    assert_eq!(
        fen_after(
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            Transform::SwapColors
        ),
        "rnbqkbnr/pppp1ppp/8/4p3/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1"
    );
    // Xiangqi: ranks 0-9 mirror, Red and Black trade places.
    assert_eq!(
        fen_after(
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            Transform::SwapColors
        ),
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1"
    );
}

#[test]
fn mirroring_keeps_chess960_rights_and_drops_standard_ones() {
    assert_eq!(
        fen_after("4k3/8/8/8/8/8/8/RR2K3 w B - 0 1", Transform::Mirror),
        "3k4/8/8/8/8/8/8/3K2RR w G - 0 1"
    );
    assert_eq!(
        fen_after("r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1", Transform::Mirror),
        "3k3r/8/8/8/8/8/8/R2K4 w - - 0 1"
    );
    // Xiangqi files a-i.
    assert_eq!(
        fen_after("3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1", Transform::Mirror),
        "5k3/9/9/9/9/9/9/9/9/4K3R w - - 0 1"
    );
}

#[test]
fn rotating_turns_the_board_and_keeps_colours() {
    assert_eq!(
        fen_after("4k3/8/8/8/8/8/P7/4K2R w K - 0 1", Transform::Rotate),
        "R2K4/7P/8/8/8/8/8/3k4 w - - 0 1"
    );
}
