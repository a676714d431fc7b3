# Under each board of a worksheet: every field of the FEN in words, so a
# pupil can write the whole FEN from the sheet alone (issue 38).

sheet-to-move = { $side ->
        [white] White
        [red] Red
       *[black] Black
    } to move
sheet-castling = castling: { $rights }
sheet-castling-none = castling: neither side
sheet-castling-side = { $side ->
        [white] White
       *[black] Black
    } { $wings ->
        [both] O-O and O-O-O
        [short] O-O only
        [long] O-O-O only
       *[none] none
    }
sheet-castling-joiner = ,{" "}
sheet-en-passant = en passant: on { $square }
sheet-en-passant-none = en passant: none
sheet-clocks = halfmove clock { $halfmove }, move { $fullmove }

# A worksheet's exercise from along a PGN game: the game's caption, and the move just played.
sheet-after-move = { $game }, after { $move }
sheet-after-move-alone = After { $move }
