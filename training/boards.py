"""Draws chess boards as screenshots: piece sets from pieces/, board colours,
highlights, coordinates, arrows, a page around, blur and JPEG. Shared by
train.py (cells for the classifier) and heldout.py (whole pictures to test).

Everything is drawn from a seeded numpy Generator, so a seed gives the same
pictures on every machine (Pillow and resvg are deterministic)."""

import io
import os
import re

import numpy as np
import resvg_py
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from restyle import restyle

HERE = os.path.dirname(os.path.abspath(__file__))
PIECE_DIR = os.path.join(HERE, "pieces")

# The 13 classes, in the order of the network's outputs (fen-vision's LABELS).
LABELS = ".PNBRQKpnbrqk"
ROLE_FILE = {"P": "P", "N": "N", "B": "B", "R": "R", "Q": "Q", "K": "K"}

# Board colours (light, dark) in the style of common sites and books.
THEMES = [
    ((240, 217, 181), (181, 136, 99)),   # brown
    ((222, 227, 230), (140, 162, 173)),  # blue-grey
    ((238, 238, 210), (118, 150, 86)),   # green
    ((232, 235, 239), (125, 135, 150)),  # grey
    ((255, 255, 255), (170, 170, 170)),  # print
    ((255, 255, 255), (200, 200, 200)),  # light print
    ((240, 230, 250), (150, 110, 180)),  # purple
    ((250, 240, 200), (210, 140, 70)),   # orange wood
    ((215, 230, 245), (80, 125, 175)),   # blue
    ((235, 210, 170), (120, 80, 50)),    # dark wood
    ((200, 200, 200), (90, 90, 90)),     # dark grey
    ((245, 245, 245), (60, 60, 60)),     # high contrast
]
HIGHLIGHTS = [(205, 210, 106), (155, 199, 0), (247, 236, 116), (20, 85, 30), (100, 160, 230)]
ARROWS = [(21, 120, 27), (136, 32, 32), (0, 48, 136), (230, 143, 0)]


def _colour_chess_art(svg, white):
    """maurimo/chess-art SVGs come with marker colours to be configured;
    paint them as that project's own example does."""
    if white:
        table = {"#00ffff": "#d0b090", "#ff0000": "#000000"}
    else:
        table = {"#ffffff": "#000000", "#00ffff": "#505070", "#ff0000": "#808080"}
    svg = re.sub(r'(width|height)="([0-9.]+)pt"', r'\1="\2"', svg, count=2)
    return re.sub(r"#[0-9a-fA-F]{6}", lambda m: table.get(m.group(0).lower(), m.group(0)), svg)


def _with_view_box(svg):
    """resvg scales to a size only through a viewBox: give one to SVGs without."""
    start = svg.index("<svg")
    head = svg[start: svg.index(">", start)]
    if "viewBox" in head:
        # sizes in other units than px (mpchess's "10mm") are dropped: the viewBox sets the shape
        bare = re.sub(r'\s(width|height)="[0-9.]+(mm|cm|in|pt)"', "", head)
        return svg[:start] + bare + svg[start + len(head):]
    w = re.search(r'width="([0-9.]+)', head).group(1)
    h = re.search(r'height="([0-9.]+)', head).group(1)
    return svg.replace("<svg", f'<svg viewBox="0 0 {w} {h}"', 1)


def load_set(name, size=128):
    """One piece set as RGBA arrays keyed by FEN letter, drawn `size` px square."""
    sprites = {}
    folder = os.path.join(PIECE_DIR, name)
    for letter in "PNBRQKpnbrqk":
        white = letter.isupper()
        role = letter.upper()
        path = os.path.join(folder, ("w" if white else "b") + role + ".svg")
        png = path[:-4] + ".png"
        if os.path.exists(png):  # a set drawn as pictures (pieces/from_knights.py)
            sprite = Image.open(png).convert("RGBA")
            sprites[letter] = sprite.resize((size, size), Image.LANCZOS)
            continue
        if os.path.exists(path):
            svg = open(path, encoding="utf-8").read()
        else:
            svg = open(os.path.join(folder, role.lower() + ".svg"), encoding="utf-8").read()
            svg = _colour_chess_art(svg, white)
        svg = _with_view_box(svg)
        png = resvg_py.svg_to_bytes(svg_string=svg, width=size, height=size)
        sprites[letter] = Image.open(io.BytesIO(bytes(png))).convert("RGBA")
    return sprites


