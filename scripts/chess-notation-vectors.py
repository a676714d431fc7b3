#!/usr/bin/env python3
"""Chess notation vectors from python-chess: every move of
tests/data/chess-moves.tsv with the FEN before it, its UCI, and its SAN and
long algebraic notation as python-chess writes them (Board.san, Board.lan).

    pip install chess   # 1.11.2 made the committed file
    python3 scripts/chess-notation-vectors.py > tests/data/chess-notations.tsv

The output depends on the input file and python-chess alone (same input,
same version: the same file byte for byte). The Rust tests
(tests/it/chess_notation.rs) read it: figurine and Russian forms are SAN with
other piece names, so SAN and LAN from python-chess decide them too.
"""
import pathlib
import sys

import chess

ROOT = pathlib.Path(__file__).resolve().parent.parent


def main() -> None:
    out = sys.stdout
    out.write(f"# made by scripts/chess-notation-vectors.py from tests/data/chess-moves.tsv\n")
    out.write(f"# oracle: python-chess {chess.__version__} (Board.san, Board.lan)\n")
    out.write("# fen\tuci\tsan\tlan\n")
    for line in (ROOT / "tests/data/chess-moves.tsv").read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or line.startswith("start\t") or not line.strip():
            continue
        start, moves = line.split("\t")[:2]
        board = chess.Board(start)
        for uci in moves.split():
            move = chess.Move.from_uci(uci)
            fen = board.fen(en_passant="fen")
            out.write(f"{fen}\t{uci}\t{board.san(move)}\t{board.lan(move)}\n")
            board.push(move)


if __name__ == "__main__":
    main()
