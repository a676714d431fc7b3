# 半回合计数超出回合数所能达到的值（议题 25）。
clock-beyond-moves = 半回合计数为 { $clock }，{ $most ->
        [0] 但此时还一步棋都没有走过。
       *[other] 但到第 { $number } 回合这一步为止，最多只走过 { $most } 个半回合。
    }
