# 剪贴板复制与粘贴的提示。

clipboard-copied-system = FEN 已复制到剪贴板
clipboard-copied-osc52 = FEN 已发送给终端（OSC 52{ $tmux ->
    [yes] ，经由 tmux
   *[no] {""}
}）
clipboard-copied-memory = 已复制（仅在 fen-tui 内部）
clipboard-no-display = 这里没有剪贴板：没有显示器（未设置 DISPLAY/WAYLAND_DISPLAY）
clipboard-unavailable = 系统剪贴板不可用：{ $detail }
clipboard-refused = 剪贴板拒绝了文本：{ $detail }
clipboard-empty = 剪贴板是空的
clipboard-helper-failed = 退出后无法保留复制内容：{ $detail }
clipboard-helper-timed-out = 剪贴板未能及时接收文本
clipboard-terminal-failed = 无法通知终端进行复制：{ $detail }
clipboard-cannot-paste = 这里无法读取剪贴板；请用终端粘贴（Ctrl-Shift-V）
clipboard-nothing-worked = 复制失败（既没有系统剪贴板，也没有终端后备）；FEN 仍显示在屏幕上，可直接选取

clipboard-not-answering-sent = 剪贴板没有响应；已改为发送到终端（OSC 52）

clipboard-not-answering = 剪贴板没有响应；FEN 仍显示在屏幕上，可以选取

clipboard-not-answering-paste = 剪贴板没有响应；请用终端粘贴（Ctrl-Shift-V）
