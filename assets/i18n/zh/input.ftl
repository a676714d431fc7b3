# 通用读取器自己的消息：FEN 周围的命令和着法列表。

empty-move-list = “moves”后面没有着法
no-fen-found = 文本中没有找到 FEN
startpos-extra = startpos 之后只能跟“moves”和着法，不能是“{ $text }”

typed-space = （这里输入的是一个空格）

typed-tab = （这里输入的是一个制表符）

typed-nbsp = （这里输入的是一个不换行空格，{ $code }）

typed-wide-space = （这里输入的是一个全角空格，{ $code }）

typed-invisible = （这里输入的是一个看不见的字符，{ $code }）
