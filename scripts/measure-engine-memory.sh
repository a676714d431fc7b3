#!/usr/bin/env bash
# Peak memory of fen-tui against engines that misbehave on purpose (the test
# suite's fake engine, examples/fake_engine.rs): an endless line, a flood of
# `info`, junk without `uciok`, a silent `go`, and a good engine for scale.
# The CLI under /usr/bin/time -v (its "Maximum resident set size"); the
# editor in tmux with the analysis panel open for 10 s (VmHWM from /proc).
# Prints a Markdown table for docs/guide/analysis.md.
#
#   scripts/measure-engine-memory.sh [PROFILE]    (debug by default)
set -euo pipefail
cd "$(git rev-parse --show-toplevel)"
profile=${1:-debug}
flag=(); [ "$profile" = release ] && flag=(--release)
cargo build --quiet "${flag[@]}" --bin fen-tui --example fake_engine
bin=target/$profile/fen-tui
fake=target/$profile/examples/fake_engine
start='rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
echo "| engine (fake mode) | run | peak RSS | time | exit |"
echo "|---|---|---|---|---|"
for mode in good endless flood flood-junk silent-go; do
    out=$(mktemp)
    set +e
    FAKE_ENGINE_MODE=$mode /usr/bin/time -v "$bin" analyse --movetime 1500 --engine "$fake" "$start" \
        >/dev/null 2>"$out"
    code=$?
    set -e
    kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$out")
    wall=$(awk -F': ' '/Elapsed \(wall clock\)/ {print $2}' "$out")
    echo "| $mode | \`analyse --movetime 1500\` | $((kb / 1024)) MB | $wall | $code |"
    rm -f "$out"
done
if command -v tmux >/dev/null; then
    home=$(mktemp -d)
    mkdir -p "$home/config/fen-tui" "$home/state"
    printf '[engines]\nchess = "%s"\n' "$PWD/$fake" >"$home/config/fen-tui/config.toml"
    for mode in good endless flood flood-junk; do
        session=fen-tui-memory-$$
        tmux new-session -d -s "$session" -x 120 -y 40 \
            "XDG_CONFIG_HOME=$home/config XDG_STATE_HOME=$home/state FAKE_ENGINE_MODE=$mode $bin --analyse '$start'; sleep 1"
        sleep 1
        pid=$(pgrep -n -f "^$bin --analyse" || true)
        sleep 10
        hwm=$(awk '/VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
        tmux send-keys -t "$session" C-q
        sleep 2
        tmux kill-session -t "$session" 2>/dev/null || true
        echo "| $mode | editor, panel open 10 s | $((hwm / 1024)) MB | 10 s | |"
    done
    rm -rf "$home"
fi
echo
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), Linux $(uname -r); $(date -u +%Y-%m-%d); $profile build."
