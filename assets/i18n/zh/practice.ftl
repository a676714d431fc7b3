# 练习“写出 FEN”：答案的按键，以及棋盘旁边棋盘本身显示不出的每个字段（整个答案都会检查）。

key-write-back = 返回局面列表
hint-back-to-list = 列表
practice-write-shown = 棋盘显示棋子；FEN 的其余部分在这里给出，整个答案都会检查：
practice-fact-side = 轮到{ $side }走。
practice-fact-castling = { $side }{ $wings ->
    [both] 仍保有两翼易位的权利
    [king] 只保有王翼易位的权利
    [queen] 只保有后翼易位的权利
   *[none] 已失去易位的权利
}。
practice-fact-en-passant = 一个兵刚走了两格，越过了 { $square }。
practice-fact-en-passant-none = 上一步没有兵走两格。
practice-fact-xiangqi-unused = 象棋没有王车易位，也没有吃过路兵：这两个字段都写“-”。
practice-fact-halfmove = 自上次{ $variant ->
    [xiangqi] 吃子
   *[other] 吃子或走兵
}以来已走 { $count } 个半回合。
practice-fact-fullmove = 回合数：{ $number }。
practice-fact-moves = 这个局面出现在以下着法之后：{ $moves }

practice-field-differs = { $field }与 FEN 不同。

practice-field-side = 轮到哪一方走棋

practice-field-castling = 王车易位

practice-field-en-passant = 吃过路兵的目标格

practice-field-halfmove = 半回合计数

practice-field-fullmove = 回合数
