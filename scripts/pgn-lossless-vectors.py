#!/usr/bin/env python3
"""Vectors for games kept whole (issue 37, "Lossless games"): PGN files with
nested variations, comments and NAGs, and what the reference readers read in
them. `cargo test` (tests/it/pgn_lossless/) reads only the files written
here and compares fen-tui's reading, and its `pgn --format pgn` output read
again, with the reference's.

Chess, oracle python-chess (chess.pgn.read_game, 1.11.2 made them):
  tests/data/pgn-lossless/chess-*.pgn   random games with variations nested
      up to three deep, comments (several lines, quotes, Cyrillic and CJK
      text, a comment before the first move and at a variation's start),
      NAGs written as `$n` and as `!`/`?`/`!!`/`??`/`!?`/`?!` suffixes, `;`
      comments (python-chess passes over them), escaped tag values, one
      file with CRLF line ends. The games are made by python-chess and
      written by its exporter, then turned foreign (suffixes, `;` lines,
      comments split over lines).
  tests/data/pgn-lossless/chess.expected.jsonl   per game: the tags in file
      order, the result, the game comment and the tree as
      python-chess's GameBuilder reads it: for each move of a line its SAN,
      NAGs (sorted), comment, starting comment and the variations played
      instead of it.

Xiangqi, oracle cchess (cchess.read_from_xqf, 1.25.5 made them): the XQF
files of tests/data/xqf (made by scripts/xqf-fixtures.py, with comments and
variations) read with cchess, and the same games written here as xiangqi PGN
in Chinese notation (the moves' text by cchess's Move.to_text; a comment
holding a `}` as `;` lines):
  tests/data/pgn-lossless/xiangqi-*.pgn
  tests/data/pgn-lossless/xiangqi.expected.jsonl   per file: the start FEN,
      the game comment and the tree (ICCS moves, comments, variations) as
      cchess reads the XQF file.
cchess's own PGN reader reads no comment or variation (it stops at `{`), so
its XQF reader is the oracle for both.

    python3 -m venv --system-site-packages /tmp/v && /tmp/v/bin/pip install cchess==1.25.5
    /tmp/v/bin/python scripts/pgn-lossless-vectors.py

The output depends on the seed alone.
"""
import io
import json
import pathlib
import random
import sys

import chess
import chess.pgn
import cchess

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "tests/data/pgn-lossless"
XQF = ROOT / "tests/data/xqf"
SUFFIX = {1: "!", 2: "?", 3: "!!", 4: "??", 5: "!?", 6: "?!"}
COMMENTS = [
    "best by test", "Белые выигрывают", "中炮对屏风马", "a \"quoted\" word",
    "two\nlines", "  spaced  ", "[%clk 0:01:00]", "(not a variation)", "$7 is no NAG here",
    "x", "Ладья; точка с запятой",
]


def random_tree(rng, node, board, length, depth):
    """Moves played from `node` (python-chess's tree), with variations."""
    for _ in range(length):
        moves = list(board.legal_moves)
        if not moves:
            return
        move = rng.choice(moves)
        if depth < 3 and rng.random() < 0.2 and len(moves) > 1:
            other = rng.choice([m for m in moves if m != move])
            alt = node.add_variation(other)
            if rng.random() < 0.3:
                alt.starting_comment = rng.choice(COMMENTS)
            after = board.copy()
            after.push(other)
            decorate(rng, alt)
            random_tree(rng, alt, after, rng.randrange(0, 6), depth + 1)
            # The main move becomes the first variation again.
            child = node.add_variation(move)
            node.promote_to_main(child)
        else:
            child = node.add_variation(move)
        decorate(rng, child)
        board.push(move)
        node = child


def decorate(rng, node):
    if rng.random() < 0.25:
        node.comment = rng.choice(COMMENTS)
    if rng.random() < 0.2:
        node.nags.add(rng.choice([1, 2, 3, 4, 5, 6, 10, 14, 18, 132]))


def chess_games(rng, count):
    games = []
    for number in range(count):
        game = chess.pgn.Game()
        game.headers["Event"] = rng.choice(["Club \"Open\"", "Back\\slash", "Кубок", "?"])
        game.headers["White"] = rng.choice(["Карпов, А.", "Tal", "李"])
        game.headers["Annotator"] = "pgn-lossless-vectors"
        board = chess.Board()
        if number % 4 == 3:
            # A set position, Black to move.
            board = chess.Board("r3k2r/ppp2ppp/8/3pp3/8/8/PPP2PPP/R3K2R b KQkq - 0 12")
            game.setup(board)
        if rng.random() < 0.5:
            game.comment = rng.choice(COMMENTS)
        random_tree(rng, game, board.copy(), rng.randrange(4, 40), 0)
        game.headers["Result"] = rng.choice(["1-0", "0-1", "1/2-1/2", "*"])
        games.append(game)
    return games


def foreign(rng, text):
    """python-chess's export made foreign: NAGs 1-6 as suffixes, `;` lines,
    a comment's spaces cut."""
    out = []
    for token in text.split(" "):
        if token.startswith("$") and token[1:].isdigit() and int(token[1:]) in SUFFIX and out \
                and out[-1] and out[-1][-1].isalnum() and rng.random() < 0.6:
            out[-1] += SUFFIX[int(token[1:])]
            continue
        out.append(token)
    text = " ".join(out)
    lines = text.split("\n")
    result = []
    in_comment = False
    for line in lines:
        result.append(line)
        for c in line:
            if c == "{":
                in_comment = True
            elif c == "}":
                in_comment = False
        # A `;` comment only where the line does not end inside a `{}` one.
        if line and not line.startswith("[") and not in_comment and rng.random() < 0.4:
            result[-1] = line + " ; a line comment {with braces}"
    return "\n".join(result)


