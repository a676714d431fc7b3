# 引擎分析：`fen-tui analyse` 与编辑器的分析面板。
engine-missing-chess = 未找到国际象棋引擎：请安装 Stockfish（apt-get install stockfish fairy-stockfish），或在 config.toml 中指定：[engines] chess = "/引擎/路径"
engine-missing-xiangqi = 未找到象棋引擎：请安装 Fairy-Stockfish（apt-get install fairy-stockfish），或从发布页（github.com/official-pikafish/Pikafish）下载 Pikafish 并在 config.toml 中指定：[engines] xiangqi = "/pikafish/路径"
engine-missing-asked = 未找到引擎：{ $engine }（请给出 PATH 或 /usr/games 中的名称，或一个路径）
engine-could-not-start = 引擎 { $engine } 无法启动：{ $reason }
engine-died = 引擎 { $engine } 已停止（{ $status }）
engine-no-answer = 引擎 { $engine } 未及时回应“{ $awaited }”，已被停止
engine-last-words = 最后输出：{ $words }
engine-invalid-position = 未分析：局面不合法（{ $count ->
   *[other] { $count } 个问题
}）：{ $reasons }
engine-says = { $engine } 提示：{ $text }
engine-no-moves = 无合法着法：对局已结束
engine-depth = 深度 { $depth }
engine-nps = { $knps } 千节点/秒
engine-starting = 正在启动 { $engine }…
engine-paused = 已暂停
engine-threat = 威胁
engine-threat-illegal = 无法显示威胁：换另一方走棋的局面不合法
engine-restart-hint = 按 Alt-P 重新启动
engine-panel-title = 分析
engine-no-engine-title = 无引擎
config-bad-engine = 必须是引擎名称或路径
config-bad-engine-number = 必须是大于 0 的整数
config-bad-engine-options = 必须是选项名与值的表（[engines.options] 表）
config-bad-engines-table = 必须是一个表：[engines]
config-bad-engine-option-empty = 选项须有名称：不发送给引擎
config-bad-engine-option-break = 含有换行或其他控制字符，会开始一条新的引擎命令：不发送给引擎
config-bad-engine-option-keyword = 含有单独的“name”或“value”一词，会改变引擎读到的内容：不发送给引擎
engine-overran = 引擎 { $engine } 超出限制（{ $limit }）{ $seconds } 秒：已停止
engine-pov-side = 评分以轮到走棋的一方为准
engine-pov-white = 评分以白方为准
engine-pov-red = 评分以红方为准
