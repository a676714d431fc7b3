# Файл настроек ($XDG_CONFIG_HOME/fen-tui/config.toml): что не так с записью.

config-syntax = эта строка — не TOML ({ $value })
config-unknown-key = настройки «{ $key }» нет; есть language, theme, glyphs, coordinates, variant и [keys]
config-bad-language = «{ $value }» — не язык fen-tui: en, ru или zh
config-bad-theme = «{ $value }» — не тема; темы: default, high-contrast, light, green, brown, blue, print
config-bad-glyphs = glyphs — это true или false, а не «{ $value }»
config-bad-variant = «{ $value }» — не игра: chess или xiangqi
config-bad-keys-table = keys должно быть таблицей: [keys], а под ней строки вида flip = "f"
config-unknown-action = действия «{ $value }» нет; список — в README
config-bad-key = «{ $value }» — не клавиша: пишите, например, "f", "F2", "ctrl+s", "shift+tab" или их список
config-reserved-key = «{ $value }» — один из способов выйти из редактора (Ctrl-Q — выход, Ctrl-\ — выход без печати, Esc закрывает окно), они не переназначаются: выберите другую клавишу
config-default-used = используется значение по умолчанию
