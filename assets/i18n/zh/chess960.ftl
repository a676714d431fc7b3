# Chess960 与棋盘变换：变换的提示、编辑器中有关 Chess960 的文字。

transform-castling-dropped = 已取消 { $count } 个易位权：其王或车已不在规则要求的位置
transform-en-passant-dropped = 已取消吃过路兵目标格：没有兵可能刚越过它
