# The practice list's keys besides the list's own (↑ ↓ PgUp PgDn Home End).
key-menu-exercise = the other exercise: write the FEN, or build the position
