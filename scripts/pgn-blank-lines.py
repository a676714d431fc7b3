#!/usr/bin/env python3
"""Write tests/data/pgn/blank-lines.pgn and blank-lines.tsv (issue 33 case
20): games with one, two, three and more blank lines (some holding spaces,
some CRLF) between their tags and their movetext, and python-chess 1.11.2's
split of them (`chess.pgn.read_game` until None): with more than one blank
line the tags make a game of their own, with no moves, and the movetext
another, under default tags. Columns: game (1-based), event (python-chess's
value, `?` when the game has no Event tag), plies (main line length), fen
(the end of the main line, `fen(en_passant="fen")`, the target after every
double step, as fen-tui writes it). Generated once and committed; `cargo test`
compares fen-tui's split with it and needs no Python.

    pip install chess==1.11.2
    python3 scripts/pgn-blank-lines.py
"""
import io
import pathlib

import chess
import chess.pgn

GAMES = [
    ('one blank', "\n", "1. e4 e5 2. Nf3 Nc6 *"),
    ('two blanks', "\n\n", "1. d4 d5 2. c4 *"),
    ('three blanks', "\n\n\n", "1. c4 e5 *"),
    ('spaces on the blank lines', "\n   \n\t\n", "1. Nf3 d5 2. g3 *"),
    ('crlf blanks', "\r\n\r\n\r\n", "1. e4 c5 *"),
    ('one blank again', "\n", "1. f4 *"),
    ('five blanks', "\n\n\n\n\n", "1. b3 e5 2. Bb2 *"),
]


def pgn_text():
    parts = []
    for event, gap, moves in GAMES:
        newline = "\r\n" if "\r" in gap else "\n"
        tags = f'[Event "{event}"]{newline}[Result "*"]{newline}'
        parts.append(tags + gap + moves + newline + newline)
    return "".join(parts)


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    # PGN's own escape (`%` lines) names the oracle and this script, as every
    # file of tests/data does; python-chess and fen-tui both pass over them.
    text = (
        f"% games with 0-3 blank lines (LF and CRLF) between tags and moves; python-chess {chess.__version__} splits them\n"
        "% made by scripts/pgn-blank-lines.py; python-chess's reading: blank-lines.tsv\n"
    ) + pgn_text()
    (root / "tests/data/pgn/blank-lines.pgn").write_bytes(text.encode("utf-8"))
    lines = [
        f"# python-chess {chess.__version__}: chess.pgn.read_game on blank-lines.pgn until None",
        "# made by scripts/pgn-blank-lines.py",
        "game\tevent\tplies\tfen",
    ]
    stream = io.StringIO(text.replace("\r\n", "\n"), newline=None)
    number = 0
    while True:
        game = chess.pgn.read_game(stream)
        if game is None:
            break
        number += 1
        plies = len(list(game.mainline_moves()))
        fen = game.end().board().fen(en_passant="fen")
        lines.append(f"{number}\t{game.headers.get('Event', '?')}\t{plies}\t{fen}")
    (root / "tests/data/pgn/blank-lines.tsv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