def fen_tui_set(size=128):
    """The project's own diagram pieces (src/export/pieces.rs): DejaVu Sans's
    chess symbols from assets/diagram/piece-glyphs.txt, the shape filled white
    and the outline in black, in a 100 x 100 cell, exactly as the diagram
    renderer composes them."""
    paths = {}
    glyphs = os.path.join(HERE, "..", "assets", "diagram", "piece-glyphs.txt")
    for line in open(glyphs, encoding="utf-8"):
        if not line.startswith("#") and " " in line:
            name, path = line.rstrip("\n").split(" ", 1)
            paths[name] = path
    sprites = {}
    for letter in "PNBRQKpnbrqk":
        role = letter.lower()
        ink = "white" if letter.isupper() else "black"
        svg = ('<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">'
               '<g transform="scale(0.1)">'
               f'<path fill="#ffffff" d="{paths.get(f"chess-{role}-shape", "")}"/>'
               f'<path fill="#000000" d="{paths.get(f"chess-{role}-{ink}", "")}"/></g></svg>')
        png = resvg_py.svg_to_bytes(svg_string=svg, width=size, height=size)
        sprites[letter] = Image.open(io.BytesIO(bytes(png))).convert("RGBA")
    return sprites


def random_position(rng):
    """64 FEN letters from a8 to h1 ('.' empty): kings always, other pieces at
    random densities, pawns never on the first or last rank."""
    board = ["."] * 64
    free = list(range(64))
    rng.shuffle(free)
    k = [free.pop(), free.pop()]
    board[k[0]], board[k[1]] = "K", "k"
    count = int(rng.integers(0, 31))
    pool = "PPPPPPPPNNBBRRQpppppppppnnbbrrq"
    for _ in range(count):
        letter = pool[int(rng.integers(0, len(pool)))]
        for j, sq in enumerate(free):
            if letter in "Pp" and (sq < 8 or sq >= 56):
                continue
            board[sq] = letter
            free.pop(j)
            break
    if rng.random() < 0.1:
        board = list("rnbqkbnrpppppppp" + "." * 32 + "PPPPPPPPRNBQKBNR")
    return board


def game_like_position(rng):
    """64 letters as a game might leave them, so that the side at the bottom
    can be told: White's king on ranks 1-3 and Black's on 6-8, White's pawns
    on ranks 2-5 and Black's on 4-7 (a pawn or two may have gone further),
    and the other pieces anywhere. (Used for test pictures only; training
    draws random_position.)"""
    board = ["."] * 64

    def square(rank_lo, rank_hi):
        while True:
            rank = int(rng.integers(rank_lo, rank_hi + 1))
            idx = (8 - rank) * 8 + int(rng.integers(0, 8))
            if board[idx] == ".":
                return idx

    board[square(1, 3)] = "K"
    board[square(6, 8)] = "k"
    for letter, lo, hi in (("P", 2, 5), ("p", 4, 7)):
        for _ in range(int(rng.integers(2, 9))):
            board[square(lo, hi)] = letter
    for letter in "NBRQnbrq":
        most = 1 if letter in "Qq" else 2
        for _ in range(int(rng.integers(0, most + 1))):
            board[square(1, 8)] = letter
    return board


