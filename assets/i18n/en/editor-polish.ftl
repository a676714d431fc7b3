# Small faults of the editor put right: the welcome line once the user is in
# a field, and other words of the editor's views.

# The welcome line while the FEN field or a panel has the focus.
notice-welcome-field = FEN field: type or paste a FEN, the board follows · Enter keeps it · Esc: board
notice-welcome-panel = Panel: arrows change the value · Space Enter: toggle · Tab: next · Esc: board

# The library's preview, when the highlighted entry's row has no room for its
# id (the name `fen-tui library NAME` takes); the row shows "…" instead.
library-browser-id = fen-tui library { $id }

# The restore prompt when several sessions ended without a quit: which one
# this is (newest first), and how many are offered after it.
session-offer-title-of = Restore a session? ({ $number } of { $count })
session-offer-later = { $later ->
    [0] The last of the { $count } sessions that ended without a quit.
    [one] 1 more session that ended without a quit is offered after this one (if this one is restored, it waits for the next start).
   *[other] { $later } more sessions that ended without a quit are offered after this one (if this one is restored, they wait for the next start).
}

# The walk-through's en passant step at move 1 with White to move: no move
# was played yet, so there is no last move to speak of.
teach-en-passant-none-start = Then { $written }: no en passant target. This field names the square a pawn jumped over when it has just moved two squares; no move has been played yet (move 1, White to move), so no pawn can have done that, and we write -.
