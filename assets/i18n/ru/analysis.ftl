# Панель анализа в редакторе: её клавиши и слова (беды движка — в engine.ftl).
engine-wdl = выигрыш { $win }% · ничья { $draw }% · проигрыш { $loss }% (для стороны, чей ход)
key-analysis = панель анализа: открыть или закрыть (движок следит за доской)
key-analysis-pause = анализ: пауза или продолжить; если движок остановился — запустить снова
key-analysis-threat = анализ: режим угрозы (что угрожает другая сторона) или обратно
key-analysis-lines = анализ: на один вариант больше (от 1 до 5)
engine-analysing = анализ…
# The panel names the first problem only: the Problems panel lists them all.
engine-panel-invalid = не анализируется, пока позиция недопустима: { $first }{ $more ->
    [0] {""}
   *[other] {" "}(ещё { $more } — в «Замечаниях»)
}
