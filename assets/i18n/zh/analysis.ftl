# 编辑器的分析面板：按键与用语（引擎的问题见 engine.ftl）。
engine-wdl = 胜 { $win }% · 和 { $draw }% · 负 { $loss }%（行棋方）
key-analysis = 分析面板：打开或关闭（引擎跟随棋盘）
key-analysis-pause = 分析：暂停或继续；引擎停止后重新启动
key-analysis-threat = 分析：威胁模式（对方的威胁），或返回
key-analysis-lines = 分析：多显示一条变化（1 到 5 条）
engine-analysing = 分析中…
# The panel names the first problem only: the Problems panel lists them all.
engine-panel-invalid = 局面不合法，暂不分析：{ $first }{ $more ->
    [0] {""}
   *[other] （另有 { $more } 个，见“问题”）
}
