# Issue #33: adding the board to the open file as a new position, and the question Ctrl-S asks
# when the board holds a wholly new position.

key-add-position = add the board as a new position of the open file, and save
file-new-position = New position, not line { $line }'s: Ctrl-S asks (replace or add); Alt-I adds it.
file-replace-or-add = Replace line { $line }{ $caption } with the board, or add the board as a new line?
file-replace-or-add-keys = a Enter: add as a new line · r: replace line { $line } · Esc: back
file-opened-beside = Session restored; { $detail } opened beside it (Ctrl-S asks before the board goes over its line).
