# 程序拒绝读写文件的原因（系统自己的原因用系统的话），以及“另存为”替换文件前的提问。

file-refused-not-regular = 不是普通文件（FIFO 或设备）：不读也不写
file-refused-read-only = 只读，未覆盖：另存为其他名字（Alt-S），或先 chmod u+w
file-refused-changed-meanwhile = 写入期间另一个程序改动了该文件：未覆盖
file-refused-busy = 另一个 fen-tui 仍在保存该文件：未写入，请再按 Ctrl-S
file-refused-too-large = 超过 { $limit } 字节，未读取
file-replace-question = { $file } 已存在。用整个打开的文件替换它？
file-replace-keys = y Enter：替换 · n Esc：换个名字
file-reading = 正在读取 { $file }（{ $megabytes } MB）…
