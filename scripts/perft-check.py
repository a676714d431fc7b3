#!/usr/bin/env python3
"""Check the chess perft files in tests/data/perft against python-chess.

The counts in chess960.perft and tricky.perft are published numbers (copied
from python-chess's examples/perft); this script recomputes each of them up to
--max-nodes with python-chess in Chess960 mode (which reads X-FEN and
Shredder-FEN and also plays standard chess), so the files hold only counts an
independent generator agrees with.

    pip install chess==1.11.2
    python3 scripts/perft-check.py [--max-nodes 200000]
"""
import argparse
import pathlib

import chess


def perft(board, depth):
    if depth == 0:
        return 1
    if depth == 1:
        return board.legal_moves.count()
    total = 0
    for move in board.legal_moves:
        board.push(move)
        total += perft(board, depth - 1)
        board.pop()
    return total


def cases(path):
    found = []
    for line in path.read_text().splitlines():
        if line.startswith("id "):
            case = {"id": line[3:], "counts": []}
            found.append(case)
        elif line.startswith("epd "):
            case["epd"] = line[4:]
        elif line.startswith("perft "):
            _, depth, nodes = line.split()
            case["counts"].append((int(depth), int(nodes)))
    return found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-nodes", type=int, default=200_000)
    args = parser.parse_args()
    data = pathlib.Path(__file__).resolve().parent.parent / "tests" / "data" / "perft"
    checked = 0
    for name in ["chess960.perft", "tricky.perft"]:
        for case in cases(data / name):
            board = chess.Board(case["epd"], chess960=True)
            for depth, nodes in case["counts"]:
                if nodes > args.max_nodes:
                    continue
                found = perft(board, depth)
                assert found == nodes, (name, case["id"], depth, found, nodes)
                checked += 1
    print(f"{checked} counts agree with python-chess {chess.__version__}")


if __name__ == "__main__":
    main()
