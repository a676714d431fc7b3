# 帮助：全局按键按用途分组，输入文字即可筛选。

help-title-typing = 按键（Esc 关闭）· 输入以筛选
help-title-filtered = 含“{ $filter }”的按键 · Backspace 放宽，Esc 关闭
help-no-match = 没有按键的名称或说明包含这些文字：按 Backspace 或 Ctrl-U 放宽列表。
help-group-edit = 任何地方：编辑局面
help-group-files = 任何地方：文件、局面库、退出
help-group-share = 任何地方：复制、粘贴、分享
help-group-learn = 任何地方：学习 FEN
help-group-view = 任何地方：显示与本帮助
help-key-filter = 输入文字，只显示名称或说明中含有它的按键
help-key-erase = 删除筛选的最后一个字
help-key-clear = 清空筛选
