# Teaching: the walk-through that writes a FEN step by step, moves explained,
# `fen-tui explain`, lesson titles. Piece and side names come from common.ftl.

## Pieces and sides inside sentences

# A piece with its side, e.g. "Black general".
teach-piece = { teach-color } { $piece ->
    [king] { piece-king }
    [queen] { piece-queen }
    [rook] { piece-rook }
    [bishop] { piece-bishop }
    [knight] { piece-knight }
    [general] { piece-general }
    [advisor] { piece-advisor }
    [elephant] { piece-elephant }
    [horse] { piece-horse }
    [chariot] { piece-chariot }
    [cannon] { piece-cannon }
    [soldier] { piece-soldier }
   *[pawn] { piece-pawn }
}
teach-color = { $color ->
    [white] { side-white }
    [red] { side-red }
   *[black] { side-black }
}
# The side as an owner: "White's pawn".
teach-color-of = { $color ->
    [white] White's
    [red] Red's
   *[black] Black's
}
teach-next-color = { $next ->
    [white] { side-white }
    [red] { side-red }
   *[black] { side-black }
}
# Xiangqi has points where chess has squares.
empty-points = { $count ->
    [one] { $count } empty point
   *[other] { $count } empty points
}

## The walk-through: placement, one stretch at a time

teach-rank-name = { $edge ->
    [black-back] Black's back rank (rank { $rank })
    [white-back] White's back rank (rank { $rank })
    [red-back] Red's back rank (rank { $rank })
   *[other] rank { $rank }
}
# The start of a stretch step: the rank (on its first stretch), then the squares.
teach-stretch-where = { $first ->
    [yes] { $rank-order ->
        [first] We start at { teach-rank-name } and go from left to right.
       *[next] Next, { teach-rank-name }.
    }{ " " }
   *[no] {""}
}{ $count ->
    [1] { $from }
   *[other] { $from }–{ $to }
}:
teach-empty-run = { teach-stretch-where } { $variant ->
    [xiangqi] { empty-points }
   *[other] { empty-squares }
}{ $count ->
    [1] , so we write { $written }.
   *[other] {" "}in a row, so we write { $written }.
}
teach-piece-step = { teach-stretch-where } { $piece ->
    [king] the
    [general] the
   *[other] a
} { $piece-name }, written { $written } ({ $color ->
    [black] lowercase for Black
    [red] uppercase for Red
   *[white] uppercase for White
}).
# Several equal pieces side by side: "8 pawns", "2 rooks".
teach-pieces-counted = { teach-color } { $piece ->
    [queen] { $count ->
        [one] queen
       *[other] queens
    }
    [rook] { $count ->
        [one] rook
       *[other] rooks
    }
    [bishop] { $count ->
        [one] bishop
       *[other] bishops
    }
    [knight] { $count ->
        [one] knight
       *[other] knights
    }
    [advisor] { $count ->
        [one] advisor
       *[other] advisors
    }
    [elephant] { $count ->
        [one] elephant
       *[other] elephants
    }
    [horse] { $count ->
        [one] horse
       *[other] horses
    }
    [chariot] { $count ->
        [one] chariot
       *[other] chariots
    }
    [cannon] { $count ->
        [one] cannon
       *[other] cannons
    }
    [soldier] { $count ->
        [one] soldier
       *[other] soldiers
    }
   *[other] { $count ->
        [one] pawn
       *[other] pawns
    }
}
teach-piece-run = { teach-stretch-where } { $count } { teach-pieces-counted } side by side, written { $written }: the letter { $letter } once for each ({ $color ->
    [black] lowercase for Black
    [red] uppercase for Red
   *[white] uppercase for White
}).
teach-rank-end = That finishes { teach-rank-name }, so we write { $written }.

## The walk-through: the fields after the placement

