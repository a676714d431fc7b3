# 粘贴或链接不是局面时的说明：编辑器无法获取的对局链接，以及在某步停下的 PGN 对局。

link-names-game = { $kind ->
        [study] 这个链接指向 { $site } 上的一个研究
        [page] 这个链接是 { $site } 的一个页面，其中没有局面
       *[game] 这个链接指向 { $site } 上的一盘对局
    }：编辑器离线工作，无法获取它。请打开链接，在那里复制对局的 PGN 或局面的 FEN，再粘贴过来
notice-game-stopped = PGN 已读到出错之前的一步：{ $problem }
notice-game-unreadable = PGN 未载入，棋盘不变：{ $problem }
