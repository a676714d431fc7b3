# Обучение: пошаговый разбор записи FEN, объяснение ходов, `fen-tui explain`,
# названия уроков. Названия фигур и сторон — из common.ftl.

## Фигуры и стороны внутри фраз

# Фигура со стороной: «генерал чёрных», «пешка белых».
teach-piece = { $piece ->
    [king] { piece-king }
    [queen] { piece-queen }
    [rook] { piece-rook }
    [bishop] { piece-bishop }
    [knight] { piece-knight }
    [general] { piece-general }
    [advisor] { piece-advisor }
    [elephant] { piece-elephant }
    [horse] { piece-horse }
    [chariot] { piece-chariot }
    [cannon] { piece-cannon }
    [soldier] { piece-soldier }
   *[pawn] { piece-pawn }
} { teach-color-of }
# Сторона в родительном падеже: «ход белых».
teach-color-of = { $color ->
    [white] белых
    [red] красных
   *[black] чёрных
}
teach-color = { $color ->
    [white] белые
    [red] красные
   *[black] чёрные
}
teach-next-color = { $next ->
    [white] белые
    [red] красные
   *[black] чёрные
}
# В сянци вместо полей — пункты.
empty-points = { $count ->
    [one] { $count } пустой пункт
    [few] { $count } пустых пункта
   *[many] { $count } пустых пунктов
}

## Разбор: расстановка, по одному отрезку горизонтали

teach-rank-name = { $edge ->
    [black-back] горизонталь { $rank } (задняя линия чёрных)
    [white-back] горизонталь { $rank } (задняя линия белых)
    [red-back] горизонталь { $rank } (задняя линия красных)
   *[other] горизонталь { $rank }
}
teach-stretch-where = { $first ->
    [yes] { $rank-order ->
        [first] Начинаем сверху: { teach-rank-name }, слева направо.
       *[next] Следующая — { teach-rank-name }.
    }{ " " }
   *[no] {""}
}{ $count ->
    [1] { $from }
   *[other] { $from }–{ $to }
}:
teach-empty-run = { teach-stretch-where } { $variant ->
    [xiangqi] { empty-points }
   *[other] { empty-squares }
}{ $count ->
    [1] , пишем { $written }.
   *[other] {" "}подряд, пишем { $written }.
}
teach-piece-step = { teach-stretch-where } { $piece-name } — пишем { $written } ({ $color ->
    [black] строчная буква: фигура чёрных
    [red] заглавная буква: фигура красных
   *[white] заглавная буква: фигура белых
}).
teach-rank-end = Закончена { teach-rank-name }, поэтому пишем { $written }.

## Разбор: поля после расстановки

