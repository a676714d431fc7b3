# `fen-tui diagram` 与 `fen-tui worksheet` 的用语。

diagram-unknown-extension = 无法从文件名 { $file } 判断格式；请以 .svg、.png、.pdf、.txt、.asc 或 .tex 结尾，或使用 --format
diagram-binary-to-terminal = PNG 和 PDF 不是文本；请用 -o 文件 写入文件，或重定向输出
diagram-cannot-draw = 无法绘制棋图：{ $reason }
diagram-cannot-write = 无法写入 { $file }：{ $reason }

worksheet-needs-pdf-or-svg = 练习纸只能写成 PDF 或 SVG；请让输出文件名以 .pdf 或 .svg 结尾
worksheet-skipped-line = { $file }:{ $line }：已跳过，不是局面：{ $message }
worksheet-no-positions = 没有可放进练习纸的局面
worksheet-written = { $count } 个局面，共 { $pages } 页：{ $file }

worksheet-title-write-fen = 写出每个局面的 FEN
worksheet-title-set-up = 在空棋盘上摆出每个局面
worksheet-title-answers = 答案
worksheet-name-line = 姓名 ____________________   日期 ____________
worksheet-position = 局面 { $number }
worksheet-fen = FEN：
worksheet-to-move = { $side ->
        [white] 白方
        [red] 红方
       *[black] 黑方
    }走
worksheet-page = 第 { $page } 页，共 { $pages } 页
