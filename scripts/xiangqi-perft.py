#!/usr/bin/env python3
"""Write tests/data/perft/xiangqi.perft: xiangqi perft counts from Fairy-Stockfish.

Positions: the start and valid positions of tests/data/xiangqi-positions.tsv
(random legal games, see /work/shared/testdata). Counts: Fairy-Stockfish's
`go perft N` (UCI_Variant xiangqi), depth 1-3, and 4 where it stays small.

Fairy-Stockfish can be built from the C++ source that pyffish's sdist carries
(`pip download pyffish --no-binary :all:`; compile src/*.cpp except pyffish.cpp
and ffishjs.cpp with -DLARGEBOARDS -DIS_64BIT -DPRECOMPUTED_MAGICS
-DNNUE_EMBEDDING_OFF). Run once; the file is committed:

    python3 scripts/xiangqi-perft.py --engine /path/to/fairy-stockfish
"""
import argparse
import pathlib
import subprocess

START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"


class Engine:
    def __init__(self, path):
        self.proc = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
        self.send("uci")
        self.name = self.wait("id name").strip()[len("id name "):]
        self.wait("uciok")
        self.send("setoption name UCI_Variant value xiangqi")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait(self, prefix):
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError("engine quit")
            if line.startswith(prefix):
                return line

    def perft(self, fen, depth):
        self.send(f"position fen {fen}")
        self.send(f"go perft {depth}")
        return int(self.wait("Nodes searched").split(":")[1])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--engine", required=True)
    parser.add_argument("--positions", type=int, default=15)
    args = parser.parse_args()
    root = pathlib.Path(__file__).resolve().parent.parent
    # The `#` header and the column names are skipped.
    rows = [line for line in (root / "tests/data/xiangqi-positions.tsv").read_text().splitlines()
            if not line.startswith("#")][1:]
    fens = [START] + [r.split("\t")[0] for r in rows if r.split("\t")[1] == "1"][: args.positions - 1]
    engine = Engine(args.engine)
    out = [f"# Xiangqi perft counts by {engine.name} (go perft, UCI_Variant xiangqi),",
           "# written by scripts/xiangqi-perft.py. Positions: the start and valid positions",
           "# of tests/data/xiangqi-positions.tsv.", ""]
    for i, fen in enumerate(fens):
        out += [f"id xiangqi-{i}", f"epd {fen}"]
        for depth in range(1, 5):
            nodes = engine.perft(fen, depth)
            out.append(f"perft {depth} {nodes}")
            if nodes > 150_000:
                break
        out.append("")
    (root / "tests/data/perft/xiangqi.perft").write_text("\n".join(out))
    engine.send("quit")


if __name__ == "__main__":
    main()
