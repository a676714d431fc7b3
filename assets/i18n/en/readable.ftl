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
key-text-to-start = caret to the start of the text
key-text-to-end = caret to the end of the text
key-text-words = caret a word left / right
key-text-delete-to-start = delete from the start to the caret
key-text-delete-to-end = delete from the caret to the end
key-text-delete-word = delete the word before the caret
