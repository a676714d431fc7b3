"""Exact-board accuracy on a folder heldout.py wrote, for `fen-tui image` and,
when a Python with the `chessvision` package is given, for chessvision on
the same pictures, each as one process over all the pictures, timed.

    python3 measure.py --dir /tmp/heldout --fen-tui ../target/release/fen-tui \
        [--chessvision-python /path/to/venv/bin/python]

A board counts as right only when all 64 squares are (the board field of
the FEN; orientation is read by each tool itself)."""

import argparse
import os
import platform
import resource
import subprocess
import sys
import time

CHESSVISION = r"""
import sys
from PIL import Image
from chessvision import BoardDetector, BoardPredictor, Orientation, Turn
detector, predictor = BoardDetector(), BoardPredictor()
for path in sys.argv[1:]:
    try:
        boards = detector.detect(Image.open(path))
        if not boards:
            print("", flush=True)
            continue
        p = predictor.predict(boards[0], Orientation.AUTO, Turn.AUTO, "auto")
        print(str(p).split(" ")[0], flush=True)
    except Exception as e:
        print("", flush=True)
        print(path, e, file=sys.stderr)
"""


def score(name, cmd, files, truth):
    t0 = time.perf_counter()
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    out = subprocess.run(cmd, capture_output=True, text=True)
    elapsed = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    # CPU time (user + system, all threads): on a shared machine, steadier than the wall time
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    lines = out.stdout.split("\n")
    right = 0
    wrong = []
    for i, f in enumerate(files):
        got = lines[i].split(" ")[0] if i < len(lines) else ""
        if got == truth[f]:
            right += 1
        else:
            wrong.append((f, got))
    print(f"{name}: {right}/{len(files)} boards exactly right ({100 * right / len(files):.1f}%), "
          f"{elapsed:.2f} s wall for all ({1000 * elapsed / len(files):.1f} ms a picture), "
          f"{cpu:.2f} s CPU ({1000 * cpu / len(files):.1f} ms a picture)")
    for f, got in wrong[:10]:
        print(f"   wrong: {f}: got {got or '(nothing)'}, expected {truth[f]}")
    return right, elapsed, cpu


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", required=True)
    ap.add_argument("--fen-tui", required=True)
    ap.add_argument("--chessvision-python")
    args = ap.parse_args()
    truth, files = {}, []
    for line in open(os.path.join(args.dir, "labels.tsv"), encoding="utf-8"):
        name, fen, *_ = line.rstrip("\n").split("\t")
        path = os.path.join(args.dir, name)
        files.append(path)
        truth[path] = fen
    print(f"{len(files)} pictures in {args.dir}; {platform.machine()}, {os.cpu_count()} cores, "
          f"{time.strftime('%Y-%m-%d', time.gmtime())}")
    # fen-vision's `read` example takes the files alone; fen-tui takes them after `image`
    sub = [] if os.path.basename(args.fen_tui) == "read" else ["image"]
    ours = score("fen-tui image", [args.fen_tui, *sub, *files], files, truth)
    if args.chessvision_python:
        theirs = score("chessvision", [args.chessvision_python, "-c", CHESSVISION, *files], files, truth)
        print(f"time ratio fen-tui/chessvision: wall {ours[1] / theirs[1]:.3f}, CPU {ours[2] / max(theirs[2], 1e-9):.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
