# Настройка движка (Alt-O): движок панели анализа, потоки, хеш и глубина поиска.
engine-control-title = Движок
engine-control-help-section = Настройка движка
engine-control-key-open = настройка движка: движок, потоки, хеш, глубина поиска
engine-control-key-change = изменить настройку
engine-control-key-apply = применить к анализу сейчас и запомнить в config.toml
engine-control-hint-apply = применить
engine-control-key-close = закрыть, ничего не меняя
engine-control-engine = Движок
engine-control-threads = Потоки
engine-control-hash = Хеш
engine-control-target = Поиск
engine-control-first-found = первый найденный: { $name }
engine-control-none-found = не найден (установите stockfish или fairy-stockfish)
engine-control-default = как у движка
engine-control-megabytes = { $mb } МБ
engine-control-infinite = до остановки (go infinite)
engine-control-depth = до глубины { $depth }
engine-control-nodes = { $nodes ->
    [one] { $nodes } узел
    [few] { $nodes } узла
    [many] { $nodes } узлов
   *[other] { $nodes } узла
}
