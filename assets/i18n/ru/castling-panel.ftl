# Панель рокировки: право, которое хотят (Space), но которого в FEN пока быть
# не может. Ошибки нет: оно появится, как только король и ладья будут на местах.

castling-wished = { $letters } отмечено: появится в FEN, когда { $needs }
castling-needs-king = { $color ->
    [white] белый
   *[black] чёрный
  } король встанет на { $rank }-ю горизонталь
castling-needs-king-home = { $color ->
    [white] белый
   *[black] чёрный
  } король встанет на { $square }
castling-needs-rooks = { $count ->
    [one] ладья встанет на { $squares }
    [few] ладьи встанут на { $squares }
    [many] ладьи встанут на { $squares }
   *[other] ладьи встанут на { $squares }
  }
