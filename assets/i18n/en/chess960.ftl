# Chess960 and board transforms: notes of the transforms, the editor's Chess960 words.

transform-castling-dropped = { $count ->
    [one] 1 castling right dropped: its king or rook is no longer where the rules need it
   *[other] { $count } castling rights dropped: their kings or rooks are no longer where the rules need them
}
transform-en-passant-dropped = en-passant target dropped: no pawn could have just jumped over it

castling-legend = [K] in the FEN · K off · (K) wished for · !K! in the FEN but impossible · Space switches
panel-chess960 = Chess960, castling written { $notation ->
    [shredder] as Shredder-FEN (Alt-N)
   *[xfen] as X-FEN (Alt-N)
  }
panel-chess960-start = start no. { $number }
notice-chess960-on = Chess960 on: castling rights for any rook with the king between
notice-chess960-off = Chess960 off: standard chess castling
notice-castling-notation = Chess960 castling written { $notation ->
    [shredder] as Shredder-FEN (file letters, HAha)
   *[xfen] as X-FEN (KQkq, a file letter for an inner rook)
  }
notice-chess960-start = Chess960 start no. { $number } (type “960 N” in the FEN field for another)
notice-chess960-chess-only = Chess960 is a kind of chess; xiangqi has no castling
notice-swapped-colors = Colours swapped: the same position for the other side
notice-mirrored = Files mirrored
notice-rotated = Board turned 180°
notice-cleared-white = White's (Red's) pieces taken off
notice-cleared-black = Black's pieces taken off
key-chess960 = Chess960 on or off
key-chess960-random = a Chess960 start at random (type “960 N” in the FEN field for number N)
key-castling-notation = Chess960 castling as X-FEN or Shredder-FEN
key-swap-colors = swap colours (the same position for the other side)
key-mirror = mirror the files
key-rotate = turn the board 180°
key-clear-white = take White's (Red's) pieces off
key-clear-black = take Black's pieces off
chess960-start-number = Chess960 starts are numbered 0 to 959, not { $number }
castling-no-king-home = { $letters }: no { $color ->
    [white] White
   *[black] Black
  } king on { $square }
