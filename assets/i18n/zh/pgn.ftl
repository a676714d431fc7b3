# PGN 棋谱：读取（`fen-tui pgn`）与写出（`fen-tui pgn --write`）。

pgn-illegal-move = 第 { $game } 局：{ $move } 在此不能走（主线第 { $ply } 步）；该局在此之前停止
pgn-ambiguous-move = 第 { $game } 局：{ $move } 可指不止一步棋（主线第 { $ply } 步）；请注明是哪个棋子，例如加上所在的列
pgn-bad-fen-tag = 第 { $game } 局：FEN 标签无法读取：{ $fen }
pgn-start-not-playable = 第 { $game } 局：FEN 标签中的局面不能作为对局的开始：{ $fen }
pgn-unterminated-tag = 第 { $game } 局：标签没有用引号和 ] 结束
pgn-unterminated-comment = 第 { $game } 局：注释没有用 {"}"} 结束
pgn-unreadable = 第 { $game } 局：此处文本无法按 PGN 读取
pgn-not-chess = PGN 的着法是为国际象棋写的；象棋对局无法写成 PGN
pgn-summary = 读取 { $games } 局，其中 { $failed } 局有错误
