# Слова, общие для редактора, командной строки и уроков.

variant-chess = шахматы
variant-xiangqi = сянци

side-white = белые
side-black = чёрные
side-red = красные

piece-king = король
piece-queen = ферзь
piece-rook = ладья
piece-bishop = слон
piece-knight = конь
piece-pawn = пешка
piece-general = генерал
piece-advisor = советник
piece-elephant = слон
piece-horse = конь
piece-chariot = колесница
piece-cannon = пушка
piece-soldier = солдат

empty-squares = { $count ->
    [one] { $count } пустое поле
    [few] { $count } пустых поля
    [many] { $count } пустых полей
   *[other] { $count } пустых поля
}
