"""Trains fen-vision's square classifier and writes its weights.

    python3 train.py --out ../crates/fen-vision/weights/chess.bin

A small CNN written in numpy (no framework): 32x32 grey cell -> conv3x3(8)
-> pool -> conv3x3(16) -> pool -> conv3x3(32) -> pool -> dense(64) -> 13
classes (about 39,000 weights). Seeded throughout, so the same command writes the same file.
The boards are drawn by boards.py with the TRAIN_SETS below only; heldout.py
draws its test pictures with other sets."""

import argparse
import struct
import sys
import time

import numpy as np

import boards

TRAIN_SETS = ["fen-tui", "cburnett", "merida", "fantasy", "spatial", "shapes"]
ARCH = [(1, 8), (8, 16), (16, 32)]
HIDDEN = 64
CLASSES = len(boards.LABELS)


def make_data(n_boards, seed):
    rng = np.random.default_rng(seed)
    sets = []
    for name in TRAIN_SETS:
        sets.append(boards.fen_tui_set() if name == "fen-tui" else boards.load_set(name))
    xs, ys = [], []
    for i in range(n_boards):
        board = boards.random_position(rng)
        sprites = sets[i % len(sets)]
        flipped = rng.random() < 0.3
        img, box = boards.draw_board(board, sprites, rng, flipped=flipped, page=rng.random() < 0.2)
        img = boards.degrade(img, rng)
        cells = boards.cells_of(img, box, rng, jitter=0.04)
        order = list(range(64))[::-1] if flipped else list(range(64))
        xs.append(cells)
        ys.append([boards.LABELS.index(board[j]) for j in order])
        if i % 200 == 0:
            print(f"drawn {i}/{n_boards}", file=sys.stderr, flush=True)
    return np.concatenate(xs)[:, :, :, None], np.array(ys, dtype=np.int64).reshape(-1)


def windows(x):
    """(N,H,W,C) -> (N,H,W,3,3,C) of the zero-padded 3x3 neighbourhoods."""
    p = np.pad(x, ((0, 0), (1, 1), (1, 1), (0, 0)))
    v = np.lib.stride_tricks.sliding_window_view(p, (3, 3), axis=(1, 2))  # N,H,W,C,3,3
    return v.transpose(0, 1, 2, 4, 5, 3)


def init(rng):
    params = []
    for cin, cout in ARCH:
        params.append(rng.normal(0, np.sqrt(2 / (9 * cin)), (9 * cin, cout)).astype(np.float32))
        params.append(np.zeros(cout, np.float32))
    flat = 4 * 4 * ARCH[-1][1]
    params.append(rng.normal(0, np.sqrt(2 / flat), (flat, HIDDEN)).astype(np.float32))
    params.append(np.zeros(HIDDEN, np.float32))
    params.append(rng.normal(0, np.sqrt(1 / HIDDEN), (HIDDEN, CLASSES)).astype(np.float32))
    params.append(np.zeros(CLASSES, np.float32))
    return params


