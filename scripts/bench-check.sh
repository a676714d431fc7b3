#!/usr/bin/env bash
# Times `fen-tui check --format text` against the shakmaty yardstick
# (examples/shakmaty_check.rs: parse + legal position + write back, one core)
# on a large file of real positions: the valid FENs of tests/data/chess-positions.tsv
# and the positions reached in tests/data/chess-moves.tsv, repeated.
#
#   scripts/bench-check.sh [LINES]                   wall-clock (default 1000000 lines)
#   INSTRUCTIONS=1 scripts/bench-check.sh [LINES]    instructions per line (default 20000)
#
# Wall-clock uses hyperfine when installed (apt-get install -y hyperfine), else
# `time`; on a shared machine it is noisy. Instructions are counted with
# valgrind's callgrind, which does not depend on the load: both programs run
# on one core, and a one-line run is subtracted as the start-up cost.
set -euo pipefail

cd "$(dirname "$0")/.."
if [[ "${INSTRUCTIONS:-0}" == 1 ]]; then
    lines="${1:-20000}"
else
    lines="${1:-1000000}"
fi
work="${TMPDIR:-/tmp}/fen-tui-bench"
mkdir -p "$work"

# A file of `$1` lines: the seed positions, repeated; prints its path.
make_input() {
    local file="$work/positions-$1.txt"
    if [[ ! -s "$file" ]]; then
        local seed="$work/seed.txt"
        {
            awk -F'\t' '/^#/ { next } ++row > 1 && $2 == 1 { print $1 }' tests/data/chess-positions.tsv
            awk -F'\t' '/^#/ { next } ++row > 1 { print $4 }' tests/data/chess-moves.tsv
        } > "$seed"
        awk -v want="$1" '{ seed[n++] = $0 } END { for (i = 0; i < want; i++) print seed[i % n] }' \
            "$seed" > "$file"
    fi
    echo "$file"
}
input=$(make_input "$lines")
echo "input: $input ($(wc -l < "$input") lines, $(du -h "$input" | cut -f1))"

cargo build --release --quiet --bin fen-tui --example shakmaty_check
fen_tui=target/release/fen-tui
yardstick=target/release/examples/shakmaty_check

# Both must agree that every line is a legal position before timing them.
invalid=$("$fen_tui" check --format text "$input" | grep -vc '^OK ' || true)
if [[ "$invalid" != 0 ]]; then
    echo "fen-tui check found $invalid invalid lines in $input" >&2
    exit 1
fi

# Total instructions of one run under callgrind, on one core.
instructions() {
    local out="$work/callgrind.out"
    taskset -c 0 valgrind --tool=callgrind --callgrind-out-file="$out" "$@" > /dev/null 2> /dev/null
    awk '/^summary:/ { print $2 }' "$out"
}

if [[ "${INSTRUCTIONS:-0}" == 1 ]]; then
    one=$(make_input 1)
    per_line() { echo $(( ($2 - $1) / (lines - 1) )); }
    start=$(instructions "$yardstick" < "$one")
    total=$(instructions "$yardstick" < "$input")
    echo "shakmaty 0.30.1, 1 core:  $(per_line "$start" "$total") instructions per line"
    start=$(instructions "$fen_tui" check --format text "$one")
    total=$(instructions "$fen_tui" check --format text "$input")
    echo "fen-tui check, 1 core:    $(per_line "$start" "$total") instructions per line"
    exit 0
fi

if command -v hyperfine > /dev/null; then
    hyperfine --warmup 1 --runs "${RUNS:-5}" \
        --command-name "shakmaty 0.30.1, 1 core" "$yardstick < $input > /dev/null" \
        --command-name "fen-tui check, 1 core" "taskset -c 0 $fen_tui check --format text $input > /dev/null" \
        --command-name "fen-tui check" "$fen_tui check --format text $input > /dev/null"
else
    echo "== shakmaty 0.30.1, 1 core"; time "$yardstick" < "$input" > /dev/null
    echo "== fen-tui check, 1 core"; time taskset -c 0 "$fen_tui" check --format text "$input" > /dev/null
    echo "== fen-tui check"; time "$fen_tui" check --format text "$input" > /dev/null
fi
