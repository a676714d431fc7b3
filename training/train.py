"""Trains fen-vision's square classifier and writes its weights.

    python3 train.py --out ../crates/fen-vision/weights/chess.bin \
        --parity ../crates/fen-vision/tests/parity

A CNN in PyTorch, run on the CPU with one thread (seeded, so the same command
writes the same file): 32x32 grey cell -> four blocks of conv3x3 + batch norm
+ ReLU + 2x2 max pool (16, 32, 64, 128 channels) -> dense(128) -> 13 classes,
about 165,000 weights. Batch norm is folded into the convolutions when the
weights are written, so fen-vision's inference (crates/fen-vision/src/net.rs)
is convolution, bias, ReLU and pooling only.

The boards are drawn by boards.py with the TRAIN_SETS below only, with the
training-only augmentations (`train=True`); heldout.py draws its test
pictures with other sets (HELDOUT_SETS there), which never appear here.
The cells drawn are kept in --cache (a .npz keyed by the drawing arguments),
so a second run with other training settings need not draw them again."""

import argparse
import os
import struct
import sys
import time

import numpy as np

import boards

TRAIN_SETS = ["fen-tui", "cburnett", "merida", "fantasy", "spatial", "shapes", "mpchess",
              "rhosgfx", "firi", "kiwen-suwi", "freeserif", "gnome-fancy", "gnome-simple", "xboard",
              "knights"]
# The version of boards.py's training-only restyling (2: silhouettes, shading, blur, shadows;
# 3: also light-edged black silhouettes, more blur; 4: version 2 and, after it, pieces drawn as the
# negative of the other side's, glossy 3-D shading; 5: version 4, and 8 % of the boards book diagrams
# with hatched dark squares, boards.draw_book); part of the cache's file names.
DRAWING = 5
CHANNELS = [16, 32, 64, 128]
HIDDEN = 128
CLASSES = len(boards.LABELS)


def make_data(n_boards, seed, drawing=DRAWING, keep_empty=0.35):
    """Cells (uint8, N x 32 x 32) and labels from n_boards drawn boards: every
    occupied square and about `keep_empty` of the empty ones."""
    rng = np.random.default_rng(seed)
    sets = [boards.fen_tui_set() if name == "fen-tui" else boards.load_set(name) for name in TRAIN_SETS]
    xs, ys = [], []
    t0 = time.time()
    for i in range(n_boards):
        board = boards.random_position(rng)
        sprites = sets[i % len(sets)]
        flipped = rng.random() < 0.3
        img, box = boards.draw_board(board, sprites, rng, flipped=flipped, page=rng.random() < 0.2, train=drawing)
        img = boards.degrade(img, rng, train=True)
        cells = boards.cells_of(img, box, rng, jitter=0.05)
        order = list(range(64))[::-1] if flipped else list(range(64))
        labels = np.array([boards.LABELS.index(board[j]) for j in order])
        keep = (labels != 0) | (rng.random(64) < keep_empty)
        xs.append(np.clip(cells[keep] * 255 + 0.5, 0, 255).astype(np.uint8))
        ys.append(labels[keep])
        if i % 250 == 0:
            print(f"drawn {i}/{n_boards} ({time.time() - t0:.0f} s)", file=sys.stderr, flush=True)
    return np.concatenate(xs), np.concatenate(ys).astype(np.int64)


def cached_data(cache, n_boards, seed, drawing=DRAWING):
    if cache:
        path = os.path.join(cache, f"cells-v{drawing}-{len(TRAIN_SETS)}sets-{n_boards}-{seed}.npz")
        if os.path.exists(path):
            d = np.load(path)
            return d["x"], d["y"]
    x, y = make_data(n_boards, seed, drawing)
    if cache:
        os.makedirs(cache, exist_ok=True)
        np.savez(path, x=x, y=y)
    return x, y


def model(torch):
    nn = torch.nn
    layers, cin = [], 1
    for c in CHANNELS:
        layers += [nn.Conv2d(cin, c, 3, padding=1), nn.BatchNorm2d(c), nn.ReLU(), nn.MaxPool2d(2)]
        cin = c
    side = 32 >> len(CHANNELS)
    layers += [nn.Flatten(), nn.Linear(cin * side * side, HIDDEN), nn.ReLU(), nn.Dropout(0.2),
               nn.Linear(HIDDEN, CLASSES)]
    return nn.Sequential(*layers)


