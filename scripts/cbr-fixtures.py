#!/usr/bin/env python3
"""CBR and CBL test files (象棋桥, CCBridge), and what python's cchess reads in them.

No program that makes real CBR/CBL files runs here (象棋桥 is a Windows
program), so this script has its own writer, made from the format as
cchess's reader (cchess/read_cbr.py) reads it:

- CBR, one game: a 2214-byte header (`CCBridge Record\\0`; title, event, Red
  and Black in UTF-16LE at 180, 692, 1076, 1300; the result at 2076; the
  side to move at 2116, 1 for Red; the board at 2120, 90 bytes, row 0 Black's
  back rank, pieces 0x11-0x17 Red R N B A K C P and 0x21-0x27 Black), then
  the game's comment (an int, non-zero when there is one, its length in
  bytes and its UTF-16LE text) and the move tree: four bytes a move (flags:
  1 the line ends here, 2 another move is played instead, 4 a comment
  follows as a length and UTF-16LE text; from; to: a point is row * 9 +
  file, row 0 at Black's back rank), each move followed by the rest of its
  line, then by the move played instead of it.
- CBL, a library: a 576-byte header (`CCBridgeLibrary\\0`, the number of
  games at 60, the name in UTF-16LE at 64), the games from byte 101952 on,
  one CBR record every 4096 bytes.

Random legal games (cchess makes the moves) with comments and variations,
from the start and from a set position with Black to move; each file is
read back with cchess's own readers (read_from_cbr, read_from_cbl), which
must read the main line written, and what cchess read is written to
tests/data/cbr/expected.tsv (file, game index, start FEN, main line in ICCS,
Red, Black, event, title, result, lines).

    python3 -m venv /tmp/v && /tmp/v/bin/pip install cchess   # 1.25.5 made them
    /tmp/v/bin/python scripts/cbr-fixtures.py

The output depends on the seeds alone.
"""
import importlib.util
import pathlib
import random
import struct
import sys

import cchess

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "tests/data/cbr"
_spec = importlib.util.spec_from_file_location("xqf", ROOT / "scripts/xqf-fixtures.py")
xqf = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(xqf)

CODES = {"R": 0x11, "N": 0x12, "B": 0x13, "A": 0x14, "K": 0x15, "C": 0x16, "P": 0x17}
HEADER = 2214
BLOCK = 4096
LIBRARY_GAMES = 101952


def text(value, size):
    data = value.encode("utf-16-le")[: size - 2]
    return data + bytes(size - len(data))


def comment_bytes(value):
    return value.encode("utf-16-le") + b"\x00\x00"


def board_bytes(fen):
    out = bytearray(90)
    for row, line in enumerate(fen.split()[0].split("/")):
        x = 0
        for ch in line:
            if ch.isdigit():
                x += int(ch)
            else:
                out[row * 9 + x] = CODES[ch.upper()] + (0x10 if ch.islower() else 0)
                x += 1
    return bytes(out)


def header(fen, tags, result):
    head = bytearray(HEADER)
    head[0:16] = b"CCBridge Record\x00"
    head[180:308] = text(tags.get("title", ""), 128)
    head[692:756] = text(tags.get("event", ""), 64)
    head[1076:1140] = text(tags.get("red", ""), 64)
    head[1300:1364] = text(tags.get("black", ""), 64)
    head[2076] = result
    head[2116:2118] = struct.pack("<H", 1 if fen.split()[1] == "w" else 2)
    head[2120:2210] = board_bytes(fen)
    return bytes(head)


def point(pos):
    x, y = pos
    return (9 - y) * 9 + x


def encode_from(nodes, index, siblings):
    if index >= len(nodes):
        return b""
    m, comment, _ = nodes[index]
    has_next = index + 1 < len(nodes)
    has_var = bool(siblings)
    data = comment_bytes(comment) if comment else b""
    flags = (0 if has_next else 1) | (2 if has_var else 0) | (4 if data else 0)
    out = bytes([flags, 0, point(m[0]), point(m[1])])
    if data:
        out += struct.pack("<i", len(data)) + data
    if has_next:
        out += encode_from(nodes, index + 1, nodes[index + 1][2])
    if has_var:
        out += encode_from(siblings[0], 0, siblings[1:])
    return out


