# Практика, «напишите FEN»: клавиши ответа и рядом с доской каждое поле
# ответа, которого доска не показывает (ответ проверяется целиком).

key-write-back = назад к списку позиций
hint-back-to-list = к списку
practice-write-shown = Доска показывает фигуры; остальное в FEN дано здесь, и проверяется всё:
practice-fact-side = Ход: { $side }.
practice-fact-castling = Право на рокировку ({ $side }): { $wings ->
    [both] в обе стороны
    [king] только короткая
    [queen] только длинная
   *[none] потеряно
}.
practice-fact-en-passant = Пешка только что продвинулась на два поля, перепрыгнув через { $square }.
practice-fact-en-passant-none = Последним ходом ни одна пешка не ходила на два поля.
practice-fact-xiangqi-unused = В сянци нет ни рокировки, ни взятия на проходе: оба поля пишутся «-».
practice-fact-halfmove = { $count ->
    [one] { $count } полуход
    [few] { $count } полухода
    [many] { $count } полуходов
   *[other] { $count } полухода
} после последнего { $variant ->
    [xiangqi] взятия
   *[other] взятия или хода пешкой
}.
practice-fact-fullmove = Номер хода: { $number }.
practice-fact-moves = Позиция возникла после: { $moves }

practice-field-differs = { $field } — не как в FEN.

practice-field-side = Очередь хода

practice-field-castling = Рокировка

practice-field-en-passant = Поле взятия на проходе

practice-field-halfmove = Счётчик полуходов

practice-field-fullmove = Номер хода
