"""Makes the small pictures fen-vision's and fen-tui's tests read
(crates/fen-vision/tests/pictures/), with the answers in EXPECTED.tsv.

    python3 test_pictures.py --fen-tui ../target/release/fen-tui --cat chelsea.png

- diagram-*.png: drawn by the project's own renderer (`fen-tui diagram`).
- heldout-chessnut.jpg, screenshot-1000.png: drawn by boards.py with piece
  sets the network never saw in training (chessnut, celtic), a page around.
- cat.jpg: scikit-image's `chelsea.png` (Stefan van der Walt, CC0), shrunk:
  a picture with no board, to be refused.
"""

import argparse
import os
import subprocess

import numpy as np
from PIL import Image

import boards

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "crates", "fen-vision", "tests", "pictures")

DIAGRAMS = [
    # name, input, extra arguments, board field, bottom side
    ("diagram-start.png", "position startpos moves e2e4 e7e5 g1f3", ["--size", "360"],
     "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R", "white"),
    ("diagram-flipped.png", "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R w KQ - 0 8",
     ["--flip", "--theme", "blue", "--size", "420", "--no-coordinates"],
     "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N2N2/PP2BPPP/R2QKB1R", "black"),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fen-tui", required=True)
    ap.add_argument("--cat", required=True, help="scikit-image's skimage/data/chelsea.png")
    args = ap.parse_args()
    os.makedirs(OUT, exist_ok=True)
    rows = []
    for name, fen, extra, field, bottom in DIAGRAMS:
        subprocess.run([args.fen_tui, "diagram", fen, *extra, "-o", os.path.join(OUT, name)], check=True)
        rows.append((name, field, bottom))
    rng = np.random.default_rng(2026)
    chessnut = boards.load_set("chessnut")
    board = boards.game_like_position(rng)
    img, _ = boards.draw_board(board, chessnut, rng, flipped=False, page=True, size=320)
    img.save(os.path.join(OUT, "heldout-chessnut.jpg"), "JPEG", quality=75)
    rows.append(("heldout-chessnut.jpg", boards.fen_of(board), "white"))
    celtic = boards.load_set("celtic")
    board = boards.game_like_position(rng)
    img, _ = boards.draw_board(board, celtic, rng, flipped=False, size=560)
    page = Image.new("RGB", (1000, 1000), (246, 246, 246))
    page.paste(img, (220, 190))
    page.save(os.path.join(OUT, "screenshot-1000.png"), optimize=True)
    rows.append(("screenshot-1000.png", boards.fen_of(board), "white"))
    cat = Image.open(args.cat).convert("RGB")
    cat = cat.resize((300, round(300 * cat.height / cat.width)), Image.LANCZOS)
    cat.save(os.path.join(OUT, "cat.jpg"), "JPEG", quality=80)
    rows.append(("cat.jpg", "", ""))
    with open(os.path.join(OUT, "EXPECTED.tsv"), "w") as f:
        f.write("# file\tboard field\tbottom side; made by training/test_pictures.py\n")
        for row in rows:
            f.write("\t".join(row) + "\n")


if __name__ == "__main__":
    main()
