# Диаграммы из редактора (две последние строки меню «Поделиться») и листы упражнений из PGN.

export-menu-file = Диаграмма в файл (PNG, SVG, PDF, текст, LaTeX)…
export-menu-image = Диаграмма в буфер обмена как картинка
export-menu-file-preview = спросит имя, предложит { $file }; формат задаёт расширение
export-menu-image-preview = вставляется прямо в документ (нужен дисплей: OSC 52 передаёт только текст)
export-help-section = Сохранение диаграммы
export-key-enter = записать диаграмму под этим именем (.png, если расширения нет)
export-key-typing = имя файла или путь; формат задаёт расширение
export-prompt = Сохранить диаграмму как:
export-replace-question = { $file } уже есть. Заменить?
export-replace-keys = y Enter: заменить · n Esc: изменить имя
export-name-empty = наберите имя файла, например diagram.png
export-unknown-extension = .{ $extension } — не формат, который пишет fen-tui: имя должно кончаться на .png, .svg, .pdf, .txt (Unicode), .asc (ASCII) или .tex (LaTeX)
export-written = Диаграмма записана в { $file }
export-not-written = Диаграмма не записана: { $file }: { $detail }
export-image-copied = { $how ->
        [memory] Диаграмма скопирована как картинка (только внутри fen-tui)
       *[other] Диаграмма скопирована в буфер обмена как картинка
    }
export-image-not-copied = Диаграмма не скопирована: { $why }. Сохраните её в файл: Enter — записать, Esc — отмена
export-image-no-display = здесь нет дисплея (SSH или консоль), а буфер терминала (OSC 52) передаёт только текст, не картинки
export-image-not-answering = буфер обмена не отвечает, а буфер терминала (OSC 52) передаёт только текст, не картинки
export-image-refused = буфер обмена не принял картинку: { $detail }
export-image-timed-out = буфер обмена не принял картинку вовремя
export-cannot-draw = не удалось нарисовать картинку ({ $detail })
clipboard-text-only = этот буфер обмена передаёт только текст, не картинки
export-worksheet-skipped-game = { $file }: партия { $game } пропущена: { $message }
