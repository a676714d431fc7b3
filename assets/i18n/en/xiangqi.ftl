# Xiangqi rules: problems with a position, notes, and refused moves.
# Variables: $color is "red" or "black"; $piece is a piece key (general,
# advisor, elephant, horse, chariot, cannon, soldier); squares are point names
# such as e0 (files a-i, ranks 0-9 from Red's side).

xiangqi-empty-board = The board is empty: a xiangqi position needs both generals.

xiangqi-missing-king = { $color ->
        [red] Red has
       *[black] Black has
    } no general.

xiangqi-too-many-kings = { $color ->
        [red] Red has
       *[black] Black has
    } { $count } generals ({ $squares }); each side has exactly one.

xiangqi-king-outside-palace = { $color ->
        [red] Red's
       *[black] Black's
    } general on { $square } is outside the palace.

xiangqi-advisor-misplaced = { $color ->
        [red] Red's
       *[black] Black's
    } advisor on { $square } is off its points: advisors stay on the palace's four corners and centre.

xiangqi-elephant-misplaced = { $color ->
        [red] Red's
       *[black] Black's
    } elephant on { $square } is off its points: elephants keep to seven points on their own side of the river.

xiangqi-pawn-misplaced = { $count ->
    [1] { $color ->
            [red] Red's
           *[black] Black's
        } soldier on { $squares } { $reason ->
            [behind-start] is behind its starting rank: soldiers never move back.
           *[off-start-file] cannot stand there: before crossing the river, soldiers stand only on files a, c, e, g and i.
        }
   *[other] { $count } { $color ->
            [red] Red
           *[black] Black
        } soldiers { $reason ->
            [behind-start] are behind their starting rank, where soldiers never go back: { $squares }.
           *[off-start-file] stand where soldiers cannot before crossing the river (only on files a, c, e, g and i): { $squares }.
        }
}

xiangqi-too-many-pieces = { $color ->
        [red] Red has
       *[black] Black has
    } { $count } { $piece ->
        [advisor] advisors
        [elephant] elephants
        [horse] horses
        [chariot] chariots
        [cannon] cannons
        [soldier] soldiers
       *[other] pieces of one kind
    } ({ $squares }); at most { $limit } are allowed.

xiangqi-kings-facing = The generals on { $red_general } and { $black_general } face each other on an open file.

xiangqi-opposite-check = { $color ->
        [red] Red's general on { $square } is in check from { $attackers }, but it is Black's turn.
       *[black] Black's general on { $square } is in check from { $attackers }, but it is Red's turn.
    }

xiangqi-sixty-move-rule = { $halfmoves } half-moves without a capture: under the 60-move rule the game is drawn.

xiangqi-unreadable-move = { $move } is not a move: write it as coordinates (h2e2), in WXF (C2=5) or in Chinese (炮二平五).

xiangqi-illegal-move = { $move }: { $reason ->
        [position-invalid] the position has problems that make play meaningless; fix them first.
        [game-over] the game is over: the side to move has no legal move.
        [no-piece] there is no piece on the starting point.
        [not-your-piece] that piece belongs to the other side.
        [own-piece] a piece cannot capture a piece of its own side.
        [piece-shape] { $piece ->
            [general] a general moves one point along a file or rank.
            [advisor] an advisor moves one point diagonally.
            [elephant] an elephant moves exactly two points diagonally.
            [horse] a horse moves one point straight then one diagonally.
            [chariot] a chariot moves any distance along a file or rank.
            [cannon] a cannon moves any distance along a file or rank.
            [soldier] a soldier moves one point forward, or sideways once across the river.
           *[other] this piece cannot move that way.
        }
        [palace] { $piece ->
            [general] the general must stay inside the palace.
           *[advisor] the advisor must stay inside the palace.
        }
        [river] { $piece ->
            [soldier] a soldier moves sideways only after crossing the river.
           *[elephant] an elephant cannot cross the river.
        }
        [blocked] { $piece ->
            [horse] the horse's leg is blocked by the piece next to it.
            [elephant] the elephant's eye (the point in between) is occupied.
           *[other] a piece stands in the way.
        }
        [cannon-screen] a cannon captures by jumping over exactly one piece.
        [leaves-king-in-check] it would leave your general in check.
        [kings-facing] it would leave the two generals facing each other on an open file.
       *[other] it is not a legal move here.
    }
xiangqi-no-such-move = { $move }: no legal move fits: no such piece there, or it cannot move that way.
xiangqi-ambiguous-move = { $move } fits more than one move ({ $moves }): say which piece, by its file or as front/rear.

# Xiangqi has points where chess has squares.
xiangqi-digit-zero = a 0 in rank { $rank }: runs of empty points are counted from 1

xiangqi-notice-cleared = { $count ->
    [one] { $square } cleared
   *[other] { $count } points cleared from { $square }
}

xiangqi-practice-board-differs = { $count ->
    [one] 1 point differs from the FEN; it is highlighted.
   *[other] { $count } points differ from the FEN; they are highlighted.
}
