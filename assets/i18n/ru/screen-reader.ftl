# Режим для программ экранного доступа (fen-tui --screen-reader): простые строки для речи и брайля.
# $color: white, black или red; $piece: ключ фигуры (king … pawn, general … soldier).

reader-piece = { $color ->
    [white] { $piece ->
        [queen] Белый ферзь
        [rook] Белая ладья
        [bishop] Белый слон
        [knight] Белый конь
        [pawn] Белая пешка
       *[king] Белый король
    }
    [red] { $piece ->
        [advisor] Красный советник
        [elephant] Красный слон
        [horse] Красный конь
        [chariot] Красная колесница
        [cannon] Красная пушка
        [soldier] Красный солдат
       *[general] Красный генерал
    }
   *[black] { $piece ->
        [queen] Чёрный ферзь
        [rook] Чёрная ладья
        [bishop] Чёрный слон
        [knight] Чёрный конь
        [pawn] Чёрная пешка
        [general] Чёрный генерал
        [advisor] Чёрный советник
        [elephant] Чёрный слон
        [horse] Чёрный конь
        [chariot] Чёрная колесница
        [cannon] Чёрная пушка
        [soldier] Чёрный солдат
       *[king] Чёрный король
    }
}
reader-on = { $piece } на { $square }
reader-empty = { $square } пусто
reader-run-empty = с { $from } по { $to } пусто
reader-replacing = { $piece } на { $square }, до этого там: { $old }
reader-welcome = fen-tui, режим экранного доступа, { $game ->
    [xiangqi] сянци
   *[chess] шахматы
}. Введите h, чтобы услышать команды, q — чтобы выйти.
reader-prompt = Команда:
reader-board-cleared = Доска очищена.
reader-side = { $side ->
    [white] Ход белых.
    [red] Ход красных.
   *[black] Ход чёрных.
}
reader-castling = Рокировка: белые — { $white }, чёрные — { $black }.
reader-castling-rights = { $rights ->
    [both] в обе стороны
    [king] короткая
    [queen] длинная
   *[none] нет
}
reader-castling-xiangqi = В сянци нет рокировки.
reader-ep = Взятие на проходе: { $square }.
reader-ep-none = Взятие на проходе: нет.
reader-ep-xiangqi = В сянци нет взятия на проходе.
reader-clocks = Счётчик полуходов { $half }, номер хода { $full }.
reader-side-pieces = { $side ->
    [white] Белые
    [red] Красные
   *[black] Чёрные
}: { $list }.
reader-no-pieces = нет фигур
reader-rank = Горизонталь { $rank }: { $list }.
reader-file = Вертикаль { $file }: { $list }.
reader-no-problems = Ошибок нет: позиция допустима.
reader-problems = { $count ->
    [one] { $count } ошибка:
    [few] { $count } ошибки:
    [many] { $count } ошибок:
   *[other] { $count } ошибки:
}
reader-status-check = { $side ->
    [white] Белым шах.
    [red] Красным шах.
   *[black] Чёрным шах.
}
reader-status-mate = Мат.
reader-status-stalemate = Пат.
reader-read = Позиция прочитана: { $count ->
    [one] { $count } фигура
    [few] { $count } фигуры
    [many] { $count } фигур
   *[other] { $count } фигуры
}, { $side ->
    [white] ход белых
    [red] ход красных
   *[black] ход чёрных
}.
reader-new = Начальная позиция: { $game ->
    [xiangqi] сянци
   *[chess] шахматы
}.
reader-copied = FEN скопирован.
reader-copy-failed = FEN не скопирован: { $reason }
reader-paste-failed = Ничего не вставлено: { $reason }
reader-undone = Отменено.
reader-redone = Возвращено.
reader-nothing-to-undo = Отменять нечего.
reader-nothing-to-redo = Возвращать нечего.
reader-played = Сделан ход { $move }.
reader-letters-on = Только буквы: фигура пишется буквой цвета и буквой фигуры, например wN.
reader-letters-off = Фигуры называются словами.
reader-analysing = Анализ: { $engine }…
reader-analysis = Оценка { $score } на глубине { $depth }; лучший вариант: { $line }.
reader-analysis-none = Движок не дал варианта.
reader-error = Столбец { $column }: { $message }
reader-unknown-command = «{ $word }» — не команда. Введите h, чтобы услышать список.
reader-not-square = «{ $word }» — не { $game ->
    [xiangqi] пункт доски (от a0 до i9)
   *[chess] поле доски (от a1 до h8)
}.
reader-not-piece = «{ $word }» — не фигура с полем: напишите букву цвета, букву фигуры и поле, например { $example }.
reader-needs-square = После «{ $word }» назовите поле, например { $example }.
reader-bad-side = «{ $word }» — не сторона: напишите w или b.
reader-bad-castling = «{ $word }» — не права на рокировку: напишите буквы из KQkq или «-», если их нет.
reader-bad-number = «{ $word }» — не число от 0 до { $most }.
reader-needs-numbers = Напишите два числа: счётчик полуходов и номер хода, например clocks 0 1.
reader-too-much = «{ $word }» — лишнее слово для { $command }.
reader-line-too-long = Строка длиннее { $limit } байт; она не прочитана.
reader-not-a-position = Это не позиция: { $message }
reader-help-title = Команды (поле пишется как e4; фигура — буква цвета w или b и буква фигуры, например wNf3; заглавная буква без цвета — белые, строчная — чёрные):
reader-help-put = Nf3, wNf3, put wKg1 bKe8: поставить фигуры на поля.
reader-help-x = x f3, x f3 g4: очистить поля. clear: очистить доску.
reader-help-setup = setup wKg1,Pa2,b2 bKe8: новая доска по списку фигур; поле без буквы повторяет фигуру перед ним.
reader-help-side = side w, side b: чей ход; side без слова меняет его.
reader-help-castling = castling KQkq, castling -: права на рокировку; без слова — прочитать их.
reader-help-ep = ep e3, ep -: поле взятия на проходе.
reader-help-clocks = clocks 0 1: счётчик полуходов и номер хода; без чисел — прочитать их.
reader-help-p = p: фигуры каждой стороны.
reader-help-s = s 4: горизонталь; s e: вертикаль; e4?: одно поле.
reader-help-f = f: FEN. i: чей ход, рокировка, взятие на проходе и счётчики.
reader-help-problems = pr: ошибки позиции или что она допустима.
reader-help-v = v: оценка движка и лучший вариант.
reader-help-move = m e4, m g1f3: сделать допустимый ход.
reader-help-copy = copy, paste: FEN в буфер обмена и из него.
reader-help-fen = FEN, FEN moves … или ссылка, введённые отдельно: эта позиция.
reader-help-new = new, new xiangqi: начальная позиция.
reader-help-undo = u: отменить. redo: вернуть.
reader-help-letters = letters on, letters off: фигуры буквами (для брайля) или словами.
reader-help-quit = q или конец ввода: выйти и напечатать FEN. q!: выйти, не печатая.
