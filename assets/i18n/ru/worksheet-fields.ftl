# Под каждой доской рабочего листа: все поля FEN словами, чтобы ученик
# мог записать весь FEN по одному листу (задача 38).

sheet-to-move = ход { $side ->
        [white] белых
        [red] красных
       *[black] чёрных
    }
sheet-castling = рокировка: { $rights }
sheet-castling-none = рокировка: ни у кого
sheet-castling-side = { $side ->
        [white] белые
       *[black] чёрные
    } — { $wings ->
        [both] 0-0 и 0-0-0
        [short] только 0-0
        [long] только 0-0-0
       *[none] нет
    }
sheet-castling-joiner = ,{" "}
sheet-en-passant = взятие на проходе: на поле { $square }
sheet-en-passant-none = взятие на проходе: нет
sheet-clocks = счётчик полуходов: { $halfmove }; номер хода: { $fullmove }

# Упражнение из партии PGN: подпись партии и только что сделанный ход.
sheet-after-move = { $game }, после { $move }
sheet-after-move-alone = После { $move }
