#!/usr/bin/env python3
"""Stacked ("tandem") soldiers: vectors from pyffish and cchess, and the rule.

Writes one line per soldier move on boards where soldiers stand two to five
on one file, or stacked on two files (as a game can have them: at most five
soldiers a side): the FEN before it, the move in ICCS, in WXF as
Fairy-Stockfish writes it (pyffish get_san, NOTATION_XIANGQI_WXF), in
Chinese as python's cchess writes it (Move.to_text), in Chinese as the WXF
2018 / Asian Xiangqi Federation rule writes it (made here from cchess's
text), the soldiers on the mover's file, and the files holding two or more.

The rule (docs/guide/xiangqi.md, "Stacked soldiers"):
- two on a file: 前兵 / 后兵; three: 前兵 / 中兵 / 后兵; four or five:
  一兵 二兵 三兵 四兵 五兵 from the front (cchess: 前 二 三 后, Black ２ ３);
- soldiers stacked on two files: the place, the soldier, then its file
  (前兵七平六, 中卒５进１), for every stacked soldier (cchess leaves the file
  out, and its text then may fit two moves).

    python3 -m venv /tmp/v && /tmp/v/bin/pip install pyffish cchess
    /tmp/v/bin/python scripts/xiangqi-tandem-vectors.py --seed 38 \
        > tests/data/xiangqi-tandem.tsv

The output depends on the seed alone.
"""

import argparse
import random
import sys
from importlib.metadata import version

import cchess
import pyffish as sf

import xiangqi_board as vectors
from xiangqi_board import FULL_DIGITS, RED_NUM, VARIANT, WXF


def rule_text(fen, iccs, cchess_text):
    grid = vectors.board_of(fen)
    f, r = ord(iccs[0]) - 97, int(iccs[1])
    piece = grid[9 - r][f]
    red = piece == "P"
    ranks = sorted((9 - row for row in range(10) if grid[row][f] == piece), reverse=red)
    n = len(ranks)
    if n < 2:
        return cchess_text
    place = ranks.index(r)
    word = "前后"[place] if n == 2 else "前中后"[place] if n == 3 else RED_NUM[place]
    name = "兵" if red else "卒"
    stacked = [c for c in range(9) if sum(1 for row in grid if row[c] == piece) >= 2]
    tail = cchess_text[-2:]
    if len(stacked) >= 2:
        file_no = 9 - f if red else f + 1
        numeral = RED_NUM[file_no - 1] if red else FULL_DIGITS[file_no]
        return f"{word}{name}{numeral}{tail}"
    return f"{word}{name}{tail}"


def position(rng):
    """Red to move: soldiers past the river on one or two files (five at
    most), both generals, a few other pieces."""
    grid = [["."] * 9 for _ in range(10)]
    grid[9 - rng.randint(0, 2)][rng.randint(3, 5)] = "K"
    grid[rng.randint(0, 2)][rng.randint(3, 5)] = "k"
    files = rng.sample(range(9), 2)
    two = rng.random() < 0.5
    counts = [rng.choice([2, 3]), rng.choice([2, 2, 3])] if two else [rng.choice([2, 3, 4, 5])]
    counts = counts[:2] if sum(counts) <= 5 else [2, 3]
    for f, n in zip(files, counts):
        free = [r for r in range(5, 10) if grid[9 - r][f] == "."]
        for r in rng.sample(free, min(n, len(free))):
            grid[9 - r][f] = "P"
    vectors.scatter(rng, grid, "RNCAprncab")
    return grid


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seed", type=int, default=38)
    parser.add_argument("--positions", type=int, default=160)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    rows, made = [], 0
    while made < args.positions:
        grid = position(rng)
        black = rng.random() < 0.5
        fen = vectors.to_fen(vectors.mirrored(grid) if black else grid, "b" if black else "w")
        if not vectors.legal_setup(fen):
            continue
        made += 1
        pawn = "p" if black else "P"
        grid_now = vectors.board_of(fen)
        stacked = sum(1 for c in range(9) if sum(1 for row in grid_now if row[c] == pawn) >= 2)
        for uci in sf.legal_moves(VARIANT, fen, []):
            iccs = vectors.to_iccs(uci)
            f, r = ord(iccs[0]) - 97, int(iccs[1])
            if grid_now[9 - r][f] != pawn:
                continue
            n = vectors.stack_size(fen, iccs)
            if n < 2:
                continue
            move = cchess.ChessBoard(fen).move_iccs(iccs)
            if move is None:
                continue
            text = move.to_text()
            wxf = sf.get_san(VARIANT, fen, uci, False, WXF)
            rows.append((fen, iccs, wxf, text, rule_text(fen, iccs, text), n, stacked))
    print(f"# made by scripts/xiangqi-tandem-vectors.py --seed {args.seed} --positions {args.positions}")
    print(f"# oracles: pyffish {version('pyffish')} (get_san, NOTATION_XIANGQI_WXF),"
          f" cchess {version('cchess')} (Move.to_text); rule: WXF 2018 / AXF, made by the script")
    print("# fen\ticcs\twxf\tcchess\trule\tsame-on-file\tstacked-files")
    for row in rows:
        print("\t".join(str(x) for x in row))
    two = sum(1 for row in rows if row[6] >= 2)
    print(f"{len(rows)} soldier moves, {two} with two stacked files", file=sys.stderr)


if __name__ == "__main__":
    main()
