# The share menu's lines that do not apply to the position on the board:
# shown dimmed, in their place and with their digit, with why.

share-why-chess-only = for chess positions
share-why-xiangqi-only = for xiangqi positions
share-why-no-moves = after moves were played (FEN moves …, Ctrl-E)
share-why-not-legal = for a legal position (see Problems)
share-not-offered = { $what }: only { $why }
