# fen-tui perft: a depth it refuses.
perft-too-deep = depth { $depth } is too deep: perft counts at most { $max } { $max ->
        [one] ply
       *[other] plies
    } ahead. Each ply multiplies the count by the number of legal moves, so a deeper count would not finish (past { $max } even 4 moves a ply overflow a 64-bit count)
perft-bad-depth = the last argument of perft is the depth, a whole number of plies: “{ $depth }” is not one (perft INPUT... DEPTH)
