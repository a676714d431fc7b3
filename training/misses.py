"""Which cells of a held-out folder a weights file gets wrong, without Rust:
cuts each picture's 64 cells at the board's true place (labels.tsv's box,
so the board finder's errors are left out), classifies them with the numpy
forward pass of train.py (mirror images averaged, the classes balanced and
the labels kept legal as fen-vision does; the orientation is known), and
prints the cell and board figures and the confusions; with --png, writes
the wrong cells, enlarged, into one sheet to look at.

    python3 misses.py --dir /tmp/heldout --weights ../crates/fen-vision/weights/chess.bin \
        [--png /tmp/misses.png]
"""

import argparse
import os
from collections import Counter

import numpy as np
from PIL import Image, ImageDraw

import boards
import train


# fen-vision's TRAINED_ON (crates/fen-vision/src/lib.rs): the classes' shares in training.
TRAINED_ON = np.array([47533, 13148, 3163, 3220, 3259, 1564, 3000, 14203, 3203, 3272, 3181, 1596, 3000.0])


def balanced(p, alpha=1.0):
    q = p / (TRAINED_ON / TRAINED_ON.sum()) ** alpha
    return q / q.sum(1, keepdims=True)


def legal(p):
    """fen-vision's legal_labels on one board's 64 (balanced) rows, picture order:
    no pawn on the top or bottom row, one king of each colour at most, and one
    put where likeliest when none was read (if the network gives it 0.01)."""
    pawn = {1, 7}
    king = {6, 12}
    edge = lambda i: i < 8 or i >= 56  # noqa: E731

    def best(row, allowed):
        ks = [k for k in range(13) if allowed(k)]
        return max(ks, key=lambda k: row[k]) if ks else 0

    choice = [int(np.argmax(r)) for r in p]
    for i in range(64):
        if edge(i) and choice[i] in pawn:
            choice[i] = best(p[i], lambda k: k not in pawn)
    for k in (6, 12):
        holders = [i for i in range(64) if choice[i] == k]
        if len(holders) > 1:
            keep = max(holders, key=lambda i: p[i][k])
            for i in holders:
                if i != keep:
                    choice[i] = best(p[i], lambda j, i=i: j != k and not (edge(i) and j in pawn))
        elif not holders:
            rest = [i for i in range(64) if choice[i] not in king]
            i = max(rest, key=lambda i: p[i][k])
            if p[i][k] >= 0.01:
                choice[i] = k
    return np.array(choice)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--weights", required=True)
    ap.add_argument("--png")
    ap.add_argument("--alphas", help="also the boards right with the shares raised to these powers "
                    "in the balancing (1 = fen-vision's, 0 = none), e.g. 0,0.5,1")
    ap.add_argument("--grid", help="cut where fen-vision's finder puts the board instead: the lines "
                    "`cargo run --release -p fen-vision --example grid -- DIR/*` prints")
    args = ap.parse_args()
    arrays, channels = train.read_weights(args.weights)
    train.CHANNELS = channels
    found = {}
    if args.grid:
        for line in open(args.grid, encoding="utf-8"):
            path, *rest = line.rstrip("\n").split("\t")
            found[os.path.basename(path)] = None if rest == ["none"] else tuple(float(v) for v in rest)
    cells, truth, sets = [], [], []
    for line in open(os.path.join(args.dir, "labels.tsv"), encoding="utf-8"):
        name, fen, bottom, pset, box = line.rstrip("\n").split("\t")
        img = Image.open(os.path.join(args.dir, name)).convert("RGB")
        x0, y0, side = (int(v) for v in box.split(","))
        box = (x0, y0, side)
        if args.grid:
            g = found.get(name)
            box = (g[0], g[1], 8 * g[2]) if g else (0, 0, 8)
        c = boards.cells_of(img, box)
        board = []
        for row in fen.split("/"):
            for ch in row:
                board += ["."] * int(ch) if ch.isdigit() else [ch]
        order = list(range(64))[::-1] if bottom == "black" else list(range(64))
        cells.append(c)
        truth.append([boards.LABELS.index(board[j]) for j in order])
        sets.append(pset)
    x = np.concatenate(cells).astype(np.float32)
    y = np.array(truth).reshape(-1)
    p = np.zeros((len(x), len(boards.LABELS)))
    for i in range(0, len(x), 512):
        xb = x[i:i + 512]
        p[i:i + 512] = (train.numpy_forward(arrays, xb) + train.numpy_forward(arrays, xb[:, :, ::-1])) / 2
    plain = (p.argmax(1) != y).reshape(-1, 64).sum(1) == 0
    print(f"boards exactly right by the first choice alone: {plain.sum()}/{len(plain)}")
    for alpha in [float(a) for a in args.alphas.split(",")] if args.alphas else []:
        g = np.concatenate([legal(b) for b in balanced(p, alpha).reshape(-1, 64, 13)])
        right = ((g != y).reshape(-1, 64).sum(1) == 0).sum()
        print(f"balancing with the shares to the power {alpha}: boards exactly right {right}/{len(y) // 64}")
    got = np.concatenate([legal(b) for b in balanced(p).reshape(-1, 64, 13)])
    wrong = np.nonzero(got != y)[0]
    boards_right = (got != y).reshape(-1, 64).sum(1) == 0
    print(f"cells {1 - len(wrong) / len(y):.4f} ({len(wrong)} wrong of {len(y)}); "
          f"boards exactly right (balanced, legal labels, as fen-vision) {boards_right.sum()}/{len(boards_right)}")
    for s in sorted(set(sets)):
        mask = np.array([t == s for t in sets])
        print(f"  {s}: boards {boards_right[mask].sum()}/{mask.sum()}")
    conf = Counter((sets[i // 64], boards.LABELS[y[i]], boards.LABELS[got[i]]) for i in wrong)
    for (s, t, g), n in conf.most_common(25):
        print(f"  {s}: {t} read as {g}: {n}")
    if args.png and len(wrong):
        show = wrong[:400]
        cols = 20
        sheet = Image.new("L", (cols * 72, ((len(show) + cols - 1) // cols) * 84), 255)
        d = ImageDraw.Draw(sheet)
        for k, i in enumerate(show):
            cell = Image.fromarray((x[i] * 255).astype(np.uint8)).resize((64, 64), Image.NEAREST)
            cx, cy = (k % cols) * 72, (k // cols) * 84
            sheet.paste(cell, (cx, cy))
            d.text((cx, cy + 66), f"{boards.LABELS[y[i]]}>{boards.LABELS[got[i]]} {sets[i // 64][:4]}", fill=0)
        sheet.save(args.png)


if __name__ == "__main__":
    main()
