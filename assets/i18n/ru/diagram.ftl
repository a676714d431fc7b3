# Слова команд `fen-tui diagram` и `fen-tui worksheet`.

diagram-unknown-extension = по имени { $file } формат не определить; имя должно кончаться на .svg, .png, .pdf, .txt, .asc или .tex, либо укажите --format
diagram-binary-to-terminal = PNG и PDF — не текст; запишите их в файл (-o ФАЙЛ) или перенаправьте вывод
diagram-cannot-draw = не удалось нарисовать диаграмму: { $reason }
diagram-cannot-write = не удалось записать { $file }: { $reason }

worksheet-needs-pdf-or-svg = рабочий лист пишется в PDF или SVG; имя файла должно кончаться на .pdf или .svg
worksheet-skipped-line = { $file }:{ $line }: пропущено, это не позиция: { $message }
worksheet-no-positions = нет ни одной позиции для рабочего листа
worksheet-written = { $count ->
        [one] { $count } позиция
        [few] { $count } позиции
        [many] { $count } позиций
       *[other] { $count } позиции
    } на { $pages ->
        [one] { $pages } странице
        [few] { $pages } страницах
        [many] { $pages } страницах
       *[other] { $pages } страницы
    }: { $file }

worksheet-title-write-fen = Запишите FEN каждой позиции
worksheet-title-set-up = Расставьте каждую позицию на пустой доске
worksheet-title-answers = Ответы
worksheet-name-line = Имя ____________________   Дата ____________
worksheet-position = Позиция { $number }
worksheet-fen = FEN:
worksheet-to-move = Ход { $side ->
        [white] белых
        [red] красных
       *[black] чёрных
    }
worksheet-page = Страница { $page } из { $pages }
