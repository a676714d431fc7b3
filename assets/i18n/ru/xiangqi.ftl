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
    } ({ $squares }), а у каждой стороны ровно один.

xiangqi-king-outside-palace = Генерал { $color ->
        [red] красных
       *[black] чёрных
    } на { $square } стоит вне дворца.

xiangqi-advisor-misplaced = Советник { $color ->
        [red] красных
       *[black] чёрных
    } на { $square } стоит не на своём месте: советники ходят только по углам и центру дворца.

xiangqi-elephant-misplaced = Слон { $color ->
        [red] красных
       *[black] чёрных
    } на { $square } стоит не на своём месте: у слона семь точек на своей стороне реки.

xiangqi-pawn-misplaced = Солдат { $color ->
        [red] красных
       *[black] чёрных
    } на { $square } { $reason ->
        [behind-start] стоит позади своей начальной горизонтали: солдаты не ходят назад.
       *[off-start-file] не может здесь стоять: до перехода реки солдаты стоят только на вертикалях a, c, e, g и i.
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
    } без взятий: по правилу 60 ходов партия заканчивается вничью.

xiangqi-unreadable-move = { $move } — не ход: запишите его координатами (h2e2), в WXF (C2=5) или по-китайски (炮二平五).

xiangqi-illegal-move = { $move }: { $reason ->
        [position-invalid] в позиции есть ошибки, при которых играть нельзя; сначала исправьте их.
        [game-over] партия окончена: у стороны, чья очередь ходить, нет ходов.
        [no-piece] на начальной точке нет фигуры.
        [not-your-piece] это фигура соперника.
        [own-piece] нельзя бить свою фигуру.
        [piece-shape] { $piece ->
            [general] генерал ходит на одну точку по вертикали или горизонтали.
            [advisor] советник ходит на одну точку по диагонали.
            [elephant] слон ходит ровно на две точки по диагонали.
            [horse] конь ходит на одну точку прямо, а затем на одну по диагонали.
            [chariot] колесница ходит на любое расстояние по вертикали или горизонтали.
            [cannon] пушка ходит на любое расстояние по вертикали или горизонтали.
            [soldier] солдат ходит на одну точку вперёд, а после перехода реки — и в сторону.
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
            [elephant] «глаз» слона (точка посередине) занят.
           *[other] на пути стоит фигура.
        }
        [cannon-screen] пушка бьёт, перепрыгивая ровно через одну фигуру.
        [leaves-king-in-check] после него ваш генерал окажется под шахом.
        [kings-facing] после него генералы окажутся друг против друга на открытой вертикали.
       *[other] здесь так ходить нельзя.
    }
