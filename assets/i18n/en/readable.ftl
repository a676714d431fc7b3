# Readable everywhere: pastes, panels, words (issue 11).
problems-more = { $count ->
    [one] +1 more
   *[other] +{ $count } more
}
pasted-problem = Pasted text, column { $column }: { $message }
practice-field-differs = { $field } differs from the FEN.
practice-field-side = The side to move
practice-field-castling = Castling
practice-field-en-passant = The en passant target
practice-field-halfmove = The half-move clock
practice-field-fullmove = The move number
