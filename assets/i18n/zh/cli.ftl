# 命令行用语（`fen-tui check`、`show`、`url`）。clap 的 --help 保持英文。

invalid-utf8 = 该行不是 UTF-8 文本：第 { $byte } 个字节开始了无效序列
cli-cannot-read = 无法读取 { $file }：{ $reason }
cli-cannot-write = 无法写出结果：{ $reason }
cli-site-lacks-variant = { $site } 不能打开{ $variant ->
        [xiangqi] 象棋
       *[chess] 国际象棋
    }局面；请试试 --site pychess

cli-show-fen = FEN
cli-show-variant = 棋种
cli-show-side = 轮到
cli-show-castling = 易位权
cli-show-en-passant = 吃过路兵
cli-show-halfmove = 半回合计数
cli-show-fullmove = 回合数
cli-show-moves = 已走着法
cli-show-status = 状态
cli-show-problems = 问题：
cli-show-notes = 备注：

cli-status-invalid = 不合法的局面
cli-status-ongoing = 合法局面；轮到{ $side ->
        [white] 白方
        [red] 红方
       *[black] 黑方
    }走棋
cli-status-check = { $side ->
        [white] 白方
        [red] 红方
       *[black] 黑方
    }被将军
cli-status-checkmate = { $side ->
        [white] 白方
        [red] 红方
       *[black] 黑方
    }被将死
cli-status-stalemate = { $side ->
        [white] 白方
        [red] 红方
       *[black] 黑方
    }无子可动{ $variant ->
        [xiangqi] （困毙：象棋中判负）
       *[chess] （逼和）
    }

cli-unknown-lang = 未知语言“{ $lang }”；可用的语言：{ $known }

cli-editor-needs-terminal = 编辑器需要终端；没有终端时，请用 `fen-tui check` 检查局面，或用 `fen-tui show` 显示局面
