# Issue #33：把棋盘上的局面作为新的一行添加到打开的文件；棋盘上是全新局面时 Ctrl-S 的询问。

key-add-position = 把棋盘上的局面添加为打开文件的新局面并保存
file-new-position = 新局面，不是第 { $line } 行的：Ctrl-S 会询问（替换或添加）；Alt-I 直接添加。
file-replace-or-add = 用棋盘上的局面替换第 { $line } 行 { $caption }，还是把它添加为新的一行？
file-replace-or-add-keys = a Enter：添加为新行 · r：替换第 { $line } 行 · Esc：返回
file-opened-beside = 会话已恢复；{ $detail } 已在旁边打开（Ctrl-S 会先询问再用棋盘覆盖其中一行）。