class Recorder(chess.pgn.GameBuilder):
    """python-chess's game builder, also keeping the tags as the file has
    them and the result written after the moves."""

    def begin_game(self):
        super().begin_game()
        self.tags = []
        self.result_token = None

    def visit_header(self, name, value):
        self.tags.append([name, value])
        super().visit_header(name, value)

    def visit_result(self, result):
        self.result_token = result
        super().visit_result(result)

    def result(self):
        game = super().result()
        game.file_tags = self.tags
        game.result_token = self.result_token
        return game


def chess_line(parent, start=None):
    out = []
    if start is None:
        node = parent.variations[0] if parent.variations else None
        alternatives = parent.variations[1:]
    else:
        node, alternatives = start, []
    while node is not None:
        out.append({
            "move": node.san(),
            "nags": sorted(node.nags),
            "comment": node.comment,
            "starting_comment": node.starting_comment,
            "variations": [chess_line(node.parent, alt) for alt in alternatives],
        })
        alternatives = node.variations[1:]
        node = node.variations[0] if node.variations else None
    return out


def read_chess(path):
    games = []
    with open(path, encoding="utf-8") as handle:
        while True:
            game = chess.pgn.read_game(handle, Visitor=Recorder)
            if game is None:
                break
            assert not game.errors, (path, game.errors)
            result = game.result_token
            if result is None:
                result = dict(game.file_tags).get("Result")
            games.append({
                "file": path.name,
                "tags": game.file_tags,
                "result": result,
                "comment": game.comment,
                "line": chess_line(game),
            })
    return games


def xiangqi_line(first, alternatives_too=True):
    out = []
    node = first
    while node is not None:
        alternatives = node.get_siblings() if alternatives_too else []
        out.append({
            "move": node.to_iccs(),
            "text": node.to_text(),
            "comment": node.annote or "",
            "variations": [xiangqi_line(alt, False) for alt in alternatives],
        })
        alternatives_too = True
        node = node.next_move
    return out


def pgn_comment(text):
    if "}" not in text:
        return "{" + text + "} "
    return "\n" + "".join(";" + line + "\n" for line in text.split("\n"))


def pgn_line(line, ply, out):
    """A line's moves in Chinese notation, python-chess's numbering."""
    numbered = False
    for entry in line:
        if ply % 2 == 0:
            out.append(f"{ply // 2 + 1}. ")
        elif not numbered:
            out.append(f"{ply // 2 + 1}... ")
        numbered = True
        out.append(entry["text"] + " ")
        if entry["comment"]:
            out.append(pgn_comment(entry["comment"]))
            numbered = False
        for variation in entry["variations"]:
            out.append("(")
            pgn_line(variation, ply, out)
            out.append(") ")
            numbered = False
        ply += 1


def xiangqi_files(rows):
    for path in sorted(XQF.glob("*.xqf")):
        game = cchess.read_from_xqf(str(path))
        fen = game.init_board.to_fen()
        line = xiangqi_line(game.first_move) if game.first_move else []
        comment = game.annote or ""
        name = "xiangqi-" + path.stem + ".pgn"
        black_first = fen.split()[1] == "b"
        out = ["[Game \"Chinese Chess\"]\n", f"[Event \"{game.info.get('event', '')}\"]\n",
               f"[Red \"{game.info.get('red', '')}\"]\n",
               f"[Black \"{game.info.get('black', '')}\"]\n",
               f"[Result \"{game.info.get('result', '*')}\"]\n", "[Format \"Chinese\"]\n",
               f"[FEN \"{fen}\"]\n", "\n"]
        if comment:
            out.append(pgn_comment(comment))
        pgn_line(line, 1 if black_first else 0, out)
        out.append(game.info.get("result", "*") + "\n")
        (OUT / name).write_text("".join(out), encoding="utf-8")
        for source in (path.name, name):
            rows.append({"file": source, "fen": fen, "comment": comment, "line": line})


def main():
    OUT.mkdir(parents=True, exist_ok=True)
    rng = random.Random(37)
    version = chess.__version__
    expected = []
    for number in range(4):
        games = chess_games(rng, 6)
        text = "\n\n".join(str(g) for g in games) + "\n"
        text = foreign(rng, text)
        if number == 3:
            text = text.replace("\n", "\r\n")
        path = OUT / f"chess-{number + 1}.pgn"
        with open(path, "w", encoding="utf-8", newline="") as handle:
            handle.write(text)
        expected.extend(read_chess(path))
    with open(OUT / "chess.expected.jsonl", "w", encoding="utf-8") as f:
        f.write(f"# made by scripts/pgn-lossless-vectors.py; oracle python-chess {version} "
                "(chess.pgn.read_game, GameBuilder)\n")
        for row in expected:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    rows = []
    xiangqi_files(rows)
    with open(OUT / "xiangqi.expected.jsonl", "w", encoding="utf-8") as f:
        f.write("# made by scripts/pgn-lossless-vectors.py; oracle cchess "
                f"{getattr(cchess, '__version__', '1.25.5')} (cchess.read_from_xqf; "
                "the .pgn files are the same games written here)\n")
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    sys.exit(main())
