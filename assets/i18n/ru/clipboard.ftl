# Что сообщают копирование и вставка через буфер обмена.

clipboard-copied-system = FEN скопирован в буфер обмена
clipboard-copied-osc52 = FEN отправлен терминалу (OSC 52{ $tmux ->
    [yes] , через tmux
   *[no] {""}
})
clipboard-copied-memory = скопировано (только внутри fen-tui)
clipboard-no-display = буфера обмена нет: нет дисплея (DISPLAY и WAYLAND_DISPLAY не заданы)
clipboard-unavailable = системный буфер обмена недоступен: { $detail }
clipboard-refused = буфер обмена не принял текст: { $detail }
clipboard-empty = буфер обмена пуст
clipboard-helper-failed = не удалось сохранить копию после выхода: { $detail }
clipboard-helper-timed-out = буфер обмена не принял текст вовремя
clipboard-terminal-failed = не удалось передать копию терминалу: { $detail }
clipboard-cannot-paste = здесь буфер обмена не прочитать; вставьте текст средствами терминала (Ctrl-Shift-V)
clipboard-nothing-worked = скопировать не удалось (нет ни системного буфера, ни терминала); FEN остаётся на экране — выделите его

clipboard-not-answering-sent = буфер обмена не отвечает; FEN отправлен в терминал (OSC 52)

clipboard-not-answering = буфер обмена не отвечает; FEN остаётся на экране, его можно выделить

clipboard-not-answering-paste = буфер обмена не отвечает; вставьте средствами терминала (Ctrl-Shift-V)
