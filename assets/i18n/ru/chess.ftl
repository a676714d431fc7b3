# Шахматы: что не так с позицией и почему ход невозможен.
# Переменные: $color — white/black (both для королей), $squares — список вида «e1, g4».

chess-empty-board = Доска пуста.

chess-missing-king = { $color ->
    [white] У белых нет короля.
   *[black] У чёрных нет короля.
}

chess-too-many-kings = { $color ->
    [white] У белых { $count ->
        [one] { $count } король
        [few] { $count } короля
        [many] { $count } королей
       *[other] { $count } короля
    }: { $squares }.
    [black] У чёрных { $count ->
        [one] { $count } король
        [few] { $count } короля
        [many] { $count } королей
       *[other] { $count } короля
    }: { $squares }.
   *[both] У обеих сторон больше одного короля: { $squares }.
}

chess-too-many-pawns = { $color ->
    [white] У белых { $count ->
        [one] { $count } пешка
        [few] { $count } пешки
        [many] { $count } пешек
       *[other] { $count } пешки
    }, а бывает не больше 8.
   *[black] У чёрных { $count ->
        [one] { $count } пешка
        [few] { $count } пешки
        [many] { $count } пешек
       *[other] { $count } пешки
    }, а бывает не больше 8.
}

chess-too-many-pieces = { $color ->
    [white] У белых { $count ->
        [one] { $count } фигура
        [few] { $count } фигуры
        [many] { $count } фигур
       *[other] { $count } фигуры
    }, а бывает не больше 16.
   *[black] У чёрных { $count ->
        [one] { $count } фигура
        [few] { $count } фигуры
        [many] { $count } фигур
       *[other] { $count } фигуры
    }, а бывает не больше 16.
}

chess-pawns-on-back-rank = { $count ->
    [one] { $count } пешка стоит на первой или последней горизонтали, где пешек не бывает: { $squares }.
    [few] { $count } пешки стоят на первой или последней горизонтали, где пешек не бывает: { $squares }.
    [many] { $count } пешек стоят на первой или последней горизонтали, где пешек не бывает: { $squares }.
   *[other] { $count } пешки стоят на первой или последней горизонтали, где пешек не бывает: { $squares }.
}

chess-invalid-castling-rights = { $reason ->
    [no-king] Для права на рокировку { $right } нужен король на { $square }.
    [no-rook] Для права на рокировку { $right } нужна ладья на { $square }.
    [no-king-on-rank] Для права на рокировку { $right } { $color ->
        [white] белый
       *[black] чёрный
    } король должен стоять на { $rank }-й горизонтали.
    [same-side] Право на рокировку { $right } — второе право по одну сторону от короля; в Chess960 остаётся только право крайней ладьи, на { $square }.
   *[not-a-corner] Право на рокировку { $right } указывает на ладью { $square }; в обычных шахматах рокируются только угловые ладьи.
}{ $in960 ->
    [yes] {" "}В Chess960 эти права были бы допустимы: чтобы прочитать позицию как Chess960, укажите --chess960 в командной строке или нажмите Alt-9 в редакторе.
   *[no] {""}
}

chess-invalid-en-passant = { $reason ->
    [wrong-rank] Поле взятия на проходе { $square } невозможно: при этой очереди хода оно должно быть на { $rank }-й горизонтали.
    [no-pawn] Поле взятия на проходе { $square } означает, что пешка только что его перепрыгнула, но на { $pawn } такой пешки нет.
    [target-occupied] Поле взятия на проходе { $square } занято, а пешка, перепрыгнувшая его, оставила бы его пустым.
   *[start-occupied] Поле взятия на проходе { $square } означает, что пешка только что ушла с { $start }, но { $start } занято.
}

chess-opposite-check = { $color ->
    [white] Белому королю на { $king } шах ({ $squares }), а очередь хода — за чёрными.
   *[black] Чёрному королю на { $king } шах ({ $squares }), а очередь хода — за белыми.
}

chess-too-many-checkers = Королю на { $king } шах { $count ->
    [one] от { $count } фигуры
    [few] от { $count } фигур
    [many] от { $count } фигур
   *[other] от { $count } фигуры
} ({ $squares }); ни один ход не даёт больше двух шахов сразу.

chess-impossible-check = { $reason ->
    [aligned] Королю на { $king } шах от { $squares } по одной линии; ни один ход не даёт такого шаха.
    [after-double-push] Шах от { $squares } королю на { $king } не мог последовать за ходом пешки на два поля, о котором говорит поле взятия на проходе.
   *[too-many] Королю на { $king } шах { $count ->
        [one] от { $count } фигуры
        [few] от { $count } фигур
        [many] от { $count } фигур
       *[other] от { $count } фигуры
    }; ни один ход не даёт столько шахов сразу.
}

chess-fifty-move-rule = { $clock ->
    [one] { $clock } полуход
    [few] { $clock } полухода
    [many] { $clock } полуходов
   *[other] { $clock } полухода
} без взятий и ходов пешками: можно потребовать ничью (правило 50 ходов); со 150 полуходов ничья наступает без требования (правило 75 ходов).

chess-unreadable-move = { $move }: это не ход (запишите его так: e2e4, e7e8q, e4, Nf3, exd5, O-O или e8=Q).

chess-illegal-move = { $move }: { $reason ->
    [no-piece] на { $from } нет фигуры
    [not-your-piece] фигура на { $from } принадлежит сопернику
    [own-piece] на { $to } стоит ваша же фигура
    [piece-shape] эта фигура не ходит с { $from } на { $to }
    [pawn-shape] пешка ходит на одно или два поля вперёд
    [pawn-no-capture] по диагонали пешка ходит только со взятием
    [blocked] путь загорожен
    [leaves-king-in-check] после этого хода ваш король оказался бы под шахом
    [no-castling-right] права на рокировку в эту сторону нет
    [castling-through-check] король не может рокироваться из-под шаха, через битое поле или под шах
    [promotion-missing] пешка на последней горизонтали должна превратиться (добавьте q, r, b или n)
    [bad-promotion] пешка превращается только на последней горизонтали — в ферзя, ладью, слона или коня
    [ambiguous] на { $to } может пойти больше одной фигуры; уточните, какая (например, Nbd2)
    [no-such-piece] этот ход не может сделать ни одна ваша фигура
    [game-over] партия окончена: ходов нет
   *[position-invalid] в позиции есть ошибки, поэтому ходить нельзя; сначала исправьте их
}
