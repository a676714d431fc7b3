"""How well a confidence threshold (fen-vision's UNCERTAIN_BELOW) separates the
squares read wrong from those read right, on a folder heldout.py wrote: for
each threshold, how many wrong squares it marks, how many right ones, and how
many pictures get no mark / more than a few. The readings are what
fen-vision's `squares` example prints (the Rust reading itself):

    cargo build --release -p fen-vision --example squares
    ../target/release/examples/squares /tmp/heldout/*.png /tmp/heldout/*.jpg > /tmp/squares.tsv
    python3 confidence.py --dir /tmp/heldout --squares /tmp/squares.tsv
"""

import argparse
import os


def expand(placement):
    out = []
    for row in placement.split("/"):
        for ch in row:
            out += ["."] * int(ch) if ch.isdigit() else [ch]
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--squares", required=True)
    ap.add_argument("--thresholds", default="0.3,0.4,0.5,0.55,0.6,0.65,0.7,0.75,0.8,0.85,0.9")
    args = ap.parse_args()
    truth = {}
    for line in open(os.path.join(args.dir, "labels.tsv"), encoding="utf-8"):
        name, fen, *_ = line.rstrip("\n").split("\t")
        truth[name] = expand(fen)
    rows = []  # (confidence, right) for every square of every picture read
    pictures = []  # per picture: [(confidence, right)]
    unread = 0
    for line in open(args.squares, encoding="utf-8"):
        path, *rest = line.rstrip("\n").split("\t")
        name = os.path.basename(path)
        if name not in truth:
            continue
        if rest == ["none"]:
            unread += 1
            continue
        _, squares = rest
        pic = []
        for want, token in zip(truth[name], squares.split(" ")):
            label, conf = token.rsplit(":", 1)
            pic.append((float(conf), label == want))
        pictures.append(pic)
        rows += pic
    wrong = sum(1 for _, ok in rows if not ok)
    exact = sum(1 for p in pictures if all(ok for _, ok in p))
    print(f"{len(pictures)} pictures read ({unread} not), {exact} exactly right; "
          f"{len(rows)} squares, {wrong} wrong")
    print("threshold  wrong marked  right marked  pictures: no mark / wrong but unmarked / >3 marks / mean marks")
    for t in (float(v) for v in args.thresholds.split(",")):
        wm = sum(1 for c, ok in rows if c < t and not ok)
        rm = sum(1 for c, ok in rows if c < t and ok)
        none = sum(1 for p in pictures if not any(c < t for c, _ in p))
        missed = sum(1 for p in pictures if any(not ok and c >= t for c, ok in p))
        many = sum(1 for p in pictures if sum(c < t for c, _ in p) > 3)
        mean = sum(sum(c < t for c, _ in p) for p in pictures) / max(len(pictures), 1)
        print(f"  {t:.2f}     {wm:4d}/{wrong:<4d}     {rm:5d}         {none:3d} / {missed:3d} / {many:3d} / {mean:.1f}")


if __name__ == "__main__":
    main()
