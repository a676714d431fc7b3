# Мелкие недочёты редактора: строка приветствия в поле и на панели, и другие
# слова видов редактора.

notice-welcome-field = Поле FEN: набирайте или вставьте FEN, доска следует · Enter: оставить · Esc: к доске
notice-welcome-panel = Панель: стрелки меняют значение · Space Enter: переключить · Tab: дальше · Esc: к доске

library-browser-id = fen-tui library { $id }
