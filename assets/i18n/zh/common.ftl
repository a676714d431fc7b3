# 编辑器、命令行和课程共用的词语。

variant-chess = 国际象棋
variant-xiangqi = 象棋

side-white = 白方
side-black = 黑方
side-red = 红方

piece-king = 王
piece-queen = 后
piece-rook = 车
piece-bishop = 象
piece-knight = 马
piece-pawn = 兵
piece-general = 帅（将）
piece-advisor = 仕（士）
piece-elephant = 相（象）
piece-horse = 马
piece-chariot = 车
piece-cannon = 炮
piece-soldier = 兵（卒）

empty-squares = { $count } 个空位
