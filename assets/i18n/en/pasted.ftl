# What a paste or a link said when it was not a position: a game link the
# editor cannot fetch, and a pasted PGN game that stopped at a move.

link-names-game = { $kind ->
        [study] this link names a study on { $site }
        [page] this link is a page of { $site } with no position in it
       *[game] this link names a game on { $site }
    }: the editor works offline and cannot fetch it. Open the link, copy the game's PGN or the position's FEN there, and paste that
notice-game-stopped = PGN game pasted up to its first problem (see Problems)
notice-game-unreadable = PGN not loaded, the board is unchanged: { $problem }
pasted-pgn-problem = Pasted PGN, line { $line }, column { $column }: { $message }

# Space on the board: pick up a piece, carry it with the arrows, put it down.
key-board-carry = pick up the piece here; Space again puts it down on the cursor's square (Esc: leave it)
notice-carrying = Carrying the { $side } { $piece } from { $square }: arrows move it, Space puts it down, Esc leaves it
notice-nothing-to-carry = { $square } is empty: Space picks up a piece
notice-put-back = The { $side } { $piece } stays on { $square }

pasted-problem = Pasted text, column { $column }: { $message }