def fen_of(board):
    rows = []
    for r in range(8):
        row, run = "", 0
        for c in range(8):
            x = board[r * 8 + c]
            if x == ".":
                run += 1
            else:
                row += (str(run) if run else "") + x
                run = 0
        rows.append(row + (str(run) if run else ""))
    return "/".join(rows)


def _jitter(colour, rng, amount=12):
    return tuple(int(np.clip(v + rng.integers(-amount, amount + 1), 0, 255)) for v in colour)


def _random_colours(rng):
    """A light and a dark square colour of any hue, the dark one 25-140 grey levels darker."""
    hue = rng.uniform(0, 1, 3)
    lum = rng.uniform(150, 255)
    light = np.clip(lum + (hue - hue.mean()) * rng.uniform(0, 120), 0, 255)
    dark = np.clip(light * rng.uniform(0.35, 0.85) + rng.normal(0, 20, 3), 0, 255)
    if rng.random() < 0.5:  # the dark squares' hue of their own
        dark = np.clip(dark.mean() + (rng.uniform(0, 1, 3) - 0.5) * rng.uniform(0, 140), 0, 255)
    return tuple(int(v) for v in light), tuple(int(v) for v in dark)


def draw_book(board, sprites, rng, flipped=False, size=None, train=False):
    """A book diagram of `board`: white light squares, the dark ones hatched
    (diagonal black lines 3-8 px apart, 1-3 px wide, 45 degrees either way),
    black-and-white pieces, a thin black frame, coordinates outside it, on a
    white page. Returns what draw_board does."""
    side = int(size or rng.integers(200, 640))
    sq = side / 8
    period = int(rng.integers(3, 9))
    width = int(rng.integers(1, min(3, period - 1) + 1))
    slope = 1 if rng.random() < 0.5 else -1
    ink = int(rng.integers(0, 70))
    paper = int(rng.integers(235, 256))
    yy, xx = np.mgrid[0:side, 0:side]
    dark = ((np.floor(yy / sq) + np.floor(xx / sq)) % 2 == 1)
    lines = ((xx + slope * yy) % period) < width
    grey = np.where(dark & lines, ink, paper).astype(np.uint8)
    img = Image.fromarray(np.stack([grey] * 3, axis=2))
    if train and rng.random() < 0.5:
        sprites = restyle(sprites, rng, 2)
    scale = rng.uniform(0.8, 1.0)
    psize = max(8, int(round(sq * scale)))
    cache = {}
    for index, letter in enumerate(board):
        if letter == ".":
            continue
        if letter not in cache:
            cache[letter] = sprites[letter].resize((psize, psize), Image.LANCZOS)
        r, c = divmod(index, 8)
        if flipped:
            r, c = 7 - r, 7 - c
        off = (sq - psize) / 2
        img.paste(cache[letter], (int(round(c * sq + off)), int(round(r * sq + off))), cache[letter])
    margin = [int(rng.integers(8, 80)) for _ in range(4)]
    canvas = Image.new("RGB", (side + margin[0] + margin[2], side + margin[1] + margin[3]), (paper,) * 3)
    d = ImageDraw.Draw(canvas)
    w = int(rng.integers(1, 4))
    d.rectangle([margin[0] - w, margin[1] - w, margin[0] + side + w - 1, margin[1] + side + w - 1], fill=(ink,) * 3)
    canvas.paste(img, (margin[0], margin[1]))
    if rng.random() < 0.6:  # coordinates outside the frame
        font = ImageFont.load_default(size=max(8, int(sq * rng.uniform(0.2, 0.3))))
        files = "abcdefgh"[::-1] if flipped else "abcdefgh"
        ranks = "12345678" if flipped else "87654321"
        for i in range(8):
            d.text((margin[0] + (i + 0.5) * sq, margin[1] + side + w + 2), files[i], fill=(ink,) * 3, font=font, anchor="mt")
            d.text((margin[0] - w - 3, margin[1] + (i + 0.5) * sq), ranks[i], fill=(ink,) * 3, font=font, anchor="rm")
    return canvas, (margin[0], margin[1], side)


