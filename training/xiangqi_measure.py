"""Exact xiangqi boards on a folder xiangqi_heldout.py wrote.

Without Rust: cuts each picture's 90 cells at the board's TRUE grid
(labels.tsv's, so a board finder's errors are left out), classifies them
with xiangqi_train.py's numpy forward pass over a weights file, and counts the
boards whose every point is right: by the network's first choice alone, and
with each piece kept to the points it can stand on (the orientation known);
prints the confusions; with --png writes the wrong cells, enlarged, into one
sheet. With --fen-tui, also runs `fen-tui image --variant xiangqi` over all
the pictures in one process and counts its exact boards (board field only).

    python3 xiangqi_measure.py --dir /tmp/xq-heldout \
        --weights ../crates/fen-vision/weights/xiangqi.bin [--png /tmp/xq-misses.png] \
        [--fen-tui ../target/release/fen-tui]
"""

import argparse
import os
import subprocess
import time
from collections import Counter

import numpy as np
from PIL import Image, ImageDraw

import xiangqi_boards as xb
import xiangqi_train as xt

LABELS = xb.LABELS


def allowed_mask(flipped):
    """(90, 15) booleans in display order: may this class stand on this point?"""
    mask = np.ones((90, len(LABELS)), dtype=bool)
    for k, letter in enumerate(LABELS):
        if letter in xb.POINTS:
            ok = np.zeros(90, dtype=bool)
            for r, c in xb.POINTS[letter]:
                i = r * 9 + c
                ok[89 - i if flipped else i] = True
            mask[:, k] = ok
    return mask


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--weights")
    ap.add_argument("--png")
    ap.add_argument("--fen-tui")
    ap.add_argument("--labels", default="labels.tsv",
                    help="the answers' file in DIR (EXPECTED.tsv for the tests' pictures)")
    args = ap.parse_args()
    rows = [line.rstrip("\n").split("\t") for line in open(os.path.join(args.dir, args.labels), encoding="utf-8")
            if not line.startswith("#")]
    if args.weights:
        arrays = xt.read_weights(args.weights)
        exact = exact_legal = 0
        conf = Counter()
        wrong = []
        cells_right = cells_all = 0
        for name, placement, flipped, grid in rows:
            img = Image.open(os.path.join(args.dir, name)).convert("RGB")
            grid = tuple(float(v) for v in grid.split())
            cells = xb.cells_of(img, grid)
            truth = xb.display_labels(xb.board_of(placement), flipped == "1")
            p = xt.numpy_forward(arrays, cells)
            raw = p.argmax(1)
            legal = np.where(allowed_mask(flipped == "1"), p, -1).argmax(1)
            exact += int((raw == truth).all())
            exact_legal += int((legal == truth).all())
            cells_right += int((legal == truth).sum())
            cells_all += 90
            for i in np.flatnonzero(legal != truth):
                conf[(LABELS[truth[i]], LABELS[legal[i]])] += 1
                wrong.append((cells[i], f"{name} {i // 9},{i % 9} {LABELS[truth[i]]}>{LABELS[legal[i]]}"))
        n = len(rows)
        print(f"true grid, network alone: {exact}/{n} exact boards ({100 * exact / n:.1f} %); "
              f"pieces kept to their points: {exact_legal}/{n} ({100 * exact_legal / n:.1f} %); "
              f"cells {cells_right}/{cells_all} ({100 * cells_right / cells_all:.2f} %)")
        print("confusions (true>read): " + ", ".join(f"{a}>{b} {k}" for (a, b), k in conf.most_common(15)))
        if args.png and wrong:
            wrong = wrong[:300]
            cols = 12
            sheet = Image.new("RGB", (cols * 100, ((len(wrong) + cols - 1) // cols) * 112), "white")
            d = ImageDraw.Draw(sheet)
            for j, (cell, label) in enumerate(wrong):
                grey = Image.fromarray((cell[:, :, 0] * 255).astype(np.uint8)).resize((48, 48), Image.NEAREST)
                red = Image.fromarray((cell[:, :, 1] * 255).astype(np.uint8)).resize((48, 48), Image.NEAREST)
                x, y = (j % cols) * 100, (j // cols) * 112
                sheet.paste(grey, (x, y))
                sheet.paste(red, (x + 49, y))
                d.text((x, y + 50), label.split(" ", 1)[0], fill="black")
                d.text((x, y + 64), label.split(" ", 1)[1], fill="black")
            sheet.save(args.png)
    if args.fen_tui:
        files = [os.path.join(args.dir, r[0]) for r in rows]
        t0 = time.time()
        out = subprocess.run([args.fen_tui, "image", "--variant", "xiangqi", *files], capture_output=True, text=True)
        took = time.time() - t0
        lines = out.stdout.split("\n")
        right = 0
        misses = []
        for i, r in enumerate(rows):
            got = lines[i].split(" ")[0] if i < len(lines) else ""
            if got == r[1]:
                right += 1
            else:
                misses.append(r[0])
        n = len(rows)
        print(f"fen-tui image --variant xiangqi: {right}/{n} exact boards ({100 * right / n:.1f} %) in {took:.1f} s; "
              f"wrong: {' '.join(misses[:40])}")


if __name__ == "__main__":
    main()
