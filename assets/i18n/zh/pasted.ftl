# 粘贴或链接不是局面时的说明：编辑器无法获取的对局链接，以及在某步停下的 PGN 对局。

link-names-game = { $kind ->
        [study] 这个链接指向 { $site } 上的一个研究
        [page] 这个链接是 { $site } 的一个页面，其中没有局面
       *[game] 这个链接指向 { $site } 上的一盘对局
    }：编辑器离线工作，无法获取它。请打开链接，在那里复制对局的 PGN 或局面的 FEN，再粘贴过来
notice-game-stopped = PGN 棋局已粘贴到第一个问题之前（见“问题”）
notice-game-unreadable = PGN 未载入，棋盘不变：{ $problem }
pasted-pgn-problem = 粘贴的 PGN 第 { $line } 行第 { $column } 个字符：{ $message }

# 棋盘上的空格：拿起棋子，用方向键移动，再放下。
key-board-carry = 拿起这里的棋子；再按空格把它放到光标所在格（Esc：放回原处）
notice-carrying = 正在移动{ $side }{ $piece }（来自 { $square }）：方向键移动，空格放下，Esc 放回
notice-nothing-to-carry = { $square } 是空的：空格用来拿起棋子
notice-put-back = { $side }{ $piece }留在 { $square }

pasted-problem = 粘贴的文本第 { $column } 个字符：{ $message }
