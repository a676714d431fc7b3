# Chess: what is wrong with a position, and why a move cannot be played.
# Variables: $color is white/black (both for kings), $squares a list such as "e1, g4".

chess-empty-board = The board is empty.

chess-missing-king = { $color ->
    [white] White has no king.
   *[black] Black has no king.
}

chess-too-many-kings = { $color ->
    [white] White has { $count } kings: { $squares }.
    [black] Black has { $count } kings: { $squares }.
   *[both] Both sides have more than one king: { $squares }.
}

chess-too-many-pawns = { $color ->
    [white] White has { $count } pawns; a side has at most 8.
   *[black] Black has { $count } pawns; a side has at most 8.
}

chess-too-many-pieces = { $color ->
    [white] White has { $count } pieces; a side has at most 16.
   *[black] Black has { $count } pieces; a side has at most 16.
}

chess-pawns-on-back-rank = { $count ->
    [one] A pawn stands on the first or last rank, where pawns cannot be: { $squares }.
   *[other] { $count } pawns stand on the first or last rank, where pawns cannot be: { $squares }.
}

chess-invalid-castling-rights = { $reason ->
    [no-king] Castling right { $right } needs the king on { $square }.
    [no-rook] Castling right { $right } needs a rook on { $square }.
    [no-king-on-rank] Castling right { $right } needs the { $color ->
        [white] White
       *[black] Black
    } king on rank { $rank }.
    [same-side] Castling right { $right } is a second right on one side of the king; Chess960 keeps only the outermost rook's, on { $square }.
   *[not-a-corner] Castling right { $right } is for the rook on { $square }; in standard chess only the corner rooks castle.
}{ $in960 ->
    [yes] {" "}In Chess960 these rights would be valid: read it as Chess960 with --chess960 on the command line or Alt-9 in the editor.
   *[no] {""}
}

chess-invalid-en-passant = { $reason ->
    [wrong-rank] En-passant target { $square } is impossible: with this side to move it must be on rank { $rank }.
    [no-pawn] En-passant target { $square } says a pawn just jumped over it, but there is no such pawn on { $pawn }.
    [target-occupied] En-passant target { $square } is occupied; a pawn that just jumped over it would have left it empty.
   *[start-occupied] En-passant target { $square } says a pawn just left { $start }, but { $start } is occupied.
}

# $kind: adjacent (the kings side by side, $other the other king), both (both
# kings in check: $other the side to move's king, $other_squares its checkers),
# single.
chess-opposite-check = { $kind ->
    [adjacent] The kings on { $king } and { $other } stand side by side; no move can bring a king next to the other.
    [both] Both kings are in check: { $color ->
        [white] White's king on { $king } from { $squares } and Black's king on { $other } from { $other_squares }; only the side to move (Black) may be in check.
       *[black] Black's king on { $king } from { $squares } and White's king on { $other } from { $other_squares }; only the side to move (White) may be in check.
    }
   *[single] { $color ->
        [white] White's king on { $king } is in check from { $squares }, but it is Black's move.
       *[black] Black's king on { $king } is in check from { $squares }, but it is White's move.
    }
}

chess-too-many-checkers = The king on { $king } is in check from { $count } pieces ({ $squares }); no move gives more than two checks.

chess-impossible-check = { $reason ->
    [aligned] The king on { $king } is in check from { $squares } on one line; no single move gives such a check.
    [after-double-push] The check from { $squares } on the king on { $king } cannot follow the double pawn push that the en-passant target says was just played.
   *[too-many] The king on { $king } is in check from { $count } pieces; no move gives that many checks.
}

# $rule: claim (100 to 149 half-moves), drawn (150 and more: FIDE Laws 9.6.2).
chess-fifty-move-rule = { $clock } half-moves without a capture or a pawn move: { $rule ->
    [drawn] the game is drawn (75-move rule, FIDE Laws 9.6.2).
   *[claim] a draw can be claimed (50-move rule); at 150 the game is drawn.
}

chess-en-passant-clock = The en-passant target { $square } says the last move was a double pawn step, which sets the half-move clock to 0, but the clock says { $clock }.

chess-unreadable-move = { $move }: not a move (write it like e2e4, e7e8q, e4, Nf3, exd5, O-O or e8=Q).

chess-illegal-move = { $move }: { $reason ->
    [no-piece] there is no piece on { $from }
    [not-your-piece] the piece on { $from } belongs to the other side
    [own-piece] your own piece stands on { $to }
    [piece-shape] { $piece ->
        [king] the king
        [queen] the queen
        [rook] the rook
        [bishop] the bishop
        [knight] the knight
        [pawn] the pawn
       *[other] that piece
    } cannot move from { $from } to { $to }
    [pawn-shape] a pawn moves one or two squares forward
    [pawn-no-capture] a pawn moves diagonally only to capture
    [blocked] the way is blocked
    [leaves-king-in-check] that would leave your king in check
    [no-castling-right] there is no right to castle on that side
    [castling-through-check] the king may not castle out of, through or into check
    [promotion-missing] a pawn reaching the last rank must promote (add q, r, b or n)
    [bad-promotion] a pawn promotes only on the last rank, to a queen, rook, bishop or knight
    [ambiguous] more than one piece can go to { $to }; say which (for example Nbd2)
    [no-such-piece] no piece of yours fits this move
    [game-over] the game is over: there is no legal move
   *[position-invalid] the position has problems, so no move can be played
}
