# 编辑器：面板、状态消息、帮助和按键说明。

panel-position = 局面
panel-problems = 问题
panel-side-to-move = 轮到
panel-castling = 王车易位
panel-en-passant = 吃过路兵
panel-halfmove-clock = 半回合计数
panel-fullmove-number = 回合数
panel-draw-rule = { $moves ->
    [50] 满 { $plies } 可要求和棋
   *[other] 满 { $plies } 按自然限着判和
        （双方各 { $moves } 回合未吃子）
}

castling-no-king = { $letters }：第 { $rank } 横线上没有{ $color ->
    [white] 白方
   *[black] 黑方
  }王
castling-no-rook = { $letters }：{ $square } 上没有车

status-ongoing = 轮到{ $side }走
status-check = 轮到{ $side }走，被将军
status-checkmate = 将死：{ $side }被将死
status-stalemate = { $variant ->
    [xiangqi] 困毙：{ $side }无子可走，判负
   *[chess] 逼和：{ $side }无合法着法
}

fen-label = FEN
fen-field-problem = FEN 栏第 { $column } 个字符：{ $message }
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
notice-piece-style = 棋子样式已切换
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
key-toggle-side = 切换行棋方
key-piece-style = 字母 / 棋子符号
key-escape = 回到棋盘
key-board-arrows = 移动光标
key-board-home = 本横线开头
key-board-end = 本横线末尾
key-board-page-up = 最上横线
key-board-page-down = 最下横线
key-board-backspace = 后退并清空
key-board-delete = 清空此处
key-board-letters = 放置棋子并按 FEN 顺序前进；数字留出空位；/ 到下一横线
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

# Share and clipboard: the share menu (F10, Ctrl-T).
share-title = 分享此局面
share-lichess-analysis = Lichess 分析链接
share-lichess-editor = Lichess 棋盘编辑器链接
share-chesscom = Chess.com 分析链接
share-pychess = pychess.org 分析链接
share-uci = UCI 命令（position fen …）
share-fen-with-moves = 带着法的 FEN
share-keys = ↑ ↓ 选择 · Enter 或 1-{ $count } 执行该行 · Esc 关闭
share-copied = { $how ->
    [system] 已复制 { $what }
    [osc52] 已发送给终端（OSC 52）：{ $what }
    [osc52-tmux] 已发送给终端（OSC 52，通过 tmux；如果没有收到，需要在 tmux 中设置 set -g allow-passthrough on（tmux 3.3 及以上））：{ $what }
   *[memory] 已复制 { $what }（仅保存在 fen-tui 内）
}
share-failed = 未能复制 { $what }：{ $why }（文本显示在菜单中）
share-nothing-worked = 系统剪贴板和终端都未能接收
key-share = 分享：链接、UCI、着法

# Session: the session file and the prompt that offers back an interrupted session.
session-prompt-title = 恢复上次的会话？
session-prompt-body = { $minutes ->
    [0] 上次会话没有正常退出。它在不到一分钟前保存，局面如下：
   *[other] 上次会话没有正常退出。它在 { $minutes } 分钟前保存，局面如下：
}
session-prompt-draft = FEN 栏：{ $draft }
session-prompt-steps = { $count ->
    [0] 没有可撤销的步骤
   *[other] { $count } 个可撤销的步骤
}
help-section-session = 提示恢复上次会话时
key-session-restore = 恢复：局面、FEN 栏和撤销步骤
key-session-discard = 放弃，重新开始
notice-session-restored = 已恢复上次会话（Ctrl-Z 可撤销其步骤）
notice-session-discarded = 已放弃上次会话
notice-nothing-to-resume = 没有可继续的已保存会话
session-unreadable = 无法读取已保存的会话，已忽略：{ $detail }
session-corrupt = 已保存的会话已损坏，已忽略
session-too-large = 已保存的会话文件过大，已忽略
session-newer = 已保存的会话来自更新版本的 fen-tui（格式 { $detail }），已忽略
session-not-saved = 无法保存会话：{ $detail }（此处的局面未改变）
notice-session-in-use = 另一个 fen-tui（进程 { $pid }）正在编辑；本次不保存会话

## 教学：逐步讲解、走棋、练习、语言

help-section-walk = 逐步讲解中
help-section-moves = 走棋讲解中
help-section-practice-menu = 选择练习
help-section-write-fen = 写出 FEN
help-section-build-position = 摆出局面
key-walk-through = 逐步讲解 FEN
key-switch-language = 切换语言（en ru zh）
key-explain-moves = 走棋看 FEN 变化
key-practice = 练习：写 FEN、摆局面
key-step-next = 下一步
key-step-back = 上一步
key-step-first = 第一步
key-step-last = 最后一步
key-teach-leave = 返回编辑器
key-moves-enter = 走出输入的着法
key-moves-arrows = 在已走的着法中后退 / 前进
key-moves-home = 着法开始前的局面
key-moves-end = 最后一步着法
key-moves-leave = 返回编辑器，保留当前显示的局面
key-moves-typing = 输入着法：象棋用坐标（h2e2）、WXF（C2=5）或中文（炮二平五）；国际象棋用 SAN（e4、Nf3、O-O）或坐标（e2e4）
key-menu-start = 开始练习
key-write-enter = 检查输入的 FEN
key-write-typing = 输入所显示局面的 FEN
key-build-enter = 核对棋盘与 FEN
hint-next = 下一步
hint-back = 上一步
hint-leave = 退出
hint-play = 走棋
hint-moves = 着法
hint-start = 开始
hint-check = 检查
notice-language = { $lang ->
    [ru] Язык: русский
    [zh] 语言：中文
   *[en] Language: English
}
notice-moves-kept = 棋盘保留 { $count } 步之后的局面
notice-build-started = 棋盘已清空：请摆出局面（Ctrl-Z 可恢复原局面）
moves-input-label = 着法
moves-prompt = 输入着法（如 h2e2，国际象棋也可写 e4、Nf3）并按 Enter：FEN 会随之变化，每处变化都会在这里解释。可以一次输入多步。
moves-start = 开始

notice-welcome-field = FEN 栏：输入或粘贴 FEN，棋盘随之更新 · Enter：保留 · Esc：回到棋盘

notice-welcome-panel = 面板：方向键更改数值 · Space Enter：切换 · Tab：下一项 · Esc：回到棋盘

session-offer-title-of = 恢复会话？（第 { $number } 个，共 { $count } 个）

session-offer-later = { $later ->
    [0] 这是 { $count } 个未正常退出的会话中的最后一个。
   *[other] 之后还会提供另外 { $later } 个未正常退出的会话（若恢复本会话，它们留到下次启动）。
}

key-text-to-start = 光标移到文本开头

key-text-to-end = 光标移到文本末尾

key-text-words = 光标左移 / 右移一个词

key-text-delete-to-start = 删除从开头到光标的文字

key-text-delete-to-end = 删除从光标到末尾的文字

key-text-delete-word = 删除光标前的一个词
