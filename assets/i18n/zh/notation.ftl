# 象棋着法的 WXF 与中文记谱（议题 25）。
notation-iccs = ICCS 坐标
notation-uci = UCI 坐标
notation-wxf = WXF
notation-chinese = 中文记谱
notation-san = SAN
cli-moves-other-game = --notation { $notation } 不适用于这种棋：国际象棋着法用 san、lan、fan、ru 或 uci，象棋着法用 iccs、uci、wxf 或 chinese。
key-moves-notation = 切换着法的显示方式：象棋为 ICCS 坐标（h2e2）、WXF（C2=5）、中文记谱（炮二平五）；国际象棋为简明记谱（Nf3）、完整记谱（Ng1-f3）、图形记谱（♘f3）、俄文字母（Кf3）、UCI（g1f3）
moves-prompt-xiangqi = 输入着法（如 炮二平五、C2=5 或 h2e2）并按 Enter：FEN 会随之变化，每处变化都会在这里解释。可以一次输入多步；Ctrl-N 切换记谱方式。
xiangqi-ranks-read = 这些坐标两种读法都成立：{ $ranks ->
        [uci] 按 --notation uci 的要求，以 UCI 的 1–10 横线读取（Fairy-Stockfish 的 h3e3 即 ICCS 的 h2e2）
       *[iccs] 以 ICCS 的 0–9 横线读取（h2e2）；若是 Fairy-Stockfish 的 1–10 横线（h3e3），请加 --notation uci
    }。
xiangqi-ranks-other = 这些坐标可按{ $ranks ->
        [uci] Fairy-Stockfish 的 1–10 横线读取（h3e3 即 ICCS 的 h2e2）；要这样读，请加 --notation uci
       *[iccs] ICCS 的 0–9 横线读取（h2e2）
    }。
