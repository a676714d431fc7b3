# The problems panel scrolls: what is above, and its keys.

problems-above = 上面还有 { $count } 条（Alt-↑）
key-scroll-problems = 滚动“问题”面板（也可在其上滚动鼠标滚轮）

# 易读：粘贴、面板、用词（第 11 号问题）。
problems-more = 还有 { $count } 条（Alt-↓）
