# PGN games written again whole (`fen-tui pgn --format pgn`, `pgn --write --encoding`).

pgn-variation-move = game { $game }: move { $number } { $move } of a variation { $why ->
        [illegal] cannot be played there
        [ambiguous] fits more than one move
       *[unreadable] is not a move as PGN writes one
    } (move { $ply } from the start); the rest of that variation is left out
pgn-not-encodable = game { $game }: “{ $character }” has no code in { $encoding }; the game is not written (write it with --encoding utf-8)
pgn-write-not-encodable = “{ $character }” has no code in { $encoding }; nothing is written (write it with --encoding utf-8)
