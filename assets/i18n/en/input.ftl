# The one reader's own messages: commands around a FEN and move lists.

empty-move-list = “moves” with no moves after it
no-fen-found = no FEN found in the text
startpos-extra = after startpos only “moves” and the moves may follow, not “{ $text }”

typed-space = {" "}(you typed a space here)

typed-tab = {" "}(you typed a tab here)

typed-nbsp = {" "}(you typed a non-breaking space here, { $code })

typed-wide-space = {" "}(you typed a wide space here, { $code })

typed-invisible = {" "}(you typed an invisible character here, { $code })
