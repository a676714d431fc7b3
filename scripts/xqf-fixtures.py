#!/usr/bin/env python3
"""XQF test files, and what python's cchess reads in them.

Writes tests/data/xqf/*.xqf: random legal games (cchess makes the moves)
with comments and variations, in XQF version 10 (plain) and in the
encrypted versions 11 and 18 (random keys; from version 12 the pieces are
stored in a rotated order), from the start and from a set position with
Black to move. The writer here follows the format as cchess's reader
(cchess/read_xqf.py) reads it. Each file is then read back with cchess's
own reader (cchess.read_from_xqf), and what it read is written to
tests/data/xqf/expected.tsv: the file, its version, the start FEN, the
main line in ICCS, the Red and Black players, the event, the result and the
number of lines (main line and variations). The Rust test
(fen-core pgn::xqf tests) reads every file and compares.

    python3 -m venv /tmp/v && /tmp/v/bin/pip install cchess   # 1.25.5 made them
    /tmp/v/bin/python scripts/xqf-fixtures.py

The output depends on the seed alone (same seed, same cchess: the same
files byte for byte).
"""
import pathlib
import random
import struct
import sys

import cchess

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "tests/data/xqf"
ORDER = "RNBAKABNRCCPPPPPrnbakabnrccppppp"
KEY_TEXT = b"[(C) Copyright Mr. Dong Shiwei.]"


def scramble(b):
    return (((((b * b) * 3 + 9) * 3 + 8) * 2 + 1) * 3 + 8)


class Keys:
    def __init__(self, rng):
        self.mask = rng.choice([0xFF, 0xFB, 0xEF, 0x7F])
        self.product = rng.randrange(1 << 32)
        self.ors = [rng.randrange(256) & ~self.mask & 0xFF for _ in range(4)]
        self.sum, self.hxy, self.hxyf, self.hxyt = (rng.randrange(256) for _ in range(4))
        self.xy = (scramble(self.hxy) * self.hxy) & 0xFF
        self.xyf = (scramble(self.hxyf) * self.xy) & 0xFF
        self.xyt = (scramble(self.hxyt) * self.xyf) & 0xFF
        self.remark = ((self.sum * 256 + self.hxy) % 32000) + 767
        fkeys = [
            (self.sum & self.mask) | self.ors[0],
            (self.hxy & self.mask) | self.ors[1],
            (self.hxyf & self.mask) | self.ors[2],
            (self.hxyt & self.mask) | self.ors[3],
        ]
        self.f32 = bytes(b & fkeys[i % 4] for i, b in enumerate(KEY_TEXT))

    def header(self):
        return struct.pack("<BIBBBBBBBB", self.mask, self.product, *self.ors,
                           self.sum, self.hxy, self.hxyf, self.hxyt)


def points_of(fen):
    """The 32 points in the header's order (255 off the board)."""
    board = fen.split()[0].split("/")
    pieces = {}
    for row, text in enumerate(board):
        y = 9 - row
        x = 0
        for ch in text:
            if ch.isdigit():
                x += int(ch)
            else:
                pieces.setdefault(ch, []).append(x * 10 + y)
                x += 1
    out = []
    for ch in ORDER:
        out.append(pieces[ch].pop(0) if pieces.get(ch) else 255)
    return out


def field(text, size):
    data = text.encode("gb18030")[:size]
    return bytes([len(data)]) + data + bytes(size - len(data))


def header(version, keys, points, result, tags):
    head = bytearray(0x400)
    head[0:2] = b"XQ"
    head[2] = version
    if keys:
        head[3:16] = keys.header()
        stored = [0] * 32
        for i in range(32):
            at = (keys.xy + i + 1) & 0x1F if version >= 12 else i
            stored[i] = (points[at] + keys.xy) & 0xFF
        head[16:48] = bytes(stored)
    else:
        head[16:48] = bytes(points)
    head[51] = result
    head[80:144] = field(tags.get("title", ""), 63)
    head[208:272] = field(tags.get("event", ""), 63)
    head[272:288] = field(tags.get("date", ""), 15)
    head[288:304] = field(tags.get("site", ""), 15)
    head[304:320] = field(tags.get("red", ""), 15)
    head[320:336] = field(tags.get("black", ""), 15)
    return bytes(head)


def record(version, keys, frm, to, has_next, has_var, comment):
    data = (comment or "").encode("gb18030")
    if keys is None:
        flags = (0xF0 if has_next else 0) | (0x0F if has_var else 0)
        return bytes([(frm + 0x18) & 0xFF, (to + 0x20) & 0xFF, flags, 0]) + \
            struct.pack("<i", len(data)) + data
    flags = (0x80 if has_next else 0) | (0x40 if has_var else 0) | (0x20 if data else 0)
    out = bytes([(frm + 0x18 + keys.xyf) & 0xFF, (to + 0x20 + keys.xyt) & 0xFF, flags, 0])
    if data:
        out += struct.pack("<i", len(data) + keys.remark) + data
    return out


def legal(board):
    """The legal moves: cchess's moves that leave the mover's general safe."""
    return [m for m in board.create_moves()
            if board.is_valid_move(*m) and not board.is_checked_move(*m)]


