# 教学：一步一步写出 FEN、逐步讲解着法、`fen-tui explain`、课程标题。
# 棋子和双方的名称来自 common.ftl。

## 句子里的棋子和双方

# 带颜色的棋子：象棋用红帅、黑将等专名，国际象棋用"白方的王"。
teach-piece = { $color ->
    [red] { $piece ->
        [general] 红帅
        [advisor] 红仕
        [elephant] 红相
        [horse] 红马
        [chariot] 红车
        [cannon] 红炮
       *[soldier] 红兵
    }
    [black] { $piece ->
        [general] 黑将
        [advisor] 黑士
        [elephant] 黑象
        [horse] 黑马
        [chariot] 黑车
        [cannon] 黑炮
        [soldier] 黑卒
        [king] 黑方的{ piece-king }
        [queen] 黑方的{ piece-queen }
        [rook] 黑方的{ piece-rook }
        [bishop] 黑方的{ piece-bishop }
        [knight] 黑方的{ piece-knight }
       *[pawn] 黑方的{ piece-pawn }
    }
   *[white] 白方的{ $piece ->
        [king] { piece-king }
        [queen] { piece-queen }
        [rook] { piece-rook }
        [bishop] { piece-bishop }
        [knight] { piece-knight }
       *[pawn] { piece-pawn }
    }
}
teach-color = { $color ->
    [white] { side-white }
    [red] { side-red }
   *[black] { side-black }
}
# 所属的一方："白方的兵"。
teach-color-of = { teach-color }的
teach-next-color = { $next ->
    [white] { side-white }
    [red] { side-red }
   *[black] { side-black }
}
# 棋盘上没有棋子的点叫空位（空格是空白字符）。
empty-points = { empty-squares }

## 逐步讲解：棋子位置，一段一段地写

teach-rank-name = { $edge ->
    [black-back] 黑方底线（第 { $rank } 横线）
    [white-back] 白方底线（第 { $rank } 横线）
    [red-back] 红方底线（第 { $rank } 横线）
   *[other] 第 { $rank } 横线
}
teach-stretch-where = { $first ->
    [yes] { $rank-order ->
        [first] 从{ teach-rank-name }开始，从左到右。
       *[next] 接下来是{ teach-rank-name }。
    }
   *[no] {""}
}{ $count ->
    [1] { $from }
   *[other] { $from }–{ $to }
}：
teach-empty-run = { teach-stretch-where }{ $count ->
    [1] 1 个空位，记作 { $written }。
   *[other] 连续 { empty-points }，记作 { $written }。
}
teach-piece-step = { teach-stretch-where }{ $piece-name }，记作 { $written }（{ $color ->
    [black] 小写：黑方棋子
    [red] 大写：红方棋子
   *[white] 大写：白方棋子
}）。
# 几个相同的棋子：“8 个黑卒”。
teach-pieces-counted = { $count } 个{ $piece-name }
# 同一行上相邻的几个相同棋子：“8 个兵”。
teach-piece-run = { teach-stretch-where }{ $count } 个{ $piece-name }相连，记作 { $written }：每个棋子写一个 { $letter }（{ $color ->
    [black] 小写：黑方棋子
    [red] 大写：红方棋子
   *[white] 大写：白方棋子
}）。
teach-rank-end = { teach-rank-name }记录完毕，写一个 { $written }。

## 逐步讲解：棋子位置之后的各个字段

