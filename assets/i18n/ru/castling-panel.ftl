# Панель рокировки: право, которое хотят (Space), но которого в FEN пока быть
# не может. Ошибки нет: оно появится, как только король и ладья будут на местах.

castling-wished-no-king = { $letters } отмечено, появится в FEN, когда { $color ->
    [white] белый
   *[black] чёрный
  } король встанет на { $rank }-ю горизонталь
castling-wished-no-king-home = { $letters } отмечено, появится в FEN, когда { $color ->
    [white] белый
   *[black] чёрный
  } король встанет на { $square }
castling-wished-no-rook = { $letters } отмечено, появится в FEN, когда ладья встанет на { $square }
