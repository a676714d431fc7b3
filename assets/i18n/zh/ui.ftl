# 编辑器：面板、状态消息、帮助和按键说明。

panel-position = 局面
panel-problems = 问题
panel-side-to-move = 轮到
panel-castling = 王车易位
panel-en-passant = 吃过路兵
panel-halfmove-clock = 半回合数
panel-fullmove-number = 回合数
panel-draw-rule = { $plies } 时和棋（{ $moves } 回合规则）

castling-no-king = { $letters }：第 { $rank } 横线上没有{ $color ->
    [white] 白方
   *[black] 黑方
  }王
castling-no-rook = { $letters }：{ $square } 上没有车

status-ongoing = 轮到{ $side }走
status-check = 轮到{ $side }走，被将军
status-checkmate = 将死：{ $side }被将死
status-stalemate = 困毙：{ $side }无合法着法

fen-label = FEN
fen-more-problems = （另有 { $count } 个）
too-small = 请把终端放大到 { $width }×{ $height }（现在 { $now-width }×{ $now-height }）

notice-welcome = 在棋盘上输入 FEN 字母 · Tab：面板和 FEN 栏 · F1：全部按键
notice-clipboard-empty = 剪贴板中没有文本
notice-pasted = { $count ->
    [0] 已粘贴
   *[other] 已粘贴：{ $count } 个警告
}
notice-paste-unreadable = 不是局面：{ $count } 个错误（文本在 FEN 栏中）
notice-placed = { $letter }：{ $side }{ $piece }在 { $square }
notice-cleared = 从 { $square } 起清空了 { $count } 格
notice-undone = 已撤销
notice-nothing-to-undo = 没有可撤销的操作
notice-redone = 已重做
notice-nothing-to-redo = 没有可重做的操作
notice-flipped = 棋盘已翻转
notice-start-position = 初始局面
notice-empty-board = 空棋盘
notice-variant = 正在编辑：{ $variant }
notice-side-to-move = 轮到{ $side }走
notice-theme = 棋子样式已切换
notice-not-a-piece = “{ $letter }”在{ $variant }中不是棋子字母
notice-field-reads = { $count ->
    [0] FEN 已读取
   *[other] FEN 已读取，{ $count } 个警告
}
notice-field-unreadable = FEN 有 { $count } 个错误；棋盘保留上一个正确局面

hint-quit = 退出
hint-help = 帮助
hint-copy = 复制
hint-paste = 粘贴
hint-focus = 下一项

help-title = 按键（Esc 关闭）
help-section-global = 任何地方
help-section-board = 棋盘上
help-section-panels = 面板中
help-section-fen-field = FEN 栏中
help-section-help = 帮助中

key-close-help = 关闭帮助
key-quit = 退出并输出 FEN
key-help = 显示全部按键
key-copy = 复制 FEN
key-paste = 粘贴 FEN 或链接
key-undo = 撤销
key-redo = 重做
key-focus-next = 下一个面板
key-focus-previous = 上一个面板
key-flip = 翻转棋盘
key-start-position = 初始局面
key-empty-board = 空棋盘
key-switch-variant = 国际象棋 / 象棋
key-toggle-side = 切换走子方
key-piece-theme = 字母 / 棋子符号
key-escape = 回到棋盘
key-board-arrows = 移动光标
key-board-home = 本横线第一格
key-board-end = 本横线最后一格
key-board-page-up = 最上横线
key-board-page-down = 最下横线
key-board-backspace = 后退并清空
key-board-delete = 清空此格
key-board-letters = 放置棋子并按 FEN 顺序前进；数字清空格子；/ 到下一横线
key-panel-arrows = 改变数值
key-panel-activate = 切换 / 下一个选项
key-panel-backspace = 删除一位数字
key-panel-digits = 输入数字
key-field-arrows = 移动插入点
key-field-home = 文本开头
key-field-end = 文本末尾
key-field-backspace = 删除插入点前的字符
key-field-delete = 删除插入点处的字符
key-field-enter = 保留文本，回到棋盘
key-field-typing = 输入；FEN 可读时棋盘随之改变
