# Надёжность: отказы командной строки и буфер обмена, который не отвечает.

cli-unknown-lang = неизвестный язык «{ $lang }»; есть языки: { $known }
cli-editor-needs-terminal = редактору нужен терминал; без него проверяйте позиции командой `fen-tui check` или выводите позицию командой `fen-tui show`
clipboard-not-answering-sent = буфер обмена не отвечает; FEN отправлен в терминал (OSC 52)
clipboard-not-answering = буфер обмена не отвечает; FEN остаётся на экране, его можно выделить
clipboard-not-answering-paste = буфер обмена не отвечает; вставьте средствами терминала (Ctrl-Shift-V)
