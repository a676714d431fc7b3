# 对引擎变化的操作（src/tui/layers/analysis/lines.rs）：走棋、进入变化、复制。
key-analysis-play = 分析：走引擎的最佳着法（一步撤销；在着法视图中作为下一步）
key-analysis-next-line = 分析：选择下一条变化（变化键作用于所选变化）
key-analysis-previous-line = 分析：选择上一条变化
key-analysis-step-in = 分析：在着法视图中进入所选变化（← → 逐步查看，Esc 返回）
key-analysis-copy-moves = 分析：以着法复制所选变化（国际象棋用 SAN；象棋按着法视图用 WXF 或中文纵线记法）
key-analysis-copy-pgn = 分析：以 PGN 复制所选变化，从当前局面开始（[SetUp] 与 [FEN]）
key-analysis-copy-uci = 分析：以 UCI 坐标复制所选变化
line-none = 引擎还没有这个局面的变化
line-played = 已走引擎的着法 { $move }（Ctrl-Z 撤销）
line-stepped-in = 引擎的第 { $number } 条变化：← → 逐步查看，Esc 返回
line-stepped-out = 回到离开前的着法
line-copied = 引擎的变化已{ $format ->
    [pgn] 以 PGN
    [uci] 以 UCI 着法
   *[moves] 以着法
}{ $way ->
    [system] 复制到剪贴板
    [osc52] 发送给终端（OSC 52{ $tmux ->
        [yes] ，经由 tmux：如果没有收到，需要在 tmux 中设置 set -g allow-passthrough on
       *[no] {""}
    }）
   *[memory] 复制（仅在 fen-tui 内部）
}
