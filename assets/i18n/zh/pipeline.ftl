# fen-tui pgn：与终局局面矛盾的结果。
pgn-result-contradicts = 第 { $game } 局：结果 { $result } 与着法矛盾：终局局面的结果是 { $forced }

# check --strict：FEN 之后的内容。
strict-moves = --strict 只接受单独的 FEN：其后的着法不属于标准（去掉 --strict 检查即可走这些着法）
strict-epd-operations = --strict 只接受单独的 FEN：这是 EPD，其操作跟在四个 FEN 字段之后（去掉 --strict 检查即可读取）
