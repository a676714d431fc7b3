# 象棋规则：局面问题、提示与不合法的着法。
# 变量：$color 为 "red" 或 "black"；$piece 为棋子键（general、advisor、
# elephant、horse、chariot、cannon、soldier）；点名如 e0（从红方看，列 a-i，行 0-9）。

xiangqi-empty-board = 棋盘是空的：象棋局面必须有红帅和黑将。

xiangqi-missing-king = { $color ->
        [red] 红方没有帅。
       *[black] 黑方没有将。
    }

xiangqi-too-many-kings = { $color ->
        [red] 红方有 { $count } 个帅
       *[black] 黑方有 { $count } 个将
    }（{ $squares }），每方只能有一个。

xiangqi-king-outside-palace = { $color ->
        [red] 红方的帅
       *[black] 黑方的将
    }在 { $square }，不在九宫之内。

xiangqi-advisor-misplaced = { $color ->
        [red] 红方的仕
       *[black] 黑方的士
    }在 { $square }，不在其位：仕（士）只能在九宫的四角和中心。

xiangqi-elephant-misplaced = { $color ->
        [red] 红方的相
       *[black] 黑方的象
    }在 { $square }，不在其位：相（象）只能在本方的七个点上，不能过河。

xiangqi-pawn-misplaced = { $count ->
    [1] { $color ->
            [red] 红方的兵
           *[black] 黑方的卒
        }在 { $squares }，{ $reason ->
            [behind-start] 位于起始线之后：兵（卒）不能后退。
           *[off-start-file] 不能在此：过河之前，兵（卒）只能在 a、c、e、g、i 线上。
        }
   *[other] { $color ->
            [red] 红方有 { $count } 个兵
           *[black] 黑方有 { $count } 个卒
        }{ $reason ->
            [behind-start] 位于起始线之后（兵卒不能后退）：{ $squares }。
           *[off-start-file] 过河之前不在 a、c、e、g、i 线上：{ $squares }。
        }
}

xiangqi-pawns-one-file = { $color ->
        [red] 红方的兵
       *[black] 黑方的卒
    }在 { $squares }，未过河却同在 { $file } 线上：每条线开局只有一个兵（卒），过河之前只能直进，不可能有第二个走到这条线上。

xiangqi-too-many-pieces = { $color ->
        [red] 红方有 { $count } 个{ $piece ->
            [advisor] 仕
            [elephant] 相
            [horse] 马
            [chariot] 车
            [cannon] 炮
            [soldier] 兵
           *[other] 同类棋子
        }
       *[black] 黑方有 { $count } 个{ $piece ->
            [advisor] 士
            [elephant] 象
            [horse] 马
            [chariot] 车
            [cannon] 炮
            [soldier] 卒
           *[other] 同类棋子
        }
    }（{ $squares }），最多只能有 { $limit } 个。

xiangqi-kings-facing = { $red_general } 的帅与 { $black_general } 的将在同一纵线上照面，中间没有棋子。

# $piece：唯一将军的棋子（chariot、horse、cannon、soldier），几个棋子同时将军时为 other。
xiangqi-opposite-check = { $color ->
        [red] 红方的帅在 { $square } 被 { $attackers } 的{ $piece ->
            [chariot] 车
            [horse] 马
            [cannon] 炮
            [soldier] 卒
           *[other] 棋子
        }将军，但现在轮到黑方走棋。
       *[black] 黑方的将在 { $square } 被 { $attackers } 的{ $piece ->
            [chariot] 车
            [horse] 马
            [cannon] 炮
            [soldier] 兵
           *[other] 棋子
        }将军，但现在轮到红方走棋。
    }

xiangqi-sixty-move-rule = 双方已连续 { $halfmoves } 个半回合未吃子：按自然限着（双方连续 60 回合，即 120 个半回合未吃子）判和。

xiangqi-unreadable-move = { $move } 不是着法：可写坐标（h2e2）、WXF（C2=5）或中文记谱（炮二平五）。

xiangqi-illegal-move = { $move }：{ $reason ->
        [position-invalid] 局面存在问题，无法行棋；请先改正。
        [game-over] 对局已经结束：轮到走棋的一方无棋可走。
        [no-piece] 起点上没有棋子。
        [not-your-piece] 那是对方的棋子。
        [own-piece] 不能吃本方的棋子。
        [piece-shape] { $piece ->
            [general] 帅（将）每步沿直线走一格。
            [advisor] 仕（士）每步斜走一格。
            [elephant] 相（象）每步斜走两格（走“田”字）。
            [horse] 马先直走一格，再斜走一格（走“日”字）。
            [chariot] 车沿直线走，格数不限。
            [cannon] 炮沿直线走，格数不限。
            [soldier] 兵（卒）每步向前一格，过河后也可横走一格。
           *[other] 这个棋子不能这样走。
        }
        [palace] { $piece ->
            [general] 帅（将）不能走出九宫。
           *[advisor] 仕（士）不能走出九宫。
        }
        [river] { $piece ->
            [soldier] 兵（卒）过河之后才能横走。
           *[elephant] 相（象）不能过河。
        }
        [blocked] { $piece ->
            [horse] 蹩马腿：马旁边的点被棋子挡住。
            [elephant] 塞象眼：相（象）的“田”字中心有棋子。
           *[other] 路上有棋子挡住。
        }
        [cannon-screen] 炮吃子必须隔着恰好一个棋子（炮架）。
        [leaves-king-in-check] 这步是送将：走后己方的帅（将）会被将军。
        [kings-facing] 走后帅与将会在同一纵线上照面。
       *[other] 这里不能这样走。
    }
xiangqi-no-such-move = { $move }：没有相符的合法着法：该处没有这种棋子，或它不能这样走。
xiangqi-ambiguous-move = { $move } 可指多步着法（{ $moves }）：{ $hint ->
        [place] 这些棋子在同一纵线上，请用前、后（+、-）指明是哪一个。
        [both] 请同时用位置和纵线指明（前兵四，15=6）。
       *[file] 请用纵线指明是哪一个棋子。
    }
xiangqi-other-side-numerals = { $move } 用的是{ $written ->
        [red] 红方的数字（一…九）
       *[black] 黑方的数字（１…９）
    }，但第 { $number } 回合（第 { $ply } 步）轮到{ $turn ->
        [red] 红方
       *[black] 黑方
    }走：不会把对方的着法当作本方的着法来读。是否漏记了一步？

# 象棋说“点”，国际象棋说“格”。
xiangqi-digit-zero = 第 { $rank } 横线出现 0：空位数从 1 起计

xiangqi-notice-cleared = 从 { $square } 起清空了 { $count } 个点

xiangqi-practice-board-differs = 有 { $count } 个点与 FEN 不同，已高亮显示。
