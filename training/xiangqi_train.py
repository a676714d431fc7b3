"""Trains fen-vision's xiangqi point classifier and writes its weights.

    nice python3 xiangqi_train.py --out ../crates/fen-vision/weights/xiangqi.bin \
        --parity ../crates/fen-vision/tests/xiangqi/parity --fen-tui ../target/release/fen-tui

The chess network's architecture (train.py: four blocks of conv3x3 + batch
norm + ReLU + 2x2 max pool, 16-32-64-128 channels, dense 128, dropout) with
two input planes, grey and red (the cell contract in xiangqi_boards.cells_of),
and 15 classes (xiangqi_boards.LABELS). Run on the CPU with one torch thread,
seeded, so the same command writes the same file. Batch norm is folded into
the convolutions (train.folded) and the weights are written as "FVW3": the
magic, the input channel count (u32), then FVW2's layout after its magic.

The boards are drawn by xiangqi_boards.py with the TRAINING fonts only
(TRAIN_FONTS), with the training-only variety (`train=True`), and with
`--fen-tui` a twelfth of them by fen-tui's own `diagram`; xiangqi_heldout.py
draws its test pictures with HELDOUT_FONTS. The drawn cells are kept in
--cache, keyed by the drawing's arguments."""

import argparse
import os
import struct
import sys
import time

import numpy as np

import boards
import train
import xiangqi_boards as xb

CHANNELS = train.CHANNELS
HIDDEN = train.HIDDEN
CLASSES = len(xb.LABELS)
PLANES = 2
# The version of the drawing (part of the cache's file names): change it when xiangqi_boards.py's
# training pictures change.
DRAWING = 2


def make_data(n_boards, seed, fen_tui=None, keep_empty=0.35):
    """Cells (uint8, N x 32 x 32 x 2) and labels from n_boards drawn boards:
    every occupied point and about `keep_empty` of the empty ones."""
    rng = np.random.default_rng(seed)
    fonts = xb.load_fonts(xb.TRAIN_FONTS)
    xs, ys = [], []
    t0 = time.time()
    for i in range(n_boards):
        board = xb.random_position(rng)
        flipped = bool(rng.random() < 0.3)
        drawn = None
        if fen_tui and i % 12 == 5:
            drawn = xb.diagram(board, rng, fen_tui, flipped=flipped)
        if drawn is None:
            drawn = xb.draw_xiangqi(board, rng, fonts, flipped=flipped, page=rng.random() < 0.2, train=True)
        img, grid = drawn
        img = boards.degrade(img, rng, train=True)
        cells = xb.cells_of(img, grid, rng, jitter=0.05)
        labels = xb.display_labels(board, flipped)
        keep = (labels != 0) | (rng.random(90) < keep_empty)
        xs.append(np.clip(cells[keep] * 255 + 0.5, 0, 255).astype(np.uint8))
        ys.append(labels[keep])
        if i % 250 == 0:
            print(f"drawn {i}/{n_boards} ({time.time() - t0:.0f} s)", file=sys.stderr, flush=True)
    return np.concatenate(xs), np.concatenate(ys).astype(np.int64)


def cached_data(cache, n_boards, seed, fen_tui=None):
    path = None
    if cache:
        tag = "d" if fen_tui else "n"
        path = os.path.join(cache, f"xiangqi-v{DRAWING}{tag}-{n_boards}-{seed}.npz")
        if os.path.exists(path):
            d = np.load(path)
            return d["x"], d["y"]
    x, y = make_data(n_boards, seed, fen_tui)
    if path:
        os.makedirs(cache, exist_ok=True)
        np.savez(path, x=x, y=y)
    return x, y


def model(torch):
    nn = torch.nn
    layers, cin = [], PLANES
    for c in CHANNELS:
        layers += [nn.Conv2d(cin, c, 3, padding=1), nn.BatchNorm2d(c), nn.ReLU(), nn.MaxPool2d(2)]
        cin = c
    side = 32 >> len(CHANNELS)
    layers += [nn.Flatten(), nn.Linear(cin * side * side, HIDDEN), nn.ReLU(), nn.Dropout(0.2),
               nn.Linear(HIDDEN, CLASSES)]
    return nn.Sequential(*layers)


def save(arrays, path):
    """FVW3, the input channel count, the convolutions' channel counts, the
    hidden width and the class count (u32 each), then each array's element
    count (u32) and its f32 values, little-endian: conv1 w,b … convN w,b,
    dense1 w,b, dense2 w,b (the arrays of train.folded)."""
    with open(path, "wb") as f:
        f.write(b"FVW3")
        f.write(struct.pack("<I", PLANES))
        f.write(struct.pack("<I", len(CHANNELS)))
        for c in CHANNELS:
            f.write(struct.pack("<I", c))
        f.write(struct.pack("<II", HIDDEN, CLASSES))
        f.write(struct.pack("<I", len(arrays)))
        for a in arrays:
            a = np.ascontiguousarray(a, dtype="<f4")
            f.write(struct.pack("<I", a.size))
            f.write(a.tobytes())


