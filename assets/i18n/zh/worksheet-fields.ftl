# 练习纸每个棋盘下方：用文字写出 FEN 的每一栏，学生只看练习纸就能写出完整的 FEN（第 38 号问题）。

sheet-to-move = { $side ->
        [white] 白方
        [red] 红方
       *[black] 黑方
    }走
sheet-castling = 易位：{ $rights }
sheet-castling-none = 易位：双方都不能
sheet-castling-side = { $side ->
        [white] 白方
       *[black] 黑方
    }{ $wings ->
        [both] 可短易位和长易位
        [short] 只可短易位
        [long] 只可长易位
       *[none] 不能易位
    }
sheet-castling-joiner = ，
sheet-en-passant = 吃过路兵：目标格 { $square }
sheet-en-passant-none = 吃过路兵：无
sheet-clocks = 半回合计数：{ $halfmove }；回合数：{ $fullmove }

# 从 PGN 对局中途取的练习：对局的标题与刚走的一步。
sheet-after-move = { $game }，{ $move } 之后
sheet-after-move-alone = { $move } 之后
