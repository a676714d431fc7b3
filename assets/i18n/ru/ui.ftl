# Редактор: панели, сообщения, справка и описания клавиш.

panel-position = Позиция
panel-problems = Замечания
panel-side-to-move = Очередь хода
panel-castling = Рокировка
panel-en-passant = Взятие на проходе
panel-halfmove-clock = Полуходы
panel-fullmove-number = Номер хода
panel-draw-rule = { $moves ->
    [50] ничья по требованию при { $plies }
   *[other] ничья при { $plies } (правило { $moves } ходов)
}

castling-no-king = { $letters }: нет { $color ->
    [white] белого
   *[black] чёрного
  } короля на { $rank }-й горизонтали
castling-no-rook = { $letters }: нет ладьи на { $square }

status-ongoing = Ход: { $side }
status-check = Ход: { $side }, шах
status-checkmate = Мат: { $side } проиграли
status-stalemate = Пат: { $side } не могут сделать ни одного хода

fen-label = FEN
fen-field-problem = Поле FEN, столбец { $column }: { $message }
fen-more-problems = { $count ->
    [one] {" "}(и ещё { $count })
    [few] {" "}(и ещё { $count })
    [many] {" "}(и ещё { $count })
   *[other] {" "}(и ещё { $count })
}
too-small = Увеличьте терминал до { $width }×{ $height } (сейчас { $now-width }×{ $now-height })

notice-welcome = Набирайте буквы FEN на доске · Tab: панели и поле FEN · F1: все клавиши
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
notice-piece-style = Вид фигур изменён
notice-not-a-piece = «{ $letter }» — не буква фигуры ({ $variant })
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
key-piece-style = буквы / значки фигур
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
key-field-arrows = двигать курсор
key-field-home = начало текста
key-field-end = конец текста
key-field-backspace = стереть символ перед курсором
key-field-delete = стереть символ под курсором
key-field-enter = оставить текст, вернуться к доске
key-field-typing = набор FEN; доска меняется, как только он читается

# Share and clipboard: the share menu (F10, Ctrl-T).
share-title = Поделиться позицией
share-lichess-analysis = Ссылка на анализ Lichess
share-lichess-editor = Ссылка на редактор доски Lichess
share-chesscom = Ссылка на анализ Chess.com
share-pychess = Ссылка на анализ pychess.org
share-uci = Команда UCI (position fen …)
share-fen-with-moves = FEN с ходами
share-keys = ↑ ↓ выбор · Enter или 1–{ $count } выбрать строку · Esc закрыть
share-copied = { $how ->
    [system] { $what }: скопировано
    [osc52] { $what }: отправлено терминалу (OSC 52)
    [osc52-tmux] { $what }: отправлено терминалу (OSC 52, через tmux: если ничего не пришло, tmux нужна настройка set -g allow-passthrough on (tmux 3.3+))
   *[memory] { $what }: скопировано (только внутри fen-tui)
}
share-failed = { $what }: не скопировано: { $why } (текст показан в меню)
share-nothing-worked = ни системный буфер обмена, ни терминал его не приняли
key-share = поделиться: ссылки, UCI

# Session: the session file and the prompt that offers back an interrupted session.
session-prompt-title = Восстановить прошлый сеанс?
session-prompt-body = { $minutes ->
    [0] Прошлый сеанс был прерван. Он сохранён меньше минуты назад, вот его позиция:
    [one] Прошлый сеанс был прерван. Он сохранён { $minutes } минуту назад, вот его позиция:
    [few] Прошлый сеанс был прерван. Он сохранён { $minutes } минуты назад, вот его позиция:
    [many] Прошлый сеанс был прерван. Он сохранён { $minutes } минут назад, вот его позиция:
   *[other] Прошлый сеанс был прерван. Он сохранён { $minutes } минуты назад, вот его позиция:
}
session-prompt-draft = Поле FEN: { $draft }
session-prompt-steps = { $count ->
    [0] нет шагов отмены
    [one] { $count } шаг отмены
    [few] { $count } шага отмены
    [many] { $count } шагов отмены
   *[other] { $count } шага отмены
}
help-section-session = Когда предлагается прошлый сеанс
key-session-restore = восстановить: позиция, поле FEN и шаги отмены
key-session-discard = отказаться и начать заново
notice-session-restored = Прошлый сеанс восстановлен (Ctrl-Z отменяет его шаги)
notice-session-discarded = Прошлый сеанс отброшен
notice-nothing-to-resume = Нет сохранённого сеанса для продолжения
session-unreadable = Сохранённый сеанс не читается и пропущен: { $detail }
session-corrupt = Сохранённый сеанс повреждён и пропущен
session-too-large = Файл сохранённого сеанса слишком велик и пропущен
session-newer = Сохранённый сеанс записан более новой версией fen-tui (формат { $detail }) и пропущен
session-not-saved = Сеанс не удалось сохранить: { $detail } (позиция здесь не изменилась)
notice-session-in-use = Уже работает другой fen-tui (процесс { $pid }); этот сеанс не сохраняется

