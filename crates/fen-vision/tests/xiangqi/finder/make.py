#!/usr/bin/env python3
"""Draws xiangqi diagrams with fen-tui's own `diagram` and writes each one's
grid (the top-left point and the spacings, in the picture's pixels, read from
the SVG the same command writes) to labels.tsv:
name, placement, flipped (0/1), 'x0 y0 dx dy'.
The pictures in crates/fen-vision/tests/xiangqi/finder/ were made so, from
the repository's root, with the release binary of the same tree:
    python3 crates/fen-vision/tests/xiangqi/finder/make.py target/release/fen-tui crates/fen-vision/tests/xiangqi/finder
usage: make.py FEN_TUI OUT_DIR"""
import re, subprocess, sys

FEN_TUI, OUT = sys.argv[1], sys.argv[2]
BOARDS = [
    # name, FEN, size, theme, flipped, coordinates
    ("start-brown.png", "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", 480, "brown", False, True),
    ("middle-blue-flipped.png", "2bakab2/9/2n1c1n2/p3p3p/2p6/6P2/P3P3P/2N1C1N2/4A4/2BAK1B2 w - - 0 1", 420, "blue", True, True),
    ("end-print.png", "3k5/4a4/9/9/9/9/9/4B4/4A4/4K1R2 w - - 0 1", 360, "print", False, False),
    ("middle-green-small.png", "4k4/4a4/4b4/p1p3p1p/4c4/2P6/P3P3P/4C4/4A4/2B1K4 w - - 0 1", 300, "green", False, True),
]
rows = []
for name, fen, size, theme, flip, coords in BOARDS:
    args = [FEN_TUI, "diagram", "--size", str(size), "--theme", theme, fen]
    if flip:
        args.insert(2, "--flip")
    if not coords:
        args.insert(2, "--no-coordinates")
    svg = subprocess.run(args + ["--format", "svg"], check=True, capture_output=True, text=True).stdout
    subprocess.run(args + ["--format", "png", "-o", f"{OUT}/{name}"], check=True)
    w, h = map(float, re.search(r'<svg[^>]* width="([\d.]+)" height="([\d.]+)"', svg).groups())
    vw, vh = map(float, re.search(r'viewBox="0 0 ([\d.]+) ([\d.]+)"', svg).groups())
    tx, ty = map(float, re.search(r'<g transform="translate\(([-\d.]+) ([-\d.]+)\)">', svg).groups())
    xs = sorted({float(x) for x in re.findall(r'<line x1="([\d.]+)" y1="[\d.]+" x2="\1"', svg)})
    ys = sorted({float(y) for y in re.findall(r'<line x1="[\d.]+" y1="([\d.]+)" x2="[\d.]+" y2="\1"', svg)})
    assert len(xs) == 9 and len(ys) == 10, (name, xs, ys)
    sx, sy = w / vw, h / vh
    x0, y0 = (tx + xs[0]) * sx, (ty + ys[0]) * sy
    dx, dy = (xs[1] - xs[0]) * sx, (ys[1] - ys[0]) * sy
    rows.append(f"{name}\t{fen.split()[0]}\t{int(flip)}\t{x0:.3f} {y0:.3f} {dx:.3f} {dy:.3f}")
with open(f"{OUT}/labels.tsv", "w") as f:
    f.write("\n".join(rows) + "\n")
