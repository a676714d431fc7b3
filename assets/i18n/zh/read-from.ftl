# 棋盘采用的文本来自哪里：FEN 栏已显示规范 FEN 时，写在“问题”面板里它的修正旁边。
file-line-problem = 文件第 { $line } 行第 { $column } 个字符：{ $message }
command-line-problem = 命令行第 { $column } 个字符：{ $message }
# 从 PGN 列表打开的棋局停在一步不能走的着法上。
pgn-game-stops = { $file } 第 { $line } 行：{ $message }
