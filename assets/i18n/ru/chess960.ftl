# Chess960 и преобразования доски: примечания преобразований, слова редактора о Chess960.

transform-castling-dropped = { $count ->
    [one] снято { $count } право на рокировку: его король или ладья уже не там, где требуют правила
    [few] снято { $count } права на рокировку: их короли или ладьи уже не там, где требуют правила
    [many] снято { $count } прав на рокировку: их короли или ладьи уже не там, где требуют правила
   *[other] снято { $count } права на рокировку: их короли или ладьи уже не там, где требуют правила
}
transform-en-passant-dropped = поле взятия на проходе снято: ни одна пешка не могла только что его перепрыгнуть

castling-legend = [K] в FEN · K выключено · (K) отмечено · !K! в FEN, но невозможно · Space переключает
panel-chess960 = Chess960, рокировка записывается { $notation ->
    [shredder] как Shredder-FEN (Alt-N)
   *[xfen] как X-FEN (Alt-N)
  }
panel-chess960-start = начальная позиция № { $number }
notice-chess960-on = Режим Chess960 включён: рокировка с любой ладьёй, если король между ладьями
notice-chess960-off = Режим Chess960 выключен: рокировка по обычным правилам
notice-castling-notation = Рокировка Chess960 записывается { $notation ->
    [shredder] как Shredder-FEN (буквы вертикалей, HAha)
   *[xfen] как X-FEN (KQkq, буква вертикали для внутренней ладьи)
  }
notice-chess960-start = Начальная позиция Chess960 № { $number } (для другой наберите «960 N» в поле FEN)
notice-chess960-chess-only = Chess960 — разновидность шахмат; в сянци нет рокировки
notice-swapped-colors = Цвета фигур поменялись: та же позиция за другую сторону
notice-mirrored = Вертикали отражены
notice-rotated = Доска повёрнута на 180°
notice-cleared-white = Фигуры белых (красных) сняты
notice-cleared-black = Фигуры чёрных сняты
key-chess960 = включить или выключить режим Chess960
key-chess960-random = случайная начальная позиция Chess960 (для номера N наберите «960 N» в поле FEN)
key-castling-notation = рокировка Chess960 как X-FEN или Shredder-FEN
key-swap-colors = поменять цвета (та же позиция за другую сторону)
key-mirror = отразить вертикали
key-rotate = повернуть доску на 180°
key-clear-white = снять фигуры белых (красных)
key-clear-black = снять фигуры чёрных
chess960-start-number = Начальные позиции Chess960 нумеруются от 0 до 959, а не { $number }
castling-no-king-home = { $letters }: нет { $color ->
    [white] белого
   *[black] чёрного
  } короля на { $square }
