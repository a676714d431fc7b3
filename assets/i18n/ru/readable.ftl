# Читаемость: вставка, панели, слова (задача 11).
problems-more = { $count ->
    [one] и ещё { $count }
    [few] и ещё { $count }
    [many] и ещё { $count }
   *[other] и ещё { $count }
}
pasted-problem = Вставленный текст, позиция { $column }: { $message }
practice-field-differs = { $field } — не как в FEN.
practice-field-side = Очередь хода
practice-field-castling = Рокировка
practice-field-en-passant = Поле взятия на проходе
practice-field-halfmove = Счётчик полуходов
practice-field-fullmove = Номер хода
