# Оверлей истории отмены (Alt-Z): FEN каждого шага, новые сверху.
history-title = История отмены ({ $count ->
    [one] { $count } шаг
    [few] { $count } шага
    [many] { $count } шагов
   *[other] { $count } шага
})
history-empty = Отменять пока нечего: каждая правка добавляет сюда шаг.
history-help-section = История отмены
history-key-open = история отмены: FEN каждого шага, новые сверху (Enter возвращает шаг)
history-key-restore = вернуть этот шаг на доску (Ctrl-Z — обратно)
history-hint-restore = вернуть
history-key-close = закрыть, доска как есть
