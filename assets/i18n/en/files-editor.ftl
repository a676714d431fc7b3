# Files in the editor: .fen/.epd collections, saving, the open dialog, a PGN's games.

help-section-open-dialog = Open a file
help-section-name-prompt = Save as
help-section-game-list = Games of a PGN
key-save = save the position to its line of the open file (no file open: ask a name)
key-save-as = save under another name
key-open = open a .fen, .epd or .pgn file
key-next-position = the open file's next position (also Alt-PgDn)
key-previous-position = the open file's previous position (also Alt-PgUp)
key-list-arrows = move through the list
key-list-page-up = a page up
key-list-page-down = a page down
key-list-home = to the first line
key-list-end = to the last line
key-open-enter = open the file, or go into the directory
key-open-up = up to the parent directory
key-name-enter = save under this name (.fen is added when there is no extension)
key-name-typing = the file's name or path
key-game-enter = step through this game's moves (Esc there sets up the position shown)
key-quit-save = save the open file first
key-quit-back-to-editor = back to the editor
hint-quit-back-to-editor = back to the editor
key-quit-unsaved-anyway = quit without saving, printing the board's FEN
hint-save = save
hint-open = open
hint-up = up

file-opened = Position { $index } of { $count } (line { $line }){ $errors ->
    [0] .
    [one] : { $errors } error, its column in the FEN field.
   *[other] : { $errors } errors, their columns in the FEN field.
}
file-no-positions = This file holds no position yet: Ctrl-S adds the board's.
file-saved = Saved to { $detail }.
file-not-saved = Not saved: { $detail }
file-not-read = Could not open { $detail }
dir-not-listed = Could not list { $detail }
pgn-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}{ $failed ->
    [0] {""}
   *[other] , { $failed } with errors
}: choose one (Enter), step through it, Esc sets up the position shown.
file-modified = modified
open-dialog-title = Open
open-dialog-listing = reading the directory…
open-dialog-empty = no .fen, .epd or .pgn file here
games-title = Games of { $name }
game-line = { $number }. { $white } – { $black }  { $result }
game-has-errors = (has errors)
save-prompt = Save as:
quit-confirm-unsaved = { $name } has changes not saved. Quitting loses them.
