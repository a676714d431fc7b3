# Партии PGN, записанные заново целиком (`fen-tui pgn --format pgn`, `pgn --write --encoding`).

pgn-variation-move = партия { $game }: ход { $number } { $move } варианта { $why ->
        [illegal] здесь невозможен
        [ambiguous] подходит больше чем к одному ходу
       *[unreadable] записан не так, как пишет PGN
    } (полуход { $ply } от начала); остаток варианта пропущен
pgn-not-encodable = партия { $game }: для «{ $character }» нет кода в { $encoding }; партия не записана (запишите её с --encoding utf-8)
pgn-write-not-encodable = для «{ $character }» нет кода в { $encoding }; ничего не записано (запишите с --encoding utf-8)
