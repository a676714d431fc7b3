# 棋盘配色主题、坐标，以及在编辑器中显示的配置文件问题。

theme-name-default = 默认
theme-name-high-contrast = 高对比度
theme-name-light = 浅色终端
theme-name-green = 绿色
theme-name-brown = 棕色
theme-name-blue = 蓝色
theme-name-print = 印刷
notice-board-theme = 棋盘配色：{ $name }（第 { $index } 个，共 { $count } 个），已记入 config.toml
notice-coordinates-shown = 已显示坐标，已记入 config.toml
notice-coordinates-hidden = 已隐藏坐标，已记入 config.toml
notice-look-not-remembered = 未能记住：无法写入配置文件（{ $detail }）
notice-look-not-remembered-line = 未能记住：配置文件第 { $line } 行不是 TOML；修正后编辑器才能写入
key-board-theme = 棋盘配色：下一个主题（默认、高对比度、浅色终端、绿色、棕色、蓝色、印刷）
key-coordinates = 显示 / 隐藏棋盘四周的坐标
key-config-problems-close = 关闭：这些条目使用默认值，编辑器照常工作
hint-close = 关闭
help-section-config-problems = 配置文件的问题
config-bad-coordinates = coordinates 只能是 true 或 false，而不是“{ $value }”
config-problems-title = { $count ->
   *[other] 配置文件有 { $count } 个问题
}
config-problems-still-starts = 编辑器照常启动，以上每个条目使用默认值；文件中其余设置仍然有效。`fen-tui --print-config` 可查看当前生效的配置。
palette-board-theme = 配色
