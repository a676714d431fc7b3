"""Writes a weights file whose outputs, once fen-vision balances them
(dividing each class by its share of the training cells, TRAINED_ON in
crates/fen-vision/src/labels.rs), are the trained network's own
probabilities: the log of each class's share is added to the last layer's
bias, which the balancing takes off again exactly. For a network that reads
the held-out sets better unbalanced (see training/README.md); also writes
the Rust parity fixture for the new file.

    python3 prior.py IN.bin OUT.bin --parity ../crates/fen-vision/tests/parity \
        --cells .cache/cells-v4-15sets-280-1037.npz
"""

import argparse

import numpy as np

import train
from misses import TRAINED_ON


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("out")
    ap.add_argument("--parity", help="a folder for the Rust parity test's cells and probabilities")
    ap.add_argument("--cells", help="a validation cache of train.py (its first 8 cells go to --parity)")
    args = ap.parse_args()
    arrays, channels = train.read_weights(args.src)
    train.CHANNELS = channels
    shares = TRAINED_ON / TRAINED_ON.sum()
    arrays[-1] = (arrays[-1].astype(np.float64) + np.log(shares)).astype(np.float32)
    train.save(arrays, args.out)
    if args.parity:
        xv = np.load(args.cells)["x"]
        train.write_parity(arrays, xv, args.parity)
    # the check: balancing the new file's outputs gives the old file's
    cells = np.load(args.cells)["x"][:64] / 255.0 if args.cells else np.random.default_rng(0).random((64, 32, 32))
    old, _ = train.read_weights(args.src)
    before = train.numpy_forward(old, cells)
    after = train.numpy_forward(arrays, cells) / shares
    after /= after.sum(1, keepdims=True)
    print(f"wrote {args.out}; balanced outputs vs the input network's: largest difference "
          f"{np.abs(after - before).max():.2e}")


if __name__ == "__main__":
    main()
