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
