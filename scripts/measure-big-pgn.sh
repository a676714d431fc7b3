#!/usr/bin/env bash
# The README's memory figures for big PGN files (issue #19): `pgn --every-ply`
# on a 101 MB PGN (peak resident, /usr/bin/time -v), and the editor on a
# 40 MB PGN in tmux at 120x40 (first frame, game list, peak resident after a
# game is opened and stepped through). Release build; run twice or more, and
# say the machine's load with the figures (it is printed).
#
#   scripts/measure-big-pgn.sh [RUNS]        (needs python-chess, tmux, bc)
#
# The first frame is timed from a `date` just before `exec` in the tmux
# command to the first `tmux capture-pane` (polled every 5 ms) that shows
# text; the list, to the first capture that shows its first game.
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
runs=${1:-2}
dir=${TMPDIR:-/tmp}/fen-tui-big-pgn
mkdir -p "$dir"
[ -n "${NO_BUILD:-}" ] || cargo build --release --quiet  # NO_BUILD=1: the binary as it is
bin=$PWD/target/release/fen-tui
if [ ! -s "$dir/2k.pgn" ]; then
    python3 scripts/gen-big-pgn.py 2000 1 >"$dir/2k.pgn"
fi
for i in $(seq 65); do cat "$dir/2k.pgn"; done >"$dir/big100.pgn"
for i in $(seq 26); do cat "$dir/2k.pgn"; done >"$dir/big40.pgn"

/usr/bin/time -v -o "$dir/pgn.time" "$bin" pgn --every-ply "$dir/big100.pgn" >/dev/null
echo "pgn --every-ply, $(du -m "$dir/big100.pgn" | cut -f1) MB:" \
    "$(grep -E 'Maximum resident' "$dir/pgn.time" | tr -s ' \t' ' ')," \
    "$(grep -E 'Elapsed' "$dir/pgn.time" | tr -s ' \t' ' '), load $(cut -d' ' -f1 /proc/loadavg)"

screen() { tmux capture-pane -p -t fen-tui-measure; }
for n in $(seq "$runs"); do
    state=$(mktemp -d)
    tmux kill-session -t fen-tui-measure 2>/dev/null || true
    rm -f "$dir/start"
    tmux new -d -s fen-tui-measure -x 120 -y 40 "export XDG_CONFIG_HOME=$state XDG_STATE_HOME=$state; date +%s.%N > $dir/start; exec /usr/bin/time -v -o $dir/editor.time $bin $dir/big40.pgn"
    while [ ! -s "$dir/start" ]; do sleep 0.005; done
    until screen | grep -q '[A-Za-z]'; do sleep 0.005; done
    first=$(date +%s.%N)
    until screen | grep -q 'Random 1\b'; do sleep 0.02; done
    list=$(date +%s.%N)
    start=$(cat "$dir/start")
    tmux send-keys -t fen-tui-measure Enter; sleep 1
    for _ in $(seq 10); do tmux send-keys -t fen-tui-measure Right; done; sleep 1
    tmux send-keys -t fen-tui-measure End; sleep 1
    tmux send-keys -t fen-tui-measure C-q; sleep 2
    tmux kill-session -t fen-tui-measure 2>/dev/null || true
    rm -rf "$state"
    echo "editor, run $n: first frame $(echo "$first - $start" | bc) s, list $(echo "$list - $start" | bc) s," \
        "$(grep -E 'Maximum resident' "$dir/editor.time" | tr -s ' \t' ' '), load $(cut -d' ' -f1 /proc/loadavg)"
done
