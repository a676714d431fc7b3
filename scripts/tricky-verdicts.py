#!/usr/bin/env python3
"""Write tests/data/perft/tricky-verdicts.tsv: python-chess 1.11.2's verdict
(`Board(fen).status()`, standard chess, no Chess960) on every position of
tests/data/perft/tricky.perft, which python-chess itself ships. Columns: fen
(the EPD with "0 1" added), valid, codes (status flags mapped to fen-tui
codes, as scripts/chess960-vectors.py maps them). Generated once, committed;
`cargo test` reads the file and needs no Python.

    pip install chess==1.11.2
    python3 scripts/tricky-verdicts.py
"""
import pathlib

import chess

FLAGS = [
    (chess.STATUS_EMPTY, "empty-board"),
    (chess.STATUS_NO_WHITE_KING | chess.STATUS_NO_BLACK_KING, "missing-king"),
    (chess.STATUS_TOO_MANY_KINGS, "too-many-kings"),
    (chess.STATUS_TOO_MANY_WHITE_PAWNS | chess.STATUS_TOO_MANY_BLACK_PAWNS, "too-many-pawns"),
    (chess.STATUS_TOO_MANY_WHITE_PIECES | chess.STATUS_TOO_MANY_BLACK_PIECES, "too-many-pieces"),
    (chess.STATUS_PAWNS_ON_BACKRANK, "pawns-on-back-rank"),
    (chess.STATUS_BAD_CASTLING_RIGHTS, "invalid-castling-rights"),
    (chess.STATUS_INVALID_EP_SQUARE, "invalid-en-passant"),
    (chess.STATUS_OPPOSITE_CHECK, "opposite-check"),
    (chess.STATUS_TOO_MANY_CHECKERS, "too-many-checkers"),
    (chess.STATUS_IMPOSSIBLE_CHECK, "impossible-check"),
]


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    source = root / "tests/data/perft/tricky.perft"
    lines = [
        f"# python-chess {chess.__version__}: Board(fen).status() on tricky.perft, standard chess",
        "# made by scripts/tricky-verdicts.py",
        "fen\tvalid\tcodes",
    ]
    for line in source.read_text().splitlines():
        if not line.startswith("epd "):
            continue
        fen = line[4:].strip() + " 0 1"
        board = chess.Board(fen)
        status = board.status()
        codes = ",".join(code for flag, code in FLAGS if status & flag)
        lines.append(f"{fen}\t{int(board.is_valid())}\t{codes}")
    (root / "tests/data/perft/tricky-verdicts.tsv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
