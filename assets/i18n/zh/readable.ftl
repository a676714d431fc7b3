# 易读：粘贴、面板、用词（第 11 号问题）。
problems-more = 还有 { $count } 条（Alt-↓）
pasted-problem = 粘贴的文本第 { $column } 个字符：{ $message }
practice-field-differs = { $field }与 FEN 不同。
practice-field-side = 轮到哪一方走棋
practice-field-castling = 王车易位
practice-field-en-passant = 吃过路兵的目标格
practice-field-halfmove = 半回合计数
practice-field-fullmove = 回合数
key-text-to-start = 光标移到文本开头
key-text-to-end = 光标移到文本末尾
key-text-words = 光标左移 / 右移一个词
key-text-delete-to-start = 删除从开头到光标的文字
key-text-delete-to-end = 删除从光标到末尾的文字
key-text-delete-word = 删除光标前的一个词
typed-space = （这里输入的是一个空格）
typed-tab = （这里输入的是一个制表符）
typed-nbsp = （这里输入的是一个不换行空格，{ $code }）
typed-wide-space = （这里输入的是一个全角空格，{ $code }）
typed-invisible = （这里输入的是一个看不见的字符，{ $code }）
# 象棋说“点”，国际象棋说“格”。
xiangqi-digit-zero = 第 { $rank } 行出现 0：空位数从 1 起计
xiangqi-notice-cleared = 从 { $square } 起清空了 { $count } 个点
xiangqi-practice-board-differs = 有 { $count } 个点与 FEN 不同，已高亮显示。
