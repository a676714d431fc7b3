# The interactive editor: panels, status messages, help and key descriptions.

panel-position = Position
panel-problems = Problems
panel-side-to-move = Side to move
panel-castling = Castling
panel-en-passant = En passant
panel-halfmove-clock = Half-moves
panel-fullmove-number = Move number
panel-draw-rule = draw at { $plies } ({ $moves }-move rule)

castling-no-king = { $letters }: no { $color ->
    [white] White
   *[black] Black
  } king on rank { $rank }
castling-no-rook = { $letters }: no rook on { $square }

status-ongoing = { $side } to move
status-check = { $side } to move, in check
status-checkmate = Checkmate: { $side } is mated
status-stalemate = Stalemate: { $side } has no legal move

fen-label = FEN
fen-more-problems = { $count ->
    [one] {" "}(and 1 more)
   *[other] {" "}(and { $count } more)
}
too-small = Enlarge the terminal to { $width }×{ $height } (now { $now-width }×{ $now-height })

notice-welcome = Type FEN letters on the board · Tab: panels and FEN field · F1: all keys
notice-clipboard-empty = The clipboard holds no text
notice-pasted = { $count ->
    [0] Pasted
    [one] Pasted: 1 warning
   *[other] Pasted: { $count } warnings
}
notice-paste-unreadable = { $count ->
    [one] Not a position: 1 error (the text is in the FEN field)
   *[other] Not a position: { $count } errors (the text is in the FEN field)
}
notice-placed = { $letter }: { $side } { $piece } on { $square }
notice-cleared = { $count ->
    [one] { $square } cleared
   *[other] { $count } squares cleared from { $square }
}
notice-undone = Undone
notice-nothing-to-undo = Nothing to undo
notice-redone = Redone
notice-nothing-to-redo = Nothing to redo
notice-flipped = Board flipped
notice-start-position = Start position
notice-empty-board = Empty board
notice-variant = Now editing { $variant }
notice-side-to-move = { $side } to move
notice-theme = Piece theme changed
notice-not-a-piece = “{ $letter }” is not a piece letter in { $variant }
notice-field-reads = { $count ->
    [0] FEN read
    [one] FEN read with 1 warning
   *[other] FEN read with { $count } warnings
}
notice-field-unreadable = { $count ->
    [one] The FEN has 1 error; the board keeps the last good position
   *[other] The FEN has { $count } errors; the board keeps the last good position
}

hint-quit = quit
hint-help = help
hint-copy = copy
hint-paste = paste
hint-focus = next

help-title = Keys (Esc closes)
help-section-global = Everywhere
help-section-board = On the board
help-section-panels = In the panels
help-section-fen-field = In the FEN field
help-section-help = In this help

key-close-help = close this help
key-quit = quit and print the FEN
key-help = show all keys
key-copy = copy the FEN
key-paste = paste a FEN or a link
key-undo = undo
key-redo = redo
key-focus-next = next panel
key-focus-previous = previous panel
key-flip = flip the board
key-start-position = start position
key-empty-board = empty board
key-switch-variant = switch chess / xiangqi
key-toggle-side = toggle side to move
key-piece-theme = letters / piece symbols
key-escape = back to the board
key-board-arrows = move the cursor
key-board-home = first square of the rank
key-board-end = last square of the rank
key-board-page-up = top rank
key-board-page-down = bottom rank
key-board-backspace = step back and clear
key-board-delete = clear the square
key-board-letters = place a piece, go on in FEN order; digits clear squares; / next rank
key-panel-arrows = change the value
key-panel-activate = toggle / next choice
key-panel-backspace = delete a digit
key-panel-digits = type a number
key-field-arrows = move the caret
key-field-home = start of the text
key-field-end = end of the text
key-field-backspace = delete before the caret
key-field-delete = delete at the caret
key-field-enter = keep the text, back to the board
key-field-typing = type; the board follows when the FEN reads
