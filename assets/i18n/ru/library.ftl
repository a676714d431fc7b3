# Библиотека позиций: названия позиций и групп из assets/positions/library.txt.

library-group-start = Начальные позиции
library-group-example = Примеры из описания FEN
library-group-opening = Дебюты
library-group-study = Знаменитые этюды и партии
library-group-endgame = Эндшпили
library-group-xiangqi = Классические эндшпили сянци

library-chess-start = Шахматы: начальная позиция
library-xiangqi-start = Сянци: начальная позиция
library-after-e4 = После 1. e4
library-after-e4-e5 = После 1. e4 e5
library-xiangqi-example = Пример FEN в сянци
library-italian = Итальянская партия
library-ruy-lopez = Испанская партия
library-kings-gambit = Королевский гамбит
library-sicilian = Сицилианская защита
library-najdorf = Сицилианская защита, вариант Найдорфа
library-french = Французская защита
library-caro-kann = Защита Каро — Канн
library-scandinavian = Скандинавская защита
library-queens-gambit = Ферзевый гамбит
library-slav = Славянская защита
library-london = Лондонская система
library-kings-indian = Староиндийская защита
library-nimzo-indian = Защита Нимцовича
library-english = Английское начало
library-reti-study = Этюд Рети (1921)
library-saavedra = Позиция Сааведры
library-lasker-reichhelm = Позиция Ласкера — Райххельма
library-opera-game = Партия Морфи в опере, заключительная позиция
library-scholars-mate = Детский мат
library-lucena = Позиция Лусены
library-philidor = Позиция Филидора
library-opposition = Король и пешка: оппозиция
library-chariot-vs-advisors = Колесница против двух советников
library-chariot-vs-horse = Колесница против коня
library-soldier-vs-general = Продвинутый солдат против одинокого генерала

library-not-found = в библиотеке нет позиции «{ $name }»; список — `fen-tui library`

library-browser-id = fen-tui library { $id }

# Поиск позиции по имени (`fen-tui library ИМЯ`, фильтр библиотеки в редакторе).

library-several = «{ $name }» подходит нескольким позициям: { $entries }; укажите одно из этих имён
library-did-you-mean = может быть, { $id } ({ $entry })?
library-browser-none-did-you-mean = В библиотеке нет ничего похожего на «{ $filter }». Может быть, «{ $entry }»?

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
