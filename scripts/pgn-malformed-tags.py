#!/usr/bin/env python3
"""Write tests/data/pgn/malformed-tags.pgn and malformed-tags.tsv: a file of
games as found in the wild (tags with unescaped inner quotes, a malformed tag
line, comments, variations, NAGs, a null move) and python-chess 1.11.2's
reading of it (`chess.pgn.read_game` until None). Columns: game (1-based),
event, white (tag values as python-chess gives them), plies (main line
length), fen (the end of the main line, `fen(en_passant="fen")`). Generated once and committed;
`cargo test` compares fen-tui's reading with it and needs no Python.

    pip install chess==1.11.2
    python3 scripts/pgn-malformed-tags.py
"""
import io
import pathlib
import random

import chess
import chess.pgn

EVENTS = ['Club "Open"', 'Rapid', '"Quoted" Cup', 'Blitz "A" "B"', 'Plain']


def game_text(rng, number):
    board = chess.Board()
    moves = []
    for _ in range(rng.randrange(1, 40)):
        legal = list(board.legal_moves)
        if not legal:
            break
        move = rng.choice(legal)
        moves.append(board.san(move))
        board.push(move)
    event = EVENTS[number % len(EVENTS)]
    tags = [f'[Event "{event}"]', f'[White "Player {number} "the" first"]', '[Black "B"]']
    if number % 4 == 1:
        tags.append('[Annotator this is not a tag]')
    parts = []
    for i, san in enumerate(moves):
        if i % 2 == 0:
            parts.append(f"{i // 2 + 1}.")
        parts.append(san)
        if i == 2 and number % 3 == 0:
            parts.append("{a comment (with parentheses)}")
        if i == 3 and number % 3 == 1:
            # The same move again, as a variation (with one inside it).
            parts.append(f"({parts[-1]} ({parts[-1]}))")
        if i == 1 and number % 5 == 2:
            parts.append("$1")
    parts.append("*")
    return "\n".join(tags) + "\n\n" + " ".join(parts) + "\n\n"


def main():
    root = pathlib.Path(__file__).resolve().parent.parent
    rng = random.Random(19)
    # `%` lines are PGN's escape: every reader skips them.
    text = (
        f"% random games played by python-chess {chess.__version__} (its SAN), with malformed tags\n"
        "% (unescaped inner quotes, a tag that is no tag)\n"
        "% made by scripts/pgn-malformed-tags.py; python-chess's reading: malformed-tags.tsv\n"
    )
    text += "".join(game_text(rng, n) for n in range(1, 31))
    (root / "tests/data/pgn/malformed-tags.pgn").write_text(text)
    rows = [
        f"# python-chess {chess.__version__}: chess.pgn.read_game on malformed-tags.pgn",
        "# made by scripts/pgn-malformed-tags.py",
        "game\tevent\twhite\tplies\tfen",
    ]
    handle = io.StringIO(text)
    number = 0
    while (game := chess.pgn.read_game(handle)) is not None:
        number += 1
        plies = len(list(game.mainline_moves()))
        # The en-passant target after every double push, as fen-tui writes it.
        fen = game.end().board().fen(en_passant="fen")
        rows.append(f"{number}\t{game.headers['Event']}\t{game.headers['White']}\t{plies}\t{fen}")
    (root / "tests/data/pgn/malformed-tags.tsv").write_text("\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
