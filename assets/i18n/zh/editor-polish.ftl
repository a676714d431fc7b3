# 编辑器的小问题修正：焦点在 FEN 栏或面板时的欢迎行，以及其他视图文字。

notice-welcome-field = FEN 栏：输入或粘贴 FEN，棋盘随之更新 · Enter：保留 · Esc：回到棋盘
notice-welcome-panel = 面板：方向键更改数值 · Space Enter：切换 · Tab：下一项 · Esc：回到棋盘

library-browser-id = fen-tui library { $id }

session-offer-title-of = 恢复会话？（第 { $number } 个，共 { $count } 个）
session-offer-later = { $later ->
    [0] 这是 { $count } 个未正常退出的会话中的最后一个。
   *[other] 之后还会提供另外 { $later } 个未正常退出的会话（若恢复本会话，它们留到下次启动）。
}

teach-en-passant-none-start = 然后是 { $written }：没有吃过路兵的目标格。只有当一个兵刚刚走了两格时，这里才写它越过的那一格；现在还没有走过任何一步（第 1 回合，白方走），不可能有兵这样走过，所以写“-”。
