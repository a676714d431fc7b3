# Сообщения общего чтения ввода: команды вокруг FEN и списки ходов.

empty-move-list = после «moves» нет ни одного хода
no-fen-found = в тексте нет FEN
startpos-extra = после startpos могут идти только «moves» и ходы, а не «{ $text }»
