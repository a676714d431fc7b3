# Цветовые темы доски, координаты и ошибки файла настроек в редакторе.

theme-name-default = Обычная
theme-name-high-contrast = Высокий контраст
theme-name-light = Светлый терминал
theme-name-green = Зелёная
theme-name-brown = Коричневая
theme-name-blue = Синяя
theme-name-print = Печатная
notice-board-theme = Цвета доски: { $name } ({ $index } из { $count }), запомнено в config.toml
notice-coordinates-shown = Координаты показаны, запомнено в config.toml
notice-coordinates-hidden = Координаты скрыты, запомнено в config.toml
notice-look-not-remembered = Не запомнено: файл настроек не удалось записать ({ $detail })
notice-look-not-remembered-line = Не запомнено: строка { $line } файла настроек — не TOML; исправьте её, чтобы редактор мог туда писать
key-board-theme = цвета доски: следующая тема (обычная, высокий контраст, светлый терминал, зелёная, коричневая, синяя, печатная)
key-coordinates = координаты вокруг доски: показать / скрыть
key-config-problems-close = закрыть: редактор работает со значениями по умолчанию для этих записей
hint-close = закрыть
help-section-config-problems = Ошибки файла настроек
config-bad-coordinates = coordinates — это true или false, а не «{ $value }»
config-problems-title = { $count ->
    [one] В файле настроек { $count } ошибка
    [few] В файле настроек { $count } ошибки
    [many] В файле настроек { $count } ошибок
   *[other] В файле настроек { $count } ошибки
}
config-problems-still-starts = Редактор всё равно запущен, для каждой записи выше — со значением по умолчанию; всё остальное в файле действует. `fen-tui --print-config` покажет действующие настройки.
palette-board-theme = цвета
