# An input whose line has no end (an endless stream with no newline, /dev/zero): `pgn` and `check` stop reading it.

pgn-line-endless = game { $game }: this line has no end within { $limit } MiB, so this is not PGN text (an endless stream?); PGN is read no further
cli-endless-line = { $file }, line { $line }: no end of line within { $limit } MiB, so this is not a list of positions (an endless stream?); { $file } is read no further
