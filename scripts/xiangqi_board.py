"""The xiangqi board as the vector scripts share it: pyffish's variant and
notation, ICCS from pyffish's UCI, a FEN's board as a grid and back, the
grid mirrored, random positions with pieces stacked on a file, whether a
set-up is legal, and the numerals Chinese notation writes.

Imported by xiangqi-notation-vectors.py, xiangqi-tandem-vectors.py and
xiangqi-text-set.py (run from scripts/, which Python puts on the path).
"""

import pyffish as sf

VARIANT = "xiangqi"
WXF = sf.NOTATION_XIANGQI_WXF
RED_NUM = "一二三四五六七八九"
FULL_DIGITS = "０１２３４５６７８９"


def to_iccs(uci):
    """Fairy-Stockfish's ranks 1-10 to ICCS ranks 0-9."""
    out, i = "", 0
    while i < len(uci):
        out += uci[i]
        j = i + 1
        while j < len(uci) and uci[j].isdigit():
            j += 1
        out += str(int(uci[i + 1:j]) - 1)
        i = j
    return out

def board_of(fen):
    rows = fen.split()[0].split("/")
    grid = []
    for row in rows:
        line = []
        for c in row:
            line.extend(["."] * int(c) if c.isdigit() else [c])
        grid.append(line)
    return grid  # grid[0] is rank 9

def stack_size(fen, iccs):
    grid = board_of(fen)
    f, r = ord(iccs[0]) - 97, int(iccs[1])
    piece = grid[9 - r][f]
    return sum(1 for row in grid if row[f] == piece)

def to_fen(grid, side):
    rows = []
    for line in grid:
        row, empty = "", 0
        for c in line:
            if c == ".":
                empty += 1
            else:
                row += (str(empty) if empty else "") + c
                empty = 0
        rows.append(row + (str(empty) if empty else ""))
    return "/".join(rows) + f" {side} - - 0 1"

def mirrored(grid):
    """Colours swapped and the board turned: Red's stack becomes Black's."""
    return [[c.swapcase() for c in line] for line in reversed(grid)]

def kings_face(grid):
    for f in range(9):
        column = [grid[r][f] for r in range(10) if grid[r][f] != "."]
        for a, b in zip(column, column[1:]):
            if {a, b} == {"k", "K"}:
                return True
    return False

def stacked_position(rng):
    """Red to move, with 2-5 same Red pieces on one file, plus a few others."""
    grid = [["."] * 9 for _ in range(10)]
    grid[9 - rng.randint(0, 2)][rng.randint(3, 5)] = "K"
    grid[rng.randint(0, 2)][rng.randint(3, 5)] = "k"
    role = rng.choice("PPPPRCN")
    count = rng.randint(2, 5) if role == "P" else 2
    ranks = range(5, 10) if role == "P" else range(0, 10)
    files = list(range(9))
    rng.shuffle(files)
    # Sometimes a second stacked file of soldiers (the 2018 rule's case).
    stacks = [(files[0], count)]
    if role == "P" and rng.random() < 0.4:
        stacks.append((files[1], rng.randint(2, 3)))
    for f, n in stacks:
        free = [r for r in ranks if grid[9 - r][f] == "."]
        for r in rng.sample(free, min(n, len(free))):
            grid[9 - r][f] = role
    scatter(rng, grid, "RNCAPrncapb")
    return grid

def legal_setup(fen):
    """Kings apart, and the side that just moved not in check."""
    if kings_face(board_of(fen)):
        return False
    if sf.validate_fen(fen, VARIANT) != 1:
        return False
    fields = fen.split()
    fields[1] = "b" if fields[1] == "w" else "w"
    return not sf.gives_check(VARIANT, " ".join(fields), [])


def scatter(rng, grid, pieces):
    """Two to six of `pieces` put on free points at random (each tried ten
    times), after the pieces that matter are placed."""
    for c in rng.sample(pieces, rng.randint(2, 6)):
        for _ in range(10):
            f, r = rng.randrange(9), rng.randrange(10)
            if grid[9 - r][f] == ".":
                grid[9 - r][f] = c
                break
