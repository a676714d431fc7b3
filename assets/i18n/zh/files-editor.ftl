# 编辑器中的文件：.fen/.epd 合集、保存、打开对话框、PGN 的对局。

help-section-open-dialog = 打开文件
help-section-name-prompt = 另存为
help-section-game-list = PGN 中的对局
key-save = 把局面保存到打开文件中它的那一行（未打开文件时询问文件名）
key-save-as = 以另一个名字保存
key-open = 打开 .fen、.epd 或 .pgn 文件
key-next-position = 打开文件的下一个局面（也可用 Alt-PgDn）
key-previous-position = 打开文件的上一个局面（也可用 Alt-PgUp）
key-list-arrows = 在列表中移动
key-list-page-up = 向上一页
key-list-page-down = 向下一页
key-list-home = 到第一行
key-list-end = 到最后一行
key-open-enter = 打开文件，或进入目录
key-open-up = 到上级目录
key-name-enter = 以此名字保存（没有扩展名时加上 .fen）
key-name-typing = 文件名或路径
key-game-enter = 逐步查看这盘棋的着法（在那里按 Esc 摆出所显示的局面）
key-quit-save = 先保存打开的文件
key-quit-back-to-editor = 回到编辑器
hint-quit-back-to-editor = 回到编辑器
key-quit-unsaved-anyway = 不保存就退出，打印棋盘的 FEN
hint-save = 保存
hint-open = 打开
hint-up = 上级

file-opened = 第 { $index } 个局面，共 { $count } 个（第 { $line } 行）{ $errors ->
    [0] 。
   *[other] ：{ $errors } 个错误，列号见 FEN 栏。
}
file-no-positions = 这个文件还没有局面：Ctrl-S 会加入棋盘上的局面。
file-saved = 已保存到 { $detail }。
file-not-saved = 未保存：{ $detail }
file-not-read = 无法打开 { $detail }
dir-not-listed = 无法列出目录 { $detail }
pgn-games = { $count } 盘对局{ $failed ->
    [0] {""}
   *[other] ，{ $failed } 盘有错误
}：选择一盘（Enter），逐步查看，Esc 摆出所显示的局面。
file-modified = 已修改
open-dialog-title = 打开
open-dialog-listing = 正在读取目录…
open-dialog-empty = 这里没有 .fen、.epd 或 .pgn 文件
games-title = { $name } 中的对局
game-line = { $number }. { $white } – { $black }  { $result }
game-has-errors = （有错误）
save-prompt = 另存为：
quit-confirm-unsaved = { $name } 有未保存的修改。退出会丢失这些修改。
