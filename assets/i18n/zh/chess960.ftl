# Chess960 与棋盘变换：变换的提示、编辑器中有关 Chess960 的文字。

transform-castling-dropped = 已取消 { $count } 个易位权：其王或车已不在规则要求的位置
transform-en-passant-dropped = 已取消吃过路兵目标格：没有兵可能刚越过它

castling-legend = [K] 在 FEN 中 · K 关闭 · (K) 已选 · !K! 在 FEN 中但不可能 · Space 切换
panel-chess960 = Chess960，易位写法：{ $notation ->
    [shredder] Shredder-FEN（Alt-N）
   *[xfen] X-FEN（Alt-N）
  }
panel-chess960-start = 第 { $number } 号初始局面
notice-chess960-on = 已开启 Chess960：王在两车之间时可与任一车易位
notice-chess960-off = 已关闭 Chess960：按标准国际象棋易位
notice-castling-notation = Chess960 易位写法：{ $notation ->
    [shredder] Shredder-FEN（直线字母，HAha）
   *[xfen] X-FEN（KQkq，内侧的车用直线字母）
  }
notice-chess960-start = Chess960 第 { $number } 号初始局面（在 FEN 栏输入“960 N”可换成第 N 号）
notice-chess960-chess-only = Chess960 是国际象棋的一种；象棋没有易位
notice-swapped-colors = 已交换颜色：同一局面换另一方
notice-mirrored = 已左右镜像
notice-rotated = 棋盘已旋转 180°
notice-cleared-white = 已移走白方（红方）棋子
notice-cleared-black = 已移走黑方棋子
key-chess960 = 开启或关闭 Chess960
key-chess960-random = 随机 Chess960 初始局面（在 FEN 栏输入“960 N”得第 N 号）
key-castling-notation = Chess960 易位写成 X-FEN 或 Shredder-FEN
key-swap-colors = 交换颜色（同一局面换另一方）
key-mirror = 左右镜像
key-rotate = 棋盘旋转 180°
key-clear-white = 移走白方（红方）棋子
key-clear-black = 移走黑方棋子
chess960-start-number = Chess960 初始局面编号为 0 到 959，没有 { $number }
castling-no-king-home = { $letters }：{ $square } 没有{ $color ->
    [white] 白
   *[black] 黑
  }王
