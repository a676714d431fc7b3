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
