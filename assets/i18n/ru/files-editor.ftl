# Файлы в редакторе: сборники .fen/.epd, сохранение, диалог открытия, партии PGN.

help-section-open-dialog = Открыть файл
help-section-name-prompt = Сохранить как
help-section-game-list = Партии PGN
key-save = сохранить позицию в её строку открытого файла (если файл не открыт — спросить имя)
key-save-as = сохранить под другим именем
key-open = открыть файл .fen, .epd или .pgn
key-next-position = следующая позиция открытого файла (также Alt-PgDn)
key-previous-position = предыдущая позиция открытого файла (также Alt-PgUp)
key-list-arrows = двигаться по списку
key-list-page-up = на страницу вверх
key-list-page-down = на страницу вниз
key-list-home = к первой строке
key-list-end = к последней строке
key-open-enter = открыть файл или войти в каталог
key-open-up = в родительский каталог
key-name-enter = сохранить под этим именем (без расширения добавляется .fen)
key-name-typing = имя или путь файла
key-game-enter = пройти по ходам этой партии (Esc там ставит показанную позицию)
key-quit-save = сначала сохранить открытый файл
key-quit-back-to-editor = вернуться в редактор
hint-quit-back-to-editor = назад в редактор
key-quit-unsaved-anyway = выйти без сохранения, напечатав FEN доски
hint-save = сохранить
hint-open = открыть
hint-up = вверх

file-opened = Позиция { $index } из { $count } (строка { $line }){ $errors ->
    [0] .
    [one] : { $errors } ошибка, её столбец — в поле FEN.
    [few] : { $errors } ошибки, их столбцы — в поле FEN.
    [many] : { $errors } ошибок, их столбцы — в поле FEN.
   *[other] : { $errors } ошибки, их столбцы — в поле FEN.
}
file-no-positions = В этом файле пока нет позиций: Ctrl-S добавит позицию с доски.
file-saved = Сохранено в { $detail }.
file-not-saved = Не сохранено: { $detail }
file-not-read = Не удалось открыть { $detail }
dir-not-listed = Не удалось прочитать каталог { $detail }
pgn-games = { $count ->
    [one] { $count } партия
    [few] { $count } партии
    [many] { $count } партий
   *[other] { $count } партии
}{ $failed ->
    [0] {""}
   *[other] , с ошибками: { $failed }
}: выберите (Enter), пройдите по ходам, Esc ставит показанную позицию.
file-modified = изменён
open-dialog-title = Открыть
open-dialog-listing = чтение каталога…
open-dialog-empty = здесь нет файлов .fen, .epd или .pgn
games-title = Партии из { $name }
game-line = { $number }. { $white } — { $black }  { $result }
game-has-errors = (с ошибками)
save-prompt = Сохранить как:
quit-confirm-unsaved = В { $name } есть несохранённые изменения. При выходе они пропадут.
