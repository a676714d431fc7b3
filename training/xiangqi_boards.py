"""Draws xiangqi boards as screenshots and diagrams, with their true labels and
grid, and cuts the 90 cells as fen-vision does (the contract in the session
brief; see cells_of). Shared by xiangqi_train.py (cells for the classifier),
xiangqi_heldout.py (whole pictures to test) and xiangqi_samples.py.

A board: 90 letters, index r * 9 + c, r = 0 the top rank of the FEN (Black's
back rank), c = 0 the left file, '.' empty; red upper case (K A B N R C P).

Everything is drawn from a seeded numpy Generator, so a seed gives the same
pictures on the same fonts (Pillow's FreeType rendering is deterministic).
The fonts are the Debian packages listed in training/fonts/SOURCES.md; none
of them is in the repository."""

import io
import os
import re
import subprocess

import numpy as np
from PIL import Image, ImageDraw, ImageFilter, ImageFont

import boards

# The 15 classes, in the order of the network's outputs (the contract).
LABELS = ".KABNRCPkabnrcp"
CELL = boards.CELL

FONT_DIRS = {
    "wqy": "/usr/share/fonts/truetype/wqy",
    "droid": "/usr/share/fonts/truetype/droid",
    "cwtex": "/usr/share/fonts/truetype/cwtex",
    "hanazono": "/usr/share/fonts/truetype/hanazono",
    "noto": "/usr/share/fonts/opentype/noto",
    "lxgw": "/usr/share/fonts/truetype/lxgw-wenkai",
}
# (file, face index in a collection). Training fonts: GPL-3.0-or-later compatible
# (fonts/SOURCES.md). Noto Serif CJK's collection: 0 JP, 1 KR, 2 SC, 3 TC, 4 HK.
TRAIN_FONTS = [
    ("wqy/wqy-microhei.ttc", 0),
    ("droid/DroidSansFallbackFull.ttf", 0),
    ("cwtex/cwkai.ttf", 0),
    ("hanazono/HanaMinA.ttf", 0),
    ("noto/NotoSerifCJK-Regular.ttc", 2),
    ("noto/NotoSerifCJK-Regular.ttc", 3),
    ("noto/NotoSerifCJK-Bold.ttc", 2),
    ("noto/NotoSerifCJK-Bold.ttc", 3),
]
# Held out: never drawn in training.
HELDOUT_FONTS = [
    ("lxgw/LXGWWenKai-Regular.ttf", 0),
    ("lxgw/LXGWWenKai-Bold.ttf", 0),
    ("lxgw/LXGWWenKai-Light.ttf", 0),
    ("noto/NotoSansCJK-Regular.ttc", 2),
    ("noto/NotoSansCJK-Bold.ttc", 2),
    ("noto/NotoSansCJK-Regular.ttc", 3),
]


def font_path(entry):
    name, index = entry
    folder, file = name.split("/", 1)
    return os.path.join(FONT_DIRS[folder], file), index


class Font:
    """A CJK font at any size, knowing which characters it has."""

    def __init__(self, entry):
        self.path, self.index = font_path(entry)
        self.name = entry[0]
        self._sizes = {}
        probe = self.get(40)
        notdef = {np.asarray(probe.getmask(ch)).tobytes() for ch in "\ue000\U000f0001"}
        self.has = lambda ch, _p=probe, _n=notdef: np.asarray(_p.getmask(ch)).tobytes() not in _n
        self._has = {}

    def get(self, size):
        size = max(6, int(size))
        if size not in self._sizes:
            self._sizes[size] = ImageFont.truetype(self.path, size, index=self.index)
        return self._sizes[size]

    def covers(self, text):
        for ch in text:
            if ch not in self._has:
                self._has[ch] = self.has(ch)
            if not self._has[ch]:
                return False
        return True


def load_fonts(entries):
    return [Font(e) for e in entries]


# ---------------------------------------------------------------- positions

def _mirror(points):
    return [(9 - r, c) for r, c in points]


RED_PALACE = [(r, c) for r in (7, 8, 9) for c in (3, 4, 5)]
RED_ADVISOR = [(9, 3), (9, 5), (8, 4), (7, 3), (7, 5)]
RED_ELEPHANT = [(9, 2), (9, 6), (7, 0), (7, 4), (7, 8), (5, 2), (5, 6)]
RED_SOLDIER = [(r, c) for r in (5, 6) for c in (0, 2, 4, 6, 8)] + [(r, c) for r in range(5) for c in range(9)]
ANY = [(r, c) for r in range(10) for c in range(9)]
POINTS = {
    "K": RED_PALACE, "A": RED_ADVISOR, "B": RED_ELEPHANT, "P": RED_SOLDIER,
    "k": _mirror(RED_PALACE), "a": _mirror(RED_ADVISOR), "b": _mirror(RED_ELEPHANT), "p": _mirror(RED_SOLDIER),
}
MOST = {"K": 1, "A": 2, "B": 2, "N": 2, "R": 2, "C": 2, "P": 5}
START = ("rnbakabnr" "........." ".c.....c." "p.p.p.p.p" "........." "........." "P.P.P.P.P" ".C.....C." "........."
         "RNBAKABNR")


