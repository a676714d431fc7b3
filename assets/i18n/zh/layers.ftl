# 图层：可滚动的帮助、退出确认、不打印退出、跳到格子。

help-section-quit-confirm = 带着未读文本退出
help-section-square-jump = 跳到格子
key-help-scroll = 滚动一行
key-help-page-up = 向上滚动一页
key-help-page-down = 向下滚动一页
key-help-home = 到开头
key-help-end = 到末尾
help-more-above = ↑ 还有 { $count } 行
help-more-below = ↓ 还有 { $count } 行（↓ PgDn）
help-field-keys-win = 当文本框（FEN 栏、着法、要写的 FEN）有焦点时，它的按键优先于相同组合的全局按键。

key-quit-without-printing = 退出且不打印 FEN（退出状态 130）
key-jump = 跳到格子：输入它的名字（e4）后按 Enter
key-quit-back = 回到 FEN 栏修改文本
key-quit-anyway = 仍然退出，打印最后一个能读的 FEN
hint-quit-back = 回到输入栏
hint-quit-anyway = 仍然退出
hint-quit-without-printing = 退出不打印
quit-confirm-title = 退出？
quit-confirm-body = FEN 栏中的文本无法读取（{ $count } 个错误）。退出会打印最后一个能读的 FEN，这段文本会丢失。

jump-prompt = 跳到格子：
jump-unknown = 这个棋盘上没有“{ $typed }”（{ $first }–{ $last }）
key-jump-enter = 跳到输入的格子
key-jump-cancel = 取消
key-jump-typing = 格子的名字：直线字母，横线数字
hint-jump = 跳转
hint-cancel = 取消