def draw_board(board, sprites, rng, flipped=False, page=False, size=None, train=False, book=False):
    """A picture of `board` (64 letters a8..h1). Returns (PIL RGB image,
    (x0, y0, side) of the board's squares in it). `train` adds what only
    training pictures get (any square colours, restyled pieces, pieces of
    other sizes and off centre, move dots and rings), so that the network
    learns the shapes and not one set's look; a number instead of True
    chooses a later version of the restyling (see `_restyle_more`); from
    version 5, 8 % of the boards are book diagrams with hatched dark squares
    (`draw_book`, which `book=True` asks for always)."""
    version = 0 if not train else (2 if train is True else int(train))
    if book or (version >= 5 and rng.random() < 0.08):
        return draw_book(board, sprites, rng, flipped=flipped, size=size, train=train)
    if train:
        side = int(size or rng.integers(150, 700))
    else:
        side = int(size or rng.integers(200, 640))
    sq = side / 8
    light, dark = THEMES[int(rng.integers(0, len(THEMES)))]
    light, dark = _jitter(light, rng), _jitter(dark, rng)
    if train:
        if rng.random() < 0.5:
            light, dark = _random_colours(rng)
        sprites = restyle(sprites, rng, 2 if train is True else int(train))
    img = Image.new("RGB", (side, side), light)
    d = ImageDraw.Draw(img, "RGBA")
    for r in range(8):
        for c in range(8):
            if (r + c) % 2 == 1:
                d.rectangle([round(c * sq), round(r * sq), round((c + 1) * sq) - 1, round((r + 1) * sq) - 1], fill=dark)
    if rng.random() < 0.3:  # a wood-like grain
        noise = rng.normal(0, 6, (side, 1, 1)) * np.ones((1, side, 3))
        arr = np.clip(np.asarray(img, dtype=np.float32) + noise, 0, 255).astype(np.uint8)
        img = Image.fromarray(arr)
        d = ImageDraw.Draw(img, "RGBA")

    def at(index):  # the display cell of board index (a8 = 0)
        r, c = divmod(index, 8)
        return (7 - r, 7 - c) if flipped else (r, c)

    # Highlights: last move, selection, check.
    if rng.random() < 0.7:
        colour = HIGHLIGHTS[int(rng.integers(0, len(HIGHLIGHTS)))]
        alpha = int(rng.integers(90, 200))
        for _ in range(2):
            r, c = divmod(int(rng.integers(0, 64)), 8)
            d.rectangle([round(c * sq), round(r * sq), round((c + 1) * sq) - 1, round((r + 1) * sq) - 1],
                        fill=colour + (alpha,))
    if rng.random() < 0.15:
        kings = [i for i, x in enumerate(board) if x in "Kk"]
        r, c = at(kings[int(rng.integers(0, len(kings)))])
        cx, cy = (c + 0.5) * sq, (r + 0.5) * sq
        for k in range(6, 0, -1):
            rad = sq * 0.5 * k / 6
            d.ellipse([cx - rad, cy - rad, cx + rad, cy + rad], fill=(255, 0, 0, 40))
    # Coordinates inside the edge squares, lichess style.
    if rng.random() < 0.5:
        font = ImageFont.load_default(size=max(8, int(sq * rng.uniform(0.16, 0.26))))
        files = "abcdefgh"[::-1] if flipped else "abcdefgh"
        ranks = "12345678" if flipped else "87654321"
        for i in range(8):
            colour = dark if (7 + i) % 2 == 0 else light
            d.text((round((i + 1) * sq) - 2, side - 2), files[i], fill=colour, font=font, anchor="rd")
            colour = dark if i % 2 == 0 else light
            d.text((2, round(i * sq) + 1), ranks[i], fill=colour, font=font, anchor="lt")
    if train and rng.random() < 0.25:  # legal-move dots and capture rings, lichess style
        colour = (20, 85, 30, int(rng.integers(60, 160))) if rng.random() < 0.7 else (0, 0, 0, int(rng.integers(40, 120)))
        for _ in range(int(rng.integers(1, 12))):
            r, c = divmod(int(rng.integers(0, 64)), 8)
            cx, cy = (c + 0.5) * sq, (r + 0.5) * sq
            if rng.random() < 0.7:
                rad = sq * rng.uniform(0.1, 0.18)
                d.ellipse([cx - rad, cy - rad, cx + rad, cy + rad], fill=colour)
            else:
                rad = sq * 0.5
                d.ellipse([cx - rad, cy - rad, cx + rad, cy + rad], outline=colour, width=max(2, int(sq * 0.08)))
    # Pieces.
    scale = rng.uniform(0.82, 1.0) if not train else rng.uniform(0.68, 1.08)
    psize = max(8, int(round(sq * scale)))
    cache = {}
    for index, letter in enumerate(board):
        if letter == ".":
            continue
        if letter not in cache:
            cache[letter] = sprites[letter].resize((psize, psize), Image.LANCZOS)
        r, c = at(index)
        off = (sq - psize) / 2
        dx = dy = 0.0
        if train:  # a piece a little off its square's centre, as some sites and scans draw it
            dx, dy = rng.uniform(-0.06, 0.06, 2) * sq
        img.paste(cache[letter], (int(round(c * sq + off + dx)), int(round(r * sq + off + dy))), cache[letter])
    # Arrows over the pieces.
    d = ImageDraw.Draw(img, "RGBA")
    for _ in range(int(rng.integers(0, 3)) if rng.random() < 0.35 else 0):
        colour = ARROWS[int(rng.integers(0, len(ARROWS)))] + (int(rng.integers(110, 190)),)
        (r0, c0), (r1, c1) = divmod(int(rng.integers(0, 64)), 8), divmod(int(rng.integers(0, 64)), 8)
        if (r0, c0) == (r1, c1):
            continue
        p0 = np.array([(c0 + 0.5) * sq, (r0 + 0.5) * sq])
        p1 = np.array([(c1 + 0.5) * sq, (r1 + 0.5) * sq])
        v = (p1 - p0) / np.linalg.norm(p1 - p0)
        tip = p1 - v * sq * 0.1
        base = tip - v * sq * 0.35
        n = np.array([-v[1], v[0]])
        d.line([tuple(p0), tuple(base)], fill=colour, width=max(2, int(sq * 0.16)))
        d.polygon([tuple(tip), tuple(base + n * sq * 0.22), tuple(base - n * sq * 0.22)], fill=colour)

    x0 = y0 = 0
    if page:
        margin = [int(rng.integers(10, 260)) for _ in range(4)]
        bg = tuple(int(v) for v in rng.integers(0, 256, 3)) if rng.random() < 0.5 else (255, 255, 255)
        if rng.random() < 0.3:
            bg = (int(rng.integers(20, 60)),) * 3
        canvas = Image.new("RGB", (side + margin[0] + margin[2], side + margin[1] + margin[3]), bg)
        cd = ImageDraw.Draw(canvas)
        font = ImageFont.load_default(size=int(rng.integers(10, 22)))
        ink = (0, 0, 0) if sum(bg) > 380 else (230, 230, 230)
        for _ in range(int(rng.integers(0, 30))):
            tx, ty = int(rng.integers(0, canvas.width)), int(rng.integers(0, canvas.height))
            words = " ".join("".join(chr(int(rng.integers(97, 123))) for _ in range(int(rng.integers(2, 9))))
                             for _ in range(int(rng.integers(1, 8))))
            cd.text((tx, ty), words, fill=ink, font=font)
        for _ in range(int(rng.integers(0, 4))):  # buttons, panels
            bx, by = int(rng.integers(0, canvas.width)), int(rng.integers(0, canvas.height))
            cd.rectangle([bx, by, bx + int(rng.integers(20, 200)), by + int(rng.integers(10, 60))],
                         fill=tuple(int(v) for v in rng.integers(0, 256, 3)))
        if rng.random() < 0.5:  # a frame round the board
            w = int(rng.integers(1, 12))
            cd.rectangle([margin[0] - w, margin[1] - w, margin[0] + side + w - 1, margin[1] + side + w - 1],
                         fill=tuple(int(v) for v in rng.integers(0, 256, 3)))
        canvas.paste(img, (margin[0], margin[1]))
        img, x0, y0 = canvas, margin[0], margin[1]
    return img, (x0, y0, side)


