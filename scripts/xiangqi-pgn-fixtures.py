#!/usr/bin/env python3
"""Xiangqi PGN fixtures from the field's implementations, and the check that
fen-tui's own xiangqi PGN reads back in python's cchess.

`make` (the default) writes into tests/data/xiangqi-pgn/:
  games-iccs.pgn, games-wxf.pgn, games-chinese.pgn   the same two games
      (one from the start, one from a set position with Black to move) in
      xqbase's three move formats, UTF-8: legal moves from pyffish
      (Fairy-Stockfish), WXF from pyffish's get_san, Chinese from cchess;
  games-chinese-gbk.pgn    the Chinese file in GBK (simplified characters);
  games-chinese-big5.pgn   in Big5, pieces and verbs in traditional characters;
  game.dhtmlxq.txt         the first game as a web page carries it (DhtmlXQ);
  games.expected           per game: the start FEN, the ICCS moves and the
                           final FEN as pyffish plays them.

`check FILE.pgn ...` reads each fen-tui-written PGN (`pgn --write`) with
cchess's read_from_pgn and compares its moves and final position with the
moves of the `moves` file next to it (`FILE.moves`: start FEN, ICCS moves).

cchess 1.25.5's reader has a gap its writer does not: for an advisor or an
elephant named by its file (`相三退五`) when two of them share that file,
`Move.from_text` takes the first one on the file (counting from Red's back
rank) and returns the point that piece would reach without asking whether it
can: with elephants on g0 and g4, `相三退五` gives g0 to (4, -2), off the
board, `ChessBoard.move` refuses it, and the game stops there, although
cchess's own `to_text` writes g4e2 exactly so. (It is correct notation:
advisors and elephants never take 前/后, the move says which one can go.)
A second gap: `前卒平８` is resolved among every 卒 on the board (ordered by
file), not among those on one file, so it is right only when the side has
just those two. `check` names the gap when it is the one cchess stops at, and
reads the file again with both closed (each piece on the file tried, the one
whose point is a legal move kept; 前/中/后 counted within each file) to
compare the whole game.

    python3 -m venv /tmp/v && /tmp/v/bin/pip install pyffish cchess
    /tmp/v/bin/python scripts/xiangqi-pgn-fixtures.py make
    /tmp/v/bin/python scripts/xiangqi-pgn-fixtures.py check \
        tests/data/xiangqi-pgn/written-*.pgn
"""

import random
import sys
from importlib.metadata import version
from pathlib import Path

import cchess
from cchess.read_pgn import read_from_pgn
import pyffish as sf

VARIANT = "xiangqi"
WXF = sf.NOTATION_XIANGQI_WXF
OUT = Path(__file__).resolve().parent.parent / "tests" / "data" / "xiangqi-pgn"
START = sf.start_fen(VARIANT)
# A middle game with Black to move (the FEN tag's case).
SET_UP = "r1bakab1r/9/1cn4c1/p1p1p1p1p/9/6P2/P1P1P3P/1C2C1N2/9/RNBAKAB1R b - - 3 3"
TRADITIONAL = str.maketrans("车马帅将进后", "車馬帥將進後")
DHTMLXQ_ORDER = "RNBAKABNRCCPPPPPrnbakabnrccppppp"


def uci_to_iccs(uci):
    out, i = "", 0
    while i < len(uci):
        j = i + 1
        while j < len(uci) and uci[j].isdigit():
            j += 1
        out += uci[i] + str(int(uci[i + 1:j]) - 1)
        i = j
    return out


def iccs_to_uci(iccs):
    return f"{iccs[0]}{int(iccs[1]) + 1}{iccs[2]}{int(iccs[3]) + 1}"


def random_game(rng, start, plies):
    played = []
    for _ in range(plies):
        moves = sf.legal_moves(VARIANT, start, played)
        if not moves:
            break
        played.append(rng.choice(moves))
    return played


def movetext(start, played, write):
    """Numbered moves, single spaces (cchess splits on them), a result."""
    black_first = start.split()[1] == "b"
    number = int(start.split()[5])
    tokens = []
    for index, uci in enumerate(played):
        fen = sf.get_fen(VARIANT, start, played[:index])
        red = (index % 2 == 0) != black_first
        if red:
            tokens.append(f"{number}.")
        elif index == 0:
            tokens.append(f"{number}...")
        if not red:
            number += 1
        tokens.append(write(fen, uci))
    tokens.append("*")
    lines, line = [], []
    for token in tokens:
        if sum(len(t) + 1 for t in line) + len(token) > 60:
            lines.append(" ".join(line))
            line = []
        line.append(token)
    lines.append(" ".join(line))
    return "\n".join(lines)


