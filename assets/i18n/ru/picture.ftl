# `fen-tui image` и `fen-tui КАРТИНКА`: позиции, прочитанные с картинок.
image-not-a-picture = { $file }: это не картинка, которую читает fen-tui (PNG, JPEG, WebP, BMP): { $reason }
image-no-board = { $file }: на картинке не найдена шахматная доска
image-no-xiangqi-board = { $file }: на картинке не найдена доска сянци
image-no-board-either = { $file }: на картинке не найдена ни шахматная доска, ни доска сянци
image-model-damaged = встроенная модель распознавания повреждена: { $reason }
image-uncertain = { $count ->
    [one] { $count } поле под сомнением
    [few] { $count } поля под сомнением
    [many] { $count } полей под сомнением
   *[other] { $count } поля под сомнением
}: { $list }
image-guessed = прочитано из { $file }: очередь хода, рокировки и взятие на проходе угаданы
image-empty = пусто
image-doubt = { $square } ({ $read } или { $or }?)
image-guessed-clipboard = прочитано с картинки из буфера обмена: очередь хода, рокировки и взятие на проходе угаданы
image-pasted-no-board = На картинке из буфера обмена нет ни шахматной доски, ни доски сянци; доска не изменилась
image-pasted-damaged = Встроенная модель распознавания повреждена ({ $reason }); доска не изменилась
image-uncertain-points = { $count ->
    [one] { $count } пункт под сомнением
    [few] { $count } пункта под сомнением
    [many] { $count } пунктов под сомнением
   *[other] { $count } пункта под сомнением
}: { $list }
image-guessed-xiangqi = прочитано из { $file }: ход красных угадан
image-guessed-clipboard-xiangqi = прочитано с картинки из буфера обмена: ход красных угадан
