# `fen-tui image` и `fen-tui КАРТИНКА`: позиции, прочитанные с картинок.
image-not-a-picture = { $file }: это не картинка, которую читает fen-tui (PNG, JPEG, WebP, BMP): { $reason }
image-no-board = { $file }: на картинке не найдена шахматная доска
image-xiangqi-not-yet = { $file }: доски сянци с картинок пока не читаются (только шахматы)
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
image-pasted-no-board = На картинке из буфера обмена нет шахматной доски; доска не изменилась
image-pasted-damaged = Встроенная модель распознавания повреждена ({ $reason }); доска не изменилась