teach-side = Then a space and { $written }: whose move it is, w for White and b for Black. Here { teach-color } moves next. The letter flips after every move.
teach-xiangqi-side = Then a space and { $written }: whose move it is. w means Red is to move (some programs write r), b means Black. Here { teach-color } moves next.
teach-castling = Then { $written }: castling rights. { $white ->
    [both] White keeps both castling rights: K (king side) and Q (queen side).
    [king] White keeps only the king-side right: K.
    [queen] White keeps only the queen-side right: Q.
   *[none] White has lost both castling rights.
} { $black ->
    [both] Black keeps both castling rights: k and q.
    [king] Black keeps only the king-side right: k.
    [queen] Black keeps only the queen-side right: q.
   *[none] Black has lost both castling rights.
} The letters always come in the order KQkq, and - means neither side has a castling right. A right is lost for good once the king moves, or once that rook moves or is captured, so letters only ever disappear. A right is not yet a move: castling is prevented for the moment while the king is in check, would pass through or land on an attacked square, or a piece stands between the king and the rook.
teach-en-passant-none = Then { $written }: no en passant target. This field names the square a pawn jumped over when it has just moved two squares; no pawn did that on the last move, so we write -.
teach-en-passant = Then { $written }: the en passant target. { teach-color-of } pawn has just moved two squares, from { $pawn-from } to { $pawn-to }, jumping over { $square }; the field names the square the pawn jumped over. { $can-capture ->
    [yes] A { $captor ->
        [white] { side-white }
       *[black] { side-black }
    } pawn may capture it there, en passant, on this move only.
   *[no] No { $captor ->
        [white] { side-white }
       *[black] { side-black }
    } pawn stands next to it, so none can capture en passant; the target is written all the same, as the FEN standard does.
}
teach-xiangqi-unused = Then { $written }: these two fields mean nothing in xiangqi. FEN was ported from chess, so the chess castling and en passant symbols were kept, only for compatibility; they are always -.
teach-halfmove = Then { $written }: the half-move clock, the half-moves (moves of either side) since the last capture or pawn move. { $value ->
    [0] It is 0: the game has just begun, or the last move was a capture or a pawn move.
    [one] 1 half-move has been played without a capture or a pawn move.
   *[other] { $value } half-moves have been played without a capture or a pawn move.
} It serves the 50-move rule: after { $limit } half-moves (50 moves by each side) without either, a player may claim a draw; after 150 (75 moves each) the game is drawn without a claim (FIDE Laws 9.3 and 9.6.2).
teach-xiangqi-halfmove = Then { $written }: the half-moves since the last capture. { $value ->
    [0] It is 0: no move has been made since the last capture, or the game has just begun.
    [one] 1 half-move has been played since the last capture.
   *[other] { $value } half-moves have been played since the last capture.
} It serves the 60-move rule: when it reaches { $limit } half-moves, the game is drawn.
teach-fullmove = Finally { $written }: the full-move number. It starts at 1 and grows by one after each of Black's moves, so { $color ->
    [black] Black is about to play the second half of move { $value }.
   *[other] { teach-color } is about to play move { $value }.
}

## Moves explained

teach-move-board = { $kind ->
    [castle-king] { teach-color } castles on the king side: the king goes from { $from } to { $to } and the rook jumps over it.
    [castle-queen] { teach-color } castles on the queen side: the king goes from { $from } to { $to } and the rook jumps over it.
    [en-passant] The { $piece-name } goes from { $from } to { $to } and captures the { $captured-name } en passant.
    [promotion] The { $piece-name } goes from { $from } to { $to } and becomes a { $promotion-name }.
    [capture-promotion] The { $piece-name } goes from { $from } to { $to }, captures the { $captured-name } and becomes a { $promotion-name }.
    [capture] The { $piece-name } goes from { $from } to { $to } and captures the { $captured-name }.
    [double-step] The { $piece-name } moves two squares, from { $from } to { $to }.
   *[move] The { $piece-name } goes from { $from } to { $to }.
}
teach-move-rank = Rank { $rank } was { $before }, now it is { $written }.
teach-move-side = { teach-color } moved, so now { teach-next-color } is to move: { $written }.
teach-move-castling = { $reason ->
    [castled] { teach-color } castled, so { teach-color } loses its castling rights
    [king-moved] The { teach-color } king moved, so { teach-color } loses its castling rights
    [rook-moved] A { teach-color } rook left its corner, so { teach-color } may no longer castle on that side
    [rook-captured] A { teach-color } rook was captured in its corner, so { teach-color } may no longer castle on that side
   *[other] { teach-color-of } castling rights changed
}: { $before } becomes { $written }.
teach-move-en-passant = The pawn moved two squares: en passant target { $square } is written, the square the pawn jumped over on its way from { $pawn-from } to { $pawn-to }. { $can-capture ->
    [yes] A { teach-next-color } pawn may capture it there on the next move only.
   *[no] No { teach-next-color } pawn can take it now; the FEN standard writes the target anyway.
}{ $replaces ->
    [yes] { " " }The old target { $previous } is gone: a target lasts one move.
   *[no] {""}
}
teach-move-en-passant-gone = No pawn moved two squares, so the en passant target { $previous } is gone (a target lasts one move): -.
teach-move-halfmove = { $reason ->
    [pawn] A pawn moved, so the half-move clock resets to 0.
    [capture] A piece was captured, so the half-move clock resets to 0.
   *[quiet] { $variant ->
        [xiangqi] Nothing was captured, so the half-move clock grows to { $value } (at { $limit }, the 60-move rule draws the game).
       *[other] No pawn moved and nothing was captured, so the half-move clock grows to { $value } (at { $limit } a draw may be claimed under the 50-move rule; at 150 the game is drawn).
    }
}
teach-move-fullmove = { $grows ->
    [yes] Black moved, so the full-move number becomes { $value }.
   *[no] { teach-color } moved; the full-move number stays { $value } until Black has moved.
}

