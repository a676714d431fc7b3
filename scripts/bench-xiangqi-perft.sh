#!/bin/sh
# Xiangqi perft: `fen-tui perft` against Fairy-Stockfish's `go perft` on the
# same positions (wall-clock, best of RUNS). FAIRY_STOCKFISH is the engine
# binary (built from pyffish's sdist, see scripts/xiangqi-perft.py).
#
#   FAIRY_STOCKFISH=/path/to/fairy-stockfish RUNS=3 scripts/bench-xiangqi-perft.sh
set -eu
cd "$(dirname "$0")/.."
: "${FAIRY_STOCKFISH:?set FAIRY_STOCKFISH to the engine binary}"
RUNS=${RUNS:-3}
cargo build --release --quiet
FEN_TUI=target/release/fen-tui

best() { # command...: the smallest wall-clock of RUNS runs, in seconds
  b=""
  for _ in $(seq "$RUNS"); do
    s=$(date +%s.%N); "$@" > /dev/null; e=$(date +%s.%N)
    t=$(echo "$e - $s" | bc)
    if [ -z "$b" ] || [ "$(echo "$t < $b" | bc)" = 1 ]; then b=$t; fi
  done
  echo "$b"
}

fsf() { # fen depth
  printf 'uci\nsetoption name UCI_Variant value xiangqi\nposition fen %s\ngo perft %s\nquit\n' "$1" "$2" \
    | "$FAIRY_STOCKFISH" | grep 'Nodes searched'
}

while IFS='|' read -r name fen depth; do
  ours=$("$FEN_TUI" perft "$fen" "$depth")
  theirs=$(fsf "$fen" "$depth" | sed 's/.*: //')
  [ "$ours" = "$theirs" ] || { echo "$name: $ours vs $theirs" >&2; exit 1; }
  a=$(best "$FEN_TUI" perft "$fen" "$depth")
  b=$(best fsf "$fen" "$depth")
  echo "$name depth $depth: $ours nodes, fen-tui ${a}s, Fairy-Stockfish ${b}s, ratio $(echo "scale=2; $a / $b" | bc)"
done <<'POSITIONS'
start|rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1|5
middle game|1rb2ab2/3ka4/2n6/3Cp3N/2PP1n2p/Pr2C1p1P/N5P2/R2A1K2c/9/2B2ABc1 w - - 3 42|4
POSITIONS
