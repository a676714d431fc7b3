# Партии PGN: чтение (`fen-tui pgn`) и запись (`fen-tui pgn --write`).

pgn-illegal-move = партия { $game }: ход { $move } здесь невозможен (ход { $ply } главной линии); партия остановлена перед ним
pgn-ambiguous-move = партия { $game }: ходу { $move } подходит больше одного хода (ход { $ply } главной линии); уточните фигуру, например вертикалью
pgn-bad-fen-tag = партия { $game }: тег FEN не читается: { $fen }
pgn-start-not-playable = партия { $game }: с позиции из тега FEN нельзя начать партию: { $fen }
pgn-unterminated-tag = партия { $game }: тег не закрыт кавычкой и ]
pgn-unterminated-comment = партия { $game }: комментарий не закрыт {"}"}
pgn-unreadable = партия { $game }: здесь текст не читается как PGN
pgn-not-chess = ходы PGN записываются для шахмат; партию сянци нельзя записать в PGN
pgn-summary = { $games ->
        [one] прочитана { $games } партия
        [few] прочитаны { $games } партии
       *[many] прочитано { $games } партий
    }, с ошибками: { $failed }
