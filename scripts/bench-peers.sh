#!/usr/bin/env bash
# fen-tui side by side with the programs a user would otherwise run, as the
# user gets them: Debian's `stockfish`, `fairy-stockfish` and `pgn-extract`
# (apt-get install -y stockfish fairy-stockfish pgn-extract), python-chess and
# cairosvg from PyPI (installed here into a venv under $TMPDIR), and the
# shakmaty yardstick of examples/shakmaty_check.rs.
#
#   scripts/bench-peers.sh              every comparison, RUNS pairs each (default 5)
#   RUNS=3 scripts/bench-peers.sh xiangqi-start xiangqi-middle   only those
#   (names: chess-perft xiangqi-start xiangqi-middle pgn check diagram)
#
# Each comparison first checks that both sides give the same answer, then runs
# them in turn (fen-tui, peer, fen-tui, peer, ... after one warm-up pair) and
# prints the median of the pairwise ratios fen-tui / peer, with their min-max,
# for wall-clock time and for CPU time (user + sys). Below 1 fen-tui is faster.
# The machine's load average is printed before and after: on a shared machine
# wall-clock ratios drift with it, CPU-time ratios much less.
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
work="${TMPDIR:-/tmp}/fen-tui-bench"
mkdir -p "$work"
stockfish=$(command -v stockfish || echo /usr/games/stockfish)
fairy=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
pgn_extract=$(command -v pgn-extract || echo /usr/games/pgn-extract)
venv="$work/venv"
if [[ ! -x "$venv/bin/python" ]]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install -q chess cairosvg
fi
py="$venv/bin/python"
# NO_BUILD=1 times the release binary as it stands (while another build holds cargo's lock).
[[ -n "${NO_BUILD:-}" ]] || cargo build --release --quiet --bin fen-tui
fen_tui="$PWD/target/release/fen-tui"

XQ_START="rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
XQ_MIDDLE="1rb2ab2/3ka4/2n6/3Cp3N/2PP1n2p/Pr2C1p1P/N5P2/R2A1K2c/9/2B2ABc1 w - - 3 42"
CHESS_START="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
DIAGRAM_FEN="r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4"

# One UCI engine perft: engine, variant ("" for chess), fen, depth; prints the node count.
engine_perft() {
    local variant=""
    [[ -n "$2" ]] && variant="setoption name UCI_Variant value $2"$'\n'
    printf 'uci\n%sposition fen %s\ngo perft %s\nquit\n' "$variant" "$3" "$4" | "$1" |
        sed -n 's/^Nodes searched: //p'
}
export -f engine_perft

