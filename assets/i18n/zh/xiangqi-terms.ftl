# 象棋的棋子按红黑两方各自的字称呼（状态栏等处）：帅/将、仕/士、相/象、兵/卒。
xiangqi-piece-red-general = 帅
xiangqi-piece-black-general = 将
xiangqi-piece-red-advisor = 仕
xiangqi-piece-black-advisor = 士
xiangqi-piece-red-elephant = 相
xiangqi-piece-black-elephant = 象
xiangqi-piece-red-horse = 马
xiangqi-piece-black-horse = 马
xiangqi-piece-red-chariot = 车
xiangqi-piece-black-chariot = 车
xiangqi-piece-red-cannon = 炮
xiangqi-piece-black-cannon = 炮
xiangqi-piece-red-soldier = 兵
xiangqi-piece-black-soldier = 卒
# Ctrl-G：象棋棋盘上是点，不是格子。
xiangqi-jump-prompt = 跳到点：
xiangqi-jump-unknown = 棋盘上没有“{ $typed }”这个点（{ $first }–{ $last }）
