# 行没有结尾的输入（没有换行的无尽数据流、/dev/zero）：`pgn` 和 `check` 不再读取。

pgn-line-endless = 第 { $game } 局：此行在 { $limit } MiB 内没有结尾，这不是 PGN 文本（无尽的数据流？）；不再继续读取 PGN
cli-endless-line = { $file } 第 { $line } 行：在 { $limit } MiB 内没有行尾，这不是局面列表（无尽的数据流？）；不再继续读取 { $file }
