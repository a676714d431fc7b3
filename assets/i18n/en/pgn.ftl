# PGN games: reading them (`fen-tui pgn`) and writing one (`fen-tui pgn --write`).

pgn-illegal-move = game { $game }: move { $number } { $move } cannot be played here (move { $ply } of the main line); the game stops before it
pgn-ambiguous-move = game { $game }: move { $number } { $move } fits more than one move (move { $ply } of the main line); say which piece, e.g. with its file; the game stops before it
pgn-unreadable-move = game { $game }: move { $number } “{ $move }” is not a move as PGN writes one (SAN: Nf3, exd5, O-O, e8=Q; -- for a null move); the game stops before it
pgn-bad-fen-tag = game { $game }: its FEN tag does not read: { $fen }
pgn-start-not-playable = game { $game }: its FEN tag is not a position a game can start from: { $fen }
pgn-unterminated-tag = game { $game }: this tag is not closed with a quote and ] on its line; it is left out
pgn-malformed-tag = game { $game }: this line starts with [ but is not a tag ([Name "value"]); it is left out
pgn-unterminated-comment = game { $game }: this comment is not closed with {"}"}
pgn-unclosed-variation = game { $game }: this variation is not closed with )
pgn-stray-parenthesis = game { $game }: this ) closes no variation
pgn-line-too-long = game { $game }: this line is longer than 16 MiB and is left out
pgn-not-text = this is not text (it holds a NUL byte); PGN is read no further
pgn-no-game = this text holds no PGN game (no tag, move or result); no position is made of it
pgn-no-games = { $file }: no PGN game in it
pgn-not-chess = a chess game's moves are written in SAN; ICCS, WXF and Chinese notation are for xiangqi games
pgn-summary = { $games ->
        [one] { $games } game
       *[other] { $games } games
    } read, { $failed } with errors
