# Where a text the board took came from, beside its repairs in the Problems
# panel once the FEN field shows the canonical FEN (a paste says "Pasted text").
file-line-problem = Line { $line } of the file, column { $column }: { $message }
command-line-problem = Command line, column { $column }: { $message }
# A game opened from a PGN's list that stops at a move that cannot be played.
pgn-game-stops = { $file }, line { $line }: { $message }
