# 编辑器中的棋图（分享菜单的最后两行），以及从 PGN 文件生成练习页。

export-menu-file = 棋图保存为文件（PNG、SVG、PDF、文本、LaTeX）…
export-menu-image = 棋图作为图片复制到剪贴板
export-menu-file-preview = 会询问文件名，默认 { $file }；格式由扩展名决定
export-menu-image-preview = 可直接粘贴到文档中（需要图形显示；OSC 52 只能传文本）
export-help-section = 保存棋图
export-key-enter = 以此文件名写入棋图（无扩展名时用 .png）
export-key-typing = 文件名或路径；格式由扩展名决定
export-prompt = 棋图另存为：
export-replace-question = { $file } 已存在。要替换吗？
export-replace-keys = y Enter：替换 · n Esc：修改文件名
export-name-empty = 请输入文件名，例如 diagram.png
export-unknown-extension = .{ $extension } 不是 fen-tui 能写的格式：文件名请以 .png、.svg、.pdf、.txt（Unicode）、.asc（ASCII）或 .tex（LaTeX）结尾
export-written = 棋图已写入 { $file }
export-not-written = 棋图未写入：{ $file }：{ $detail }
export-image-copied = { $how ->
        [memory] 棋图已作为图片复制（仅保存在 fen-tui 内）
       *[other] 棋图已作为图片复制到剪贴板
    }
export-image-not-copied = 棋图未复制：{ $why }。可改为保存到文件：Enter 写入，Esc 取消
export-image-no-display = 这里没有图形显示（SSH 或控制台），而终端剪贴板（OSC 52）只能传文本，不能传图片
export-image-not-answering = 剪贴板没有响应，而终端剪贴板（OSC 52）只能传文本，不能传图片
export-image-refused = 剪贴板拒绝了图片：{ $detail }
export-image-timed-out = 剪贴板未能及时接收图片
export-cannot-draw = 无法绘制图片（{ $detail }）
clipboard-text-only = 此剪贴板只能传文本，不能传图片
export-worksheet-skipped-game = { $file }：第 { $game } 局已略过：{ $message }
