# The castling panel: a right wished for (Space) that cannot be in the FEN
# yet. Nothing is wrong: it is written in as soon as its king and rook are home.

castling-wished = { $letters } wished for: written in once { $needs }
castling-needs-king = a { $color ->
    [white] White
   *[black] Black
  } king stands on rank { $rank }
castling-needs-king-home = the { $color ->
    [white] White
   *[black] Black
  } king stands on { $square }
castling-needs-rooks = { $count ->
    [one] a rook stands on { $squares }
   *[other] rooks stand on { $squares }
  }
