# Фигуры сянци: у красных и чёрных свои названия (строка состояния и др.).
xiangqi-piece-red-general = генерал
xiangqi-piece-black-general = генерал
xiangqi-piece-red-advisor = советник
xiangqi-piece-black-advisor = советник
xiangqi-piece-red-elephant = слон
xiangqi-piece-black-elephant = слон
xiangqi-piece-red-horse = конь
xiangqi-piece-black-horse = конь
xiangqi-piece-red-chariot = колесница
xiangqi-piece-black-chariot = колесница
xiangqi-piece-red-cannon = пушка
xiangqi-piece-black-cannon = пушка
xiangqi-piece-red-soldier = солдат
xiangqi-piece-black-soldier = солдат
# Ctrl-G: на доске сянци пункты, а не поля.
xiangqi-jump-prompt = Перейти на пункт:
xiangqi-jump-unknown = на этой доске нет пункта «{ $typed }» ({ $first }–{ $last })
