# Сянци: ошибки позиции, замечания и отклонённые ходы.
# Переменные: $color — "red" или "black"; $piece — ключ фигуры (general,
# advisor, elephant, horse, chariot, cannon, soldier); точки пишутся как e0
# (вертикали a-i, горизонтали 0-9 со стороны красных).

xiangqi-empty-board = Доска пуста: в позиции сянци должны быть оба генерала.

xiangqi-missing-king = { $color ->
        [red] У красных
       *[black] У чёрных
    } нет генерала.

xiangqi-too-many-kings = { $color ->
        [red] У красных
       *[black] У чёрных
    } { $count } { $count ->
        [one] генерал
        [few] генерала
        [many] генералов
       *[other] генерала
    } ({ $squares }), а генерал у каждой стороны ровно один.

xiangqi-king-outside-palace = Генерал { $color ->
        [red] красных
       *[black] чёрных
    } на { $square } стоит вне дворца.

xiangqi-advisor-misplaced = Советник { $color ->
        [red] красных
       *[black] чёрных
    } на { $square } стоит не на своём месте: советник бывает только в углах и в центре дворца.

xiangqi-elephant-misplaced = Слон { $color ->
        [red] красных
       *[black] чёрных
    } на { $square } стоит не на своём месте: слон бывает только на семи пунктах своей стороны реки.

xiangqi-pawn-misplaced = { $count ->
    [1] Солдат { $color ->
            [red] красных
           *[black] чёрных
        } на { $squares } { $reason ->
            [behind-start] стоит позади своей начальной горизонтали: солдаты не ходят назад.
           *[off-start-file] не может здесь стоять: до перехода реки солдаты стоят только на вертикалях a, c, e, g и i.
        }
   *[other] { $count } { $count ->
            [one] солдат
            [few] солдата
            [many] солдат
           *[other] солдата
        } { $color ->
            [red] красных
           *[black] чёрных
        } { $reason ->
            [behind-start] стоят позади своей начальной горизонтали, а солдаты не ходят назад: { $squares }.
           *[off-start-file] стоят там, где до перехода реки солдат быть не может (только вертикали a, c, e, g и i): { $squares }.
        }
}

xiangqi-too-many-pieces = { $color ->
        [red] У красных
       *[black] У чёрных
    } { $count } { $piece ->
        [advisor] { $count ->
            [one] советник
            [few] советника
            [many] советников
           *[other] советника
        }
        [elephant] { $count ->
            [one] слон
            [few] слона
            [many] слонов
           *[other] слона
        }
        [horse] { $count ->
            [one] конь
            [few] коня
            [many] коней
           *[other] коня
        }
        [chariot] { $count ->
            [one] колесница
            [few] колесницы
            [many] колесниц
           *[other] колесницы
        }
        [cannon] { $count ->
            [one] пушка
            [few] пушки
            [many] пушек
           *[other] пушки
        }
        [soldier] { $count ->
            [one] солдат
            [few] солдата
            [many] солдат
           *[other] солдата
        }
       *[other] { $count ->
            [one] фигура
            [few] фигуры
            [many] фигур
           *[other] фигуры
        } одного вида
    } ({ $squares }), а можно не больше { $limit }.

xiangqi-kings-facing = Генералы на { $red_general } и { $black_general } стоят друг против друга на открытой вертикали.

xiangqi-opposite-check = { $color ->
        [red] Генерал красных на { $square } под шахом ({ $attackers }), хотя ход чёрных.
       *[black] Генерал чёрных на { $square } под шахом ({ $attackers }), хотя ход красных.
    }

xiangqi-sixty-move-rule = { $halfmoves } { $halfmoves ->
        [one] полуход
        [few] полухода
        [many] полуходов
       *[other] полухода
    } без взятий: по правилу 60 ходов партия закончена вничью.

xiangqi-unreadable-move = { $move } — не ход: запишите его координатами (h2e2), в WXF (C2=5) или по-китайски (炮二平五).

xiangqi-illegal-move = { $move }: { $reason ->
        [position-invalid] в позиции есть ошибки, при которых играть нельзя; сначала исправьте их.
        [game-over] партия окончена: у стороны, чья очередь ходить, нет ходов.
        [no-piece] на начальном пункте нет фигуры.
        [not-your-piece] это фигура соперника.
        [own-piece] свою фигуру бить нельзя.
        [piece-shape] { $piece ->
            [general] генерал ходит на один пункт по вертикали или горизонтали.
            [advisor] советник ходит на один пункт по диагонали.
            [elephant] слон ходит ровно на два пункта по диагонали.
            [horse] конь ходит на один пункт прямо, а затем на один по диагонали.
            [chariot] колесница ходит на любое расстояние по вертикали или горизонтали.
            [cannon] пушка ходит на любое расстояние по вертикали или горизонтали.
            [soldier] солдат ходит на один пункт вперёд, а после перехода реки — и в сторону.
           *[other] эта фигура так не ходит.
        }
        [palace] { $piece ->
            [general] генерал не может покинуть дворец.
           *[advisor] советник не может покинуть дворец.
        }
        [river] { $piece ->
            [soldier] солдат ходит в сторону только после перехода реки.
           *[elephant] слон не может перейти реку.
        }
        [blocked] { $piece ->
            [horse] нога коня заблокирована соседней фигурой.
            [elephant] «глаз» слона (пункт посередине) занят.
           *[other] на пути стоит фигура.
        }
        [cannon-screen] пушка бьёт, только перепрыгнув ровно через одну фигуру.
        [leaves-king-in-check] после него ваш генерал окажется под шахом.
        [kings-facing] после него генералы окажутся друг против друга на открытой вертикали.
       *[other] здесь так ходить нельзя.
    }
xiangqi-no-such-move = { $move }: такого хода нет: там нет такой фигуры, или она так не ходит.
xiangqi-ambiguous-move = { $move } подходит нескольким ходам ({ $moves }): укажите фигуру вертикалью или как переднюю / заднюю.

# В сянци пункты, а не поля.
xiangqi-digit-zero = 0 на горизонтали { $rank }: пустые пункты считаются с 1

xiangqi-notice-cleared = { $count ->
    [one] очищен { $count } пункт с { $square }
    [few] очищено { $count } пункта с { $square }
    [many] очищено { $count } пунктов с { $square }
   *[other] очищено { $count } пункта с { $square }
}

xiangqi-practice-board-differs = { $count ->
    [one] { $count } пункт отличается от FEN; он подсвечен.
    [few] { $count } пункта отличаются от FEN; они подсвечены.
    [many] { $count } пунктов отличаются от FEN; они подсвечены.
   *[other] { $count } пункта отличаются от FEN; они подсвечены.
}
