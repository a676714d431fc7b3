# Сообщения чтения FEN (src/core/fen/read). Идентификатор — код диагностики;
# каждое сообщение читается и как ошибка (строгий режим), и как предупреждение
# об исправлении (мягкий режим).

empty-input = текст пуст; FEN начинается с расстановки фигур, горизонталь за горизонталью сверху вниз
input-too-long = длина текста { $bytes } { $bytes ->
        [one] байт
        [few] байта
        [many] байт
       *[other] байт
    }; FEN читается не длиннее { $limit } байт
too-many-ranks = слишком много горизонталей: { $variant ->
        [xiangqi] на доске сянци
       *[chess] на шахматной доске
    } их { $expected }
too-few-ranks = всего { $found } { $found ->
        [one] горизонталь
        [few] горизонтали
        [many] горизонталей
       *[other] горизонтали
    }: { $variant ->
        [xiangqi] на доске сянци
       *[chess] на шахматной доске
    } их { $expected }
rank-too-long = горизонталь { $rank }: { $squares } { $variant ->
        [xiangqi] { $squares ->
            [one] пункт
            [few] пункта
            [many] пунктов
           *[other] пункта
        }
       *[chess] { $squares ->
            [one] поле
            [few] поля
            [many] полей
           *[other] поля
        }
    }, а в { $variant ->
        [xiangqi] сянци
       *[chess] шахматах
    } их { $expected }
rank-too-short = горизонталь { $rank }: всего { $squares } { $variant ->
        [xiangqi] { $squares ->
            [one] пункт
            [few] пункта
            [many] пунктов
           *[other] пункта
        }
       *[chess] { $squares ->
            [one] поле
            [few] поля
            [many] полей
           *[other] поля
        }
    }, а в { $variant ->
        [xiangqi] сянци
       *[chess] шахматах
    } их { $expected }
invalid-piece = «{ $letter }» не обозначает { $variant ->
        [xiangqi] фигуру сянци: k a b n r c p (прописные — красные)
       *[chess] шахматную фигуру: k q r b n p (прописные — белые)
    }
digit-zero = 0 на горизонтали { $rank }: пустые поля считаются с 1
adjacent-digits = две цифры подряд на горизонтали { $rank }; их нужно сложить (пишется { $squares })
xiangqi-letter-alias = «{ $letter }» — другое обозначение этой фигуры; по стандарту пишется «{ $canonical }»
invalid-side = очередь хода «{ $side }» — ни w ({ $variant ->
        [xiangqi] красные
       *[chess] белые
    }), ни b (чёрные)
side-r-for-red = «{ $side }» — ход красных; по стандарту пишется w
side-uppercase = очередь хода прописной буквой; по стандарту пишется { $side ->
        [W] w
       *[B] b
    }
invalid-castling = «{ $letter }» в поле рокировки «{ $field }» не обозначает рокировку: K Q k q (или вертикали ладей A–H, a–h) либо «-», если рокировок нет
castling-order = буквы рокировки «{ $field }» идут не по порядку; по стандарту порядок такой: K Q k q
castling-duplicate = «{ $letter }» дважды в поле рокировки «{ $field }»; каждая рокировка пишется один раз
xiangqi-castling-field = в сянци нет рокировки и взятия на проходе: в этом поле пишется «-», а не «{ $field }»
invalid-en-passant-square = «{ $field }» — не поле взятия на проходе: пишется поле вроде e3 или e6 либо «-»
invalid-halfmove-clock = счётчик полуходов «{ $field }» — не целое число (0 или больше)
invalid-fullmove-number = номер хода «{ $field }» — не целое число (1 или больше)
fullmove-zero = номер хода 0, а ходы нумеруются с 1 (пишется 1)
leading-zero = число «{ $field }» начинается с нуля (пишется { $canonical })
missing-fields = { $found ->
        [one] есть только { $found } поле
        [few] есть только { $found } поля
        [many] есть только { $found } полей
       *[other] есть только { $found } поля
    } из { $expected }; недостающие считаются как { $defaults }
too-many-fields = полей больше { $expected }: «{ $field }» лишнее
bad-whitespace = поля разделяются ровно одним пробелом, без табуляций, двойных пробелов и пробелов вокруг FEN

chess960-inferred = прочитано как Chess960 (шахматы Фишера): { $reason ->
    [letter] буква рокировки «{ $letter }» называет ладью по вертикали (Shredder-FEN)
   *[king] у короля на { $square } есть право на рокировку, а не на вертикали e так бывает только в Chess960
  } (с --chess960 в командной строке или Alt-9 в редакторе позиция читается как Chess960 без этого примечания)
