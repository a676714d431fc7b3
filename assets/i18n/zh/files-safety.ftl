# 文件安全：来自别处的局面、其他程序的修改、编码、损坏的会话。

file-position-from = 来自 { $source } 的局面
file-source-library = 局面库
save-prompt-elsewhere = 局面来自 { $source }，不是此文件的行。作为新行添加到：
file-merged = 已保存到 { $detail }；打开后另一个程序修改了它，其修改的行已保留。
file-conflict = 未保存：另一个程序修改了 { $detail } 中此处编辑的同一行。按 Alt-S 另存为其他名称。
file-not-a-position-file = 未保存：{ $detail } 不是局面文件（.fen 或 .epd）；请给出 .fen 名称。
file-utf16 = 无法打开 { $detail }：它是 UTF-16 编码（{ $encoding }）；请另存为 UTF-8。
session-set-aside = 保存的会话已损坏；已保留为 { $detail }，不再提供恢复。
