# 局面库：assets/positions/library.txt 中局面与分组的名称。

library-group-start = 初始局面
library-group-example = FEN 标准中的例子
library-group-opening = 开局
library-group-study = 著名排局与对局
library-group-endgame = 残局
library-group-xiangqi = 象棋经典残局

library-chess-start = 国际象棋：初始局面
library-xiangqi-start = 象棋：初始局面
library-after-e4 = 1. e4 之后
library-after-e4-e5 = 1. e4 e5 之后
library-xiangqi-example = 象棋 FEN 示例
library-italian = 意大利开局
library-ruy-lopez = 西班牙开局（鲁伊·洛佩斯）
library-kings-gambit = 王翼弃兵
library-sicilian = 西西里防御
library-najdorf = 西西里防御纳道尔夫变例
library-french = 法兰西防御
library-caro-kann = 卡罗-康防御
library-scandinavian = 斯堪的纳维亚防御
library-queens-gambit = 后翼弃兵
library-slav = 斯拉夫防御
library-london = 伦敦体系
library-kings-indian = 古印度防御
library-nimzo-indian = 尼姆佐-印度防御
library-english = 英国式开局
library-reti-study = 列蒂排局（1921）
library-saavedra = 萨维德拉局面
library-lasker-reichhelm = 拉斯克-赖希黑尔姆局面
library-opera-game = 莫菲“歌剧院对局”终局
library-scholars-mate = 四步杀（学者杀）
library-lucena = 卢塞纳局面
library-philidor = 菲利多尔局面
library-opposition = 王兵残局：对王
library-chariot-vs-advisors = 单车胜双士
library-chariot-vs-horse = 单车胜单马
library-soldier-vs-general = 高兵胜单将

library-not-found = 库中没有名为“{ $name }”的局面；`fen-tui library` 可列出全部

library-browser-id = fen-tui library { $id }

# 按名称查找局面（`fen-tui library 名称`、编辑器中局面库的筛选）。

library-several = “{ $name }”对应多个局面：{ $entries }；请给出其中一个 id
library-did-you-mean = 您是不是要找 { $id }（{ $entry }）？
library-browser-none-did-you-mean = 局面库中没有与“{ $filter }”相符的局面。您是不是要找“{ $entry }”？

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