def chinese(fen, uci):
    move = cchess.ChessBoard(fen).move_iccs(uci_to_iccs(uci))
    return move.to_text()


def wxf(fen, uci):
    return sf.get_san(VARIANT, fen, uci, False, WXF)


def iccs(_fen, uci):
    i = uci_to_iccs(uci).upper()
    return f"{i[:2]}-{i[2:]}"


def game(start, played, fmt, write, number):
    tags = [("Game", "Chinese Chess"), ("Event", f"fixture {number}"),
            ("Red", "红方" if number == 1 else "甲"),
            ("Black", "黑方" if number == 1 else "乙"),
            ("Result", "*"), ("Format", fmt)]
    if start != START:
        tags.append(("FEN", start))
    head = "".join(f'[{name} "{value}"]\n' for name, value in tags)
    return head + "\n" + movetext(start, played, write) + "\n"


def dhtmlxq(start, played):
    grid = []
    for row in start.split()[0].split("/"):
        line = []
        for c in row:
            line.extend(["."] * int(c) if c.isdigit() else [c])
        grid.append(line)
    taken = set()
    binit = ""
    for piece in DHTMLXQ_ORDER:
        spot = next(((f, r) for r in range(10) for f in range(9)
                     if grid[r][f] == piece and (f, r) not in taken), None)
        if spot is None:
            binit += "99"
        else:
            taken.add(spot)
            binit += f"{spot[0]}{spot[1]}"
    moves = ""
    for uci in played:
        i = uci_to_iccs(uci)
        for f, r in ((i[0], i[1]), (i[2], i[3])):
            moves += f"{ord(f) - 97}{9 - int(r)}"
    return ("<html><body><p>DhtmlXQ 棋谱</p>\n[DhtmlXQ]\n"
            "[DhtmlXQ_title]fixture 1[/DhtmlXQ_title]\n"
            "[DhtmlXQ_red]红方[/DhtmlXQ_red]\n[DhtmlXQ_black]黑方[/DhtmlXQ_black]\n"
            "[DhtmlXQ_result]未知[/DhtmlXQ_result]\n"
            f"[DhtmlXQ_binit]{binit}[/DhtmlXQ_binit]\n"
            f"[DhtmlXQ_movelist]{moves}[/DhtmlXQ_movelist]\n"
            "[/DhtmlXQ]\n</body></html>\n")


def make():
    rng = random.Random(25)
    games = [(START, random_game(rng, START, 60)), (SET_UP, random_game(rng, SET_UP, 41))]
    OUT.mkdir(parents=True, exist_ok=True)
    texts = {}
    for fmt, write in (("ICCS", iccs), ("WXF", wxf), ("Chinese", chinese)):
        text = "\n".join(game(s, p, fmt, write, n + 1) for n, (s, p) in enumerate(games))
        texts[fmt] = text
        (OUT / f"games-{fmt.lower()}.pgn").write_text(text, encoding="utf-8")
    (OUT / "games-chinese-gbk.pgn").write_bytes(texts["Chinese"].encode("gbk"))
    (OUT / "games-chinese-big5.pgn").write_bytes(
        texts["Chinese"].replace("红方", "紅方").translate(TRADITIONAL).encode("big5"))
    (OUT / "game.dhtmlxq.txt").write_text(dhtmlxq(*games[0]), encoding="utf-8")
    with open(OUT / "games.expected", "w", encoding="utf-8") as out:
        out.write(f"# made by scripts/xiangqi-pgn-fixtures.py make; pyffish {version('pyffish')},"
                  f" cchess {version('cchess')}\n# start\tmoves (ICCS)\tfinal FEN\n")
        for start, played in games:
            moves = " ".join(uci_to_iccs(u) for u in played)
            out.write(f"{start}\t{moves}\t{sf.get_fen(VARIANT, start, played)}\n")
    print(f"wrote {OUT}", file=sys.stderr)


def board_after(start, moves):
    board = cchess.ChessBoard(start)
    for m in moves:
        board.move_iccs(m)
        board.next_turn()
    return board


