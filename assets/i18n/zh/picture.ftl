# `fen-tui image` 与 `fen-tui 图片`：从图片读出的局面。
image-not-a-picture = { $file }：不是 fen-tui 能读的图片（PNG、JPEG、WebP、BMP）：{ $reason }
image-no-board = { $file }：图片中没有找到国际象棋棋盘
image-no-xiangqi-board = { $file }：图片中没有找到象棋棋盘
image-no-board-either = { $file }：图片中没有找到国际象棋棋盘或象棋棋盘
image-model-damaged = 内置的识别模型已损坏：{ $reason }
image-uncertain = { $count } 个格子不确定：{ $list }
image-guessed = 读自 { $file }：行棋方、易位和吃过路兵都是推测的
image-empty = 空
image-doubt = { $square }（{ $read } 还是 { $or }？）
image-guessed-clipboard = 读自剪贴板中的图片：行棋方、易位和吃过路兵都是推测的
image-pasted-no-board = 剪贴板中的图片里没有国际象棋棋盘或象棋棋盘；棋盘未改动
image-pasted-damaged = 内置的识别模型已损坏（{ $reason }）；棋盘未改动
image-uncertain-points = { $count } 个点不确定：{ $list }
image-guessed-xiangqi = 读自 { $file }：轮到红方走是推测的
image-guessed-clipboard-xiangqi = 读自剪贴板中的图片：轮到红方走是推测的