def folded(net):
    """The network's arrays as fen-vision reads them: each convolution with its
    batch norm folded in, weights (3, 3, in, out); the dense layers (in, out),
    the first one's inputs in fen-vision's order (row, column, channel)."""
    arrays = []
    mods = list(net)
    for k in range(len(CHANNELS)):
        conv, bn = mods[4 * k], mods[4 * k + 1]
        scale = (bn.weight / (bn.running_var + bn.eps).sqrt()).detach().numpy()
        w = conv.weight.detach().numpy() * scale[:, None, None, None]
        b = (conv.bias.detach().numpy() - bn.running_mean.detach().numpy()) * scale + bn.bias.detach().numpy()
        arrays += [w.transpose(2, 3, 1, 0), b]
    dense1, dense2 = mods[-4], mods[-1]
    side = 32 >> len(CHANNELS)
    w1 = dense1.weight.detach().numpy().reshape(HIDDEN, CHANNELS[-1], side, side)
    arrays += [w1.transpose(2, 3, 1, 0).reshape(-1, HIDDEN), dense1.bias.detach().numpy()]
    arrays += [dense2.weight.detach().numpy().T, dense2.bias.detach().numpy()]
    return arrays


def save(arrays, path):
    """FVW2, the convolutions' channel counts, the hidden width and the class
    count (u32 each), then each array's element count (u32) and its f32
    values, little-endian: conv1 w,b … convN w,b, dense1 w,b, dense2 w,b."""
    with open(path, "wb") as f:
        f.write(b"FVW2")
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
    """The arrays of an FVW2 file, shaped as `folded` gives them, and its channel counts."""
    raw = open(path, "rb").read()
    if raw[:4] != b"FVW2":
        raise ValueError(f"{path}: not an FVW2 weights file")
    at = 4

    def u32():
        nonlocal at
        (v,) = struct.unpack_from("<I", raw, at)
        at += 4
        return v

    channels = [u32() for _ in range(u32())]
    hidden, classes = u32(), u32()
    flat = []
    for _ in range(u32()):
        n = u32()
        flat.append(np.frombuffer(raw, "<f4", n, at).copy())
        at += 4 * n
    arrays, cin = [], 1
    for k, c in enumerate(channels):
        arrays += [flat[2 * k].reshape(3, 3, cin, c), flat[2 * k + 1]]
        cin = c
    side = 32 >> len(channels)
    arrays += [flat[-4].reshape(side * side * cin, hidden), flat[-3],
               flat[-2].reshape(hidden, classes), flat[-1]]
    return arrays, channels


def start_from(torch, net, arrays, x):
    """Sets `net` to the folded network `arrays` (a weights file written before),
    to train on from there: each convolution takes its folded weights, and its
    batch norm is set to give back its input on the cells `x` (scale the
    outputs' spread, shift their mean), so the first steps start where the
    old network ended."""
    mods = list(net)
    h = torch.from_numpy(x[:2048]).float().div(255.0).unsqueeze(1)
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


def numpy_forward(arrays, cells):
    """The folded network in numpy, channels last, as fen-vision computes it
    (for the parity fixture: the Rust test must give the same numbers)."""
    h = cells[:, :, :, None].astype(np.float64)
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


