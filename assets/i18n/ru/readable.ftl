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
key-text-to-start = курсор в начало текста
key-text-to-end = курсор в конец текста
key-text-words = курсор на слово влево / вправо
key-text-delete-to-start = удалить от начала до курсора
key-text-delete-to-end = удалить от курсора до конца
key-text-delete-word = удалить слово перед курсором
