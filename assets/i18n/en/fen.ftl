# Messages of the FEN reader (src/core/fen/read). The id is the diagnostic's
# code; each message reads as an error (strict) and as a warning about a repair
# (lenient), so it says what is wrong and what the standard writes.

empty-input = the text is empty; a FEN starts with the pieces, rank by rank from the top
input-too-long = the text is { $bytes } bytes long; a FEN is read only up to { $limit } bytes
too-many-ranks = too many ranks: a { $variant ->
        [xiangqi] xiangqi
       *[chess] chess
    } board has { $expected }
too-few-ranks = only { $found } { $found ->
        [one] rank
       *[other] ranks
    }: a { $variant ->
        [xiangqi] xiangqi
       *[chess] chess
    } board has { $expected }
rank-too-long = rank { $rank } has { $squares } { $variant ->
        [xiangqi] points
       *[chess] squares
    }; a { $variant ->
        [xiangqi] xiangqi
       *[chess] chess
    } rank has { $expected }
rank-too-short = rank { $rank } has only { $squares } { $squares ->
        [one] { $variant ->
            [xiangqi] point
           *[chess] square
        }
       *[other] { $variant ->
            [xiangqi] points
           *[chess] squares
        }
    }; a { $variant ->
        [xiangqi] xiangqi
       *[chess] chess
    } rank has { $expected }
invalid-piece = “{ $letter }” is no { $variant ->
        [xiangqi] xiangqi piece: use k a b n r c p (uppercase for Red)
       *[chess] chess piece: use k q r b n p (uppercase for White)
    }
digit-zero = a 0 in rank { $rank }: runs of empty squares are counted from 1
adjacent-digits = two digits in a row in rank { $rank }; they add up (write { $squares })
xiangqi-letter-alias = “{ $letter }” is an older letter for this piece; the standard writes “{ $canonical }”
invalid-side = side to move “{ $side }” is neither w ({ $variant ->
        [xiangqi] Red
       *[chess] White
    }) nor b (Black)
side-r-for-red = “{ $side }” for Red to move; the standard writes w
side-uppercase = side to move in capitals; the standard writes { $side ->
        [W] w
       *[B] b
    }
invalid-castling = “{ $letter }” in castling “{ $field }” is no castling letter: use K Q k q (or rook files A-H, a-h), or - for none
castling-order = castling “{ $field }” is out of order; the standard writes K Q k q in that order
castling-duplicate = “{ $letter }” comes twice in castling “{ $field }”; each right is written once
xiangqi-castling-field = xiangqi has no castling or en passant: this field is -, not “{ $field }”
invalid-en-passant-square = en passant target “{ $field }” is no square: write one such as e3 or e6, or -
invalid-halfmove-clock = half-move clock “{ $field }” is not a whole number (write 0 or more)
invalid-fullmove-number = move number “{ $field }” is not a whole number (write 1 or more)
fullmove-zero = the move number is 0, but it counts from 1 (write 1)
leading-zero = the number “{ $field }” starts with a zero (write { $canonical })
missing-fields = only { $found } of { $expected } fields; missing ones are taken as { $defaults }
too-many-fields = more than { $expected } fields: “{ $field }” is one too many
bad-whitespace = fields are separated by exactly one space, with no tabs, runs of spaces or spaces around the FEN

chess960-inferred = read as Chess960: { $reason ->
    [letter] castling letter “{ $letter }” names a rook by its file (Shredder-FEN)
   *[king] the king on { $square } has castling rights, which only Chess960 allows off the e-file
  } (--chess960 on the command line or Alt-9 in the editor reads it as Chess960 without this note)
