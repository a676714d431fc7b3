#!/usr/bin/env python3
"""Write tests/data/stockfish-perft.txt: what Debian's Stockfish prints for
`go perft DEPTH` on the tricky positions and a few Chess960 ones, so
`cargo test` compares `fen-tui perft --format stockfish` with it without the
engine (tests/it/cli/stockfish.rs runs the engine too when it is there).

Each block: `fen FEN`, `chess960 0|1`, `depth D`, then Stockfish's lines from
the first `move: count` to the blank line after `Nodes searched: N`, then `end`.

    python3 scripts/stockfish-perft-fixture.py [/usr/games/stockfish]
"""
import pathlib
import subprocess
import sys

import chess

ROOT = pathlib.Path(__file__).resolve().parent.parent
ENGINE = sys.argv[1] if len(sys.argv) > 1 else "/usr/games/stockfish"


def epds(name, limit):
    """(id, FEN, {depth: published count}) of a .perft file's first positions."""
    found = []
    for line in (ROOT / "tests" / "data" / "perft" / name).read_text().splitlines():
        if line.startswith("id "):
            ident = line[3:]
        if line.startswith("epd "):
            fields = line[4:].split()
            # The clocks, when the line has none, as a FEN needs them.
            found.append((ident, " ".join((fields + ["0", "1"])[:6]), {}))
        if line.startswith("perft "):
            depth, count = line.split()[1:]
            found[-1][2][int(depth)] = int(count)
    return found[:limit]


def go_perft(fen, chess960, depth):
    if chess960:
        # Stockfish 15.1 crashes on some X-FEN castling letters; Shredder-FEN
        # (file letters) names the same rights (python-chess converts).
        fen = chess.Board(fen, chess960=True).shredder_fen()
    commands = (
        f"setoption name UCI_Chess960 value {'true' if chess960 else 'false'}\n"
        f"position fen {fen}\ngo perft {depth}\nquit\n"
    )
    out = subprocess.run(
        [ENGINE], input=commands, capture_output=True, text=True, check=True
    ).stdout.splitlines()
    start = next(i for i, line in enumerate(out) if ": " in line and "Stockfish" not in line)
    end = next(i for i, line in enumerate(out) if line.startswith("Nodes searched"))
    # Stockfish ends with a blank line after the total, as fen-tui does.
    return out[start : end + 2]


def main():

    # The tricky set holds Chess960 positions too: those whose castling rights
    # standard chess refuses (python-chess decides).
    def is_chess960(fen):
        return bool(chess.Board(fen).status() & chess.STATUS_BAD_CASTLING_RIGHTS)

    cases = [(i, fen, is_chess960(fen), 3, n) for i, fen, n in epds("tricky.perft", 99)]
    cases += [(i, fen, True, 2, n) for i, fen, n in epds("chess960.perft", 5)]
    blocks = []
    left_out = []
    for ident, fen, chess960, depth, published in cases:
        try:
            lines = go_perft(fen, chess960, depth)
        except subprocess.CalledProcessError as crash:
            left_out.append(f"{ident} (Stockfish died: {crash.returncode})")
            continue
        total = int(lines[-2].split()[-1])
        # Stockfish does not check a FEN: where it misreads one its counts
        # are not the published ones, and the position is no oracle.
        if published.get(depth) != total:
            left_out.append(f"{ident} ({total}, published {published.get(depth)})")
            continue
        blocks.append(
            "\n".join([f"fen {fen}", f"chess960 {int(chess960)}", f"depth {depth}", *lines, "end"])
        )
    version = subprocess.run(
        [ENGINE], input="quit\n", capture_output=True, text=True
    ).stdout.splitlines()[0]
    header = (
        f"# {version}: go perft, written by scripts/stockfish-perft-fixture.py\n"
        f"# (Chess960 positions told apart, and their castling written Shredder-FEN,\n"
        f"# by python-chess {chess.__version__})\n"
    )
    for ident in left_out:
        header += f"# left out (Stockfish died, or its total is not the published count): {ident}\n"
        print(f"left out: {ident}", file=sys.stderr)
    path = ROOT / "tests" / "data" / "stockfish-perft.txt"
    path.write_text(header + "\n".join(blocks) + "\n")
    print(f"{len(blocks)} positions written to {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
