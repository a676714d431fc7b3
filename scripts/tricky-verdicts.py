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

from python_chess_codes import FLAGS  # noqa: E402 (beside this script)


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
