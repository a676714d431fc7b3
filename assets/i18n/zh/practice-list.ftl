# The practice list's keys besides the list's own (↑ ↓ PgUp PgDn Home End).
key-menu-exercise = 切换练习：写出 FEN 或摆出局面
