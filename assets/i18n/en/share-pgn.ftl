# The share menu's PGN line: chess games, and xiangqi games as xqbase writes them (issue 37).

share-pgn-game = PGN game (for a chess or xiangqi database)