def random_line(rng, board, length):
    """Legal moves played from `board` (a copy is moved), as ((x, y), (x, y))."""
    board = board.copy()
    line = []
    for _ in range(length):
        moves = legal(board)
        if not moves:
            break
        m = rng.choice(moves)
        board.move(*m)
        board.next_turn()
        line.append(m)
    return line


def tree(rng, board, length, depth):
    """[(move, comment, [variation trees])]: a main line with variations."""
    line = random_line(rng, board, length)
    nodes = []
    b = board.copy()
    for i, m in enumerate(line):
        variations = []
        if depth < 2 and rng.random() < 0.15:
            alt = [x for x in legal(b) if x != m]
            if alt:
                first = rng.choice(alt)
                after = b.copy()
                after.move(*first)
                after.next_turn()
                rest = tree(rng, after, rng.randrange(0, 5), depth + 1)
                variations.append([(first, None, [])] + rest)
        comment = rng.choice([None, None, None, "好棋", "稍缓，可考虑炮八平七", "Good {move}"])
        nodes.append((m, comment, variations))
        b.move(*m)
        b.next_turn()
    return nodes


def encode_from(version, keys, nodes, index, siblings):
    """Records for nodes[index:] where `siblings` are lines played instead
    of nodes[index]."""
    if index >= len(nodes):
        return b""
    m, comment, variations = nodes[index]
    alternatives = siblings
    has_next = index + 1 < len(nodes)
    has_var = bool(alternatives)
    frm = m[0][0] * 10 + m[0][1]
    to = m[1][0] * 10 + m[1][1]
    out = record(version, keys, frm, to, has_next, has_var, comment)
    if has_next:
        nxt_vars = nodes[index + 1][2]
        out += encode_from(version, keys, nodes, index + 1, nxt_vars)
    if has_var:
        out += encode_from(version, keys, alternatives[0], 0, alternatives[1:])
    return out


def write_file(path, version, seed, fen, tags, result):
    rng = random.Random(seed)
    keys = Keys(rng) if version > 10 else None
    board = cchess.ChessBoard(fen)
    nodes = tree(rng, board, rng.randrange(6, 40), 0)
    head = header(version, keys, points_of(fen), result, tags)
    root_comment = tags.get("comment", "")
    if keys is None:
        data = "".join(root_comment).encode("gb18030")
        root = bytes([0, 0, 0xF0, 0]) + struct.pack("<i", len(data)) + data
    else:
        data = root_comment.encode("gb18030")
        root = bytes([0, 0, 0x80 | (0x20 if data else 0), 0])
        if data:
            root += struct.pack("<i", len(data) + keys.remark) + data
    first_vars = nodes[0][2] if nodes else []
    body = root + encode_from(version, keys, nodes, 0, first_vars)
    if keys is not None:
        body = bytes((b + keys.f32[(0x400 + i) % 32]) & 0xFF for i, b in enumerate(body))
    path.write_bytes(head + body)
    return [cchess.pos2iccs(*m) for m, _, _ in nodes]


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    start = cchess.FULL_INIT_FEN
    endgame = "3k5/4a4/4b4/9/2p6/9/9/4B4/3R5/4K4 b"
    cases = [
        ("plain-10.xqf", 10, 1, start, {"red": "胡荣华", "black": "杨官璘", "event": "全国赛",
                                        "date": "1960", "site": "北京", "comment": "开局"}, 1),
        ("keys-11.xqf", 11, 2, start, {"red": "许银川", "black": "吕钦", "event": "五羊杯"}, 3),
        ("keys-18.xqf", 18, 3, start, {"red": "王天一", "black": "郑惟桐", "event": "象甲联赛",
                                       "title": "第1轮", "comment": "本局精彩"}, 2),
        ("endgame-18.xqf", 18, 4, endgame, {"event": "残局"}, 0),
        ("endgame-10.xqf", 10, 5, endgame, {}, 0),
        ("keys-12.xqf", 12, 6, start, {"red": "赵国荣", "black": "柳大华"}, 1),
    ]
    rows = []
    for name, version, seed, fen, tags, result in cases:
        path = OUT / name
        written = write_file(path, version, seed, fen, tags, result)
        game = cchess.read_from_xqf(str(path))
        lines = game.dump_iccs_moves()
        # cchess leaves out a move it cannot play: the file is right only
        # when it reads the main line that was written.
        assert lines and lines[0] == written, (name, lines[0], written)
        info = game.info
        init = game.init_board.to_fen()
        rows.append("\t".join([
            name, str(info.get("version")), init, " ".join(lines[0]) if lines else "",
            info.get("red", ""), info.get("black", ""), info.get("event", ""),
            info.get("result", ""), str(len(lines)),
        ]))
    with open(OUT / "expected.tsv", "w", encoding="utf-8") as f:
        f.write("# made by scripts/xqf-fixtures.py; read back with cchess "
                f"{getattr(cchess, '__version__', '1.25.5')} (read_from_xqf)\n")
        f.write("# file\tversion\tfen\tmain line (ICCS)\tred\tblack\tevent\tresult\tlines\n")
        for row in rows:
            f.write(row + "\n")


if __name__ == "__main__":
    sys.exit(main())
