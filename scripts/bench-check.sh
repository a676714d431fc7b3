#!/usr/bin/env bash
# Times `fen-tui check --format text` against the shakmaty yardstick
# (examples/shakmaty_check.rs: parse + legal position + write back, one core)
# on a large file of real positions: the valid FENs of tests/data/chess-positions.tsv
# and the positions reached in tests/data/chess-moves.tsv, repeated.
#
#   scripts/bench-check.sh [LINES]     (default 1000000)
#
# Uses hyperfine when installed (apt-get install -y hyperfine), else `time`.
set -euo pipefail

cd "$(dirname "$0")/.."
lines="${1:-1000000}"
work="${TMPDIR:-/tmp}/fen-tui-bench"
mkdir -p "$work"
input="$work/positions-$lines.txt"

if [[ ! -s "$input" ]]; then
    seed="$work/seed.txt"
    {
        awk -F'\t' 'NR > 1 && $2 == 1 { print $1 }' tests/data/chess-positions.tsv
        awk -F'\t' 'NR > 1 { print $4 }' tests/data/chess-moves.tsv
    } > "$seed"
    awk -v want="$lines" '{ seed[n++] = $0 } END { for (i = 0; i < want; i++) print seed[i % n] }' \
        "$seed" > "$input"
fi
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
