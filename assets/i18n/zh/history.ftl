# 撤销历史浮层（Alt-Z）：每个撤销步骤的 FEN，最新的在上。
history-title = 撤销历史（{ $count } 步）
history-empty = 还没有可撤销的步骤：每次编辑都会在这里添加一步。
history-help-section = 撤销历史
history-key-open = 撤销历史：每一步的 FEN，最新的在上（Enter 恢复一步）
history-key-restore = 把这一步放回棋盘（Ctrl-Z 可返回）
history-hint-restore = 恢复
history-key-close = 关闭，棋盘保持原样