def generals_face(board):
    k, K = board.index("k"), board.index("K")
    if k % 9 != K % 9:
        return False
    return all(board[i] == "." for i in range(k + 9, K, 9))


def _soldier_file_taken(board, letter, r, c):
    """Before the river a soldier only steps straight ahead: one a file on its own side."""
    if letter == "P" and r >= 5:
        return any(board[rr * 9 + c] == "P" for rr in (5, 6))
    if letter == "p" and r <= 4:
        return any(board[rr * 9 + c] == "p" for rr in (3, 4))
    return False


def random_position(rng):
    """90 letters as a game could leave them: each piece on a point it can
    reach (generals and advisors in their palaces, elephants on their seven
    points, soldiers not behind their start), at most the legal counts, the
    generals not facing on an open file; often many pieces, sometimes near
    the start."""
    while True:
        if rng.random() < 0.15:  # near the start: some pieces taken, a few moved
            board = list(START)
            drop = rng.uniform(0, 0.4)
            for i, x in enumerate(board):
                if x not in ".Kk" and rng.random() < drop:
                    board[i] = "."
            for _ in range(int(rng.integers(0, 8))):
                occupied = [i for i, x in enumerate(board) if x != "."]
                i = occupied[int(rng.integers(0, len(occupied)))]
                letter = board[i]
                pts = [r * 9 + c for r, c in POINTS.get(letter, ANY) if board[r * 9 + c] == "."
                       and not _soldier_file_taken(board, letter, r, c)]
                if pts:
                    board[i] = "."
                    board[pts[int(rng.integers(0, len(pts)))]] = letter
        else:
            board = ["."] * 90
            fill = rng.uniform(0.15, 1.0) if rng.random() < 0.7 else rng.uniform(0.0, 0.4)
            for role in "KABNRCP":
                for side in (str.upper, str.lower):
                    letter = side(role)
                    n = 1 if role == "K" else int(rng.binomial(MOST[role], fill))
                    for _ in range(n):
                        pts = [r * 9 + c for r, c in POINTS.get(letter, ANY) if board[r * 9 + c] == "."
                               and not _soldier_file_taken(board, letter, r, c)]
                        if pts:
                            board[pts[int(rng.integers(0, len(pts)))]] = letter
        if not generals_face(board):
            return board


def placement_of(board):
    """The FEN board field: 10 ranks top to bottom, red upper case."""
    rows = []
    for r in range(10):
        row, run = "", 0
        for c in range(9):
            x = board[r * 9 + c]
            if x == ".":
                run += 1
            else:
                row += (str(run) if run else "") + x
                run = 0
        rows.append(row + (str(run) if run else ""))
    return "/".join(rows)


def board_of(placement):
    board = []
    for row in placement.split("/"):
        for ch in row:
            board += ["."] * int(ch) if ch.isdigit() else [ch]
    return board


# ---------------------------------------------------------------- styles

# Board surfaces (base colour, line colour) by kind.
WOOD = [(236, 203, 143), (222, 184, 135), (240, 215, 160), (205, 160, 100), (230, 190, 120), (214, 170, 110)]
PAPER = [(250, 246, 235), (255, 255, 255), (245, 240, 225), (238, 232, 214), (250, 250, 245)]
PLAIN = [(200, 220, 200), (220, 220, 220), (190, 210, 230), (240, 225, 190), (215, 200, 180)]
DARK = [(40, 40, 45), (60, 50, 40), (30, 45, 60), (50, 60, 50)]
LINES_LIGHT = [(0, 0, 0), (60, 40, 20), (90, 50, 30), (110, 30, 20), (70, 70, 70), (30, 30, 80)]
LINES_DARK = [(200, 200, 200), (230, 210, 170), (180, 160, 120)]
# Held out: board surfaces not drawn in training.
HELDOUT_SURFACES = [(178, 206, 200), (232, 200, 200), (205, 190, 230), (165, 120, 80)]

# Disc faces, character colours, rims.
FACES = [(250, 236, 203), (245, 222, 179), (255, 250, 240), (240, 220, 170), (230, 200, 150), (255, 255, 255),
         (225, 225, 215), (250, 240, 210), (210, 180, 130)]
HELDOUT_FACES = [(200, 225, 205), (235, 235, 250), (238, 205, 170)]
RED_INK = [(200, 30, 30), (180, 20, 20), (220, 40, 40), (170, 30, 40), (230, 60, 30), (200, 0, 0)]
BLACK_INK = [(20, 20, 20), (0, 0, 0), (40, 40, 40), (20, 30, 90), (10, 60, 30), (50, 30, 20)]
MARKS = [(200, 60, 60), (40, 120, 200), (40, 160, 60), (230, 200, 40), (120, 60, 200), (255, 140, 0)]

