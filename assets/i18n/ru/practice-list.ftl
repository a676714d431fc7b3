# The practice list's keys besides the list's own (↑ ↓ PgUp PgDn Home End).
key-menu-exercise = другое упражнение: записать FEN или расставить позицию
