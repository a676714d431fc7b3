"""Makes the small xiangqi pictures fen-vision's tests read
(crates/fen-vision/tests/xiangqi/), with the answers in EXPECTED.tsv
(labels.tsv's columns: name, board field, flipped 0/1, the grid "x0 y0 dx dy").

    python3 xiangqi_test_pictures.py --fen-tui ../target/release/fen-tui

All drawn with the TRAINING fonts (fonts/SOURCES.md), seeded:
- diagram.png: fen-tui's own `diagram` of a position from a game's opening.
- flipped.png: xiangqi_boards.py, Black at the bottom.
- page.png: xiangqi_boards.py, the board on a page with text and panels.
- screenshot.jpg: xiangqi_boards.py, JPEG quality 70.
"""

import argparse
import os
import subprocess

import numpy as np

import xiangqi_boards as xb

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "crates", "fen-vision", "tests", "xiangqi")
DIAGRAM_FEN = "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/2P6/P3P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fen-tui", required=True)
    args = ap.parse_args()
    os.makedirs(OUT, exist_ok=True)
    rows = []
    svg = subprocess.run([args.fen_tui, "diagram", "--variant", "xiangqi", "--size", "400", "--format", "svg",
                          DIAGRAM_FEN], check=True, capture_output=True, text=True).stdout
    subprocess.run([args.fen_tui, "diagram", "--variant", "xiangqi", "--size", "400", "-o",
                    os.path.join(OUT, "diagram.png"), DIAGRAM_FEN], check=True)
    rows.append(("diagram.png", DIAGRAM_FEN.split(" ")[0], False, xb.svg_grid(svg, 400)))
    fonts = xb.load_fonts(xb.TRAIN_FONTS)
    rng = np.random.default_rng(3535)
    for name, flipped, page, size in (("flipped.png", True, False, 420), ("page.png", False, True, 380),
                                      ("screenshot.jpg", False, False, 480)):
        board = xb.random_position(rng)
        img, grid = xb.draw_xiangqi(board, rng, fonts, flipped=flipped, page=page, size=size)
        path = os.path.join(OUT, name)
        if name.endswith(".jpg"):
            img.save(path, "JPEG", quality=70)
        else:
            img.save(path, optimize=True)
        rows.append((name, xb.placement_of(board), flipped, grid))
    with open(os.path.join(OUT, "EXPECTED.tsv"), "w", encoding="utf-8") as f:
        f.write("# file\tboard field\tflipped\tx0 y0 dx dy; made by training/xiangqi_test_pictures.py\n")
        for name, field, flipped, grid in rows:
            f.write(f"{name}\t{field}\t{int(flipped)}\t" + " ".join(f"{v:.3f}" for v in grid) + "\n")
    print(f"wrote {len(rows)} pictures to {OUT}")


if __name__ == "__main__":
    main()