# Character sets: per role, the characters sets use, most usual first.
RED_CHARS = {"K": "帥帅", "A": "仕士", "B": "相", "N": "傌馬马", "R": "俥車车", "C": "炮砲", "P": "兵"}
BLACK_CHARS = {"k": "將将", "a": "士仕", "b": "象", "n": "馬马", "r": "車车", "c": "砲炮包", "p": "卒"}
# Whole sets, written in the usual order: general, advisor, elephant, chariot, horse, cannon,
# soldier (red, then black).
USUAL_ORDER = "KABRNCPkabrncp"
NAMED_SETS = [dict(zip(USUAL_ORDER, chars)) for chars in (
    "帥仕相俥傌炮兵將士象車馬砲卒",
    "帅仕相车马炮兵将士象车马炮卒",
    "帥仕相車馬炮兵將士象車馬炮卒",
    "帥仕相俥傌炮兵將士象車馬包卒",
    "帥士相車馬炮兵將士象車馬砲卒",
    "帅仕相車馬炮兵将士象車馬炮卒",
    "帅仕相车马炮兵将士象车马砲卒",
)]


def _jit(colour, rng, amount=14):
    return tuple(int(np.clip(v + rng.integers(-amount, amount + 1), 0, 255)) for v in colour)


def _pick(rng, seq):
    return seq[int(rng.integers(0, len(seq)))]


def char_set(rng, font):
    """Each piece letter's character, as a set would have it, with what the font has."""
    if rng.random() < 0.7:
        chars = dict(_pick(rng, NAMED_SETS))
    else:
        chars = {}
        for table in (RED_CHARS, BLACK_CHARS):
            for letter, options in table.items():
                chars[letter] = options[0] if rng.random() < 0.5 else _pick(rng, options)
    for table in (RED_CHARS, BLACK_CHARS):
        for letter, options in table.items():
            if not font.covers(chars[letter]):
                chars[letter] = next((o for o in options if font.covers(o)), options[0])
    return chars


# ---------------------------------------------------------------- drawing

S = 2  # drawn at S times the size, then box-averaged down (anti-aliasing)


def _disc_sprite(ch, font, style, radius, red):
    """One piece as an RGBA sprite at S times: disc and character; the sprite
    is square, side 2 * (radius + pad), the disc centred in it."""
    r = radius * S
    pad = int(r * 0.25) + 4
    side = int(2 * (r + pad))
    c = side / 2
    img = Image.new("RGBA", (side, side), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    face = style["red_face"] if red else style["black_face"]
    ink = style["red_ink"] if red else style["black_ink"]
    rim = style["red_rim"] if red else style["black_rim"]
    if style["shadow"]:
        sh = Image.new("L", (side, side), 0)
        sd = ImageDraw.Draw(sh)
        o = r * style["shadow_off"]
        sd.ellipse([c - r + o, c - r + o, c + r + o, c + r + o], fill=int(255 * style["shadow_alpha"]))
        sh = sh.filter(ImageFilter.GaussianBlur(max(1.0, r * 0.08)))
        img.paste(Image.new("RGBA", (side, side), (0, 0, 0, 255)), (0, 0), sh)
    rw = max(1, int(r * style["rim"]))
    d.ellipse([c - r, c - r, c + r, c + r], fill=rim)
    inner = r - rw
    d.ellipse([c - inner, c - inner, c + inner, c + inner], fill=face)
    arr = np.asarray(img, dtype=np.float32).copy()
    yy, xx = np.mgrid[0:side, 0:side].astype(np.float32) + 0.5
    dist = np.sqrt((xx - c) ** 2 + (yy - c) ** 2) / r
    inside = dist <= 1.0
    if style["gradient"]:  # lit from the upper left
        shade = 1.0 + style["gradient"] * (0.5 - 0.5 * dist ** 2 - 0.25 * ((xx - c) + (yy - c)) / r)
        arr[..., :3] = np.where(inside[..., None], arr[..., :3] * shade[..., None], arr[..., :3])
    if style["bevel"]:  # a rim that catches the light above and is dark below
        ring = (dist <= 1.0) & (dist >= 1.0 - style["bevel_w"])
        light = -((xx - c) + (yy - c)) / (r * 1.414)
        k = 1.0 + style["bevel"] * light
        arr[..., :3] = np.where(ring[..., None], arr[..., :3] * k[..., None], arr[..., :3])
    img = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8), "RGBA")
    d = ImageDraw.Draw(img)
    if style["ring"]:
        rr = r * style["ring_r"]
        w = max(1, int(r * style["ring_w"]))
        d.ellipse([c - rr, c - rr, c + rr, c + rr], outline=ink if style["ring_ink"] else rim, width=w)
    size = r * style["char"]
    f = font.get(size)
    stroke = int(size * style["bold"]) if style["bold"] else 0
    d.text((c + r * style["char_dx"], c + r * style["char_dy"]), ch, font=f, fill=ink, anchor="mm",
           stroke_width=stroke, stroke_fill=ink)
    return img


