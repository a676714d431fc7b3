# 完整重写 PGN 棋局（`fen-tui pgn --format pgn`、`pgn --write --encoding`）。

pgn-variation-move = 第 { $game } 局：变化中的着法 { $number } { $move } { $why ->
        [illegal] 在此不能走
        [ambiguous] 对应不止一步着法
       *[unreadable] 不是 PGN 的着法写法
    }（从开局起第 { $ply } 步）；该变化其余部分略去
pgn-not-encodable = 第 { $game } 局：“{ $character }”在 { $encoding } 中没有编码；此局未写出（请用 --encoding utf-8）
pgn-write-not-encodable = “{ $character }”在 { $encoding } 中没有编码；未写出任何内容（请用 --encoding utf-8）
