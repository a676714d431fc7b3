# EPD 行：FEN 的前四个字段，然后是操作 `操作码 操作数;`。

epd-bad-opcode = “{ $opcode }”不是 EPD 操作码：操作码以字母开头，由字母、数字和 _ 组成
epd-missing-semicolon = 操作“{ $opcode }”没有以 ; 结束
epd-bad-clock = { $opcode } 必须是{ $opcode ->
        [fmvn] 不小于 1 的
       *[other] {""}
    }整数，而不是“{ $value }”