def reader_gap(board, text):
    """Which of cchess's two reader gaps (see the top of this script) makes
    it refuse `text`, a move its own writer wrote: None if neither."""
    if text[0] in "前中后":
        mine = board.get_fenchs(fench_of(board, text[1]))
        if len(mine) > 2:
            return f"{text[0]} counted over every {text[1]} on the board"
        return None
    picked = ORIGINAL_FROM_TEXT(board, text)
    if picked is None or text[0] not in "仕士相象" or board.is_valid_move(*picked):
        return None
    if len(board.get_fenchs_x(picked[0][0], board.get_fench(picked[0]))) >= 2:
        return f"the first {text[0]} on the file taken"
    return None


def fench_of(board, name):
    return cchess.common.text_to_fench(name, board.move_player)


def target(board, pos, text):
    kind, player = cchess.common.fench_to_species(board.get_fench(pos))
    to = cchess.move.Move.text_move_to_std_move(kind, player, pos, text)
    return to if to and board.is_valid_move(pos, to) else None


def from_text_gap_closed(board, text):
    """cchess's Move.from_text with both gaps closed: an advisor or elephant
    named by its file is looked for among every one on the file, and
    前/中/后 count the pieces of one file, any file that has that many."""
    text = cchess.common.half2full(text)
    if text[0] in "前中后":
        fench = fench_of(board, text[1])
        found = []
        for x in range(9):
            on_file = board.get_fenchs_x(x, fench)
            if board.move_player == cchess.BLACK:
                on_file.reverse()
            at = {"前": -1, "后": 0, "中": 1}[text[0]]
            if len(on_file) >= 2 and (text[0] != "中" or len(on_file) == 3):
                to = target(board, on_file[at], text[2:])
                found += [(on_file[at], to)] if to else []
        return found[0] if len(found) == 1 else None
    picked = ORIGINAL_FROM_TEXT(board, text)
    if picked is None or board.is_valid_move(*picked) or text[0] not in "仕士相象":
        return picked
    for pos in board.get_fenchs_x(picked[0][0], board.get_fench(picked[0])):
        to = target(board, pos, text[2:])
        if to:
            return (pos, to)
    return picked


ORIGINAL_FROM_TEXT = cchess.move.Move.from_text


def read_with_gaps_closed(path):
    cchess.move.Move.from_text = staticmethod(from_text_gap_closed)
    try:
        lines = read_from_pgn(str(path)).dump_fen_iccs_moves()
    finally:
        cchess.move.Move.from_text = staticmethod(ORIGINAL_FROM_TEXT)
    return [iccs for _fen, iccs in lines[0]] if lines else []


def check(paths):
    """Each file must read in cchess to its moves; where cchess's reader
    stops early, the move it stops at must be one cchess's own writer
    writes exactly so (its reader's gap, not fen-tui's writing)."""
    failures = 0
    for path in map(Path, paths):
        start, moves = path.with_suffix(".moves").read_text(encoding="utf-8").strip().split("\t")
        expected = moves.split()
        read = read_from_pgn(str(path))
        lines = read.dump_fen_iccs_moves()
        got = [iccs for _fen, iccs in lines[0]] if lines else []
        verdict = "DIFFERENT"
        if got == expected:
            final_sf = sf.get_fen(VARIANT, start, [iccs_to_uci(m) for m in expected])
            final_cc = board_after(start, got).to_fen()
            if final_cc.split()[:2] == final_sf.split()[:2]:
                verdict = "same moves and final position"
        elif got == expected[:len(got)]:
            board = board_after(start, got)
            own = board.move_iccs(expected[len(got)]).to_text()
            written = path.read_text(encoding="utf-8").split()
            gap = reader_gap(board_after(start, got), own)
            if own in written and gap:
                closed = read_with_gaps_closed(path)
                whole = "reads all" if closed == expected else "still differs on"
                verdict = (f"stops at move {len(got) + 1}, {own}, which cchess's own"
                           f" writer writes so (its reader's gap: {gap}); with its"
                           f" gaps closed cchess {whole} {len(expected)} moves")
                if closed != expected:
                    verdict = "DIFFERENT: " + verdict
        failures += verdict == "DIFFERENT"
        print(f"{path.name}: cchess read {len(got)} of {len(expected)} moves: {verdict}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    if len(sys.argv) > 1 and sys.argv[1] == "check":
        check(sys.argv[2:])
    else:
        make()
