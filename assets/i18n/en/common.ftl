# Words shared by the editor, the command line and the lessons.

variant-chess = chess
variant-xiangqi = xiangqi

side-white = White
side-black = Black
side-red = Red

piece-king = king
piece-queen = queen
piece-rook = rook
piece-bishop = bishop
piece-knight = knight
piece-pawn = pawn
piece-general = general
piece-advisor = advisor
piece-elephant = elephant
piece-horse = horse
piece-chariot = chariot
piece-cannon = cannon
piece-soldier = soldier

empty-squares = { $count ->
    [one] { $count } empty square
   *[other] { $count } empty squares
}
