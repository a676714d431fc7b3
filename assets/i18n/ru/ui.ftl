# Редактор: панели, сообщения, справка и описания клавиш.

panel-position = Позиция
panel-problems = Проблемы
panel-side-to-move = Очередь хода
panel-castling = Рокировка
panel-en-passant = Взятие на проходе
panel-halfmove-clock = Полуходы
panel-fullmove-number = Номер хода
panel-draw-rule = ничья при { $plies } (правило { $moves } ходов)

castling-no-king = { $letters }: нет { $color ->
    [white] белого
   *[black] чёрного
  } короля на { $rank }-й горизонтали
castling-no-rook = { $letters }: нет ладьи на { $square }

status-ongoing = Ход: { $side }
status-check = Ход: { $side }, шах
status-checkmate = Мат: { $side } проиграли
status-stalemate = Пат: у стороны «{ $side }» нет ходов

fen-label = FEN
fen-more-problems = { $count ->
    [one] {" "}(и ещё { $count })
    [few] {" "}(и ещё { $count })
    [many] {" "}(и ещё { $count })
   *[other] {" "}(и ещё { $count })
}
too-small = Увеличьте терминал до { $width }×{ $height } (сейчас { $now-width }×{ $now-height })

notice-welcome = Печатайте буквы FEN на доске · Tab: панели и поле FEN · F1: все клавиши
notice-clipboard-empty = В буфере обмена нет текста
notice-pasted = { $count ->
    [0] Вставлено
    [one] Вставлено: { $count } предупреждение
    [few] Вставлено: { $count } предупреждения
    [many] Вставлено: { $count } предупреждений
   *[other] Вставлено: { $count } предупреждения
}
notice-paste-unreadable = { $count ->
    [one] Это не позиция: { $count } ошибка (текст в поле FEN)
    [few] Это не позиция: { $count } ошибки (текст в поле FEN)
    [many] Это не позиция: { $count } ошибок (текст в поле FEN)
   *[other] Это не позиция: { $count } ошибки (текст в поле FEN)
}
notice-placed = { $letter }: { $piece } ({ $side }) на { $square }
notice-cleared = { $count ->
    [one] очищено { $count } поле с { $square }
    [few] очищено { $count } поля с { $square }
    [many] очищено { $count } полей с { $square }
   *[other] очищено { $count } поля с { $square }
}
notice-undone = Отменено
notice-nothing-to-undo = Нечего отменять
notice-redone = Возвращено
notice-nothing-to-redo = Нечего возвращать
notice-flipped = Доска перевёрнута
notice-start-position = Начальная позиция
notice-empty-board = Пустая доска
notice-variant = Теперь редактируется: { $variant }
notice-side-to-move = Ход: { $side }
notice-theme = Вид фигур изменён
notice-not-a-piece = «{ $letter }» — не буква фигуры в игре { $variant }
notice-field-reads = { $count ->
    [0] FEN прочитан
    [one] FEN прочитан, { $count } предупреждение
    [few] FEN прочитан, { $count } предупреждения
    [many] FEN прочитан, { $count } предупреждений
   *[other] FEN прочитан, { $count } предупреждения
}
notice-field-unreadable = { $count ->
    [one] В FEN { $count } ошибка; на доске последняя верная позиция
    [few] В FEN { $count } ошибки; на доске последняя верная позиция
    [many] В FEN { $count } ошибок; на доске последняя верная позиция
   *[other] В FEN { $count } ошибки; на доске последняя верная позиция
}

hint-quit = выход
hint-help = справка
hint-copy = копировать
hint-paste = вставить
hint-focus = дальше

help-title = Клавиши (Esc закрывает)
help-section-global = Везде
help-section-board = На доске
help-section-panels = В панелях
help-section-fen-field = В поле FEN
help-section-help = В справке

key-close-help = закрыть справку
key-quit = выйти и напечатать FEN
key-help = все клавиши
key-copy = копировать FEN
key-paste = вставить FEN или ссылку
key-undo = отменить
key-redo = вернуть
key-focus-next = следующая панель
key-focus-previous = предыдущая панель
key-flip = перевернуть доску
key-start-position = начальная позиция
key-empty-board = пустая доска
key-switch-variant = шахматы / сянци
key-toggle-side = сменить очередь хода
key-piece-theme = буквы / значки фигур
key-escape = назад к доске
key-board-arrows = двигать курсор
key-board-home = первое поле горизонтали
key-board-end = последнее поле горизонтали
key-board-page-up = верхняя горизонталь
key-board-page-down = нижняя горизонталь
key-board-backspace = шаг назад и очистить
key-board-delete = очистить поле
key-board-letters = поставить фигуру и идти в порядке FEN; цифры очищают поля; / — следующая горизонталь
key-panel-arrows = изменить значение
key-panel-activate = переключить / следующий вариант
key-panel-backspace = стереть цифру
key-panel-digits = ввести число
key-field-arrows = двигать каретку
key-field-home = начало текста
key-field-end = конец текста
key-field-backspace = стереть перед кареткой
key-field-delete = стереть под кареткой
key-field-enter = оставить текст, вернуться к доске
key-field-typing = печатать; доска следует, когда FEN читается