## Обучение: пошаговый разбор, ходы, упражнения, язык

help-section-walk = В пошаговом разборе
help-section-moves = В режиме ходов
help-section-practice-menu = Выбор упражнения
help-section-write-fen = Запись FEN
help-section-build-position = Расстановка позиции
key-walk-through = FEN по шагам
key-switch-language = язык (en ru zh)
key-explain-moves = ходы и их FEN
key-practice = упражнения
key-step-next = следующий шаг
key-step-back = предыдущий шаг
key-step-first = первый шаг
key-step-last = последний шаг
key-teach-leave = назад в редактор
key-moves-enter = сделать набранные ходы
key-moves-arrows = назад / вперёд по сделанным ходам
key-moves-home = начальная позиция
key-moves-end = последний сделанный ход
key-moves-leave = назад в редактор с показанной позицией
key-moves-typing = набирайте ходы: шахматы — SAN (e4, Nf3, O-O) или координаты (e2e4); сянци — координаты (h2e2), WXF (C2=5) или по-китайски (炮二平五)
key-menu-start = начать упражнение
key-write-enter = проверить набранный FEN
key-write-typing = наберите FEN показанной позиции
key-build-enter = сверить доску с FEN
hint-next = дальше
hint-back = назад
hint-leave = выйти
hint-play = сходить
hint-moves = ходы
hint-start = начать
hint-check = проверить
notice-language = { $lang ->
    [ru] Язык: русский
    [zh] 语言：中文
   *[en] Language: English
}
notice-moves-kept = { $count ->
    [one] На доске позиция после { $count } хода
    [few] На доске позиция после { $count } ходов
    [many] На доске позиция после { $count } ходов
   *[other] На доске позиция после { $count } хода
}
notice-build-started = Доска очищена: расставьте позицию (Ctrl-Z вернёт прежнюю)
moves-input-label = Ходы
moves-prompt = Наберите ход (e4, Nf3, O-O или e2e4) и нажмите Enter: FEN изменится, а здесь будет объяснено каждое изменение. Можно набрать сразу несколько ходов.
moves-start = Начало

notice-welcome-field = Поле FEN: набор или вставка FEN, доска следует · Enter: оставить · Esc: доска

notice-welcome-panel = Панель: стрелки меняют значение · Space Enter: смена · Tab: дальше · Esc: доска

session-offer-title-of = Восстановить сеанс? ({ $number } из { $count })

session-offer-later = { $later ->
    [0] Это последний из прерванных сеансов (всего { $count }).
    [one] После него будет предложен ещё { $later } прерванный сеанс (если восстановить этот, он подождёт следующего запуска).
    [few] После него будут предложены ещё { $later } прерванных сеанса (если восстановить этот, они подождут следующего запуска).
    [many] После него будут предложены ещё { $later } прерванных сеансов (если восстановить этот, они подождут следующего запуска).
   *[other] После него будут предложены ещё { $later } прерванных сеанса (если восстановить этот, они подождут следующего запуска).
}

key-text-to-start = курсор в начало текста

key-text-to-end = курсор в конец текста

key-text-words = курсор на слово влево / вправо

key-text-delete-to-start = удалить от начала до курсора

key-text-delete-to-end = удалить от курсора до конца

key-text-delete-word = удалить слово перед курсором