teach-side = 然后是一个空格和 { $written }：轮到哪一方走棋，w 表示白方，b 表示黑方。这里轮到{ teach-color }走棋。每走一步，这个字母就换一次。
teach-xiangqi-side = 然后是一个空格和 { $written }：轮到哪一方走棋。w 表示红方走棋（w 取自国际象棋的 White，即白方；有的软件写 r），b 表示黑方走棋。这里轮到{ teach-color }走棋。
teach-castling = 然后是 { $written }：王车易位的权利。{ $white ->
    [both] 白方仍保有两翼易位的权利：K（王翼）和 Q（后翼）。
    [king] 白方只保有王翼易位的权利：K。
    [queen] 白方只保有后翼易位的权利：Q。
   *[none] 白方已失去易位的权利。
}{ $black ->
    [both] 黑方仍保有两翼易位的权利：k 和 q。
    [king] 黑方只保有王翼易位的权利：k。
    [queen] 黑方只保有后翼易位的权利：q。
   *[none] 黑方已失去易位的权利。
}字母总是按 KQkq 的顺序书写，“-”表示双方都没有易位的权利。王一旦走动，或相应的车走动或被吃掉，这项权利就永远失去，所以字母只会减少。有权利不等于这一步就能易位：王正被将军、要经过或落在受攻击的格子上、或王车之间还有棋子时，暂时不能易位。
teach-en-passant-none = 然后是 { $written }：没有吃过路兵的目标格。只有当一个兵刚刚走了两格时，这里才写它越过的那一格；上一步没有这样的着法，所以写“-”。
teach-en-passant = 然后是 { $written }：吃过路兵的目标格。{ teach-color-of }兵刚从 { $pawn-from } 走两格到 { $pawn-to }，越过了 { $square }；这里记的就是兵越过的那一格。{ $can-capture ->
    [yes] { $captor ->
        [white] 白方
       *[black] 黑方
    }的兵只能在这一步在那里吃过路兵。
   *[no] 旁边没有{ $captor ->
        [white] 白方
       *[black] 黑方
    }的兵，所以没有兵能吃过路兵；但按照 FEN 标准，目标格照样写出。
}
teach-xiangqi-unused = 然后是 { $written }：这两个字段在象棋里没有意义。FEN 是从国际象棋移植来的，保留了易位和吃过路兵的符号，只为兼容；在象棋里总是“-”。
teach-halfmove = 然后是 { $written }：半回合计数，即自上次吃子或走兵以来双方走过的半回合（任何一方走一步是一个半回合，双方各走一步是一个回合）。{ $value ->
    [0] 现在是 0：对局刚开始，或者上一步是吃子或走兵。
   *[other] 已经走了 { $value } 个半回合，没有吃子也没有走兵。
}它用于五十回合规则：满 { $limit } 个半回合（双方各 50 回合）仍没有吃子或走兵，一方可以要求和棋；满 150 个半回合（双方各 75 回合）则不需要求，自动和棋（国际棋联规则 9.3 与 9.6.2）。
teach-xiangqi-halfmove = 然后是 { $written }：半回合计数，即自上次吃子以来双方走过的半回合（任何一方走一步是一个半回合，双方各走一步是一个回合）。{ $value ->
    [0] 现在是 0：上次吃子以来还没有走棋，或者对局刚开始。
   *[other] 自上次吃子以来已经走了 { $value } 个半回合。
}它用于自然限着：满 { $limit } 个半回合（双方连续 60 回合）未吃子时，按自然限着判和。
teach-fullmove = 最后是 { $written }：回合数。它从 1 开始，黑方每走一步就加 1，{ $color ->
    [black] 所以现在黑方走第 { $value } 回合的后半步。
   *[other] 所以现在{ teach-color }走第 { $value } 回合。
}

## 讲解着法

teach-move-board = { $kind ->
    [castle-king] { teach-color }王翼易位：王从 { $from } 走到 { $to }，车越过王。
    [castle-queen] { teach-color }后翼易位：王从 { $from } 走到 { $to }，车越过王。
    [en-passant] { $piece-name }从 { $from } 走到 { $to }，吃过路兵，吃掉{ $captured-name }。
    [promotion] { $piece-name }从 { $from } 走到 { $to }，升变为{ $promotion-name }。
    [capture-promotion] { $piece-name }从 { $from } 走到 { $to }，吃掉{ $captured-name }，升变为{ $promotion-name }。
    [capture] { $piece-name }从 { $from } 走到 { $to }，吃掉{ $captured-name }。
    [double-step] { $piece-name }从 { $from } 向前走两格到 { $to }。
   *[move] { $piece-name }从 { $from } 走到 { $to }。
}
teach-move-rank = 第 { $rank } 横线原来是 { $before }，现在是 { $written }。
teach-move-side = { teach-color }走了一步，现在轮到{ teach-next-color }：{ $written }。
teach-move-castling = { $reason ->
    [castled] { teach-color }已经易位，失去易位权利
    [king-moved] { teach-color }的王走动了，失去易位权利
    [rook-moved] { teach-color }的车离开了角格，这一侧不能再易位
    [rook-captured] { teach-color }的车在角格被吃，这一侧不能再易位
   *[other] { teach-color }的易位权利有了变化
}：{ $before } 变为 { $written }。
teach-move-en-passant = 兵走了两格：写下吃过路兵的目标格 { $square }，也就是它从 { $pawn-from } 到 { $pawn-to } 时越过的那一格。{ $can-capture ->
    [yes] { teach-next-color }的兵只能在下一步在那里吃过路兵。
   *[no] 现在没有{ teach-next-color }的兵能吃过路兵；FEN 标准照样写出目标格。
}{ $replaces ->
    [yes] 原来的目标格 { $previous } 作废：目标格只保留一步。
   *[no] {""}
}
teach-move-en-passant-gone = 没有兵走两格，所以吃过路兵的目标格 { $previous } 作废（只保留一步）：写“-”。
teach-move-halfmove = { $reason ->
    [pawn] 走了兵，所以半回合计数归 0。
    [capture] 发生了吃子，所以半回合计数归 0。
   *[quiet] { $variant ->
        [xiangqi] 没有吃子，所以半回合计数增加到 { $value }（达到 { $limit } 时按自然限着判和）。
       *[other] 没有走兵也没有吃子，所以半回合计数增加到 { $value }（达到 { $limit } 时可按五十回合规则要求和棋，达到 150 时自动和棋）。
    }
}
teach-move-fullmove = { $grows ->
    [yes] 黑方走了一步，所以回合数变为 { $value }。
   *[no] { teach-color }走了一步；回合数仍是 { $value }，要等黑方走后才加 1。
}

