# Layers: help that scrolls, the quit confirmation, quitting without printing, the square jump.

help-section-quit-confirm = Quitting with unread text
help-section-square-jump = Go to a square
key-help-scroll = scroll a line
key-help-page-up = scroll a page up
key-help-page-down = scroll a page down
key-help-home = to the top
key-help-end = to the end
help-more-above = ↑ { $count ->
    [one] { $count } more line
   *[other] { $count } more lines
}
help-more-below = ↓ { $count ->
    [one] { $count } more line
   *[other] { $count } more lines
} (↓ PgDn)
help-field-keys-win = While a text field (the FEN field, the moves, a FEN to write) has the focus, its keys win over a global key of the same chord.

key-quit-without-printing = quit without printing the FEN (exit status 130)
key-jump = go to a square: type its name (e4), then Enter
key-quit-back = back to the FEN field, to fix the text
key-quit-anyway = quit anyway, printing the last FEN that read
hint-quit-back = back to the field
hint-quit-anyway = quit anyway
hint-quit-without-printing = quit, print nothing
quit-confirm-title = Quit?
quit-confirm-body = The FEN field holds text that does not read ({ $count ->
    [one] { $count } error
   *[other] { $count } errors
}). Quitting prints the last FEN that read, and the text is lost.

jump-prompt = Go to square:
jump-unknown = no square “{ $typed }” on this board ({ $first }–{ $last })
key-jump-enter = go to the square typed
key-jump-cancel = cancel
key-jump-typing = the square's name: file letter, rank digit
hint-jump = go
hint-cancel = cancel