def degrade(img, rng, train=False):
    """Blur, rescale and JPEG, as screenshots pass through."""
    if train and rng.random() < 0.2:  # drawn small and scaled up, or the other way
        w, h = img.size
        f = rng.uniform(0.5, 0.9)
        img = img.resize((max(8, int(w * f)), max(8, int(h * f))), Image.BILINEAR).resize((w, h), Image.BILINEAR)
    if rng.random() < 0.3:
        img = img.filter(ImageFilter.GaussianBlur(rng.uniform(0.3, 1.2)))
    if rng.random() < 0.6:
        q = int(rng.integers(25, 95))
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=q)
        img = Image.open(io.BytesIO(buf.getvalue())).convert("RGB")
    return img


CELL = 32


def cells_of(img, box, rng=None, jitter=0.0):
    """The 64 cells of the board at `box` as CELL x CELL grey floats in [0, 1],
    cut the way fen-vision cuts them (each square's own bounds, resized by
    area averaging), optionally with the board's edges moved a little, as a
    board finder's error would."""
    x0, y0, side = box
    if rng is not None and jitter > 0:
        sq = side / 8
        x0 += rng.uniform(-jitter, jitter) * sq
        y0 += rng.uniform(-jitter, jitter) * sq
        side *= 1 + rng.uniform(-jitter, jitter) / 8
    grey = np.asarray(img.convert("RGB"), dtype=np.float32) @ np.array([0.299, 0.587, 0.114], dtype=np.float32)
    out = np.zeros((64, CELL, CELL), dtype=np.float32)
    sq = side / 8
    f = int(sq // CELL)
    if f >= 2:  # shrink by whole blocks first, so that sampling does not alias
        h, w = (grey.shape[0] // f) * f, (grey.shape[1] // f) * f
        grey = grey[:h, :w].reshape(h // f, f, w // f, f).mean(axis=(1, 3))
        x0, y0, sq = x0 / f, y0 / f, sq / f
    for r in range(8):
        for c in range(8):
            out[r * 8 + c] = resample(grey, x0 + c * sq, y0 + r * sq, sq)
    return out / 255.0


def resample(grey, x, y, size):
    """The square [x, x+size) x [y, y+size) of `grey` as CELL x CELL by sampling
    each output pixel's centre bilinearly (what fen-vision does)."""
    h, w = grey.shape
    t = (np.arange(CELL, dtype=np.float32) + 0.5) * (size / CELL) - 0.5
    xs = np.clip(x + t, 0, w - 1)
    ys = np.clip(y + t, 0, h - 1)
    x0 = np.floor(xs).astype(int)
    y0 = np.floor(ys).astype(int)
    x1 = np.minimum(x0 + 1, w - 1)
    y1 = np.minimum(y0 + 1, h - 1)
    fx = (xs - x0)[None, :]
    fy = (ys - y0)[:, None]
    a = grey[y0][:, x0]
    b = grey[y0][:, x1]
    c = grey[y1][:, x0]
    d = grey[y1][:, x1]
    return (a * (1 - fx) + b * fx) * (1 - fy) + (c * (1 - fx) + d * fx) * fy
