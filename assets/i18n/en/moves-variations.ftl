# The moves view on a game opened from a file: its variations and comments.
moves-variations-here = Played here instead (↓ next, ↑ back): { $moves }
moves-variations-next = Next move, with variations (↓ into them): { $moves }
key-moves-variation-next = into a variation of the move shown (or of the next move); again: the next variation, after the last back to the line left
key-moves-variation-back = back to the line the variation left, where you left it (Esc too)
