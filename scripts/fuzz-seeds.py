#!/usr/bin/env python3
"""Write seed corpora for the fuzz targets into fuzz/corpus/<target>/, from
the test vectors in tests/data, so each fuzzer starts from inputs that reach
deep code (full FENs, move lists, links, PGN games, editor sessions) instead
of growing them byte by byte.

Usage (from the repository root): python3 scripts/fuzz-seeds.py
The corpus directory is not committed; rerun this to make it again.
"""

import hashlib
import pathlib
import random

ROOT = pathlib.Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
CORPUS = ROOT / "fuzz" / "corpus"

# Index of crates/test-support/src/fuzz/mod.rs's STARTS: the chess start and the xiangqi start.
CHESS_START = 0
XIANGQI_START = 7


def column(name, index):
    """Column `index` of every row of a TSV file in tests/data (`#` header and column names skipped)."""
    lines = [line for line in (DATA / name).read_text(encoding="utf-8").splitlines()
             if not line.startswith("#")][1:]
    return [line.split("\t")[index] for line in lines if line.count("\t") >= index]


def write(target, seeds):
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    for seed in seeds:
        data = seed.encode("utf-8") if isinstance(seed, str) else bytes(seed)
        (folder / hashlib.sha1(data).hexdigest()).write_bytes(data)
    print(f"{target}: {len(seeds)} seeds")


def pgn_games():
    text = (DATA / "pgn" / "features.pgn").read_text(encoding="utf-8")
    games, current = [], []
    for line in text.splitlines(keepends=True):
        if line.startswith("[Event") and current:
            games.append("".join(current))
            current = []
        current.append(line)
    games.append("".join(current))
    return games


def reader_seeds():
    fens = column("chess-positions.tsv", 0)[::3] + column("xiangqi-positions.tsv", 0)[::3]
    fens += column("chess960-positions.tsv", 0)[::6] + column("chess960-positions.tsv", 4)[::6]
    seeds = list(fens)
    for name in ["chess-moves.tsv", "xiangqi-moves.tsv"]:
        starts, moves = column(name, 0), column(name, 1)
        sans = column(name, 2)
        for start, played in zip(starts[::5], moves[::5]):
            seeds.append(f"{start} moves {played}")
            seeds.append(f"position fen {start} moves {played}")
            seeds.append(f"`{start} moves {played}`")
            seeds.append("https://lichess.org/analysis/" + start.replace(" ", "_"))
        seeds += [s for s in sans[::10] if s]
    seeds += pgn_games()
    seeds += [
        "startpos",
        "startpos moves e2e4 e7e5 g1f3",
        "position startpos moves e2e4 e7e5 g1f3 b8c6 f1b5",
        "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6",
        "chess960 518",
        'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - bm e5; id "x";',
        "https://www.chess.com/analysis?fen=rnbqkbnr%2Fpppppppp%2F8%2F8%2F8%2F8%2FPPPPPPPP%2FRNBQKBNR%20w%20KQkq%20-%200%201",
        "https://www.pychess.org/analysis/xiangqi?fen=rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR_w_-_-_0_1",
        "\ufeffrnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 \u202e\u200b\x1b]2;x\x07",
    ]
    return seeds


def move_list_seeds():
    chess = [
        "e2e4 e7e5 g1f3 b8c6 f1b5 a7a6",
        "e4 e5 Nf3 Nc6 Bb5 a6 O-O Nf6",
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O",
        "d2d4 d7d5 c2c4 e7e6 b1c3 g8f6 c1g5",
        "1.f3 e5 2.g4 Qh4#",
        "e4 d5 exd5 Qxd5 Nc3 Qa5",
        "a2a4 b7b5 a4b5 a7a5 b5a6 c8b7 a6b7 h7h6 b7a8q",
    ]
    xiangqi = [
        "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7",
        "h3e3 h10g8",
        "b2e2 b9c7 b0c2 a9b9",
    ]
    seeds = []
    for form in range(12):
        for moves in chess:
            seeds.append([CHESS_START, form] + list(moves.encode()))
        for moves in xiangqi:
            seeds.append([XIANGQI_START, form] + list(moves.encode()))
    # Other starts: a few legal first moves each, in coordinates.
    for pick, moves in [(1, "e1g1 e8c8"), (2, "b4b1 h4g5"), (3, "c4c5 b2a1q"), (4, "d7c8q"), (5, "e5f6"), (6, "a7a8q h2h1q")]:
        for form in range(12):
            seeds.append([pick, form] + list(moves.encode()))
    return seeds


def move_walk_seeds():
    rng = random.Random(12)
    return [[pick] + [rng.randrange(256) for _ in range(length)]
            for pick in range(11) for length in (8, 60, 200)]


def editor_seeds():
    rng = random.Random(12)
    seeds = []
    for setup in [0, 1, 2, 4 | 8, 16 | 32, 64 | 128, 8 | 16, 1 | 4 | 32]:
        events = []
        # Special keys, typed FEN characters, clicks, pastes, resizes, undos.
        for code in [15, 1, 4, 4, 5, 0, 8, 9, 6, 7, 10, 11, 12, 13, 2, 3]:
            events += [0, code, 0]
        for i in range(30):
            events += [3, i, 4, rng.randrange(8), i * 3, i // 2]
        events += [5, 2, 5, 11, 0x1B, ord("["), ord("2"), ord("J"), 0xE2, 0x80, 0xAE]
        events += [6, 0, 0, 6, 1, 1, 6, 3, 3, 6, 120, 40]
        for letter in "zyempxq":
            events += [0, 28 + ord(letter) - ord(" "), 0x02]
        seeds.append([setup, 100, 30] + events)
        seeds.append([setup, 80, 24] + [rng.randrange(256) for _ in range(300)])
    return seeds


def main():
    write("reader", reader_seeds())
    write("move_list", move_list_seeds())
    write("move_walk", move_walk_seeds())
    write("editor", editor_seeds())


if __name__ == "__main__":
    main()
