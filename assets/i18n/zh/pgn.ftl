# PGN 棋谱：读取（`fen-tui pgn`）与写出（`fen-tui pgn --write`）。

pgn-illegal-move = 第 { $game } 局：第 { $round } 回合的 { $move } 在此不能走（主线第 { $ply } 个半回合）；该局在此之前停止
pgn-ambiguous-move = 第 { $game } 局：第 { $round } 回合的 { $move } 可指不止一步棋（主线第 { $ply } 个半回合）；请注明是哪个棋子，例如加上所在的列；该局在此之前停止
pgn-unreadable-move = 第 { $game } 局：第 { $round } 回合的“{ $move }”不是 PGN 的着法写法（SAN：Nf3、exd5、O-O、e8=Q；空着写作 --）；该局在此之前停止
pgn-bad-fen-tag = 第 { $game } 局：FEN 标签无法读取：{ $fen }
pgn-start-not-playable = 第 { $game } 局：FEN 标签中的局面不能作为对局的开始：{ $fen }
pgn-unterminated-tag = 第 { $game } 局：此标签在本行没有用引号和 ] 结束；已跳过
pgn-malformed-tag = 第 { $game } 局：此行以 [ 开头但不是标签（[Name "value"]）；已跳过
pgn-unterminated-comment = 第 { $game } 局：此注释没有用 {"}"} 结束
pgn-unclosed-variation = 第 { $game } 局：此变化没有用 ) 结束
pgn-stray-parenthesis = 第 { $game } 局：此 ) 没有对应的变化
pgn-line-too-long = 第 { $game } 局：此行超过 16 MiB，已跳过
pgn-not-text = 这不是文本（含有 NUL 字节）；不再继续读取 PGN
pgn-no-game = 此文本中没有 PGN 对局（没有标签、着法或结果）；不会由它生成局面
pgn-no-games = { $file }：其中没有 PGN 对局
pgn-not-chess = 国际象棋对局的着法用 SAN 记录；ICCS、WXF 和中文记法只用于象棋对局
pgn-summary = 读取 { $games } 局，其中 { $failed } 局有错误