def write_parity(arrays, x, folder):
    """A few cells and the probabilities the folded network gives them."""
    os.makedirs(folder, exist_ok=True)
    cells = x[:8].astype(np.float32) / 255.0
    probs = numpy_forward(arrays, cells).astype("<f4")
    cells.astype("<f4").tofile(os.path.join(folder, "cells.f32"))
    probs.tofile(os.path.join(folder, "probs.f32"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--parity", help="a folder for the Rust parity test's cells and probabilities")
    ap.add_argument("--boards", type=int, default=3000)
    ap.add_argument("--epochs", type=int, default=7)
    ap.add_argument("--seed", type=int, default=35)
    ap.add_argument("--drawing", type=int, default=DRAWING, help="the restyling's version (2 to 5)")
    ap.add_argument("--lr", type=float, default=3e-3, help="the one-cycle schedule's highest rate")
    ap.add_argument("--init", help="a weights file to go on training from (its channels must be CHANNELS)")
    ap.add_argument("--cache", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".cache"))
    args = ap.parse_args()

    import torch  # noqa: E402 (only the training needs it; boards.py does not)

    torch.set_num_threads(1)
    torch.manual_seed(args.seed)
    torch.use_deterministic_algorithms(True)
    t0 = time.time()
    x, y = cached_data(args.cache, args.boards, args.seed, args.drawing)
    xv, yv = cached_data(args.cache, max(100, args.boards // 15), args.seed + 1000, args.drawing)
    print(f"{len(x)} training cells, {len(xv)} validation cells ({time.time() - t0:.0f} s); "
          f"classes {np.bincount(y, minlength=CLASSES).tolist()}", file=sys.stderr, flush=True)

    net = model(torch)
    if args.init:
        start_from(torch, net, read_weights(args.init)[0], x)
        with torch.no_grad():
            net.eval()
            xb = torch.from_numpy(xv[:64]).float().div_(255.0).unsqueeze(1)
            same = np.abs(torch.softmax(net(xb), 1).numpy() - numpy_forward(read_weights(args.init)[0], xv[:64] / 255.0))
        print(f"starting from {args.init} (torch vs its numpy pass: {same.max():.2e})", file=sys.stderr)
    print(f"{sum(p.numel() for p in net.parameters())} weights", file=sys.stderr)
    batch = 128
    steps = args.epochs * ((len(x) + batch - 1) // batch)
    opt = torch.optim.AdamW(net.parameters(), lr=args.lr, weight_decay=1e-4)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=args.lr, total_steps=steps, pct_start=0.15)
    rng = np.random.default_rng(args.seed)
    xt = torch.from_numpy(x)
    yt = torch.from_numpy(y)
    for epoch in range(args.epochs):
        net.train()
        order = torch.from_numpy(rng.permutation(len(x)))
        total = 0.0
        for i in range(0, len(order), batch):
            idx = order[i:i + batch]
            xb = xt[idx].float().div_(255.0).unsqueeze(1)
            n = len(idx)
            # per-cell brightness, contrast and gamma wobble, a little noise, sometimes a mirror
            # image (a piece set may face the other way; the mirror of every class is itself)
            g = torch.from_numpy(rng.uniform(0.7, 1.4, (n, 1, 1, 1)).astype(np.float32))
            xb = xb.clamp(1e-4, 1).pow(g)
            a = torch.from_numpy(rng.uniform(0.7, 1.2, (n, 1, 1, 1)).astype(np.float32))
            b = torch.from_numpy(rng.uniform(-0.12, 0.12, (n, 1, 1, 1)).astype(np.float32))
            xb = (xb - 0.5) * a + 0.5 + b
            xb = xb + torch.from_numpy(rng.normal(0, 0.02, xb.shape).astype(np.float32))
            flip = torch.from_numpy(rng.random(n) < 0.5)
            xb[flip] = xb[flip].flip(3)
            xb = xb.clamp(0, 1)
            loss = torch.nn.functional.cross_entropy(net(xb), yt[idx], label_smoothing=0.05)
            opt.zero_grad()
            loss.backward()
            opt.step()
            sched.step()
            total += loss.item() * n
        net.eval()
        with torch.no_grad():
            right = 0
            for i in range(0, len(xv), 1024):
                xb = torch.from_numpy(xv[i:i + 1024]).float().div_(255.0).unsqueeze(1)
                right += int((net(xb).argmax(1).numpy() == yv[i:i + 1024]).sum())
        print(f"epoch {epoch + 1}: loss {total / len(x):.4f}, validation cells {right / len(xv):.4f}"
              f" ({time.time() - t0:.0f} s)", file=sys.stderr, flush=True)
    arrays = folded(net)
    save(arrays, args.out)
    # the folding is checked here: the numpy forward pass of the written arrays agrees with torch
    with torch.no_grad():
        xb = torch.from_numpy(xv[:64]).float().div_(255.0).unsqueeze(1)
        want = torch.softmax(net(xb), 1).numpy()
    got = numpy_forward(arrays, xv[:64].astype(np.float32) / 255.0)
    print(f"folded vs torch: largest difference {np.abs(got - want).max():.2e}", file=sys.stderr)
    if args.parity:
        write_parity(arrays, xv, args.parity)
    print(f"wrote {args.out} ({time.time() - t0:.0f} s in all)", file=sys.stderr)


if __name__ == "__main__":
    main()
