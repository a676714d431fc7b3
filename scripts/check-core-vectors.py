#!/usr/bin/env python3
"""Re-judge every row of tests/data/chess-positions.tsv and chess-moves.tsv
with python-chess, and every row of xiangqi-moves.tsv with pyffish
(Fairy-Stockfish) when it is installed; print each disagreement, exit 1 if any.

These four core vector files (and xiangqi-positions.tsv) were given with the
project, made by the oracles their headers name from random legal games (with
one mutation each for the invalid positions); the generator and its seed are
not in this repository, so this script cannot remake the rows: it checks that
every row is still what the oracle says. xiangqi-positions.tsv's verdicts
follow the placement and check rules of the rules issue, which pyffish does
not judge; its valid rows are checked to read in pyffish.

    pip install chess==1.11.2 [pyffish==0.0.90]
    python3 scripts/check-core-vectors.py
"""
import pathlib
import sys

import chess

DATA = pathlib.Path(__file__).resolve().parent.parent / "tests" / "data"

from python_chess_codes import FLAGS  # noqa: E402 (beside this script)


def rows(name):
    """The rows of a data file: `#` header lines and the column names skipped."""
    lines = [line for line in (DATA / name).read_text(encoding="utf-8").splitlines()
             if line.strip() and not line.startswith("#")]
    return [line.split("\t") for line in lines[1:]]


def codes(board):
    status = board.status()
    return {code for flags, code in FLAGS if status & flags}


def check_chess_positions():
    wrong = 0
    for fen, valid, want, _canonical in rows("chess-positions.tsv"):
        board = chess.Board(fen)
        got = codes(board)
        if (valid == "1") != board.is_valid() or got != set(filter(None, want.split(","))):
            print(f"chess-positions.tsv: {fen}: python-chess says {sorted(got)}, file {want!r}")
            wrong += 1
    return wrong


def check_chess_moves():
    wrong = 0
    for start, moves, san, result in rows("chess-moves.tsv"):
        board = chess.Board(start)
        sans = []
        for uci in moves.split():
            move = chess.Move.from_uci(uci)
            sans.append(board.san(move))
            board.push(move)
        if " ".join(sans) != san or board.fen(en_passant="fen") != result:
            print(f"chess-moves.tsv: {start} {moves}: python-chess plays to {board.fen(en_passant='fen')}")
            wrong += 1
    return wrong


def check_xiangqi(sf):
    wrong = 0
    for start, moves, _san, result in rows("xiangqi-moves.tsv"):
        # UCCI ranks 0-9 from Red's side; Fairy-Stockfish counts 1-10.
        played = [f"{m[0]}{int(m[1]) + 1}{m[2]}{int(m[3]) + 1}" for m in moves.split()]
        got = sf.get_fen("xiangqi", start, played)
        if got != result:
            print(f"xiangqi-moves.tsv: {start} {moves}: pyffish says {got}")
            wrong += 1
    for fen, valid, _codes, _canonical in rows("xiangqi-positions.tsv"):
        if valid == "1" and sf.validate_fen(fen, "xiangqi") != 1:
            print(f"xiangqi-positions.tsv: {fen}: pyffish does not read it")
            wrong += 1
    return wrong


def main():
    print(f"python-chess {chess.__version__}")
    wrong = check_chess_positions() + check_chess_moves()
    try:
        import pyffish
    except ImportError:
        print("skipped: xiangqi rows (pyffish not installed)")
    else:
        print(f"pyffish {pyffish.version()}")
        wrong += check_xiangqi(pyffish)
    print(f"{wrong} disagreements")
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