def random_style(rng, heldout=False, train=False):
    """How a board and its pieces look."""
    st = {}
    kind = rng.choice(["wood", "paper", "plain", "dark"], p=[0.45, 0.3, 0.15, 0.1])
    st["kind"] = kind
    if heldout and rng.random() < 0.5:
        base = _pick(rng, HELDOUT_SURFACES)
        kind = st["kind"] = "plain"
    else:
        base = _pick(rng, {"wood": WOOD, "paper": PAPER, "plain": PLAIN, "dark": DARK}[kind])
    if train and rng.random() < 0.2:
        base = tuple(int(v) for v in rng.integers(60, 256, 3))
    st["base"] = _jit(base, rng, 18)
    st["grain"] = kind == "wood" and rng.random() < 0.7
    st["line"] = _jit(_pick(rng, LINES_DARK if kind == "dark" else LINES_LIGHT), rng, 10)
    st["lw"] = rng.uniform(0.5, 2.6)
    st["outer"] = rng.choice(["same", "thick", "double", "frame"], p=[0.25, 0.3, 0.25, 0.2])
    st["outer_w"] = rng.uniform(1.5, 4.0)
    st["frame_gap"] = rng.uniform(0.08, 0.3)
    st["marks"] = rng.random() < 0.6
    st["river"] = rng.random() < 0.75
    st["river_rot"] = rng.random() < 0.3
    st["river_trad"] = rng.random() < 0.5
    st["coords"] = rng.choice(["none", "outside", "inside", "letters"], p=[0.35, 0.35, 0.1, 0.2])
    st["margin"] = rng.uniform(0.55, 1.2)
    st["aspect"] = rng.uniform(1.0, 1.12) if rng.random() < 0.4 else 1.0
    # pieces
    filled = rng.random() < 0.15  # the disc itself red or black, the character light
    faces = HELDOUT_FACES if heldout and rng.random() < 0.5 else FACES
    face = _jit(_pick(rng, faces), rng, 12)
    if train and rng.random() < 0.15:
        face = tuple(int(v) for v in rng.integers(120, 256, 3))
    red_ink, black_ink = _jit(_pick(rng, RED_INK), rng, 15), _jit(_pick(rng, BLACK_INK), rng, 15)
    if filled:
        light = _jit((245, 240, 225), rng, 10)
        st["red_face"], st["black_face"] = red_ink, black_ink
        st["red_ink"] = st["black_ink"] = light
        st["red_rim"] = tuple(int(v * 0.7) for v in red_ink)
        st["black_rim"] = tuple(int(min(255, v * 0.7 + 40)) for v in black_ink)
    else:
        st["red_face"] = st["black_face"] = face
        if rng.random() < 0.2:  # faces a little different for the sides
            st["black_face"] = _jit(face, rng, 20)
        st["red_ink"], st["black_ink"] = red_ink, black_ink
        rim_mode = rng.choice(["ink", "dark", "face"], p=[0.4, 0.4, 0.2])
        if rim_mode == "ink":
            st["red_rim"], st["black_rim"] = red_ink, black_ink
        elif rim_mode == "dark":
            st["red_rim"] = st["black_rim"] = _jit((70, 50, 30), rng, 30)
        else:
            st["red_rim"] = st["black_rim"] = tuple(int(v * 0.8) for v in face)
    st["rim"] = rng.uniform(0.02, 0.12)
    st["gradient"] = rng.uniform(0.1, 0.35) if rng.random() < 0.4 else 0.0
    st["bevel"] = rng.uniform(0.15, 0.4) if rng.random() < 0.3 else 0.0
    st["bevel_w"] = rng.uniform(0.08, 0.2)
    st["ring"] = rng.random() < 0.55
    st["ring_r"] = rng.uniform(0.72, 0.9)
    st["ring_w"] = rng.uniform(0.02, 0.06)
    st["ring_ink"] = rng.random() < 0.7
    st["shadow"] = rng.random() < 0.3
    st["shadow_off"] = rng.uniform(0.03, 0.1)
    st["shadow_alpha"] = rng.uniform(0.25, 0.6)
    st["char"] = rng.uniform(1.05, 1.45)
    st["bold"] = rng.uniform(0.01, 0.045) if rng.random() < 0.3 else 0.0
    st["char_dx"], st["char_dy"] = 0.0, rng.uniform(-0.02, 0.06)
    st["disc"] = rng.uniform(0.75, 1.0) if not heldout else rng.uniform(0.8, 0.98)
    st["offset"] = rng.uniform(0.0, 0.05) if train else rng.uniform(0.0, 0.02)
    return st


def _wood(w, h, base, rng):
    """A wood-like surface: the base colour in stripes bent by a slow wave, with
    noise (computed at a quarter of the size and scaled up: the grain is smooth)."""
    q = 4
    hq, wq = max(2, h // q), max(2, w // q)
    y = np.arange(hq, dtype=np.float32)[:, None] * q
    x = np.arange(wq, dtype=np.float32)[None, :] * q
    across, along = (x, y) if rng.random() < 0.5 else (y, x)
    period = rng.uniform(8, 40) * S
    bend = rng.uniform(4, 20) * S * np.sin(along / (rng.uniform(60, 200) * S) + rng.uniform(0, 6.3))
    wave = np.sin((across + bend) * np.float32(2 * np.pi / period))
    grain = wave * np.float32(rng.uniform(3, 12)) + rng.normal(0, 2.5, (hq, wq)).astype(np.float32)
    grain = np.asarray(Image.fromarray(grain, "F").resize((w, h), Image.BILINEAR))
    arr = np.asarray(base, dtype=np.float32)[None, None, :] + grain[..., None] * np.array([1.0, 0.85, 0.6], np.float32)
    return Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))


