# 配置文件（$XDG_CONFIG_HOME/fen-tui/config.toml）：某一项的问题。

config-syntax = 这一行不是 TOML（{ $value }）
config-unknown-key = 没有名为“{ $key }”的设置；可用的设置有 language、theme、glyphs、coordinates、variant 和 [keys]
config-bad-language = “{ $value }”不是 fen-tui 支持的语言：en、ru 或 zh
config-bad-theme = “{ $value }”不是主题；可用主题：default、high-contrast、light、green、brown、blue、print
config-bad-glyphs = glyphs 只能是 true 或 false，而不是“{ $value }”
config-bad-variant = “{ $value }”不是棋类：chess 或 xiangqi
config-bad-keys-table = keys 必须是一个表：先写 [keys]，再写 flip = "f" 这样的行
config-unknown-action = 没有名为“{ $value }”的操作；完整列表见 README
config-bad-key = “{ $value }”不是按键：例如写 "f"、"F2"、"ctrl+s"、"shift+tab"，或它们的列表
config-reserved-key = “{ $value }”是离开编辑器的按键之一（Ctrl-Q 退出，Ctrl-\ 退出且不打印，Esc 关闭当前窗口），不能改作他用：请换一个键
config-default-used = 改用默认值
