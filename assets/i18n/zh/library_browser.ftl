# 编辑器中的局面库（Ctrl-L）：按分组列出局面，输入即可筛选。

help-section-library = 局面库
key-library = 浏览局面库（输入即可筛选）
key-library-enter = 把选中的局面摆到棋盘上（Ctrl-Z 可撤销）
key-library-close = 关闭，棋盘保持原样
key-library-clear = 清空筛选
key-library-typing = 按名称、分组或棋种筛选，任何语言均可
hint-library-load = 摆上

library-browser-title = 局面库
library-browser-filter = 筛选：
library-browser-filter-empty = 输入名称、分组或棋种（任何语言）
library-browser-none = 局面库中没有与“{ $filter }”相符的局面。
library-browser-count = { $count } 个局面
library-browser-to-move = { $variant }，{ $side }走棋
library-browser-click = 单击：选中 · 再次单击：摆上 · 滚轮：滚动
library-browser-opened = 输入文字即可筛选；Enter 把选中的局面摆到棋盘上。
library-browser-loaded = 来自局面库：{ $name }。Ctrl-Z 可撤销。

# 调色板上的局面库按钮（在 F3、F4 旁边）。
palette-library = 局面库
