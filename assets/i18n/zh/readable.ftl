# 易读：粘贴、面板、用词（第 11 号问题）。
problems-more = 还有 { $count } 条（Alt-↓）