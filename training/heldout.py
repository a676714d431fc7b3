"""Draws the held-out test pictures: piece sets the network never saw in
training (HELDOUT_SETS), boards in several themes with highlights,
coordinates, arrows, flipped boards, a page around most of them, PNG and
JPEG. Writes DIR/NNN.png|jpg and DIR/labels.tsv (file, board field, bottom side, piece set, board x,y,side).

    python3 heldout.py --out /tmp/heldout --count 200
"""

import argparse
import os

import numpy as np

import boards

HELDOUT_SETS = ["chessnut", "celtic"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--seed", type=int, default=3535)
    ap.add_argument("--book", action="store_true", help="book diagrams only (hatched dark squares, boards.draw_book)")
    args = ap.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = np.random.default_rng(args.seed)
    sets = [boards.load_set(name) for name in HELDOUT_SETS]
    rows = []
    for i in range(args.count):
        board = boards.game_like_position(rng)
        flipped = rng.random() < 0.3
        img, box = boards.draw_board(board, sets[i % len(sets)], rng, flipped=flipped,
                                   page=rng.random() < 0.7, book=args.book)
        if rng.random() < 0.3:
            img = img.filter(boards.ImageFilter.GaussianBlur(rng.uniform(0.3, 0.8)))
        if rng.random() < 0.5:
            name = f"{i:03d}.jpg"
            img.save(os.path.join(args.out, name), "JPEG", quality=int(rng.integers(40, 95)))
        else:
            name = f"{i:03d}.png"
            img.save(os.path.join(args.out, name))
        rows.append(f"{name}\t{boards.fen_of(board)}\t{'black' if flipped else 'white'}\t{HELDOUT_SETS[i % len(sets)]}\t{box[0]},{box[1]},{box[2]}")
    with open(os.path.join(args.out, "labels.tsv"), "w") as f:
        f.write("\n".join(rows) + "\n")
    print(f"wrote {args.count} pictures to {args.out}")


if __name__ == "__main__":
    main()
