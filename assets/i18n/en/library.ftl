# The position library: names of assets/positions/library.txt entries and groups.

library-group-start = Start positions
library-group-example = Examples of the FEN standard
library-group-opening = Openings
library-group-study = Famous studies and games
library-group-endgame = Endgames
library-group-xiangqi = Classic xiangqi endgames

library-chess-start = Chess: the start position
library-xiangqi-start = Xiangqi: the start position
library-after-e4 = After 1. e4
library-after-e4-e5 = After 1. e4 e5
library-xiangqi-example = Xiangqi FEN example
library-italian = Italian Game
library-ruy-lopez = Ruy Lopez (Spanish Game)
library-kings-gambit = King's Gambit
library-sicilian = Sicilian Defence
library-najdorf = Sicilian, Najdorf Variation
library-french = French Defence
library-caro-kann = Caro–Kann Defence
library-scandinavian = Scandinavian Defence
library-queens-gambit = Queen's Gambit
library-slav = Slav Defence
library-london = London System
library-kings-indian = King's Indian Defence
library-nimzo-indian = Nimzo-Indian Defence
library-english = English Opening
library-reti-study = Réti's study (1921)
library-saavedra = Saavedra position
library-lasker-reichhelm = Lasker–Reichhelm position
library-opera-game = Morphy's Opera Game, the final position
library-scholars-mate = Scholar's mate
library-lucena = Lucena position
library-philidor = Philidor position
library-opposition = King and pawn: the opposition
library-chariot-vs-advisors = Chariot against two advisors
library-chariot-vs-horse = Chariot against a horse
library-soldier-vs-general = A high soldier against a lone general

library-not-found = no position in the library is called “{ $name }”; `fen-tui library` lists them

# The library's preview, when the highlighted entry's row has no room for its
# id (the name `fen-tui library NAME` takes); the row shows "…" instead.
library-browser-id = fen-tui library { $id }

# Looking a position up by name (`fen-tui library NAME`, the library browser's filter).

library-several = “{ $name }” names more than one position: { $entries }; give one of these ids
library-did-you-mean = did you mean { $id } ({ $entry })?
library-browser-none-did-you-mean = Nothing in the library matches “{ $filter }”. Did you mean “{ $entry }”?

# The library browser in the editor (Ctrl-L): the position library by group, filtered by typing.

help-section-library = Position library
key-library = browse the position library (type to filter)
key-library-enter = put the highlighted position on the board (Ctrl-Z undoes it)
key-library-close = close, leaving the board as it was
key-library-clear = clear the filter
key-library-typing = filter by name, group or game, in any language
hint-library-load = load

library-browser-title = Position library
library-browser-filter = Filter:
library-browser-filter-empty = type a name, a group or a game (any language)
library-browser-none = Nothing in the library matches “{ $filter }”.
library-browser-count = { $count ->
    [one] { $count } position
   *[other] { $count } positions
}
library-browser-to-move = { $variant }, { $side } to move
library-browser-click = Click: highlight · click again: load · wheel: scroll
library-browser-opened = Type to filter; Enter puts the highlighted position on the board.
library-browser-loaded = From the library: { $name }. Ctrl-Z takes it back.

# The palette's button for the library (beside F3 start, F4 empty).
palette-library = library