teach-side = Затем пробел и { $written }: чей ход — w у белых, b у чёрных. Здесь ходят { teach-color }. После каждого хода буква меняется.
teach-xiangqi-side = Затем пробел и { $written }: чей ход. w — ход красных (некоторые программы пишут r), b — ход чёрных. Здесь ходят { teach-color }.
teach-castling = Затем { $written }: возможность рокировки. { $white ->
    [both] Белые ещё могут рокироваться в обе стороны: K — короткая рокировка, Q — длинная.
    [king] Белые ещё могут сделать только короткую рокировку: K.
    [queen] Белые ещё могут сделать только длинную рокировку: Q.
   *[none] Белые рокироваться больше не могут.
} { $black ->
    [both] Чёрные тоже могут рокироваться в обе стороны: k и q.
    [king] Чёрные ещё могут сделать только короткую рокировку: k.
    [queen] Чёрные ещё могут сделать только длинную рокировку: q.
   *[none] Чёрные рокироваться больше не могут.
} Буквы всегда идут в порядке KQkq, а «-» значит, что рокироваться не может никто. Право теряется навсегда, как только сходит король или эта ладья, поэтому буквы могут только исчезать.
teach-en-passant-none = Затем { $written }: взятия на проходе нет. Здесь записывают поле, через которое перепрыгнула пешка, только что продвинувшаяся на две клетки; последним ходом ни одна пешка так не ходила, поэтому пишем «-».
teach-en-passant = Затем { $written }: поле взятия на проходе. Пешка { teach-color-of } только что продвинулась на две клетки, с { $pawn-from } на { $pawn-to }, и перепрыгнула через { $square } — записывается именно это поле. Пешка { $captor ->
    [white] белых
   *[black] чёрных
} может взять её там на проходе, но только этим ходом.
teach-xiangqi-unused = Затем { $written }: в сянци эти два поля ничего не значат. FEN пришла из шахмат, и символы рокировки и взятия на проходе сохранили только для совместимости; здесь всегда «-».
teach-halfmove = Затем { $written }: число полуходов (ходов любой из сторон) с последнего взятия или хода пешкой. { $value ->
    [0] Сейчас 0: партия только началась или последним был ход пешкой или взятие.
   *[other] Сыграно { $value } { $value ->
        [one] полуход
        [few] полухода
       *[many] полуходов
    } без взятий и ходов пешками.
} Это поле нужно для правила 50 ходов: после { $limit } обратимых полуходов (по 50 ходов каждой стороны) объявляется ничья.
teach-xiangqi-halfmove = Затем { $written }: число полуходов с последнего взятия. { $value ->
    [0] Сейчас 0: после последнего взятия ходов не было или партия только началась.
   *[other] С последнего взятия сыграно { $value } { $value ->
        [one] полуход
        [few] полухода
       *[many] полуходов
    }.
} Это счётчик для правила 60 ходов: когда он доходит до { $limit } полуходов, партия заканчивается вничью.
teach-fullmove = И наконец { $written }: номер хода. Он начинается с единицы и увеличивается на 1 после каждого хода чёрных, { $color ->
    [black] так что сейчас чёрные отвечают на { $value }-м ходу.
   *[other] так что сейчас { teach-color } делают { $value }-й ход.
}

## Объяснение ходов

teach-move-board = { $kind ->
    [castle-king] { $color ->
        [white] Белые
       *[black] Чёрные
    } делают короткую рокировку: король идёт с { $from } на { $to }, ладья перепрыгивает через него.
    [castle-queen] { $color ->
        [white] Белые
       *[black] Чёрные
    } делают длинную рокировку: король идёт с { $from } на { $to }, ладья перепрыгивает через него.
    [en-passant] { $from }–{ $to }: { $piece-name } берёт на проходе; взята фигура: { $captured-name }.
    [promotion] { $from }–{ $to }: { $piece-name } доходит до последней горизонтали и превращается в { $promotion ->
        [queen] ферзя
        [rook] ладью
        [bishop] слона
       *[knight] коня
    }.
    [capture-promotion] { $from }–{ $to }: { $piece-name } берёт фигуру ({ $captured-name }) и превращается в { $promotion ->
        [queen] ферзя
        [rook] ладью
        [bishop] слона
       *[knight] коня
    }.
    [capture] { $from }–{ $to }: ходит { $piece-name }, со взятием; взята фигура: { $captured-name }.
    [double-step] { $from }–{ $to }: { $piece-name } продвигается на две клетки.
   *[move] { $from }–{ $to }: ходит { $piece-name }.
}
teach-move-rank = Горизонталь { $rank }: было { $before }, стало { $written }.
teach-move-side = Сходили { teach-color }, теперь ход { $next ->
    [white] белых
    [red] красных
   *[black] чёрных
}: { $written }.
teach-move-castling = { $reason ->
    [castled] { $color ->
        [white] Белые
       *[black] Чёрные
    } сделали рокировку и теряют право на рокировку
    [king-moved] Сходил король { teach-color-of }, и право на рокировку теряется
    [rook-moved] Ладья { teach-color-of } ушла из угла, и рокировка в эту сторону больше невозможна
    [rook-captured] Ладью { teach-color-of } взяли в её углу, и рокировка в эту сторону больше невозможна
   *[other] Права на рокировку у { teach-color-of } изменились
}: { $before } превращается в { $written }.
teach-move-en-passant = Пешка прошла на две клетки: записывается поле взятия на проходе { $square } — поле, через которое она перепрыгнула с { $pawn-from } на { $pawn-to }. Пешка { $next ->
    [white] белых
   *[black] чёрных
} может взять её там только следующим ходом.{ $replaces ->
    [yes] { " " }Старое поле { $previous } больше не действует: оно живёт один ход.
   *[no] {""}
}
teach-move-en-passant-gone = Ни одна пешка не прошла на две клетки, поэтому поле взятия на проходе { $previous } исчезает (оно действует один ход): «-».
teach-move-halfmove = { $reason ->
    [pawn] Сходила пешка, поэтому счётчик полуходов сбрасывается в 0.
    [capture] Было взятие, поэтому счётчик полуходов сбрасывается в 0.
   *[quiet] { $variant ->
        [xiangqi] Взятия не было, поэтому счётчик полуходов растёт до { $value } (при { $limit } — ничья по правилу 60 ходов).
       *[other] Пешки не ходили и взятий не было, поэтому счётчик полуходов растёт до { $value } (при { $limit } — ничья по правилу 50 ходов).
    }
}
teach-move-fullmove = { $grows ->
    [yes] Сходили чёрные, поэтому номер хода становится { $value }.
   *[no] Сходили { teach-color }; номер хода остаётся { $value }, пока не сходят чёрные.
}

