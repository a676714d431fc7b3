# Читаемость: вставка, панели, слова (задача 11).
problems-more = { $count ->
    [one] и ещё { $count } (Alt-↓)
    [few] и ещё { $count } (Alt-↓)
    [many] и ещё { $count } (Alt-↓)
   *[other] и ещё { $count } (Alt-↓)
}
pasted-problem = Вставленный текст, столбец { $column }: { $message }
practice-field-differs = { $field } — не как в FEN.
practice-field-side = Очередь хода
practice-field-castling = Рокировка
practice-field-en-passant = Поле взятия на проходе
practice-field-halfmove = Счётчик полуходов
practice-field-fullmove = Номер хода
key-text-to-start = курсор в начало текста
key-text-to-end = курсор в конец текста
key-text-words = курсор на слово влево / вправо
key-text-delete-to-start = удалить от начала до курсора
key-text-delete-to-end = удалить от курсора до конца
key-text-delete-word = удалить слово перед курсором
typed-space = {" "}(здесь вы набрали пробел)
typed-tab = {" "}(здесь вы набрали табуляцию)
typed-nbsp = {" "}(здесь вы набрали неразрывный пробел, { $code })
typed-wide-space = {" "}(здесь вы набрали широкий пробел, { $code })
typed-invisible = {" "}(здесь вы набрали невидимый символ, { $code })
# В сянци пункты, а не поля.
xiangqi-digit-zero = 0 на горизонтали { $rank }: пустые пункты считаются с 1
xiangqi-notice-cleared = { $count ->
    [one] очищен { $count } пункт с { $square }
    [few] очищено { $count } пункта с { $square }
    [many] очищено { $count } пунктов с { $square }
   *[other] очищено { $count } пункта с { $square }
}
xiangqi-practice-board-differs = { $count ->
    [one] { $count } пункт отличается от FEN; он подсвечен.
    [few] { $count } пункта отличаются от FEN; они подсвечены.
    [many] { $count } пунктов отличаются от FEN; они подсвечены.
   *[other] { $count } пункта отличаются от FEN; они подсвечены.
}
