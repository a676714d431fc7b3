#!/usr/bin/env python3
"""Write a large PGN of random legal games to stdout, for scripts/bench-pgn.sh.

    python3 scripts/gen-big-pgn.py GAMES [SEED] > big.pgn      (pip install chess)

Games of 20-160 plies with a comment, a NAG and a one-move variation now and
then, so a reader does the work real files ask of it. Not committed: it is big.
"""

import random
import sys

import chess
import chess.pgn


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
    out = sys.stdout
    for number in range(games):
        game = chess.pgn.Game()
        game.headers["Event"] = f"Random {number + 1}"
        node = game
        board = chess.Board()
        for _ in range(rng.randrange(20, 160)):
            moves = list(board.legal_moves)
            if not moves:
                break
            if rng.random() < 0.03:
                node.add_variation(rng.choice(moves)).comment = "or this"
            move = rng.choice(moves)
            node = node.add_main_variation(move)
            board.push(move)
            if rng.random() < 0.05:
                node.comment = "a comment"
            if rng.random() < 0.03:
                node.nags.add(rng.choice([1, 2, 3, 4, 5, 6]))
        game.headers["Result"] = board.result()
        print(game, file=out, end="\n\n")


if __name__ == "__main__":
    main()
