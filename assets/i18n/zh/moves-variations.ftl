# 从文件打开的对局在着法视图中：变化与注释。
moves-variations-here = 此处的其他着法（↓ 下一个，↑ 返回）：{ $moves }
moves-variations-next = 下一着有变化（↓ 进入）：{ $moves }
key-moves-variation-next = 进入所示着法（或下一着）的变化；再按：下一个变化，最后一个之后回到原来的着法
key-moves-variation-back = 回到变化所离开的着法，回到离开时的位置（Esc 亦可）
