# The castling panel: a right wished for (Space) that cannot be in the FEN
# yet. Nothing is wrong: it is written in as soon as its king and rook are home.

castling-wished-no-king = { $letters } wished for, written in once a { $color ->
    [white] White
   *[black] Black
  } king stands on rank { $rank }
castling-wished-no-king-home = { $letters } wished for, written in once a { $color ->
    [white] White
   *[black] Black
  } king stands on { $square }
castling-wished-no-rook = { $letters } wished for, written in once a rook stands on { $square }
