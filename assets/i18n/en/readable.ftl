# Readable everywhere: pastes, panels, words (issue 11).
problems-more = { $count ->
    [one] +1 more (Alt-↓)
   *[other] +{ $count } more (Alt-↓)
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
typed-space = {" "}(you typed a space here)
typed-tab = {" "}(you typed a tab here)
typed-nbsp = {" "}(you typed a non-breaking space here, { $code })
typed-wide-space = {" "}(you typed a wide space here, { $code })
typed-invisible = {" "}(you typed an invisible character here, { $code })
# Xiangqi has points where chess has squares.
xiangqi-digit-zero = a 0 in rank { $rank }: runs of empty points are counted from 1
xiangqi-notice-cleared = { $count ->
    [one] { $square } cleared
   *[other] { $count } points cleared from { $square }
}
xiangqi-practice-board-differs = { $count ->
    [one] 1 point differs from the FEN; it is highlighted.
   *[other] { $count } points differ from the FEN; they are highlighted.
}
