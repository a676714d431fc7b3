# The config file ($XDG_CONFIG_HOME/fen-tui/config.toml): what is wrong with an entry.

config-syntax = this line is not TOML ({ $value })
config-unknown-key = there is no setting called “{ $key }”; the settings are language, theme, glyphs, coordinates, variant and [keys]
config-bad-language = “{ $value }” is not a language fen-tui speaks: en, ru or zh
config-bad-theme = “{ $value }” is not a theme; the themes are: default, high-contrast, light, green, brown, blue, print
config-bad-glyphs = glyphs is true or false, not “{ $value }”
config-bad-variant = “{ $value }” is not a game: chess or xiangqi
config-bad-keys-table = keys must be a table: [keys] then lines like flip = "f"
config-unknown-action = no action is called “{ $value }”; the README lists them
config-bad-key = “{ $value }” is not a key: write e.g. "f", "F2", "ctrl+s", "shift+tab", or a list of them
config-reserved-key = “{ $value }” is one of the ways out of the editor (Ctrl-Q quits, Ctrl-\ quits without printing, Esc closes), which stay as they are: choose another key
config-default-used = the default is used instead