def forward(params, x, keep=False):
    cache = []
    h = x
    for k in range(len(ARCH)):
        w, b = params[2 * k], params[2 * k + 1]
        n, hh, ww, c = h.shape
        cols = windows(h).reshape(n * hh * ww, 9 * c)
        z = (cols @ w + b).reshape(n, hh, ww, -1)
        a = np.maximum(z, 0)
        pooled = a.reshape(n, hh // 2, 2, ww // 2, 2, -1).max(axis=(2, 4))
        if keep:
            cache.append((h.shape, cols, a, pooled))
        h = pooled
    flat = h.reshape(h.shape[0], -1)
    w1, b1, w2, b2 = params[-4:]
    z1 = flat @ w1 + b1
    a1 = np.maximum(z1, 0)
    logits = a1 @ w2 + b2
    if keep:
        cache.append((flat, a1))
    return logits, cache


def backward(params, cache, dlogits):
    grads = [None] * len(params)
    flat, a1 = cache[-1]
    w1, _, w2, _ = params[-4:]
    grads[-2] = a1.T @ dlogits
    grads[-1] = dlogits.sum(0)
    da1 = (dlogits @ w2.T) * (a1 > 0)
    grads[-4] = flat.T @ da1
    grads[-3] = da1.sum(0)
    dh = (da1 @ w1.T)
    for k in reversed(range(len(ARCH))):
        shape_in, cols, a, pooled = cache[k]
        n, hh, ww, c = shape_in
        dh = dh.reshape(pooled.shape)
        up = np.repeat(np.repeat(pooled, 2, axis=1), 2, axis=2)
        mask = (a == up) & (a > 0)
        dz = np.repeat(np.repeat(dh, 2, axis=1), 2, axis=2) * mask
        dz2 = dz.reshape(n * hh * ww, -1)
        grads[2 * k] = cols.T @ dz2
        grads[2 * k + 1] = dz2.sum(0)
        if k == 0:
            break
        dcols = (dz2 @ params[2 * k].T).reshape(n, hh, ww, 3, 3, c)
        dp = np.zeros((n, hh + 2, ww + 2, c), np.float32)
        for i in range(3):
            for j in range(3):
                dp[:, i:i + hh, j:j + ww, :] += dcols[:, :, :, i, j, :]
        dh = dp[:, 1:-1, 1:-1, :]
    return grads


def softmax_xent(logits, y):
    z = logits - logits.max(1, keepdims=True)
    p = np.exp(z)
    p /= p.sum(1, keepdims=True)
    loss = -np.log(p[np.arange(len(y)), y] + 1e-9).mean()
    d = p
    d[np.arange(len(y)), y] -= 1
    return loss, d / len(y)


def accuracy(params, x, y):
    right = 0
    for i in range(0, len(x), 1024):
        logits, _ = forward(params, x[i:i + 1024])
        right += int((logits.argmax(1) == y[i:i + 1024]).sum())
    return right / len(x)


def save(params, path):
    """FVW1, then each array's element count (u32) and its f32 values, little-endian,
    in the order conv1 w,b, conv2 w,b, conv3 w,b, dense1 w,b, dense2 w,b.
    Conv weights are (3, 3, in, out), row-major; dense ones (in, out)."""
    with open(path, "wb") as f:
        f.write(b"FVW1")
        f.write(struct.pack("<I", len(params)))
        for p in params:
            a = np.ascontiguousarray(p, dtype="<f4")
            f.write(struct.pack("<I", a.size))
            f.write(a.tobytes())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--boards", type=int, default=900)
    ap.add_argument("--epochs", type=int, default=5)
    ap.add_argument("--seed", type=int, default=35)
    args = ap.parse_args()
    np.random.seed(args.seed)
    t0 = time.time()
    x, y = make_data(args.boards, args.seed)
    xv, yv = make_data(max(60, args.boards // 20), args.seed + 1000)
    print(f"{len(x)} cells drawn in {time.time() - t0:.0f} s", file=sys.stderr, flush=True)
    rng = np.random.default_rng(args.seed)
    params = init(rng)
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    step, batch = 0, 128
    for epoch in range(args.epochs):
        lr = 2e-3 * (0.5 ** max(0, epoch - args.epochs // 2))
        order = rng.permutation(len(x))
        total = 0.0
        for i in range(0, len(order), batch):
            idx = order[i:i + batch]
            xb = x[idx]
            # brightness/contrast wobble, so board colours matter less
            xb = np.clip(xb * rng.uniform(0.85, 1.15, (len(idx), 1, 1, 1)) +
                         rng.uniform(-0.08, 0.08, (len(idx), 1, 1, 1)), 0, 1).astype(np.float32)
            logits, cache = forward(params, xb, keep=True)
            loss, d = softmax_xent(logits, y[idx])
            grads = backward(params, cache, d.astype(np.float32))
            step += 1
            for k, g in enumerate(grads):
                m[k] = 0.9 * m[k] + 0.1 * g
                v[k] = 0.999 * v[k] + 0.001 * g * g
                mh = m[k] / (1 - 0.9 ** step)
                vh = v[k] / (1 - 0.999 ** step)
                params[k] -= (lr * mh / (np.sqrt(vh) + 1e-8)).astype(np.float32)
            total += loss * len(idx)
        print(f"epoch {epoch + 1}: loss {total / len(x):.4f}, validation cells {accuracy(params, xv, yv):.4f}"
              f" ({time.time() - t0:.0f} s)", file=sys.stderr, flush=True)
    save(params, args.out)
    print(f"wrote {args.out}", file=sys.stderr)


if __name__ == "__main__":
    main()
