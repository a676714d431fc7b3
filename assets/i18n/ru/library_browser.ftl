# Библиотека позиций в редакторе (Ctrl-L): позиции по группам, с фильтром.

help-section-library = Библиотека позиций
key-library = библиотека позиций (набор текста фильтрует)
key-library-enter = поставить выделенную позицию на доску (Ctrl-Z отменяет)
key-library-close = закрыть, не меняя доску
key-library-clear = очистить фильтр
key-library-typing = фильтр по названию, группе или игре, на любом языке
hint-library-load = поставить

library-browser-title = Библиотека позиций
library-browser-filter = Фильтр:
library-browser-filter-empty = название, группа или игра (на любом языке)
library-browser-none = В библиотеке нет ничего похожего на «{ $filter }».
library-browser-count = { $count ->
    [one] { $count } позиция
    [few] { $count } позиции
    [many] { $count } позиций
   *[other] { $count } позиции
}
library-browser-to-move = { $variant }, ход: { $side }
library-browser-click = Щелчок: выделить · ещё щелчок: поставить · колесо: прокрутка
library-browser-opened = Набирайте текст, чтобы отфильтровать; Enter ставит выделенную позицию на доску.
library-browser-loaded = Из библиотеки: { $name }. Ctrl-Z вернёт прежнюю позицию.

# Кнопка библиотеки в палитре (рядом с F3 и F4).
palette-library = библиотека