## fen-tui explain

explain-intro-chess = FEN 有六个字段，之间用一个空格分隔。第一个字段是棋子位置：从第 8 横线（黑方一侧）逐条横线写到第 1 横线，每条横线从 a 线写到 h 线，横线与横线之间用 / 分隔。字母代表棋子：K 王、Q 后、R 车、B 象、N 马、P 兵；白方大写，黑方小写。数字 1 到 8 表示连续的空位数。
explain-intro-xiangqi = 从黑方底线（第 9 横线）开始记录，一直到红方底线（第 0 横线）；每条横线按红方视角从左到右记录，横线与横线之间用 / 分隔。字母代表棋子：k 帅（将）、a 仕（士）、b 相（象）、n 马、r 车、c 炮、p 兵（卒）；红方大写，黑方小写。数字表示连续的空位数。
explain-walk-title = 一步一步写出 FEN
explain-start-title = 初始局面
explain-moves-title = 逐步讲解着法
explain-move-title = 第 { $number } 回合：{ teach-color }走 { $move }
explain-changed = 改变的字符用 ^ 标出。
teach-step-counter = 第 { $index } 步，共 { $total } 步

## 练习

practice-correct = 正确：这正是这个局面的 FEN。
practice-wrong-castling = 第 { $column } 个字符错了：你写的是 { $typed }，这里应该写 { $wanted }。易位权的字母按 K、Q、k、q 的顺序书写（只写仍保留的），所以这个字段是 { $expected }。
practice-wrong-char = 第 { $column } 个字符错了：你写的是 { $typed }，这里应该写 { $expected }。
practice-missing-space = 第 { $column } 个字符应该是空格：各字段之间用一个空格隔开，然后写 { $expected }。
practice-extra-space = 第 { $column } 个字符是多余的空格：这里应直接写 { $expected }。
practice-too-short = 目前都对，但 FEN 在第 { $column } 个字符处中断了：接下来应该写 { $expected }。
practice-too-long = FEN 在第 { $column } 个字符处已经完整；请删除后面的内容。
practice-board-correct = 正确：棋盘与 FEN 一致。
practice-board-differs = 有 { $count } 格与 FEN 不同，已高亮显示。

## 课程标题（assets/positions/lessons.txt）

lesson-start = 国际象棋：初始局面
lesson-after-e4 = 1. e4 之后
lesson-after-e4-e5 = 1. e4 e5 之后
lesson-first-moves = 开局第一步：1. e4 e5
lesson-castling = 王车易位：白方王翼易位
lesson-en-passant = 吃过路兵：e5 兵可以吃掉 d5 上的兵，走到 d6
lesson-en-passant-taken = 吃过路兵之后：3. exd6 后，原在 d5 的兵已被吃掉
lesson-scholars-mate = 四步杀（学者杀）
lesson-reti-study = 列蒂排局（1921）
lesson-saavedra = 萨维德拉局面
lesson-lucena = 卢塞纳局面
lesson-xiangqi-start = 象棋：初始局面
lesson-xiangqi-example = 象棋：怎样写 FEN 的例子
lesson-xiangqi-movelist = 象棋：带着法列表的 FEN

## 编辑器中的练习

practice-title = 练习
practice-write = 写出 FEN
practice-build = 摆出局面
practice-write-about = 棋盘上显示一个局面；请输入它的 FEN。
practice-build-about = 给出一个 FEN；请在棋盘上摆出它的局面。
practice-board = 当前棋盘
practice-write-ask = 在下方输入这个局面的 FEN，然后按 Enter。
practice-build-ask = 在棋盘上摆出这个局面：用字母摆棋子（数字跳过空位，/ 换到下一行）。{ $variant ->
    [xiangqi] 行棋方、半回合计数和回合数在侧面板上设置：按 Tab 过去。
   *[other] 行棋方、易位权、吃过路兵目标格、半回合计数和回合数在侧面板上设置：按 Tab 过去。
}

teach-en-passant-none-start = 然后是 { $written }：没有吃过路兵的目标格。只有当一个兵刚刚走了两格时，这里才写它越过的那一格；现在还没有走过任何一步（第 1 回合，白方走），不可能有兵这样走过，所以写“-”。
teach-en-passant-impossible = 然后是 { $written }：这个吃过路兵目标格不可能成立。{ chess-invalid-en-passant }没有哪个兵能走出这一栏所说的那步棋，所以这里没有着法可讲：`fen-tui check` 会拒绝这个 FEN。这里应写“-”，或写上一步兵真正越过的那一格。
