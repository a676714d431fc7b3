# Issue #33: adding the board to the open file as a new position, and the question Ctrl-S asks
# when the board holds a wholly new position.

key-add-position = add the board as a new position at the end of the open file, and save (its other lines stay as they are)
file-new-position = The board holds a new position, not line { $line }'s: Ctrl-S asks whether it replaces that line or is added; Alt-I adds it as a new position.
file-replace-or-add = Replace line { $line }{ $caption } with the board, or add the board as a new line?
file-replace-or-add-keys = a Enter: add as a new line · r: replace line { $line } · Esc: back
file-opened-beside = Session restored; { $detail } opened beside it (Ctrl-S asks before the board goes over its line).
