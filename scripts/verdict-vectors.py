#!/usr/bin/env python3
"""Write tests/data/verdicts-33.tsv: python-chess 1.11.2's verdict on the
positions of issue 33's cases 6-9 (both kings in check, kings side by side,
the worst problem first, an en-passant target beside a clock that is not 0,
the 50- and 75-move rules), so `cargo test` can hold fen-tui's verdicts to
it with Rust only. Columns: fen, valid (Board(fen).is_valid()), codes (the
status flags mapped to fen-tui's codes, as scripts/python_chess_codes.py maps
them), both_checked (1 when python-chess sees both kings attacked:
board.was_into_check() and board.is_check()), adjacent (1 when the kings
stand side by side: chess.square_distance(kings) == 1), ep_clock (1 when the
FEN names an en-passant square and its half-move clock is not 0, which no
double step leaves), claim_draw_50 (board.is_fifty_moves(): 100 half-moves or more),
drawn_75 (board.is_seventyfive_moves()). Generated once, committed.

    pip install chess==1.11.2
    python3 scripts/verdict-vectors.py
"""
import pathlib

import chess

from python_chess_codes import FLAGS  # noqa: E402 (beside this script)

POSITIONS = [
    # Case 6: both kings in check, White to move, and after F6 (Black to move).
    "R3k3/8/8/8/8/8/8/4K2r w - - 0 1",
    "R3k3/8/8/8/8/8/8/4K2r b - - 0 1",
    # Case 6: kings side by side, either side to move.
    "8/8/8/3kK3/8/8/8/8 b - - 0 1",
    "8/8/8/3kK3/8/8/8/8 w - - 0 1",
    "8/8/8/8/8/8/5k2/6K1 w - - 0 1",
    # Case 6: one king in check, the other not (python-chess: opposite check).
    "R3k3/8/8/8/8/8/8/4K3 w - - 0 1",
    # Case 7: the king problem with castling and en-passant repairs.
    "R3k3/8/8/8/8/8/8/4K2r w KQkq e3 0 1",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w KQkq e6 0 1",
    "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1",
    "P3k3/8/8/8/8/8/8/4K3 w KQ - 0 1",
    # Case 8: en passant beside a clock, valid otherwise.
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b Qkq e3 5 30",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "rnbqkbnr/ppp1pppp/8/3pP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 1 3",
    # Case 9: the 50- and 75-move rules.
    "4k3/8/8/8/8/8/8/4K2R w K - 99 120",
    "4k3/8/8/8/8/8/8/4K2R w K - 100 120",
    "4k3/8/8/8/8/8/8/4K2R w K - 149 120",
    "4k3/8/8/8/8/8/8/4K2R w K - 150 120",
    "4k3/8/8/8/8/8/8/4K2R w K - 200 120",
]


def king_distance(board):
    white, black = board.king(chess.WHITE), board.king(chess.BLACK)
    if white is None or black is None:
        return -1
    return chess.square_distance(white, black)


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    lines = [
        f"# python-chess {chess.__version__}: Board(fen) on issue 33's positions, standard chess",
        "# made by scripts/verdict-vectors.py",
        "fen\tvalid\tcodes\tboth_checked\tadjacent\tep_clock\tclaim_draw_50\tdrawn_75",
    ]
    for fen in POSITIONS:
        board = chess.Board(fen)
        status = board.status()
        codes = ",".join(code for flag, code in FLAGS if status & flag)
        both = board.was_into_check() and board.is_check()
        adjacent = king_distance(board) == 1
        ep_clock = fen.split()[3] != "-" and board.halfmove_clock != 0
        row = [
            fen,
            int(board.is_valid()),
            codes,
            int(both),
            int(adjacent),
            int(ep_clock),
            int(board.is_fifty_moves()),
            int(board.is_seventyfive_moves()),
        ]
        lines.append("\t".join(str(v) for v in row))
    (root / "tests/data/verdicts-33.tsv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
