# The one reader's own messages: commands around a FEN and move lists.

empty-move-list = “moves” with no moves after it
no-fen-found = no FEN found in the text
startpos-extra = after startpos only “moves” and the moves may follow, not “{ $text }”
