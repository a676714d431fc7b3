# Issue #33：把棋盘上的局面作为新的一行添加到打开的文件；棋盘上是全新局面时 Ctrl-S 的询问。

key-add-position = 把棋盘上的局面作为新局面添加到打开文件的末尾并保存（其他行保持不变）
file-new-position = 棋盘上是一个新局面，不是第 { $line } 行的局面：Ctrl-S 会询问是替换该行还是添加为新行；Alt-I 直接把它添加为新局面。
file-replace-or-add = 用棋盘上的局面替换第 { $line } 行{ $caption }，还是把它添加为新的一行？
file-replace-or-add-keys = a Enter：添加为新行 · r：替换第 { $line } 行 · Esc：返回
file-opened-beside = 会话已恢复；{ $detail } 已在旁边打开（Ctrl-S 会先询问再用棋盘覆盖其中一行）。
