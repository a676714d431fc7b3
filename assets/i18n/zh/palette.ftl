# 棋子栏（备用棋子）、鼠标，以及棋盘输入在哪里停下。

palette-start-position = 开局
palette-empty-board = 清空
hint-start-position = 开局
hint-empty-board = 清空
key-pick-tool = 棋子栏工具：再按棋子字母，x 删除，Esc 不选
key-board-enter = 在此放下棋子栏的棋子（或清空）
notice-pick-tool = 棋子栏：输入棋子字母，x 删除，Esc 不选
notice-tool-piece = 棋子栏：{ $side }{ $piece }（{ $letter }）：点击或 Enter 放置 · Esc 收起
notice-tool-delete = 棋子栏：删除：点击或 Enter 清空 · Esc 收起
notice-tool-none = 棋子栏已收起：点击移动光标
notice-no-tool = Enter 放置棋子栏的棋子：请先选择（Ctrl-P 或点击）
notice-not-a-tool = “{ $letter }”不是棋子栏里的棋子
notice-moved = { $side }{ $piece }从 { $from } 到 { $to }
notice-removed = { $side }{ $piece }已从 { $square } 拿走
notice-end-reached = { $square } 是棋盘的最后一处：输入到此为止
notice-past-end = 输入停在最后一处 { $square }：Backspace 删除，方向键继续
notice-next-rank = /：下一条横线，从 { $square } 开始
notice-rank-ended = / 结束刚填满的一行：从 { $square } 继续输入（再按 / 跳过这一行）
notice-no-rank-below = /：{ $square } 已在最后一行，下面没有行了
notice-en-passant-dropped = 吃过路兵目标 { $square } 已取消：现在没有兵能刚刚越过它
