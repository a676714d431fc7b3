# Палитра запасных фигур, мышь и конец ввода на доске.

palette-start-position = старт
palette-empty-board = пусто
hint-start-position = начальная
hint-empty-board = пустая
key-pick-tool = инструмент палитры: затем буква фигуры, x — удаление, Esc — ничего
key-board-enter = поставить сюда фигуру палитры (или очистить)
notice-pick-tool = Палитра: наберите букву фигуры, x — удаление, Esc — ничего
notice-tool-piece = Палитра: { $piece } ({ $side }, { $letter }): щелчок или Enter ставит · Esc убирает
notice-tool-delete = Палитра: удаление: щелчок или Enter очищает · Esc убирает
notice-tool-none = Палитра убрана: щелчок двигает курсор
notice-no-tool = Enter ставит фигуру палитры: сначала выберите её (Ctrl-P или щелчком)
notice-not-a-tool = «{ $letter }» — не фигура палитры
notice-moved = { $piece } ({ $side }): с { $from } на { $to }
notice-removed = Фигура { $piece } ({ $side }) убрана с { $square }
notice-end-reached = { $square } — конец доски: ввод здесь останавливается
notice-past-end = Ввод остановлен на { $square }, в конце доски: Backspace стирает, стрелки ведут дальше
notice-next-rank = / : следующая горизонталь, с { $square }
notice-rank-ended = / завершает только что заполненную горизонталь: ввод продолжается с { $square } (ещё один / пропускает эту горизонталь)
notice-no-rank-below = / : { $square } на последней горизонтали, ниже горизонталей нет
notice-en-passant-dropped = Поле взятия на проходе { $square } снято: ни одна пешка не могла только что перепрыгнуть это поле
