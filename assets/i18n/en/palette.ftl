# The palette of spare pieces, the mouse, and where board typing stops.

palette-start-position = start
palette-empty-board = empty
hint-start-position = start
hint-empty-board = empty
key-pick-tool = palette tool: then a piece letter, x delete, Esc none
key-board-enter = put the palette's piece here (or clear)
notice-pick-tool = Palette: type a piece letter, x to delete, Esc for none
notice-tool-piece = Palette: { $side } { $piece } ({ $letter }): click or Enter places it · Esc puts it away
notice-tool-delete = Palette: delete: click or Enter clears · Esc puts it away
notice-tool-none = Palette put away: clicks move the cursor
notice-no-tool = Enter places the palette's piece: choose one first (Ctrl-P, or click it)
notice-not-a-tool = “{ $letter }” is not a piece of the palette
notice-moved = { $side } { $piece } from { $from } to { $to }
notice-removed = { $side } { $piece } taken off { $square }
notice-end-reached = { $square } is the board's end: typing stops there
notice-past-end = Typing stopped at { $square }, the board's end: Backspace erases it, arrows move on
notice-next-rank = / : next rank, from { $square }
notice-rank-ended = / ends the rank just filled: typing goes on at { $square } (/ again skips this rank)
notice-no-rank-below = / : { $square } is on the last rank, there is none below
notice-en-passant-dropped = En passant { $square } dropped: no pawn can just have jumped over it now
