# Партии PGN: чтение (`fen-tui pgn`) и запись (`fen-tui pgn --write`).

pgn-illegal-move = партия { $game }: ход { $number } { $move } здесь невозможен (полуход { $ply } главной линии); партия остановлена перед ним
pgn-ambiguous-move = партия { $game }: записи хода { $number } { $move } подходит больше одного хода (полуход { $ply } главной линии); уточните фигуру, например вертикалью; партия остановлена перед ним
pgn-unreadable-move = партия { $game }: ход { $number } «{ $move }» записан не так, как пишет PGN (SAN: Nf3, exd5, O-O, e8=Q; «--» для пустого хода); партия остановлена перед ним
pgn-bad-fen-tag = партия { $game }: тег FEN не читается: { $fen }
pgn-start-not-playable = партия { $game }: с позиции из тега FEN нельзя начать партию: { $fen }
pgn-unterminated-tag = партия { $game }: этот тег не закрыт кавычкой и ] в своей строке; он пропущен
pgn-malformed-tag = партия { $game }: строка начинается с [, но это не тег ([Name "value"]); она пропущена
pgn-unterminated-comment = партия { $game }: этот комментарий не закрыт {"}"}
pgn-unclosed-variation = партия { $game }: этот вариант не закрыт )
pgn-stray-parenthesis = партия { $game }: эта ) не закрывает никакого варианта
pgn-line-too-long = партия { $game }: строка длиннее 16 МиБ и пропущена
pgn-not-text = это не текст (в нём есть байт NUL); дальше PGN не читается
pgn-no-game = в этом тексте нет партии PGN (ни тега, ни хода, ни результата); позиция из него не строится
pgn-no-games = { $file }: в нём нет ни одной партии PGN
pgn-not-chess = ходы шахматной партии записываются в SAN; ICCS, WXF и китайская запись — для партий сянци
pgn-summary = { $games ->
        [one] прочитана { $games } партия
        [few] прочитаны { $games } партии
        [many] прочитано { $games } партий
       *[other] прочитаны { $games } партии
    }, с ошибками: { $failed }
