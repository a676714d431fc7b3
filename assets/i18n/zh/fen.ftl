# FEN 读取器的消息（src/core/fen/read）。消息 id 即诊断代码；每条消息既可作为
# 错误（严格模式），也可作为修复警告（宽松模式）阅读。

empty-input = 文本为空；FEN 以棋子布局开头，从上到下逐条横线记录
input-too-long = 文本长 { $bytes } 字节；FEN 最多只读取 { $limit } 字节
too-many-ranks = 横线过多：{ $variant ->
        [xiangqi] 象棋
       *[chess] 国际象棋
    }棋盘只有 { $expected } 条横线
too-few-ranks = 只有 { $found } 条横线：{ $variant ->
        [xiangqi] 象棋
       *[chess] 国际象棋
    }棋盘有 { $expected } 条横线
rank-too-long = 第 { $rank } 横线有 { $squares } { $variant ->
        [xiangqi] 个点
       *[chess] 格
    }；{ $variant ->
        [xiangqi] 象棋每条横线 { $expected } 个点
       *[chess] 国际象棋每条横线 { $expected } 格
    }
rank-too-short = 第 { $rank } 横线只有 { $squares } { $variant ->
        [xiangqi] 个点
       *[chess] 格
    }；{ $variant ->
        [xiangqi] 象棋每条横线 { $expected } 个点
       *[chess] 国际象棋每条横线 { $expected } 格
    }
invalid-piece = “{ $letter }”不是{ $variant ->
        [xiangqi] 象棋棋子：可用 k a b n r c p（大写为红方）
       *[chess] 国际象棋棋子：可用 k q r b n p（大写为白方）
    }
digit-zero = 第 { $rank } 横线出现 0：空位数从 1 起计
adjacent-digits = 第 { $rank } 横线有两个相连的数字；应相加（写作 { $squares }）
# $piece 为 horse 或 elephant，$color 为 red 或 black。
xiangqi-letter-alias = “{ $letter }”（{ $piece ->
        [horse] 马
       *[elephant] { $color ->
            [red] 相
           *[black] 象
        }
    }）是另一种写法；标准写法为“{ $canonical }”
invalid-side = 行棋方“{ $side }”既不是 w（{ $variant ->
        [xiangqi] 红方
       *[chess] 白方
    }）也不是 b（黑方）
side-r-for-red = “{ $side }”表示红方走；标准写法为 w
side-uppercase = 行棋方用了大写；标准写法为 { $side ->
        [W] w
       *[B] b
    }
invalid-castling = 易位字段“{ $field }”中的“{ $letter }”不是易位字母：应为 K Q k q（或车所在列 A-H、a-h），无易位时写 -
castling-order = 易位“{ $field }”顺序不对；标准按 K Q k q 的顺序书写
castling-duplicate = 易位“{ $field }”中“{ $letter }”出现了两次；每项易位权只写一次
xiangqi-castling-field = 象棋没有易位和吃过路兵：此字段应为 -，而不是“{ $field }”
invalid-en-passant-square = 吃过路兵目标“{ $field }”不是格子：应写如 e3 或 e6 的格子，或 -
invalid-halfmove-clock = 半回合计数“{ $field }”不是大于等于 0 的整数
invalid-fullmove-number = 回合数“{ $field }”不是大于等于 1 的整数
fullmove-zero = 回合数为 0，但回合从 1 开始计（写作 1）
leading-zero = 数字“{ $field }”以 0 开头（写作 { $canonical }）
missing-fields = 只有 { $found } 个字段，共需 { $expected } 个；缺少的按 { $defaults } 处理
too-many-fields = 字段超过 { $expected } 个：“{ $field }”是多余的
bad-whitespace = 字段之间只能用一个空格分隔，不能有制表符、连续空格或首尾空白

chess960-inferred = 按 Chess960（菲舍尔任意制象棋）读取：{ $reason ->
    [letter] 易位字母“{ $letter }”按直线指明车（Shredder-FEN）
   *[king] { $square } 的王有易位权，而王不在 e 线上时只有 Chess960 允许
  }（命令行加 --chess960 或在编辑器中按 Alt-9，即按 Chess960 读取，不再提示）