def read_weights(path):
    """The arrays of an FVW3 file, shaped as train.folded gives them."""
    raw = open(path, "rb").read()
    if raw[:4] != b"FVW3":
        raise ValueError(f"{path}: not an FVW3 weights file")
    at = 4

    def u32():
        nonlocal at
        (v,) = struct.unpack_from("<I", raw, at)
        at += 4
        return v

    cin = u32()
    channels = [u32() for _ in range(u32())]
    hidden, classes = u32(), u32()
    flat = []
    for _ in range(u32()):
        n = u32()
        flat.append(np.frombuffer(raw, "<f4", n, at).copy())
        at += 4 * n
    arrays = []
    for k, c in enumerate(channels):
        arrays += [flat[2 * k].reshape(3, 3, cin, c), flat[2 * k + 1]]
        cin = c
    side = 32 >> len(channels)
    arrays += [flat[-4].reshape(side * side * cin, hidden), flat[-3],
               flat[-2].reshape(hidden, classes), flat[-1]]
    return arrays


def numpy_forward(arrays, cells):
    """The folded network in numpy, channels last, as fen-vision computes it:
    cells (N, 32, 32, planes) in [0, 1] -> probabilities (N, classes)."""
    h = cells.astype(np.float64)
    for k in range(len(CHANNELS)):
        w, b = arrays[2 * k].astype(np.float64), arrays[2 * k + 1].astype(np.float64)
        n, s, _, c = h.shape
        p = np.pad(h, ((0, 0), (1, 1), (1, 1), (0, 0)))
        cols = np.stack([p[:, i:i + s, j:j + s, :] for i in range(3) for j in range(3)], axis=3)
        z = cols.reshape(n, s, s, 9 * c) @ w.reshape(9 * c, -1) + b
        a = np.maximum(z, 0)
        h = a.reshape(n, s // 2, 2, s // 2, 2, -1).max(axis=(2, 4))
    flat = h.reshape(h.shape[0], -1)
    hid = np.maximum(flat @ arrays[-4] + arrays[-3], 0)
    logits = hid @ arrays[-2] + arrays[-1]
    e = np.exp(logits - logits.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


def write_parity(arrays, x, y, folder):
    """A few cells (one of each class that the validation cells hold, up to
    sixteen; row, column, plane order) and the probabilities the folded
    network gives them."""
    os.makedirs(folder, exist_ok=True)
    pick = [int(np.flatnonzero(y == k)[0]) for k in range(CLASSES) if (y == k).any()][:16]
    cells = x[pick].astype(np.float32) / 255.0
    probs = numpy_forward(arrays, cells).astype("<f4")
    cells.astype("<f4").tofile(os.path.join(folder, "cells.f32"))
    probs.tofile(os.path.join(folder, "probs.f32"))


def start_from(torch, net, arrays, x):
    """Sets `net` to the folded network `arrays`, to train on from there (as
    train.start_from does for one plane): each convolution takes its folded
    weights, and its batch norm is set to give back its input on the cells `x`."""
    mods = list(net)
    h = to_torch(torch, x[:2048])
    with torch.no_grad():
        for k in range(len(CHANNELS)):
            conv, bn = mods[4 * k], mods[4 * k + 1]
            conv.weight.copy_(torch.from_numpy(arrays[2 * k].transpose(3, 2, 0, 1).copy()))
            conv.bias.copy_(torch.from_numpy(arrays[2 * k + 1]))
            z = conv(h)
            mean, var = z.mean((0, 2, 3)), z.var((0, 2, 3), unbiased=False)
            bn.weight.copy_((var + bn.eps).sqrt())
            bn.bias.copy_(mean)
            bn.running_mean.copy_(mean)
            bn.running_var.copy_(var)
            h = mods[4 * k + 3](mods[4 * k + 2](z))
        dense1, dense2 = mods[-4], mods[-1]
        side = 32 >> len(CHANNELS)
        w1 = arrays[-4].reshape(side, side, CHANNELS[-1], HIDDEN).transpose(3, 2, 0, 1)
        dense1.weight.copy_(torch.from_numpy(w1.reshape(HIDDEN, -1).copy()))
        dense1.bias.copy_(torch.from_numpy(arrays[-3]))
        dense2.weight.copy_(torch.from_numpy(arrays[-2].T.copy()))
        dense2.bias.copy_(torch.from_numpy(arrays[-1]))


def to_torch(torch, xb_u8):
    """uint8 (N, 32, 32, planes) -> float (N, planes, 32, 32) in [0, 1]."""
    return torch.from_numpy(xb_u8).float().div_(255.0).permute(0, 3, 1, 2).contiguous()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--parity", help="a folder for the Rust parity test's cells and probabilities")
    ap.add_argument("--boards", type=int, default=3000)
    ap.add_argument("--epochs", type=int, default=6)
    ap.add_argument("--seed", type=int, default=35)
    ap.add_argument("--lr", type=float, default=3e-3, help="the one-cycle schedule's highest rate")
    ap.add_argument("--fen-tui", help="fen-tui's binary: a twelfth of the boards drawn by its `diagram`")
    ap.add_argument("--init", help="an FVW3 weights file to go on training from")
    ap.add_argument("--cache", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".cache"))
    args = ap.parse_args()

    import torch  # noqa: E402 (only the training needs it; xiangqi_boards.py does not)

    torch.set_num_threads(1)
    torch.manual_seed(args.seed)
    torch.use_deterministic_algorithms(True)
    t0 = time.time()
    x, y = cached_data(args.cache, args.boards, args.seed, args.fen_tui)
    xv, yv = cached_data(args.cache, max(100, args.boards // 15), args.seed + 1000, args.fen_tui)
    print(f"{len(x)} training cells, {len(xv)} validation cells ({time.time() - t0:.0f} s); "
          f"classes {np.bincount(y, minlength=CLASSES).tolist()}", file=sys.stderr, flush=True)

    net = model(torch)
    if args.init:
        start_from(torch, net, read_weights(args.init), x)
        with torch.no_grad():
            net.eval()
            same = np.abs(torch.softmax(net(to_torch(torch, xv[:64])), 1).numpy()
                          - numpy_forward(read_weights(args.init), xv[:64] / 255.0))
        print(f"starting from {args.init} (torch vs its numpy pass: {same.max():.2e})", file=sys.stderr)
    print(f"{sum(p.numel() for p in net.parameters())} weights", file=sys.stderr)
    batch = 128
    steps = args.epochs * ((len(x) + batch - 1) // batch)
    opt = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.lr, total_steps=steps, pct_start=0.15)
    rng = np.random.default_rng(args.seed)
    yt = torch.from_numpy(y)
    for epoch in range(args.epochs):
        net.train()
        order = rng.permutation(len(x))
        total = 0.0
        for i in range(0, len(order), batch):
            idx = order[i:i + batch]
            xb_ = to_torch(torch, x[idx])
            n = len(idx)
            # per cell: the grey plane's gamma, contrast and brightness wobble, the red plane
            # stronger or weaker, a little noise (no mirror images: characters have a handedness)
            grey, red = xb_[:, :1], xb_[:, 1:]
            g = torch.from_numpy(rng.uniform(0.7, 1.4, (n, 1, 1, 1)).astype(np.float32))
            grey = grey.clamp(1e-4, 1).pow(g)
            a = torch.from_numpy(rng.uniform(0.7, 1.2, (n, 1, 1, 1)).astype(np.float32))
            b = torch.from_numpy(rng.uniform(-0.12, 0.12, (n, 1, 1, 1)).astype(np.float32))
            grey = (grey - 0.5) * a + 0.5 + b
            k = torch.from_numpy(rng.uniform(0.7, 1.3, (n, 1, 1, 1)).astype(np.float32))
            red = red * k
            xb_ = torch.cat([grey, red], 1)
            xb_ = xb_ + torch.from_numpy(rng.normal(0, 0.02, xb_.shape).astype(np.float32))
            xb_ = xb_.clamp(0, 1)
            loss = torch.nn.functional.cross_entropy(net(xb_), yt[torch.from_numpy(idx)], label_smoothing=0.05)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * n
        net.eval()
        with torch.no_grad():
            right = 0
            for i in range(0, len(xv), 1024):
                right += int((net(to_torch(torch, xv[i:i + 1024])).argmax(1).numpy() == yv[i:i + 1024]).sum())
        print(f"epoch {epoch + 1}: loss {total / len(x):.4f}, validation cells {right / len(xv):.4f}"
              f" ({time.time() - t0:.0f} s)", file=sys.stderr, flush=True)
        save(train.folded(net), args.out)  # each epoch's network, to measure while it trains
    arrays = train.folded(net)
    save(arrays, args.out)
    # the folding is checked here: the numpy forward pass of the written arrays agrees with torch
    with torch.no_grad():
        want = torch.softmax(net(to_torch(torch, xv[:64])), 1).numpy()
    got = numpy_forward(read_weights(args.out), xv[:64].astype(np.float32) / 255.0)
    print(f"folded vs torch: largest difference {np.abs(got - want).max():.2e}", file=sys.stderr)
    if args.parity:
        write_parity(arrays, xv, yv, args.parity)
    print(f"wrote {args.out} ({time.time() - t0:.0f} s in all)", file=sys.stderr)


if __name__ == "__main__":
    main()
