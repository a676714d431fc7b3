"""Draws xiangqi test pictures: by default with the HELD-OUT fonts and styles
(xiangqi_boards.HELDOUT_FONTS, never drawn in training), or with the training
fonts (`--fonts train`, for sample pictures). Boards with highlights,
coordinates, arrows, flipped boards (30 %), a page round most of them, PNG
and JPEG; with `--fen-tui`, a tenth of them drawn by fen-tui's own `diagram`.
Writes DIR/NNN.png|jpg and DIR/labels.tsv, one line a picture:
name, board field, flipped (0/1), "x0 y0 dx dy" (the grid: the picture's
top-left point and the distances between files and between ranks).

    python3 xiangqi_heldout.py --out /tmp/xq-heldout --count 200
"""

import argparse
import os

import numpy as np
from PIL import ImageFilter

import xiangqi_boards as xb


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=3536)
    ap.add_argument("--fonts", choices=["heldout", "train"], default="heldout")
    ap.add_argument("--fen-tui", help="fen-tui's binary, to draw a tenth of the pictures with `diagram`")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = np.random.default_rng(args.seed)
    heldout = args.fonts == "heldout"
    fonts = xb.load_fonts(xb.HELDOUT_FONTS if heldout else xb.TRAIN_FONTS)
    rows = []
    for i in range(args.count):
        board = xb.random_position(rng)
        flipped = bool(rng.random() < 0.3)
        drawn = None
        if args.fen_tui and i % 10 == 9:
            drawn = xb.diagram(board, rng, args.fen_tui, flipped=flipped)
        if drawn is None:
            drawn = xb.draw_xiangqi(board, rng, fonts, flipped=flipped, page=rng.random() < 0.6,
                                    heldout=heldout)
        img, grid = drawn
        if rng.random() < 0.25:
            img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 0.9)))
        if rng.random() < 0.5:
            name = f"{i:03d}.jpg"
            img.save(os.path.join(args.out, name), "JPEG", quality=int(rng.integers(40, 95)))
        else:
            name = f"{i:03d}.png"
            img.save(os.path.join(args.out, name))
        rows.append(f"{name}\t{xb.placement_of(board)}\t{int(flipped)}\t" + " ".join(f"{v:.3f}" for v in grid))
    with open(os.path.join(args.out, "labels.tsv"), "w") as f:
        f.write("\n".join(rows) + "\n")
    print(f"wrote {args.count} pictures to {args.out}")


if __name__ == "__main__":
    main()
