# Ходы сянци в нотации WXF и китайской (задача 25).
notation-iccs = ICCS
notation-uci = UCI
notation-wxf = WXF
notation-chinese = китайская
notation-san = SAN
cli-moves-other-game = --notation { $notation } — не нотация этой игры: шахматные ходы пишутся в san, lan, fan, ru или uci, ходы сянци — в iccs, uci, wxf или chinese.
key-moves-notation = показывать ходы в следующей нотации: сянци — ICCS (h2e2), WXF (C2=5), китайская (炮二平五); шахматы — краткая (Nf3), полная (Ng1-f3), фигурки (♘f3), русские буквы (Кf3), UCI (g1f3)
moves-prompt-xiangqi = Наберите ход (C2=5, 炮二平五 или h2e2) и нажмите Enter: FEN изменится, а здесь будет объяснено каждое изменение. Можно набрать сразу несколько ходов; Ctrl-N меняет нотацию показа.
xiangqi-ranks-read = эти координаты читаются двояко: прочитаны { $ranks ->
        [uci] как горизонтали UCI 1–10 (Fairy-Stockfish: h3e3 — это h2e2 в ICCS), как просит --notation uci
       *[iccs] как горизонтали ICCS 0–9 (h2e2); для горизонталей Fairy-Stockfish 1–10 (h3e3) укажите --notation uci
    }.
xiangqi-ranks-other = эти координаты читаются { $ranks ->
        [uci] как горизонтали Fairy-Stockfish 1–10 (h3e3 вместо h2e2 в ICCS); чтобы прочитать их так, укажите --notation uci
       *[iccs] как горизонтали ICCS 0–9 (h2e2)
    }.
