# Chess960 and board transforms: notes of the transforms, the editor's Chess960 words.

transform-castling-dropped = { $count ->
    [one] 1 castling right dropped: its king or rook is no longer where the rules need it
   *[other] { $count } castling rights dropped: their kings or rooks are no longer where the rules need them
}
transform-en-passant-dropped = en-passant target dropped: no pawn could have just jumped over it
