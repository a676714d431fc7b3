# Почему программа отказалась читать или записывать файл (причины системы — её словами),
# и вопрос перед тем, как «Сохранить как» заменит файл.

file-refused-not-regular = это не обычный файл (FIFO или устройство): не читается и не записывается
file-refused-read-only = файл только для чтения, не перезаписан
file-refused-changed-meanwhile = другая программа изменила файл, пока он записывался: не перезаписан
file-refused-too-large = больше { $limit } { $limit ->
    [one] байта
    [few] байтов
    [many] байтов
   *[other] байта
}, не прочитан
file-replace-question = { $file } уже есть. Заменить его всем открытым файлом?
file-replace-keys = y Enter: заменить · n Esc: другое имя
file-reading = Читается { $file } ({ $megabytes } МБ)…
