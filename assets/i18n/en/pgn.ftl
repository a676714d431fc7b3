# PGN games: reading them (`fen-tui pgn`) and writing one (`fen-tui pgn --write`).

pgn-illegal-move = game { $game }: { $move } cannot be played here (move { $ply } of the main line); the game stops before it
pgn-ambiguous-move = game { $game }: { $move } fits more than one move (move { $ply } of the main line); say which piece, e.g. with its file
pgn-bad-fen-tag = game { $game }: its FEN tag does not read: { $fen }
pgn-start-not-playable = game { $game }: its FEN tag is not a position a game can start from: { $fen }
pgn-unterminated-tag = game { $game }: a tag is not closed with a quote and ]
pgn-unterminated-comment = game { $game }: a comment is not closed with {"}"}
pgn-unreadable = game { $game }: the text cannot be read as PGN here
pgn-not-chess = PGN moves are written for chess; a xiangqi game cannot be written as PGN
pgn-summary = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } read, { $failed } with errors
