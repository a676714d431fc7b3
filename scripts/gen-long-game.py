#!/usr/bin/env python3
"""Write one very long legal game to stdout, for the moves view's memory figure.

    python3 scripts/gen-long-game.py [PLIES] [chess|xiangqi] > long.pgn

The knights go out and back (chess: Nf3 Nf6 Ng1 Ng8; xiangqi: the right
horses, h0g2 h9g7 g2h0 g7h9 in ICCS) for PLIES plies (default 1,000,000).
Every move is legal: repetition and the 50/75-move rules end a game only
when a player claims it or an arbiter steps in, and a PGN may go on past
them (python-chess reads on too). No third-party module needed.
"""

import sys


def main():
    plies = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    game = sys.argv[2] if len(sys.argv) > 2 else "chess"
    out = sys.stdout
    if game == "xiangqi":
        cycle = ["h0g2", "h9g7", "g2h0", "g7h9"]
        out.write('[Event "Long"]\n[Variant "xiangqi"]\n')
        out.write('[FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"]\n')
    else:
        cycle = ["Nf3", "Nf6", "Ng1", "Ng8"]
        out.write('[Event "Long"]\n')
    out.write('[Result "*"]\n\n')
    line = []
    for ply in range(plies):
        if ply % 2 == 0:
            line.append(f"{ply // 2 + 1}.")
        line.append(cycle[ply % 4])
        if len(line) >= 24:
            out.write(" ".join(line) + "\n")
            line = []
    line.append("*")
    out.write(" ".join(line) + "\n")


if __name__ == "__main__":
    main()