# pair NAME 'FEN-TUI COMMAND' 'PEER COMMAND' (each run by bash -c, output discarded).
pair() {
    python3 - "$1" "$2" "$3" "$RUNS" <<'PY'
import os, statistics, subprocess, sys, time
name, ours, theirs, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
def once(cmd):
    before = os.times()
    start = time.perf_counter()
    subprocess.run(["bash", "-c", cmd], stdout=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = os.times()
    cpu = (after.children_user - before.children_user) + (after.children_system - before.children_system)
    return wall, cpu
once(ours); once(theirs)  # warm-up: caches, page-ins
walls, cpus, a_wall, a_cpu = [], [], [], []
for _ in range(runs):
    ow, oc = once(ours)
    tw, tc = once(theirs)
    walls.append(ow / tw); cpus.append(oc / tc); a_wall.append((ow, tw)); a_cpu.append((oc, tc))
med = statistics.median
print(f"{name:<34} wall {med(walls):.2f} ({min(walls):.2f}-{max(walls):.2f})"
      f"  cpu {med(cpus):.2f} ({min(cpus):.2f}-{max(cpus):.2f})"
      f"  median s: fen-tui {med(w for w, _ in a_wall):.3f} wall {med(c for c, _ in a_cpu):.3f} cpu,"
      f" peer {med(w for _, w in a_wall):.3f} wall {med(c for _, c in a_cpu):.3f} cpu")
PY
}

# same NAME OURS THEIRS: both answers must agree before anything is timed.
same() {
    if [[ "$2" != "$3" ]]; then
        echo "$1: fen-tui says $2, the peer $3" >&2
        exit 1
    fi
}

perft_vs() { # name engine variant fen depth
    local ours theirs
    ours=$("$fen_tui" perft "$4" "$5")
    theirs=$(engine_perft "$2" "$3" "$4" "$5")
    same "$1" "$ours" "$theirs"
    pair "$1 ($ours nodes)" "'$fen_tui' perft '$4' $5" "engine_perft '$2' '$3' '$4' $5"
}

chess_perft() { perft_vs "chess perft 6 start vs stockfish" "$stockfish" "" "$CHESS_START" 6; }
xiangqi_start() { perft_vs "xiangqi perft 5 start vs fairy-sf" "$fairy" xiangqi "$XQ_START" 5; }
xiangqi_middle() { perft_vs "xiangqi perft 4 middle vs fairy-sf" "$fairy" xiangqi "$XQ_MIDDLE" 4; }

pgn() {
    local input="$work/random-3000.pgn" ours theirs
    [[ -s "$input" ]] || "$py" scripts/gen-big-pgn.py 3000 > "$input"
    ours=$("$fen_tui" pgn --every-ply "$input" | grep -c .)
    theirs=$("$pgn_extract" -s -Wepd "$input" 2> /dev/null | grep -c .)
    same pgn "$ours" "$theirs"
    pair "pgn --every-ply vs pgn-extract -Wepd" \
        "'$fen_tui' pgn --every-ply '$input'" "'$pgn_extract' -s -Wepd '$input' 2>/dev/null"
}

check() {
    local input="$work/peers-positions.txt" seed="$work/peers-seed.txt"
    if [[ ! -s "$input" ]]; then
        {
            awk -F'\t' '/^#/ { next } ++row > 1 && $2 == 1 { print $1 }' tests/data/chess-positions.tsv
            awk -F'\t' '/^#/ { next } ++row > 1 { print $4 }' tests/data/chess-moves.tsv
        } > "$seed"
        awk '{ s[n++] = $0 } END { for (i = 0; i < 300000; i++) print s[i % n] }' "$seed" > "$input"
    fi
    # Examples build with the dev-dependencies: only when this comparison runs.
    [[ -n "${NO_BUILD:-}" ]] || cargo build --release --quiet --example shakmaty_check
    # From stdin, as the yardstick reads: `OK <fen>` lines without a file name.
    same check "$("$fen_tui" check -q < "$input" | wc -l)" 0
    pair "check vs shakmaty (300k FENs)" \
        "'$fen_tui' check --format text < '$input'" "'$PWD/target/release/examples/shakmaty_check' < '$input'"
}

diagram() {
    pair "PNG diagram vs python-chess+cairosvg" \
        "'$fen_tui' diagram '$DIAGRAM_FEN' --format png -o '$work/ours.png'" \
        "'$py' -c 'import chess, chess.svg, cairosvg; cairosvg.svg2png(bytestring=chess.svg.board(chess.Board(\"$DIAGRAM_FEN\"), size=480).encode(), write_to=\"$work/theirs.png\")'"
}

all=(chess_perft xiangqi_start xiangqi_middle pgn check diagram)
wanted=("$@")
[[ ${#wanted[@]} -gt 0 ]] || wanted=("${all[@]}")
echo "fen-tui $(git describe --always --dirty), $RUNS pairs each; $(nproc) cores; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "stockfish: $("$stockfish" quit 2>/dev/null | head -1); fairy-stockfish: $(echo quit | "$fairy" 2>/dev/null | head -1); pgn-extract $(dpkg-query -W -f '${Version}' pgn-extract 2>/dev/null || echo '?'); python-chess $("$py" -c 'import chess; print(chess.__version__)')"
echo "ratio fen-tui / peer: median (min-max)"
for w in "${wanted[@]}"; do
    "${w//-/_}"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