## fen-tui explain

explain-intro-chess = Запись FEN содержит 6 полей, разделённых одним пробелом. Первое — расстановка фигур: построчно сверху вниз, с 8-й горизонтали до 1-й, внутри горизонтали слева направо (от a до h), горизонтали разделяются символом «/». Фигуры кодируются латинскими буквами: K король, Q ферзь, R ладья, B слон, N конь, P пешка; белые — прописными, чёрные — строчными. Цифра от 1 до 8 — число пустых полей подряд.
explain-intro-xiangqi = Записываем с задней линии чёрных (горизонталь 9) до задней линии красных (горизонталь 0); внутри горизонтали — слева направо, как видят доску красные; горизонтали разделяются символом «/». Фигуры: k генерал, a советник, b слон, n конь, r колесница, c пушка, p солдат; красные — прописными, чёрные — строчными. Цифра — число пустых пунктов подряд.
explain-walk-title = Пишем FEN шаг за шагом
explain-start-title = Начальная позиция
explain-moves-title = Ходы по порядку
explain-move-title = Ход { $number }: { $color ->
    [white] белые
    [red] красные
   *[black] чёрные
} играют { $move }
explain-changed = Изменившиеся символы отмечены знаком ^.
teach-step-counter = Шаг { $index } из { $total }

## Тренировка

practice-correct = Верно: это в точности FEN этой позиции.
practice-wrong-char = Ошибка в символе { $column }: вы написали { $typed }, а здесь пишется { $expected }.
practice-too-short = Пока всё верно, но запись обрывается на символе { $column }: дальше пишется { $expected }.
practice-too-long = Запись FEN закончена на символе { $column }; уберите всё, что после него.
practice-board-correct = Верно: доска совпадает с FEN.
practice-board-differs = { $count ->
    [one] { $count } поле отличается от FEN; оно подсвечено.
    [few] { $count } поля отличаются от FEN; они подсвечены.
   *[many] { $count } полей отличаются от FEN; они подсвечены.
}

## Названия уроков (assets/positions/lessons.txt)

lesson-start = Начальная позиция
lesson-after-e4 = После 1. e4
lesson-after-e4-e5 = После 1. e4 e5
lesson-first-moves = Первые ходы: 1. e4 e5
lesson-castling = Рокировка: белые делают короткую рокировку
lesson-en-passant = Взятие на проходе: пешка e5 бьёт d5 через поле d6
lesson-scholars-mate = Детский мат
lesson-reti-study = Этюд Рети (1921)
lesson-saavedra = Позиция Сааведры
lesson-lucena = Позиция Лусены
lesson-xiangqi-start = Сянци: начальная позиция
lesson-xiangqi-example = Сянци: как записать FEN, пример
lesson-xiangqi-movelist = Сянци: FEN со списком ходов

## Упражнения в редакторе

practice-title = Упражнения
practice-write = Запишите FEN
practice-build = Расставьте позицию
practice-write-about = На доске позиция; вы набираете её FEN.
practice-build-about = Вы получаете FEN; вы расставляете его позицию на доске.
practice-board = Доска в нынешнем виде
practice-write-ask = Наберите FEN этой позиции внизу и нажмите Enter.
practice-build-ask = Расставьте эту позицию на доске (буквы фигур, цифры, /):