def draw_xiangqi(board, rng, fonts, flipped=False, page=False, size=None, train=False, heldout=False):
    """A picture of `board` (90 letters). Returns (PIL RGB image, (x0, y0, dx, dy)):
    the top-left point of the picture and the distances between files and ranks."""
    st = random_style(rng, heldout=heldout, train=train)
    font = _pick(rng, fonts)
    text_font = font if rng.random() < 0.6 else _pick(rng, fonts)
    chars = char_set(rng, font)
    global S
    width = int(size or rng.integers(250, 1100))
    S = 2 if width < 600 else 1  # large pictures need no supersampling
    mx = st["margin"] + (0.35 if st["coords"] in ("outside", "letters") else 0.0)
    dx = width / (8 + 2 * mx)
    dy = dx * st["aspect"]
    my = mx * dx / dy
    height = int(round(9 * dy + 2 * my * dy))
    ox, oy = mx * dx, my * dy  # the top-left point, in output pixels (continuous)
    W, H = width * S, height * S
    if st["grain"]:
        img = _wood(W, H, st["base"], rng)
    else:
        img = Image.new("RGB", (W, H), st["base"])
        if st["kind"] == "paper" and rng.random() < 0.5:
            noise = rng.normal(0, 3, (H, W, 1)).astype(np.float32)
            img = Image.fromarray(np.clip(np.asarray(img, np.float32) + noise, 0, 255).astype(np.uint8))
    d = ImageDraw.Draw(img, "RGBA")
    line = st["line"]
    lw = max(1.0, st["lw"] * S)

    def P(c, r):  # a point in drawing pixels
        return (ox + c * dx) * S, (oy + r * dy) * S

    def seg(x0, y0, x1, y1, w=lw, colour=line):
        if abs(x0 - x1) < 1e-6 or abs(y0 - y1) < 1e-6:  # axis-aligned: an exact rectangle
            a, b = round(min(x0, x1) - w / 2), round(min(y0, y1) - w / 2)
            d.rectangle([a, b, max(a, round(max(x0, x1) + w / 2) - 1), max(b, round(max(y0, y1) + w / 2) - 1)],
                        fill=colour)
        else:
            d.line([(x0, y0), (x1, y1)], fill=colour, width=max(1, int(round(w))))

    # the outer frame first (under the grid)
    outer_w = lw * (st["outer_w"] if st["outer"] in ("thick", "double", "frame") else 1.0)
    if st["outer"] in ("double", "frame"):
        g = st["frame_gap"] * dx * S
        (ax, ay), (bx, by) = P(0, 0), P(8, 9)
        fw = lw * st["outer_w"] * (1.0 if st["outer"] == "double" else 1.6)
        for (x0_, y0_, x1_, y1_) in ((ax - g, ay - g, bx + g, ay - g), (ax - g, by + g, bx + g, by + g),
                                     (ax - g, ay - g, ax - g, by + g), (bx + g, ay - g, bx + g, by + g)):
            seg(x0_, y0_, x1_, y1_, w=fw)
        if st["outer"] == "double":
            outer_w = lw
    for r in range(10):
        (ax, ay), (bx, by) = P(0, r), P(8, r)
        seg(ax, ay, bx, by, w=outer_w if r in (0, 9) else lw)
    for c in range(9):
        w = outer_w if c in (0, 8) else lw
        if c in (0, 8):
            seg(*P(c, 0), *P(c, 9), w=w)
        else:
            seg(*P(c, 0), *P(c, 4), w=w)
            seg(*P(c, 5), *P(c, 9), w=w)
    for r0 in (0, 7):  # palace diagonals
        seg(*P(3, r0), *P(5, r0 + 2))
        seg(*P(5, r0), *P(3, r0 + 2))
    if st["marks"]:
        gap, ln = dx * S * rng.uniform(0.06, 0.1), dx * S * rng.uniform(0.12, 0.2)
        pts = [(1, 2), (7, 2), (1, 7), (7, 7)] + [(c, r) for r in (3, 6) for c in (0, 2, 4, 6, 8)]
        mw = max(1.0, lw * 0.9)
        for c, r in pts:
            px, py = P(c, r)
            for sx in (-1, 1):
                if (c == 0 and sx < 0) or (c == 8 and sx > 0):
                    continue
                for sy in (-1, 1):
                    cx, cy = px + sx * gap, py + sy * gap
                    seg(cx, cy, cx + sx * ln, cy, w=mw)
                    seg(cx, cy, cx, cy + sy * ln, w=mw)
    if st["river"]:
        words = ("楚河", "漢界" if st["river_trad"] else "汉界")
        rf = text_font if text_font.covers("".join(words)) else next(
            (f for f in fonts if f.covers("".join(words))), text_font)
        fsize = dy * S * rng.uniform(0.45, 0.75)
        ink = line if rng.random() < 0.7 else _jit(_pick(rng, RED_INK + [(60, 60, 60)]), rng)
        spread = rng.uniform(0.7, 1.3)
        _, ry = P(0, 4.5)
        for k, word in enumerate(words):
            centre = P(2 if k == 0 else 6, 4.5)[0]
            for j, ch in enumerate(word):
                cx = centre + (j - 0.5) * dx * S * spread
                if k == 1 and st["river_rot"]:
                    layer = Image.new("RGBA", (int(fsize * 2), int(fsize * 2)), (0, 0, 0, 0))
                    ImageDraw.Draw(layer).text((fsize, fsize), ch, font=rf.get(fsize), fill=ink, anchor="mm")
                    layer = layer.rotate(180)
                    img.paste(layer, (int(cx - fsize), int(ry - fsize)), layer)
                else:
                    d.text((cx, ry), ch, font=rf.get(fsize), fill=ink, anchor="mm")
    if st["coords"] != "none":
        csize = dx * S * rng.uniform(0.22, 0.36)
        cfont = text_font.get(csize)
        latin = ImageFont.load_default(size=int(csize))
        ink = line
        top = [str(i + 1) for i in range(9)]
        bottom = list("九八七六五四三二一")
        if st["coords"] == "letters":
            top, bottom = list("abcdefghi"), list("abcdefghi")
            if flipped:
                top, bottom = top[::-1], bottom[::-1]
        elif flipped:
            top, bottom = list("一二三四五六七八九"), [str(i + 1) for i in range(9)][::-1]
        inset = (mx - 0.25) if st["coords"] != "inside" else 0.38
        for c in range(9):
            px, _ = P(c, 0)
            for label, y in ((top[c], oy - inset * dy), (bottom[c], oy + 9 * dy + inset * dy)):
                d.text((px, y * S), label, font=latin if label.isascii() else cfont, fill=ink, anchor="mm")
        if st["coords"] == "letters":
            ranks = [str(9 - r) for r in range(10)]
            if flipped:
                ranks = ranks[::-1]
            for r in range(10):
                _, py = P(0, r)
                d.text(((ox - (mx - 0.2) * dx) * S, py), ranks[r], font=latin, fill=ink, anchor="mm")

    def at(index):  # display (c, r) of board index
        r, c = divmod(index, 9)
        return (8 - c, 9 - r) if flipped else (c, r)

    rad = dx * st["disc"] / 2
    # last move: from / to marks
    if rng.random() < 0.5:
        colour = _pick(rng, MARKS)
        mode = rng.integers(0, 3)
        alpha = int(rng.integers(90, 220))
        for _ in range(2):
            c, r = int(rng.integers(0, 9)), int(rng.integers(0, 10))
            px, py = P(c, r)
            h = rad * S * rng.uniform(0.95, 1.15)
            if mode == 0:  # corner brackets
                ln, w = h * 0.4, max(2, int(S * rng.uniform(1, 3)))
                for sx in (-1, 1):
                    for sy in (-1, 1):
                        corner = (px + sx * h, py + sy * h)
                        d.line([corner, (px + sx * (h - ln), py + sy * h)], fill=colour + (alpha,), width=w)
                        d.line([corner, (px + sx * h, py + sy * (h - ln))], fill=colour + (alpha,), width=w)
            elif mode == 1:
                d.rectangle([px - h, py - h, px + h, py + h], fill=colour + (alpha // 2,))
            else:
                d.ellipse([px - h, py - h, px + h, py + h], fill=colour + (alpha // 2,))
    # check glow under a general
    if rng.random() < 0.12:
        gen = [i for i, x in enumerate(board) if x in "Kk"]
        c, r = at(gen[int(rng.integers(0, len(gen)))])
        px, py = P(c, r)
        for k in range(8, 0, -1):
            rr = rad * S * (1.0 + 0.4 * k / 8)
            d.ellipse([px - rr, py - rr, px + rr, py + rr], fill=(255, 0, 0, 30))
    # pieces
    cache = {}
    for index, letter in enumerate(board):
        if letter == ".":
            continue
        if letter not in cache:
            cache[letter] = _disc_sprite(chars[letter], font, st, rad, letter.isupper())
        sprite = cache[letter]
        c, r = at(index)
        px, py = P(c, r)
        off = rng.uniform(-st["offset"], st["offset"], 2) * dx * S
        at_xy = (int(round(px + off[0] - sprite.width / 2)), int(round(py + off[1] - sprite.height / 2)))
        img.paste(sprite, at_xy, sprite)
    d = ImageDraw.Draw(img, "RGBA")
    # a selected piece's ring
    if rng.random() < 0.25:
        occ = [i for i, x in enumerate(board) if x != "."]
        c, r = at(occ[int(rng.integers(0, len(occ)))])
        px, py = P(c, r)
        rr = rad * S * rng.uniform(1.0, 1.12)
        ring = _pick(rng, MARKS) + (230,)
        d.ellipse([px - rr, py - rr, px + rr, py + rr], outline=ring, width=max(2, int(S * rng.uniform(1.5, 3.5))))
    # move dots (legal moves shown)
    if rng.random() < 0.15:
        colour = _pick(rng, MARKS) + (int(rng.integers(120, 220)),)
        for _ in range(int(rng.integers(1, 8))):
            c, r = int(rng.integers(0, 9)), int(rng.integers(0, 10))
            px, py = P(c, r)
            rr = dx * S * rng.uniform(0.08, 0.15)
            d.ellipse([px - rr, py - rr, px + rr, py + rr], fill=colour)
    # arrows
    for _ in range(int(rng.integers(1, 3)) if rng.random() < 0.25 else 0):
        colour = _pick(rng, boards.ARROWS) + (int(rng.integers(110, 190)),)
        p0 = np.array(P(int(rng.integers(0, 9)), int(rng.integers(0, 10))))
        p1 = np.array(P(int(rng.integers(0, 9)), int(rng.integers(0, 10))))
        if np.allclose(p0, p1):
            continue
        v = (p1 - p0) / np.linalg.norm(p1 - p0)
        sq = dx * S
        base = p1 - v * sq * 0.35
        n = np.array([-v[1], v[0]])
        d.line([tuple(p0), tuple(base)], fill=colour, width=max(2, int(sq * 0.14)))
        d.polygon([tuple(p1), tuple(base + n * sq * 0.22), tuple(base - n * sq * 0.22)], fill=colour)
    img = img.reduce(S)
    x0, y0 = ox, oy
    if page:
        img, (px0, py0) = on_page(img, rng, fonts)
        x0, y0 = x0 + px0, y0 + py0
    return img, (x0, y0, dx, dy)


PAGE_WORDS = "象棋残局第步红先胜和黑方走法棋谱比赛讲解分析开局中局车马炮兵卒将帅一二三四五六七八九"


def on_page(img, rng, fonts):
    """The board on a page: margins, a background, text (CJK and Latin), panels, a frame."""
    side = max(img.size)
    margin = [int(rng.integers(6, max(8, int(side * 0.35)))) for _ in range(4)]
    bg = tuple(int(v) for v in rng.integers(0, 256, 3)) if rng.random() < 0.4 else (255, 255, 255)
    if rng.random() < 0.25:
        bg = (int(rng.integers(20, 60)),) * 3
    canvas = Image.new("RGB", (img.width + margin[0] + margin[2], img.height + margin[1] + margin[3]), bg)
    cd = ImageDraw.Draw(canvas)
    ink = (0, 0, 0) if sum(bg) > 380 else (230, 230, 230)
    f = _pick(rng, fonts).get(int(rng.integers(11, 24)))
    latin = ImageFont.load_default(size=int(rng.integers(10, 22)))
    for _ in range(int(rng.integers(0, 30))):
        tx, ty = int(rng.integers(0, canvas.width)), int(rng.integers(0, canvas.height))
        if rng.random() < 0.5:
            words = "".join(PAGE_WORDS[int(rng.integers(0, len(PAGE_WORDS)))] for _ in range(int(rng.integers(2, 14))))
            cd.text((tx, ty), words, fill=ink, font=f)
        else:
            words = " ".join("".join(chr(int(rng.integers(97, 123))) for _ in range(int(rng.integers(2, 9))))
                             for _ in range(int(rng.integers(1, 8))))
            cd.text((tx, ty), words, fill=ink, font=latin)
    for _ in range(int(rng.integers(0, 4))):
        bx, by = int(rng.integers(0, canvas.width)), int(rng.integers(0, canvas.height))
        cd.rectangle([bx, by, bx + int(rng.integers(20, 200)), by + int(rng.integers(10, 60))],
                     fill=tuple(int(v) for v in rng.integers(0, 256, 3)))
    if rng.random() < 0.4:
        w = int(rng.integers(1, 10))
        cd.rectangle([margin[0] - w, margin[1] - w, margin[0] + img.width + w - 1, margin[1] + img.height + w - 1],
                     fill=tuple(int(v) for v in rng.integers(0, 256, 3)))
    canvas.paste(img, (margin[0], margin[1]))
    return canvas, (margin[0], margin[1])


# ---------------------------------------------------------------- the project's own diagrams

DIAGRAM_THEMES = ["default", "high-contrast", "light", "green", "brown", "blue", "print"]


def diagram(board, rng, fen_tui, flipped=False, size=None):
    """`fen-tui diagram` of `board` as a PNG, and its grid from the SVG's
    geometry (the same drawing: the lines' ends in the board group's
    coordinates, scaled by the picture's width over the viewBox's).
    None if fen-tui refuses the position."""
    size = int(size or rng.integers(250, 900))
    args = ["--variant", "xiangqi", "--size", str(size), "--theme", _pick(rng, DIAGRAM_THEMES)]
    if flipped:
        args.append("--flip")
    coords = rng.random()
    if coords < 0.3:
        args.append("--no-coordinates")
    elif coords < 0.6:
        args += ["--coordinates", "chinese"]
    if rng.random() < 0.4:
        args += ["--characters", "simplified"]
    run = [fen_tui, "diagram", *args]
    for turn in "wb":  # the side not to move must not be in check
        fen = f"{placement_of(board)} {turn} - - 0 1"
        svg = subprocess.run(run + ["--format", "svg", fen], capture_output=True, text=True)
        if svg.returncode == 0:
            break
    else:
        return None
    png = subprocess.run(run + ["--format", "png", fen], capture_output=True)
    if png.returncode != 0:
        return None
    grid = svg_grid(svg.stdout, size)
    img = Image.open(io.BytesIO(png.stdout))
    if img.mode in ("RGBA", "LA", "P"):
        img = img.convert("RGBA")
        back = Image.new("RGBA", img.size, (255, 255, 255, 255))
        img = Image.alpha_composite(back, img)
    return img.convert("RGB"), grid


def svg_grid(svg, width):
    """(x0, y0, dx, dy) of a fen-tui xiangqi diagram in pixels of a picture `width` wide."""
    vb = [float(v) for v in re.search(r'viewBox="([^"]+)"', svg).group(1).split()]
    k = width / vb[2]
    tx, ty = (float(v) for v in re.search(r'<g transform="translate\(([-0-9.]+) ([-0-9.]+)\)"', svg).groups())
    xs, ys = set(), set()
    for m in re.finditer(r'<line x1="([-0-9.]+)" y1="([-0-9.]+)" x2="([-0-9.]+)" y2="([-0-9.]+)"', svg):
        x1, y1, x2, y2 = (float(v) for v in m.groups())
        if y1 == y2:
            ys.add(y1)
        if x1 == x2:
            xs.add(x1)
    xs, ys = sorted(xs), sorted(ys)
    return ((tx + xs[0]) * k, (ty + ys[0]) * k, (xs[-1] - xs[0]) / 8 * k, (ys[-1] - ys[0]) / 9 * k)


# ---------------------------------------------------------------- cutting

def planes(img):
    """The grey and red planes (0..255 floats) of a picture."""
    rgb = np.asarray(img.convert("RGB"), dtype=np.float32)
    grey = rgb @ np.array([0.299, 0.587, 0.114], dtype=np.float32)
    red = np.maximum(0.0, rgb[..., 0] - np.maximum(rgb[..., 1], rgb[..., 2]))
    return grey, red


def _shrink(a, f):
    h, w = (a.shape[0] // f) * f, (a.shape[1] // f) * f
    return a[:h, :w].reshape(h // f, f, w // f, f).mean(axis=(1, 3))


def cells_of(img, grid, rng=None, jitter=0.0):
    """The 90 cells of the board at `grid` = (x0, y0, dx, dy), display order
    (row 0 the picture's top), as (90, 32, 32, 2) floats in [0, 1]: grey then
    red, each a window of side s = (dx + dy) / 2 centred on its point, both
    planes shrunk by whole blocks f = floor(s / 32) when f >= 2, then sampled
    bilinearly at (i + 0.5) * s / 32 - 0.5 from the window's corner, clamped
    to the picture (boards.resample, for all cells at once). With `jitter`,
    the grid is moved and stretched a little, as a board finder's error would."""
    x0, y0, dx, dy = grid
    if rng is not None and jitter > 0:
        x0 += rng.uniform(-jitter, jitter) * dx
        y0 += rng.uniform(-jitter, jitter) * dy
        dx *= 1 + rng.uniform(-jitter, jitter) / 8
        dy *= 1 + rng.uniform(-jitter, jitter) / 9
    grey, red = planes(img)
    s = (dx + dy) / 2
    f = int(s // CELL)
    if f >= 2:
        grey, red = _shrink(grey, f), _shrink(red, f)
        x0, y0, dx, dy, s = x0 / f, y0 / f, dx / f, dy / f, s / f
    h, w = grey.shape
    t = (np.arange(CELL, dtype=np.float32) + 0.5) * np.float32(s / CELL) - 0.5
    cx = (x0 + np.arange(9) * dx - s / 2).astype(np.float32)
    cy = (y0 + np.arange(10) * dy - s / 2).astype(np.float32)
    xs = np.clip(cx[:, None] + t[None, :], 0, w - 1)  # (9, 32)
    ys = np.clip(cy[:, None] + t[None, :], 0, h - 1)  # (10, 32)
    xa, ya = np.floor(xs).astype(int), np.floor(ys).astype(int)
    xb_, yb_ = np.minimum(xa + 1, w - 1), np.minimum(ya + 1, h - 1)
    fx = (xs - xa)[None, :, None, :]  # (1, 9, 1, 32)
    fy = (ys - ya)[:, None, :, None]  # (10, 1, 32, 1)
    out = np.zeros((90, CELL, CELL, 2), dtype=np.float32)
    for k, plane in enumerate((grey, red)):
        def g(yi, xi):  # (10, 9, 32, 32)
            return plane[yi[:, None, :, None], xi[None, :, None, :]]
        top = g(ya, xa) * (1 - fx) + g(ya, xb_) * fx
        bottom = g(yb_, xa) * (1 - fx) + g(yb_, xb_) * fx
        out[..., k] = (top * (1 - fy) + bottom * fy).reshape(90, CELL, CELL)
    return out / 255.0


def cells_slow(img, grid):
    """cells_of without jitter, one cell at a time with boards.resample (to check cells_of)."""
    x0, y0, dx, dy = grid
    grey, red = planes(img)
    s = (dx + dy) / 2
    f = int(s // CELL)
    if f >= 2:
        grey, red = _shrink(grey, f), _shrink(red, f)
        x0, y0, dx, dy, s = x0 / f, y0 / f, dx / f, dy / f, s / f
    out = np.zeros((90, CELL, CELL, 2), dtype=np.float32)
    for r in range(10):
        for c in range(9):
            x, y = x0 + c * dx - s / 2, y0 + r * dy - s / 2
            out[r * 9 + c, :, :, 0] = boards.resample(grey, x, y, s)
            out[r * 9 + c, :, :, 1] = boards.resample(red, x, y, s)
    return out / 255.0


def display_labels(board, flipped):
    """The class of each display point (row 0 the picture's top)."""
    order = list(range(90))[::-1] if flipped else list(range(90))
    return np.array([LABELS.index(board[j]) for j in order])
