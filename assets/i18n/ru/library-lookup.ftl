# Поиск позиции по имени (`fen-tui library ИМЯ`, фильтр библиотеки в редакторе).

library-several = «{ $name }» подходит нескольким позициям: { $entries }; укажите одно из этих имён
library-did-you-mean = может быть, { $id } ({ $entry })?
library-browser-none-did-you-mean = В библиотеке нет ничего похожего на «{ $filter }». Может быть, «{ $entry }»?
