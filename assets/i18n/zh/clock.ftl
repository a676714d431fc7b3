# 半回合计数超出回合数所能达到的值（议题 25）。
clock-beyond-moves = 半回合计数为 { $clock }，但到第 { $number } 回合的此时最多只走了 { $most } 个半回合。
