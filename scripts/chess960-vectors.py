#!/usr/bin/env python3
"""Write tests/data/chess960-positions.tsv: Chess960 positions judged by
python-chess 1.11.2 with chess960=True.

Positions: from random legal games from random Chess960 starts, and the same
positions with castling rights changed (random subsets of the rooks' files, in
Shredder-FEN) so that some rights are invalid. Columns: fen (Shredder-FEN
castling), valid, codes (python-chess status flags mapped to fen-tui codes, as
in /work/shared/testdata/README.md), xfen (python-chess's `fen()`), shredder
(`fen(shredder=True)`); for an invalid row the last two are informative only.

    pip install chess==1.11.2
    python3 scripts/chess960-vectors.py
"""
import pathlib
import random

import chess

from python_chess_codes import FLAGS  # noqa: E402 (beside this script)


def codes(board):
    status = board.status()
    return ",".join(code for flag, code in FLAGS if status & flag)


def shredder_rights(board, rng, every):
    """Rights for a random subset of the rooks on each back rank (or all)."""
    letters = ""
    for color, rank in [(chess.WHITE, 0), (chess.BLACK, 7)]:
        rooks = [chess.square_file(s) for s in board.pieces(chess.ROOK, color) if chess.square_rank(s) == rank]
        chosen = sorted((f for f in rooks if every or rng.random() < 0.5), reverse=True)
        text = "".join(chess.FILE_NAMES[f] for f in chosen)
        letters += text.upper() if color == chess.WHITE else text
    return letters or "-"


def main():
    rng = random.Random(960)
    rows = []
    while len(rows) < 450:
        board = chess.Board.from_chess960_pos(rng.randrange(960))
        for _ in range(rng.randrange(0, 30)):
            moves = list(board.legal_moves)
            if not moves:
                break
            board.push(rng.choice(moves))
        # Rows are standalone positions: forget the move stack.
        fen = board.fen(shredder=True)
        texts = [fen]
        for every in [False, True]:
            mutated = fen.split(" ")
            mutated[2] = shredder_rights(board, rng, every)
            texts.append(" ".join(mutated))
        for text in texts:
            judged = chess.Board(text, chess960=True)
            rows.append((text, "1" if judged.is_valid() else "0", codes(judged),
                         judged.fen(), judged.fen(shredder=True)))
    path = pathlib.Path(__file__).resolve().parent.parent / "tests/data/chess960-positions.tsv"
    lines = [
        f"# python-chess {chess.__version__}: chess.Board(fen, chess960=True), is_valid() and status()",
        "# on positions of random Chess960 games (castling rights changed in some)",
        "# made by scripts/chess960-vectors.py",
        "fen\tvalid\tcodes\txfen\tshredder",
    ] + ["\t".join(r) for r in rows]
    path.write_text("\n".join(lines) + "\n")
    valid = sum(r[1] == "1" for r in rows)
    print(f"{len(rows)} rows, {valid} valid")


if __name__ == "__main__":
    main()
