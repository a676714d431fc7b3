# Тренировка, которая помнит (файл уроков учителя, счёт ученика),
# и вступление к пошаговому разбору: какие поля есть в записи FEN.

## Первая страница разбора

teach-walk-intro = { $variant ->
    [xiangqi] FEN в сянци состоит из тех же 6 полей, что и в шахматах; поля разделяются пробелами. Третье и четвёртое поля пришли из шахмат (рокировка и взятие на проходе): в сянци нет ни того, ни другого, поэтому в обоих всегда «-». Пишем поля по порядку и начинаем с расстановки: сначала 9-я горизонталь (здесь стоят фигуры чёрных), слева направо.
   *[other] Запись FEN состоит из 6 полей, разделённых пробелами. Пишем их по порядку и начинаем с расстановки: сначала 8-я горизонталь (здесь стоят фигуры чёрных), слева направо.
}
teach-walk-placement = { $variant ->
    [xiangqi] по горизонталям, с 9-й до 0-й
   *[other] по горизонталям, с 8-й до 1-й
}
teach-walk-field = { $number }. { $field ->
    [placement] Расстановка фигур
    [side] Очередь хода
    [castling] Права на рокировку
    [en-passant] Поле взятия на проходе
    [unused] В сянци не используется
    [halfmove] Счётчик полуходов
   *[fullmove] Номер хода
}: { $value }

## Тренировка: уроки учителя, счёт ученика

practice-exercise = Упражнение { $number }
practice-set-title = Уроки из файла { $file }; ученик: { $learner }
practice-progress = { $total ->
    [one] { $total } упражнение
    [few] { $total } упражнения
    [many] { $total } упражнений
   *[other] { $total } упражнения
}: решено { $solved }, { $mistakes ->
    [one] { $mistakes } ошибка
    [few] { $mistakes } ошибки
    [many] { $mistakes } ошибок
   *[other] { $mistakes } ошибки
}.
practice-progress-at = Упражнение { $index } из { $total }: решено { $solved }, { $mistakes ->
    [one] { $mistakes } ошибка
    [few] { $mistakes } ошибки
    [many] { $mistakes } ошибок
   *[other] { $mistakes } ошибки
}.
practice-not-kept = Ответы не сохраняются: { $reason }
practice-enter-next = Enter — следующее упражнение.
practice-enter-summary = Enter — итоги.
practice-summary-title = Итоги
practice-summary-score = Решено { $solved } из { $total }; с первой попытки — { $first }.
practice-summary-no-mistakes = Ни одной ошибки!
practice-summary-mistakes = Ошибки были в упражнениях:
practice-summary-mistake = { $title } ({ $count ->
    [one] { $count } ошибка
    [few] { $count } ошибки
    [many] { $count } ошибок
   *[other] { $count } ошибки
})
practice-summary-unsolved = Ещё не решены:
practice-summary-back = Enter или Esc — назад к списку.

## Файл уроков учителя не читается (`--practice ФАЙЛ`)

lesson-file-error = { $file }:{ $line }:{ $column }: { $message }
lesson-file-empty = в файле нет ни одной позиции (по одной записи FEN в строке, над ней «# подпись»)
lesson-file-too-many = в одном файле больше { $limit } упражнений
lesson-file-not-a-position = эта строка — не позиция

## Файл уроков учителя, открытый из списка упражнений (Ctrl-O)
key-menu-lesson-file = открыть файл уроков учителя (.fen, .epd, .pgn)
practice-lessons-not-read = Файл уроков { $file } не прочитан: { $reason }
practice-lessons-opened = { $count ->
    [one] Уроки из { $file }: { $count } упражнение.
    [few] Уроки из { $file }: { $count } упражнения.
    [many] Уроки из { $file }: { $count } упражнений.
   *[other] Уроки из { $file }: { $count } упражнения.
}