def record(seed, fen, tags, result, length):
    rng = random.Random(seed)
    board = cchess.ChessBoard(fen)
    nodes = xqf.tree(rng, board, length, 0)
    # The comments of xqf.tree, without its `{` test (CBR keeps it as written).
    body = b""
    game_comment = tags.get("comment")
    if game_comment:
        data = comment_bytes(game_comment)
        body += struct.pack("<ii", 1, len(data)) + data
    else:
        body += struct.pack("<i", 0)
    body += encode_from(nodes, 0, nodes[0][2] if nodes else []) + bytes(4)
    return header(fen, tags, result) + body, [cchess.pos2iccs(*m) for m, _, _ in nodes]


def row(name, index, game, written):
    lines = game.dump_iccs_moves()
    assert lines and lines[0] == written, (name, index, lines[:1], written)
    info = game.info
    return "\t".join([
        name, str(index), game.init_board.to_fen(), " ".join(lines[0]),
        info.get("red", ""), info.get("black", ""), info.get("event", ""),
        info.get("title", ""), info.get("result", ""), str(len(lines)),
    ])


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    start = cchess.FULL_INIT_FEN
    endgame = "3k5/4a4/4b4/9/2p6/9/9/4B4/3R5/4K4 b"
    rows = []
    singles = [
        ("game.cbr", 11, start, {"red": "胡荣华", "black": "杨官璘", "event": "全国个人赛",
                                 "title": "第3轮", "comment": "中炮对屏风马"}, 1, 30),
        ("endgame.cbr", 12, endgame, {"event": "实用残局", "title": "车兵对士象"}, 0, 12),
    ]
    for name, seed, fen, tags, result, length in singles:
        data, written = record(seed, fen, tags, result, length)
        (OUT / name).write_bytes(data)
        rows.append(row(name, 0, cchess.read_from_cbr(str(OUT / name)), written))

    games = [
        (21, start, {"red": "许银川", "black": "吕钦", "event": "五羊杯", "title": "决赛"}, 3, 20),
        (22, endgame, {"title": "残局一"}, 1, 8),
        (23, start, {"red": "王天一", "black": "郑惟桐", "event": "象甲联赛"}, 2, 26),
    ]
    head = bytearray(576)
    head[0:16] = b"CCBridgeLibrary\x00"
    head[60:64] = struct.pack("<i", len(games))
    head[64:576] = text("测试棋库", 512)
    library = bytes(head) + bytes(LIBRARY_GAMES - 576)
    written_lines = []
    for seed, fen, tags, result, length in games:
        data, written = record(seed, fen, tags, result, length)
        assert len(data) <= BLOCK, (seed, len(data))
        library += data + bytes(BLOCK - len(data))
        written_lines.append(written)
    (OUT / "library.cbl").write_bytes(library)
    lib = cchess.read_from_cbl(str(OUT / "library.cbl"))
    assert lib["name"] == "测试棋库" and len(lib["games"]) == len(games)
    for index, (game, written) in enumerate(zip(lib["games"], written_lines)):
        rows.append(row("library.cbl", index, game, written))

    with open(OUT / "expected.tsv", "w", encoding="utf-8") as f:
        f.write("# made by scripts/cbr-fixtures.py (its own writer); read back with cchess 1.25.5"
                " (read_from_cbr, read_from_cbl)\n")
        f.write("# file\tgame\tfen\tmain line (ICCS)\tred\tblack\tevent\ttitle\tresult\tlines\n")
        for r in rows:
            f.write(r + "\n")
    print(f"{len(rows)} games", file=sys.stderr)


if __name__ == "__main__":
    sys.exit(main())
