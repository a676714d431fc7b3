# 可靠性：命令行的拒绝，以及不响应的剪贴板。

cli-unknown-lang = 未知语言“{ $lang }”；可用的语言：{ $known }
cli-editor-needs-terminal = 编辑器需要终端；没有终端时，请用 `fen-tui check` 检查局面，或用 `fen-tui show` 显示局面
clipboard-not-answering-sent = 剪贴板没有响应；已改为发送到终端（OSC 52）
clipboard-not-answering = 剪贴板没有响应；FEN 仍显示在屏幕上，可以选取
clipboard-not-answering-paste = 剪贴板没有响应；请用终端粘贴（Ctrl-Shift-V）
