# Small faults of the editor put right: the welcome line once the user is in
# a field, and other words of the editor's views.

# The welcome line while the FEN field or a panel has the focus.
notice-welcome-field = FEN field: type or paste a FEN, the board follows · Enter: keep it · Esc: back to the board
notice-welcome-panel = Panel: arrows change the value · Space Enter: toggle · Tab: next · Esc: back to the board

# The library's preview, when the highlighted entry's row has no room for its
# id (the name `fen-tui library NAME` takes); the row shows "…" instead.
library-browser-id = fen-tui library { $id }
