# The undo history overlay (Alt-Z): every undo step's FEN, newest first.
history-title = Undo history ({ $count ->
    [one] { $count } step
   *[other] { $count } steps
})
history-empty = Nothing to undo yet: each edit adds a step here.
history-help-section = Undo history
history-key-open = undo history: every step's FEN, newest first (Enter puts one back)
history-key-restore = put this step back on the board (Ctrl-Z returns)
history-hint-restore = put back
history-key-close = close, the board as it is
