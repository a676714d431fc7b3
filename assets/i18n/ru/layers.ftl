# Слои: прокрутка справки, вопрос при выходе, выход без печати, переход на поле.

help-section-quit-confirm = Выход с непрочитанным текстом
help-section-square-jump = Переход на поле
key-help-scroll = прокрутить на строку
key-help-page-up = прокрутить страницу вверх
key-help-page-down = прокрутить страницу вниз
key-help-home = в начало
key-help-end = в конец
help-more-above = ↑ { $count ->
    [one] ещё { $count } строка
    [few] ещё { $count } строки
    [many] ещё { $count } строк
   *[other] ещё { $count } строки
}
help-more-below = ↓ { $count ->
    [one] ещё { $count } строка
    [few] ещё { $count } строки
    [many] ещё { $count } строк
   *[other] ещё { $count } строки
} (↓ PgDn)
help-field-keys-win = Пока фокус в текстовом поле (поле FEN, ходы, FEN для записи), его клавиши важнее глобальных клавиш с тем же сочетанием.

key-quit-without-printing = выйти, не печатая FEN (код выхода 130)
key-jump = перейти на поле: наберите его имя (e4) и нажмите Enter
key-quit-back = вернуться в поле FEN и исправить текст
key-quit-anyway = всё равно выйти, напечатав последний прочитанный FEN
hint-quit-back = назад в поле
hint-quit-anyway = всё равно выйти
hint-quit-without-printing = выйти без печати
quit-confirm-title = Выйти?
quit-confirm-body = В поле FEN текст, который не читается ({ $count ->
    [one] { $count } ошибка
    [few] { $count } ошибки
    [many] { $count } ошибок
   *[other] { $count } ошибки
}). При выходе будет напечатан последний прочитанный FEN, а текст пропадёт.

jump-prompt = Перейти на поле:
jump-unknown = на этой доске нет поля «{ $typed }» ({ $first }–{ $last })
key-jump-enter = перейти на набранное поле
key-jump-cancel = отмена
key-jump-typing = имя поля: буква вертикали, цифра горизонтали
hint-jump = перейти
hint-cancel = отмена
