# 分享菜单中不适用于当前局面的项：照旧显示在原位、保留数字，变暗并说明原因。

share-why-chess-only = 仅适用于国际象棋局面
share-why-xiangqi-only = 仅适用于象棋局面
share-why-no-moves = 仅在走过着法之后（FEN moves …、Ctrl-E）
share-why-not-legal = 仅适用于合法局面（见“问题”）
share-not-offered = { $what }：{ $why }
