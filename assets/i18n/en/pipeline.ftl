# fen-tui pgn: a written result the final position contradicts.
pgn-result-contradicts = game { $game }: the result { $result } contradicts the moves: the final position ends the game { $forced }

# check --strict: what follows the FEN.
strict-moves = --strict takes a FEN alone: moves after it are not the standard (check without --strict to play them)
strict-epd-operations = --strict takes a FEN alone: this is EPD, whose operations follow four FEN fields (check without --strict to read it)
