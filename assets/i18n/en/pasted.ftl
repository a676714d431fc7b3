# What a paste or a link said when it was not a position: a game link the
# editor cannot fetch, and a pasted PGN game that stopped at a move.

link-names-game = { $kind ->
        [study] this link names a study on { $site }
        [page] this link is a page of { $site } with no position in it
       *[game] this link names a game on { $site }
    }: the editor works offline and cannot fetch it. Open the link, copy the game's PGN or the position's FEN there, and paste that
notice-game-stopped = PGN read up to the move before: { $problem }
notice-game-unreadable = The PGN was not loaded, the board is unchanged: { $problem }
