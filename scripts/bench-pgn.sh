#!/usr/bin/env bash
# Times `fen-tui pgn --every-ply` against `pgn-extract -Wepd` (Debian's
# pgn-extract: apt-get install -y pgn-extract), both writing every position of
# every game's main line, on a large PGN of random games made by
# scripts/gen-big-pgn.py (python-chess; kept in $TMPDIR, not committed).
#
#   scripts/bench-pgn.sh [GAMES]                  wall-clock (default 3000 games)
#   INSTRUCTIONS=1 scripts/bench-pgn.sh [GAMES]   instructions (callgrind, default 500 games)
#
# Wall-clock uses hyperfine when installed, else `time`; on a shared machine it
# is noisy. Instruction counts do not depend on the load.
set -euo pipefail

cd "$(dirname "$0")/.."
if [[ "${INSTRUCTIONS:-0}" == 1 ]]; then
    games="${1:-500}"
else
    games="${1:-3000}"
fi
work="${TMPDIR:-/tmp}/fen-tui-bench"
mkdir -p "$work"
input="$work/random-$games.pgn"
if [[ ! -s "$input" ]]; then
    python3 scripts/gen-big-pgn.py "$games" > "$input"
fi
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
cargo build --release --quiet --bin fen-tui
fen_tui=target/release/fen-tui

# Both must write the same number of positions before they are timed.
ours=$("$fen_tui" pgn --every-ply "$input" | grep -c .)
theirs=$("$pgn_extract" -s -Wepd "$input" 2> /dev/null | grep -c .)
echo "input: $input ($games games, $(du -h "$input" | cut -f1)); positions: fen-tui $ours, pgn-extract $theirs"
if [[ "$ours" != "$theirs" ]]; then
    echo "the two disagree on the number of positions" >&2
    exit 1
fi

if [[ "${INSTRUCTIONS:-0}" == 1 ]]; then
    instructions() {
        local out="$work/callgrind.out"
        valgrind --tool=callgrind --callgrind-out-file="$out" "$@" > /dev/null 2> /dev/null
        awk '/^summary:/ { print $2 }' "$out"
    }
    echo "pgn-extract -Wepd:       $(( $(instructions "$pgn_extract" -s -Wepd "$input") / ours )) instructions per position"
    echo "fen-tui pgn --every-ply: $(( $(instructions "$fen_tui" pgn --every-ply "$input") / ours )) instructions per position"
    exit 0
fi

if command -v hyperfine > /dev/null; then
    hyperfine --warmup 1 --runs "${RUNS:-5}" \
        --command-name "pgn-extract -Wepd" "$pgn_extract -s -Wepd $input > /dev/null 2>&1" \
        --command-name "fen-tui pgn --every-ply" "$fen_tui pgn --every-ply $input > /dev/null"
else
    for run in $(seq "${RUNS:-3}"); do
        echo "== run $run: pgn-extract -Wepd"; time "$pgn_extract" -s -Wepd "$input" > /dev/null 2>&1
        echo "== run $run: fen-tui pgn --every-ply"; time "$fen_tui" pgn --every-ply "$input" > /dev/null
    done
fi
