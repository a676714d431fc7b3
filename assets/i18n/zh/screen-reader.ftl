# 读屏模式（fen-tui --screen-reader）：供语音和盲文使用的纯文本行。
# $color 为 white、black 或 red；$piece 为棋子的键（king … pawn，general … soldier）。

reader-piece = { $color ->
    [white] { $piece ->
        [queen] 白后
        [rook] 白车
        [bishop] 白象
        [knight] 白马
        [pawn] 白兵
       *[king] 白王
    }
    [red] { $piece ->
        [advisor] 红仕
        [elephant] 红相
        [horse] 红马
        [chariot] 红车
        [cannon] 红炮
        [soldier] 红兵
       *[general] 红帅
    }
   *[black] { $piece ->
        [queen] 黑后
        [rook] 黑车
        [bishop] 黑象
        [knight] 黑马
        [pawn] 黑兵
        [general] 黑将
        [advisor] 黑士
        [elephant] 黑象
        [horse] 黑马
        [chariot] 黑车
        [cannon] 黑炮
        [soldier] 黑卒
       *[king] 黑王
    }
}
reader-on = { $piece }在 { $square }
reader-empty = { $square } 空
reader-run-empty = { $from } 到 { $to } 空
reader-replacing = { $piece }在 { $square }，替换了 { $old }
reader-welcome = fen-tui 读屏模式，{ $game ->
    [xiangqi] 象棋
   *[chess] 国际象棋
}。输入 h 查看命令，输入 q 退出。
reader-prompt = 命令：
reader-board-cleared = 棋盘已清空。
reader-side = { $side ->
    [white] 白方走棋。
    [red] 红方走棋。
   *[black] 黑方走棋。
}
reader-castling = 易位：白方 { $white }，黑方 { $black }。
reader-castling-rights = { $rights ->
    [both] 两侧均可
    [king] 仅王翼
    [queen] 仅后翼
   *[none] 无
}
reader-castling-xiangqi = 象棋没有易位。
reader-ep = 吃过路兵：{ $square }。
reader-ep-none = 吃过路兵：无。
reader-ep-xiangqi = 象棋没有吃过路兵。
reader-clocks = 半回合计数 { $half }，回合数 { $full }。
reader-side-pieces = { $side ->
    [white] 白方
    [red] 红方
   *[black] 黑方
}：{ $list }。
reader-no-pieces = 无棋子
reader-rank = 第 { $rank } 横线：{ $list }。
reader-file = { $file } 纵线：{ $list }。
reader-no-problems = 没有问题：局面合法。
reader-problems = { $count } 个问题：
reader-status-check = { $side ->
    [white] 白方被将军。
    [red] 红方被将军。
   *[black] 黑方被将军。
}
reader-status-mate = 将死。
reader-status-stalemate = 逼和。
reader-read = 已读入局面：{ $count } 个棋子，{ $side ->
    [white] 白方走棋
    [red] 红方走棋
   *[black] 黑方走棋
}。
reader-new = { $game ->
    [xiangqi] 象棋
   *[chess] 国际象棋
}的初始局面。
reader-copied = FEN 已复制。
reader-copy-failed = FEN 没有复制：{ $reason }
reader-paste-failed = 没有粘贴任何内容：{ $reason }
reader-undone = 已撤销。
reader-redone = 已重做。
reader-nothing-to-undo = 没有可撤销的操作。
reader-nothing-to-redo = 没有可重做的操作。
reader-played = 已走 { $move }。
reader-letters-on = 只用字母：棋子写作颜色字母加棋子字母，例如 wN。
reader-letters-off = 棋子用文字读出。
reader-analysing = 正在用 { $engine } 分析……
reader-analysis = 评分 { $score }，深度 { $depth }；最佳变化：{ $line }。
reader-analysis-none = 引擎没有给出变化。
reader-error = 第 { $column } 列：{ $message }
reader-unknown-command = “{ $word }”不是命令。输入 h 查看命令列表。
reader-not-square = “{ $word }”不是{ $game ->
    [xiangqi] 棋盘上的点（a0 到 i9）
   *[chess] 棋盘上的格（a1 到 h8）
}。
reader-not-piece = “{ $word }”不是棋子加格子：请写颜色字母、棋子字母和格子，例如 { $example }。
reader-needs-square = 请在“{ $word }”后写一个格子，例如 { $example }。
reader-bad-side = “{ $word }”不是一方：请写 w 或 b。
reader-bad-castling = “{ $word }”不是易位权：请写 KQkq 中的字母，没有则写 -。
reader-bad-number = “{ $word }”不是 0 到 { $most } 之间的数。
reader-needs-numbers = 请写两个数：半回合计数和回合数，例如 clocks 0 1。
reader-too-much = “{ $word }”对 { $command } 来说多余。
reader-line-too-long = 这一行超过 { $limit } 字节，没有读入。
reader-not-a-position = 这不是局面：{ $message }
reader-help-title = 命令（格子写作 e4；棋子写作颜色字母 w 或 b 加棋子字母，例如 wNf3；不写颜色时大写为白方（红方），小写为黑方）：
reader-help-put = Nf3、wNf3、put wKg1 bKe8：把棋子放到格子上。
reader-help-x = x f3、x f3 g4：清空格子。clear：清空棋盘。
reader-help-setup = setup wKg1,Pa2,b2 bKe8：按棋子列表摆新局面；只写格子时沿用前一个棋子。
reader-help-side = side w、side b：轮到哪方走棋；只写 side 则换边。
reader-help-castling = castling KQkq、castling -：易位权；不带参数则读出。
reader-help-ep = ep e3、ep -：吃过路兵的格子。
reader-help-clocks = clocks 0 1：半回合计数和回合数；不带参数则读出。
reader-help-p = p：双方的棋子。
reader-help-s = s 4：一条横线；s e：一条纵线；e4?：一个格子。
reader-help-f = f：FEN。i：走棋方、易位、吃过路兵和计数。
reader-help-problems = pr：局面的问题，或局面合法。
reader-help-v = v：引擎的评分和最佳变化。
reader-help-move = m e4、m g1f3：走一步合法着法。
reader-help-copy = copy、paste：把 FEN 复制到剪贴板或从剪贴板粘贴。
reader-help-fen = 单独输入 FEN、FEN moves … 或链接：读入该局面。
reader-help-new = new、new xiangqi：初始局面。
reader-help-undo = u：撤销。redo：重做。
reader-help-letters = letters on、letters off：棋子用字母（供盲文）或文字。
reader-help-quit = q 或输入结束：退出并打印 FEN。q!：退出但不打印。
