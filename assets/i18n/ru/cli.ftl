# Слова командной строки (`fen-tui check`, `show`, `url`). Справка clap остаётся английской.

invalid-utf8 = строка не в кодировке UTF-8: байт { $byte } начинает недопустимую последовательность
cli-cannot-read = не удаётся прочитать { $file }: { $reason }
cli-cannot-write = не удаётся записать вывод: { $reason }
cli-site-lacks-variant = { $site } не открывает позиции { $variant ->
        [xiangqi] сянци
       *[chess] шахмат
    }; попробуйте --site pychess

cli-show-fen = FEN
cli-show-variant = Игра
cli-show-side = Очередь хода
cli-show-castling = Рокировка
cli-show-en-passant = Поле взятия на проходе
cli-show-halfmove = Счётчик полуходов
cli-show-fullmove = Номер хода
cli-show-moves = Сыгранные ходы
cli-show-status = Состояние
cli-show-problems = Замечания:
cli-show-notes = Заметки:

cli-status-invalid = невозможная позиция
cli-status-ongoing = позиция допустима; ход { $side ->
        [white] белых
        [red] красных
       *[black] чёрных
    }
cli-status-check = { $side ->
        [white] белым
        [red] красным
       *[black] чёрным
    } шах
cli-status-checkmate = { $side ->
        [white] белым
        [red] красным
       *[black] чёрным
    } мат
cli-status-stalemate = у { $side ->
        [white] белых
        [red] красных
       *[black] чёрных
    } нет ходов { $variant ->
        [xiangqi] (пат: в сянци это поражение)
       *[chess] (пат: ничья)
    }

cli-unknown-lang = неизвестный язык «{ $lang }»; есть языки: { $known }

cli-editor-needs-terminal = редактору нужен терминал; без него проверяйте позиции командой `fen-tui check` или выводите позицию командой `fen-tui show`
