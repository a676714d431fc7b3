# Board colour themes, coordinates, and the config file's problems shown in the editor.

theme-name-default = Default
theme-name-high-contrast = High contrast
theme-name-light = Light terminal
theme-name-green = Green
theme-name-brown = Brown
theme-name-blue = Blue
theme-name-print = Print
notice-board-theme = Board colours: { $name } ({ $index } of { $count }), remembered in config.toml
notice-coordinates-shown = Coordinates shown, remembered in config.toml
notice-coordinates-hidden = Coordinates hidden, remembered in config.toml
notice-look-not-remembered = Not remembered: the config file could not be written ({ $detail })
notice-look-not-remembered-line = Not remembered: line { $line } of the config file is not TOML; fix it to let the editor write there
key-board-theme = board colours: the next theme (default, high contrast, light terminal, green, brown, blue, print)
key-coordinates = coordinates around the board on / off
key-config-problems-close = close: the editor goes on with the defaults for those entries
hint-close = close
help-section-config-problems = The config file's problems
config-bad-coordinates = coordinates is true or false, not “{ $value }”
config-problems-title = { $count ->
    [one] The config file has a problem
   *[other] The config file has { $count } problems
}
config-problems-still-starts = The editor starts anyway, with the default for each entry above; everything else in the file counts. `fen-tui --print-config` shows the configuration in force.
palette-board-theme = colours
