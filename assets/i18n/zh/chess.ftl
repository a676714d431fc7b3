# 国际象棋：局面哪里有问题，以及着法为何不能走。
# 变量：$color 为 white/black（王的情况可为 both），$squares 为格子列表，如 “e1, g4”。

chess-empty-board = 棋盘是空的。

chess-missing-king = { $color ->
    [white] 白方没有王。
   *[black] 黑方没有王。
}

chess-too-many-kings = { $color ->
    [white] 白方有 { $count } 个王：{ $squares }。
    [black] 黑方有 { $count } 个王：{ $squares }。
   *[both] 双方都有不止一个王：{ $squares }。
}

chess-too-many-pawns = { $color ->
    [white] 白方有 { $count } 个兵，一方最多 8 个。
   *[black] 黑方有 { $count } 个兵，一方最多 8 个。
}

chess-too-many-pieces = { $color ->
    [white] 白方有 { $count } 枚棋子，一方最多 16 枚。
   *[black] 黑方有 { $count } 枚棋子，一方最多 16 枚。
}

chess-pawns-on-back-rank = 兵不能位于第一或最后一条横线：{ $squares }。

chess-invalid-castling-rights = { $reason ->
    [no-king] 易位权 { $right } 要求王在 { $square }。
    [no-rook] 易位权 { $right } 要求 { $square } 有车。
    [no-king-on-rank] 易位权 { $right } 要求{ $color ->
        [white] 白
       *[black] 黑
    }王在第 { $rank } 横线。
    [same-side] 易位权 { $right } 是王同一侧的第二个易位权；Chess960 只保留最外侧的车（{ $square }）的易位权。
   *[not-a-corner] 易位权 { $right } 指向 { $square } 的车；标准国际象棋中只有角上的车可以易位。
}{ $in960 ->
    [yes] {" "}在 Chess960 中这些易位权是有效的：在命令行加 --chess960，或在编辑器中按 Alt-9，即按 Chess960 读取。
   *[no] {""}
}

chess-invalid-en-passant = { $reason ->
    [wrong-rank] 吃过路兵目标格 { $square } 不可能：按当前行棋方，它应在第 { $rank } 横线。
    [no-pawn] 吃过路兵目标格 { $square } 表示刚有兵越过它，但 { $pawn } 上没有这样的兵。
    [target-occupied] 吃过路兵目标格 { $square } 上有棋子，而刚越过它的兵会让它空着。
   *[start-occupied] 吃过路兵目标格 { $square } 表示刚有兵离开 { $start }，但 { $start } 上有棋子。
}

# $piece：唯一将军的棋子（queen、rook、bishop、knight、pawn），几个棋子同时将军时为 other。
chess-opposite-check = { $kind ->
    [adjacent] { $king } 和 { $other } 的两个王紧挨在一起；任何一步棋都不能让王走到另一个王旁边。
    [both] 两个王同时被将军：{ $color ->
        [white] 白王在 { $king } 被 { $squares } 将军，黑王在 { $other } 被 { $other_squares } 将军；只有轮到走棋的一方（黑方）可以被将军。
       *[black] 黑王在 { $king } 被 { $squares } 将军，白王在 { $other } 被 { $other_squares } 将军；只有轮到走棋的一方（白方）可以被将军。
    }
   *[single] { $color ->
            [white] 白王在 { $king } 被 { $squares } 的{ $piece ->
                [queen] 后
                [rook] 车
                [bishop] 象
                [knight] 马
                [pawn] 兵
                [king] 王
               *[other] 棋子
            }将军，但现在轮到黑方走。
           *[black] 黑王在 { $king } 被 { $squares } 的{ $piece ->
                [queen] 后
                [rook] 车
                [bishop] 象
                [knight] 马
                [pawn] 兵
                [king] 王
               *[other] 棋子
            }将军，但现在轮到白方走。
        }
}

chess-too-many-checkers = { $king } 的王同时被 { $count } 枚棋子将军（{ $squares }）；任何一步棋最多造成双将。

chess-impossible-check = { $reason ->
    [aligned] { $king } 的王被同一条线上的 { $squares } 将军；没有哪一步棋能造成这种将军。
    [after-double-push] { $squares } 对 { $king } 的王的将军，不可能出现在吃过路兵目标格所示的兵走两步之后。
   *[too-many] { $king } 的王被 { $count } 枚棋子将军；没有哪一步棋能造成这么多将军。
}

chess-fifty-move-rule = 已有 { $clock } 个半回合没有吃子或走兵：{ $rule ->
    [drawn] 对局已成和棋（七十五回合规则，国际棋联规则 9.6.2）。
   *[claim] 可以要求和棋（五十回合规则）；满 150 个半回合即自动和棋。
}

chess-en-passant-clock = 吃过路兵目标格 { $square } 表示上一步是兵走两格，而兵的走动会把半回合计数清零，但计数却是 { $clock }。

chess-unreadable-move = { $move }：不是着法（请写成 e2e4、e7e8q、e4、Nf3、exd5、O-O 或 e8=Q）。

chess-illegal-move = { $move }：{ $reason ->
    [no-piece] { $from } 上没有棋子
    [not-your-piece] { $from } 上的棋子属于对方
    [own-piece] { $to } 上是你自己的棋子
    [piece-shape] { $piece ->
        [king] 王
        [queen] 后
        [rook] 车
        [bishop] 象
        [knight] 马
        [pawn] 兵
       *[other] 这枚棋子
    }不能从 { $from } 走到 { $to }
    [pawn-shape] 兵只能向前走一格或两格
    [pawn-no-capture] 兵只有吃子时才能斜走
    [blocked] 路线被挡住了
    [leaves-king-in-check] 这样走会让你的王被将军
    [no-castling-right] 没有向这一侧易位的权利
    [castling-through-check] 王不能在被将军时易位，也不能经过或进入被攻击的格子
    [promotion-missing] 兵到达最后一条横线必须升变（加上 q、r、b 或 n）
    [bad-promotion] 兵只能在最后一条横线升变为后、车、象或马
    [ambiguous] 不止一枚棋子能走到 { $to }；请指明是哪一枚（例如 Nbd2）
    [no-such-piece] 你没有符合这步棋的棋子
    [game-over] 对局已结束：没有合法着法
   *[position-invalid] 局面有错误，无法走棋
}
