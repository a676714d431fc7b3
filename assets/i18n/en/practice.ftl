# Practice, "write the FEN": the answer's keys, and beside the board every
# field of the answer the board cannot show (the answer is graded whole).

key-write-back = back to the list of positions
hint-back-to-list = the list
practice-write-shown = The board shows the pieces; the rest of the FEN is given here, and all of it is checked:
practice-fact-side = { $side } is to move.
practice-fact-castling = { $side } { $wings ->
    [both] keeps both castling rights
    [king] keeps only the king-side castling right
    [queen] keeps only the queen-side castling right
   *[none] has lost both castling rights
}.
practice-fact-en-passant = A pawn has just moved two squares, jumping over { $square }.
practice-fact-en-passant-none = No pawn has just moved two squares.
practice-fact-xiangqi-unused = Xiangqi has no castling and no en passant: both fields are written "-".
practice-fact-halfmove = { $count ->
    [one] 1 half-move
   *[other] { $count } half-moves
} since the last { $variant ->
    [xiangqi] capture
   *[other] capture or pawn move
}.
practice-fact-fullmove = Move number { $number }.
practice-fact-moves = The position arose after: { $moves }

practice-field-differs = { $field } differs from the FEN.

practice-field-side = The side to move

practice-field-castling = Castling

practice-field-en-passant = The en passant target

practice-field-halfmove = The half-move clock

practice-field-fullmove = The move number
