# 易位面板：想要（Space）但目前还不能写进 FEN 的易位权。这不是错误：王和车一回到原位就会写进去。

castling-wished = { $letters } 已选：{ $needs } 后写进 FEN
castling-needs-king = { $color ->
    [white] 白方
   *[black] 黑方
  }王站到第 { $rank } 横线
castling-needs-king-home = { $color ->
    [white] 白
   *[black] 黑
  }王站到 { $square }
castling-needs-rooks = 车站到 { $squares }
