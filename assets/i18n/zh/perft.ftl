# fen-tui perft：拒绝的深度。
perft-too-deep = 深度 { $depth } 太深：perft 最多向前数 { $max } 步（半回合）。每多一步，节点数就乘以合法着法的数目，更深的计数无法完成（超过 { $max } 步，即使每步只有 4 种着法也会超出 64 位计数）
perft-bad-depth = perft 的最后一个参数是深度（以半回合计，整数）：“{ $depth }”不是（perft INPUT... DEPTH）
