# Xiangqi moves in WXF and Chinese notation.
notation-iccs = ICCS
notation-uci = UCI
notation-wxf = WXF
notation-chinese = Chinese
notation-san = SAN
cli-moves-other-game = --notation { $notation } is not a notation of this game: chess moves are written in san or uci, xiangqi moves in iccs, uci, wxf or chinese.
key-moves-notation = show xiangqi moves in the next notation: ICCS (h2e2), WXF (C2=5), Chinese (炮二平五)
moves-prompt-xiangqi = Type a move (C2=5, 炮二平五 or h2e2) and press Enter: the FEN changes, and each change is explained here. Several moves can be typed at once; Ctrl-N changes how they are shown.
xiangqi-ranks-read = these coordinates read both ways: as { $ranks ->
        [uci] UCI's ranks 1-10 (Fairy-Stockfish: h3e3 is h2e2 in ICCS), as --notation uci asked
       *[iccs] ICCS's ranks 0-9 (h2e2); for Fairy-Stockfish's ranks 1-10 (h3e3) give --notation uci
    }.
xiangqi-ranks-other = these coordinates read as { $ranks ->
        [uci] Fairy-Stockfish's ranks 1-10 (h3e3 for ICCS's h2e2); to read them so, give --notation uci
       *[iccs] ICCS's ranks 0-9 (h2e2)
    }.
