#!/bin/sh
# The whole process for one PNG diagram: start, read the input, draw, encode,
# write the file, exit. The issue's budget is 50 ms. Prints the best and the
# median wall-clock of RUNS runs (default 20) for chess and xiangqi.
# Usage: scripts/bench-diagram.sh   (builds the release binary first)
set -eu
cd "$(dirname "$0")/.."
cargo build --release --quiet
bin=target/release/fen-tui
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
runs=${RUNS:-20}
measure() {
    name=$1
    input=$2
    for i in $(seq "$runs"); do
        start=$(date +%s%N)
        "$bin" diagram "$input" -o "$out/$name.png"
        end=$(date +%s%N)
        echo $(( (end - start) / 1000 ))
    done | sort -n | awk -v name="$name" '{ t[NR] = $1 } END {
        printf "%-8s best %.1f ms, median %.1f ms (%d runs)\n", name, t[1] / 1000, t[int((NR + 1) / 2)] / 1000, NR }'
}
measure chess 'position startpos moves e2e4 f7f6 d1h5'
measure xiangqi 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2'