## fen-tui explain

explain-intro-chess = A FEN has six fields separated by single spaces. The first, the piece placement, goes rank by rank from rank 8 (Black's side) down to rank 1, each rank from the a-file to the h-file, with / between ranks. Letters are pieces: K king, Q queen, R rook, B bishop, N knight, P pawn; uppercase for White, lowercase for Black. A digit from 1 to 8 counts empty squares in a row.
explain-intro-xiangqi = Start recording from Black's back rank (rank 9) and go down to Red's back rank (rank 0); within each rank, go from left to right as Red sees the board, with / between ranks. Letters are pieces: k general, a advisor, b elephant, n horse, r chariot, c cannon, p soldier; uppercase for Red, lowercase for Black. A digit counts empty points in a row.
explain-walk-title = Writing the FEN step by step
explain-start-title = The starting position
explain-moves-title = The moves, one by one
explain-move-title = Move { $number }: { teach-color } plays { $move }
explain-changed = Changed characters are marked with ^.
teach-step-counter = Step { $index } of { $total }

## Practice

practice-correct = Correct: that is exactly this position's FEN.
practice-wrong-castling = Character { $column } is wrong: you typed { $typed }, but here we write { $wanted }. Castling letters go in the order K, Q, k, q (the ones kept), so this field is { $expected }.
practice-wrong-char = Character { $column } is wrong: you typed { $typed }, but here we write { $expected }.
practice-missing-space = Character { $column } should be a space: one space goes between the fields, then { $expected }.
practice-extra-space = Character { $column } is a space too many: here we go straight on with { $expected }.
practice-too-short = Right so far, but the FEN stops at character { $column }: next we write { $expected }.
practice-too-long = The FEN is complete at character { $column }; remove what follows it.
practice-board-correct = Correct: the board matches the FEN.
practice-board-differs = { $count ->
    [one] 1 square differs from the FEN; it is highlighted.
   *[other] { $count } squares differ from the FEN; they are highlighted.
}

## Lesson titles (assets/positions/lessons.txt)

lesson-start = The start position
lesson-after-e4 = After 1. e4
lesson-after-e4-e5 = After 1. e4 e5
lesson-first-moves = The first moves: 1. e4 e5
lesson-castling = Castling: White castles on the king side
lesson-en-passant = En passant: the e5 pawn may take the pawn on d5, landing on d6
lesson-en-passant-taken = En passant taken: after 3. exd6 the pawn that stood on d5 is gone
lesson-scholars-mate = Scholar's mate
lesson-reti-study = Réti's study (1921)
lesson-saavedra = The Saavedra position
lesson-lucena = The Lucena position
lesson-xiangqi-start = Xiangqi: the start position
lesson-xiangqi-example = Xiangqi: writing a FEN, the example
lesson-xiangqi-movelist = Xiangqi: a FEN with a move list

## Practice in the editor

practice-title = Practice
practice-write = Write the FEN
practice-build = Build the position
practice-write-about = The board shows a position; you type its FEN.
practice-build-about = You get a FEN; you set up its position on the board.
practice-board = The board as it is now
practice-write-ask = Type this position's FEN below and press Enter.
practice-build-ask = Set up this position on the board: pieces by their letters (a digit skips empty { $variant ->
    [xiangqi] points
   *[other] squares
}, / goes on to the next rank). { $variant ->
    [xiangqi] Side to move, half-move clock and move number are set in the side panel: Tab goes there.
   *[other] Side to move, castling rights, en passant square, half-move clock and move number are set in the side panel: Tab goes there.
}

# The walk-through's en passant step at move 1 with White to move: no move
# was played yet, so there is no last move to speak of.
teach-en-passant-none-start = Then { $written }: no en passant target. This field names the square a pawn jumped over when it has just moved two squares; no move has been played yet (move 1, White to move), so no pawn can have done that, and we write -.
teach-en-passant-impossible = Then { $written }: an en passant target that cannot be. { chess-invalid-en-passant } No pawn can have made the move this field speaks of, so there is no move to explain: `fen-tui check` rejects this FEN. Write - here, or the square a pawn really jumped over on the last move.
