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
