# `--help` и сообщения clap (src/cli/help_words.rs) по-русски.

cli-heading-usage = Использование:
cli-heading-options = Параметры
cli-heading-arguments = Аргументы
cli-heading-commands = Команды
cli-help-flag-help = Показать справку
cli-help-flag-version = Показать версию
cli-error-said = { $tag }: { $message }
cli-error-unknown-argument = неизвестный параметр «{ $arg }»
cli-error-unknown-subcommand = неизвестная команда «{ $subcommand }»
cli-error-invalid-value = недопустимое значение «{ $value }» для «{ $arg }»
cli-error-invalid-value-because = недопустимое значение «{ $value }» для «{ $arg }»: { $reason }
cli-error-missing = не указаны обязательные аргументы: { $arg }
cli-error-conflict = параметр «{ $arg }» нельзя указывать вместе с «{ $other }»
cli-error-no-equals = значение параметра «{ $arg }» пишется после «=» (например, --screen-reader=letters)
cli-error-values = неверное число значений «{ $value }» для «{ $arg }»
cli-error-possible = допустимые значения: { $values }
cli-error-similar = есть похожий: «{ $similar }»
cli-error-more = Подробнее: «--help».

cli-about = Терминальный редактор FEN для шахмат и сянци, с пакетной проверкой
cli-arg-editor-input = Позиция, с которой открыть редактор: FEN, `FEN moves ...`, команда UCI `position ...` или ссылка Lichess / Chess.com / pychess.org
cli-arg-editor-variant = Игра начальной позиции, когда INPUT не задан (иначе определяется сама)
cli-arg-editor-lang = Язык интерфейса: en, ru или zh (по умолчанию — из LC_ALL / LANG)
cli-arg-editor-pieces = Как рисовать фигуры (по умолчанию — `glyphs` из настроек, иначе буквы)
cli-arg-editor-theme = Цвета доски на этот запуск: default, high-contrast, light, green, brown, blue или print — те же имена, что у `diagram --theme` (по умолчанию — `theme` из настроек; в редакторе Alt-T). Старое `--theme letters|glyphs` по-прежнему значит --pieces
cli-arg-editor-flip = Показать доску со стороны чёрных
cli-arg-editor-characters = Знаки фигур сянци на доске: традиционные (帥 俥 傌, по умолчанию) или упрощённые (帅 车 马), как у `diagram --characters`
cli-arg-editor-resume = Восстановить прошлый сеанс (сохранён в $XDG_STATE_HOME/fen-tui/) без вопроса
cli-arg-editor-analyse = Открыть с панелью анализа (в редакторе Alt-A): движок из `[engines]` в config.toml, иначе Stockfish или Fairy-Stockfish
cli-arg-editor-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-editor-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-editor-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-arg-editor-screen-reader = Простые строки для экранного диктора или брайлевского дисплея вместо полноэкранного редактора: приглашение, принимающее команды (h — их список), каждое изменение сказано словами, никаких управляющих последовательностей (`letters` — фигуры буквами). Также при TERM=dumb или FEN_TUI_SCREEN_READER=1
cli-arg-editor-practice = Упражняться на уроках учителя: файл .fen или .epd (по позиции на строку, `# подпись` над ней или после неё) или .pgn (конец каждой партии). Ответы и счёт ученика хранятся в $XDG_STATE_HOME/fen-tui/practice/
cli-arg-editor-learner = Чьи результаты упражнений хранить (по умолчанию — имя входа в систему)
cli-arg-editor-print-config = Напечатать действующие настройки ($XDG_CONFIG_HOME/fen-tui/config.toml и значения по умолчанию) в виде TOML и все ошибки в файле
cli-about-check = Проверить позиции, по одной на строку, из файлов или stdin
cli-arg-check-files = Файлы для чтения, по записи на строку; `-` или ничего — читать stdin. Аргумент, который не файл, но читается как FEN, проверяется как FEN
cli-arg-check-strict = Читать FEN строго по стандарту (отступления считаются ошибками)
cli-arg-check-variant = Читать каждую строку как эту игру, а не определять её
cli-arg-check-format = Вывод: текст в стиле компилятора или по объекту JSON на строку
cli-arg-check-errors-only = Печатать только строки с ошибками (для верной строки — ничего)
cli-arg-check-ep = Когда записывать поле взятия на проходе: после каждого хода пешки на два поля (стандарт FEN) или только когда взятие там возможно (как пишут python-chess, Stockfish и Lichess)
cli-arg-check-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-check-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-check-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-about-show = Показать позицию: доску, поля записи, ошибки и состояние
cli-arg-show-inputs = Позиции (в любом виде, который читает редактор, в том числе партия PGN); `-` или ничего — строки stdin, по доске на каждую, между ними пустая строка
cli-arg-show-pieces = Как рисовать фигуры: буквами FEN или значками (♔, 帥)
cli-arg-show-glyphs = Старое имя `--pieces glyphs`
cli-arg-show-variant = Читать INPUT как эту игру, а не определять её
cli-arg-show-format = Вывод: доска и поля словами или по объекту JSON на запись (общая форма позиции с `side`, `moves`, `status`, `notes`)
cli-arg-show-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-show-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-show-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-about-explain = Разобрать FEN поле за полем, как на уроке
cli-arg-explain-inputs = Позиции для разбора; `-` или ничего — строки stdin, между двумя разборами пустая строка
cli-arg-explain-variant = Читать INPUT как эту игру, а не определять её
cli-arg-explain-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-explain-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-explain-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-about-url = Показать ссылку, открывающую позицию на сайте
cli-arg-url-inputs = Позиции, которыми поделиться (в любом виде, который читает редактор); `-` или ничего — строки stdin, по ссылке на строку
cli-arg-url-site = Куда ведёт ссылка (по умолчанию lichess для шахмат, pychess для сянци)
cli-arg-url-variant = Читать INPUT как эту игру, а не определять её
cli-arg-url-format = Вывод: только ссылка или по объекту JSON на запись (общая форма позиции с `site` и `url`)
cli-arg-url-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-url-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-url-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-about-transform = Поменять цвета, отразить, повернуть позицию или убрать фигуры одной стороны
cli-arg-transform-inputs = Позиции (в любом виде, который читает редактор); `-` или ничего — строки stdin
cli-arg-transform-swap-colors = Все фигуры меняют цвет, горизонтали отражаются: та же позиция за другую сторону
cli-arg-transform-mirror = Отразить вертикали (a↔h; в сянци a↔i)
cli-arg-transform-rotate = Повернуть доску на 180°, цвета сохраняются
cli-arg-transform-clear = Убрать с доски все фигуры одного цвета
cli-arg-transform-variant = Читать INPUT как эту игру, а не определять её
cli-arg-transform-format = Вывод: только FEN или по объекту JSON на запись
cli-arg-transform-ep = Когда записывать поле взятия на проходе: после каждого хода пешки на два поля (стандарт FEN) или только когда взятие там возможно (как пишут python-chess, Stockfish и Lichess)
cli-arg-transform-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-transform-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-transform-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-about-perft = Посчитать позиции на DEPTH полуходов вперёд (проверка генератора ходов)
cli-arg-perft-words = Позиции (в любом виде, который читает редактор; `-` или ничего — строки stdin), затем глубина в полуходах: `perft startpos 4`, `perft 4 < f`
cli-arg-perft-divide = Также напечатать каждый возможный ход с числом позиций после него (UCI, UCCI)
cli-arg-perft-variant = Читать INPUT как эту игру, а не определять её
cli-arg-perft-format = Вывод: число (с --divide — строки `ход: число` по порядку ходов, пустая строка, итог), по объекту JSON на запись (общая форма позиции с `depth`, `nodes`, а с --divide ещё `moves`) или как `go perft` у Stockfish (строки `ход: число`, пустая строка, `Nodes searched: N`, пустая строка)
cli-arg-perft-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-perft-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-perft-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-about-moves = Записать ходы из `FEN moves …` в нужной нотации (сянци: ICCS, WXF, китайская)
cli-arg-moves-input = `FEN moves m1 m2 …` (в любом виде, который читает редактор); без него — stdin по строке
cli-arg-moves-notation = Как записывать ходы (по умолчанию SAN в шахматах, ICCS в сянци)
cli-arg-moves-variant = Читать INPUT как эту игру, а не определять её
cli-arg-moves-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-moves-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-moves-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-about-pgn = Позиции партий PGN (последняя или после каждого полухода); `--write` создаёт PGN
cli-arg-pgn-files = Файлы PGN для чтения; `-` или ничего — читать stdin
cli-arg-pgn-every-ply = Каждая позиция главного варианта (начальная, затем после каждого хода), а не только последняя
cli-arg-pgn-format = Вывод: строки FEN (с --every-ply — пустая строка после каждой партии), строки JSON `{"{"}"game","ply","san","fen","result","tags"{"}"}` или сами партии в нормализованном PGN (все теги, комментарии, NAG и варианты сохраняются)
cli-arg-pgn-write = Записать INPUT (FEN с ходами, команду UCI `position`, ссылку...) как партию PGN вместо чтения PGN; файл партий (PGN, XQF, CBR, DhtmlXQ) записывается заново целиком, как его пишет --format pgn
cli-arg-pgn-variant = Читать INPUT для --write как эту игру, а не определять её
cli-arg-pgn-encoding = Кодировка файлов при чтении (PGN сянци часто в GBK или Big5); с --write или --format pgn — кодировка записываемого PGN (если не задана — utf-8, а кодировка читаемых файлов определяется по их байтам)
cli-arg-pgn-notation = Как --write и --format pgn записывают ходы: san, lan, fan, uci или ru в шахматах; iccs, wxf или chinese в сянци (`[Format]` xqbase). По умолчанию SAN, а для сянци — китайская с --write и как в файле с --format pgn
cli-arg-pgn-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-pgn-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-pgn-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-about-library = Список библиотеки позиций или одна её позиция
cli-arg-library-name = Позиция, которую напечатать как FEN (её id, например `lucena`, или название на любом языке); без него — список всех
cli-about-completions = Напечатать скрипт автодополнения для оболочки
cli-arg-completions-shell = Оболочка, для которой написать скрипт
cli-about-diagram = Нарисовать позицию: SVG, PNG, PDF, текст или LaTeX
cli-arg-diagram-input = Позиция: FEN, `FEN moves ...`, команда UCI `position ...` или ссылка
cli-arg-diagram-output = Записать в этот файл; формат задаёт расширение (.svg .png .pdf .txt .asc .tex). `-` — stdout, как и без -o
cli-arg-diagram-format = Формат (важнее расширения; по умолчанию текст в stdout)
cli-arg-diagram-flip = Показать доску со стороны чёрных
cli-arg-diagram-size = Ширина картинки в пикселях (SVG, PNG) или пунктах (PDF)
cli-arg-diagram-coordinates = Рисовать координаты (по умолчанию): `letters` (вертикали a–i, горизонтали 0–9) или для сянци `chinese` (вертикали 九…一 у края красных, 1…9 у края чёрных, как их читают китайские игроки)
cli-arg-diagram-no-coordinates = Не рисовать буквы вертикалей и номера горизонталей
cli-arg-diagram-theme = Цвета доски, в том числе по именам редактора: default (серый и зелёный редактора), high-contrast, light, green, brown, blue или print
cli-arg-diagram-wxf = Фигуры сянци буквами WXF (K A E H R C P) вместо китайских знаков
cli-arg-diagram-characters = Знаки фигур сянци: традиционные (帥 俥 傌, по умолчанию) или упрощённые (帅 车 马)
cli-arg-diagram-variant = Читать INPUT как эту игру, а не определять её
cli-arg-diagram-transparent = Оставить поля вокруг доски прозрачными (PNG, SVG, PDF), а не цвета бумаги
cli-arg-diagram-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-diagram-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-diagram-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-about-analyse = Оценить позиции локальным движком (Stockfish, Fairy-Stockfish, Pikafish)
cli-arg-analyse-input = Позиция (в любом виде, который читает редактор); без неё — каждая строка stdin
cli-arg-analyse-engine = Движок: имя в PATH или в /usr/games либо путь (по умолчанию — `[engines]` из настроек, иначе stockfish / fairy-stockfish / pikafish)
cli-arg-analyse-depth = Искать на столько полуходов в глубину, 1–245 (по умолчанию 16)
cli-arg-analyse-movetime = Искать столько миллисекунд, от 1 до суток
cli-arg-analyse-nodes = Искать столько узлов (1 или больше)
cli-arg-analyse-timeout = Прервать поиск через столько секунд после его предела (по умолчанию: 2 с и ещё десятая часть --movetime; 300 с для --depth и --nodes)
cli-arg-analyse-pov = Оценки за сторону, чей ход (как в UCI), или за белых (красных)
cli-arg-analyse-notation = Как записывать ходы вариантов: san, lan, fan, ru или uci в шахматах; wxf, chinese, iccs или uci в сянци (по умолчанию SAN; в сянци WXF)
cli-arg-analyse-multipv = Сколько вариантов показать, лучший первым (1-5)
cli-arg-analyse-threads = Потоки движка, 1-1024 (по умолчанию — из настроек, иначе как у движка)
cli-arg-analyse-hash = Хеш-таблица движка в МБ, 1-33554432 (по умолчанию — из настроек, иначе как у движка)
cli-arg-analyse-format = Вывод: текст или по объекту JSON на позицию
cli-arg-analyse-variant = Читать INPUT как эту игру, а не определять её
cli-arg-analyse-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-analyse-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-analyse-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-about-worksheet = Напечатать листы с диаграммами (записать FEN / расставить позицию)
cli-arg-worksheet-files = Файлы позиций: по FEN (или EPD, или `FEN moves ...`) на строку, комментарии `#` — подписи; или файлы PGN (конечная позиция каждой партии, подпись — из её тегов)
cli-arg-worksheet-output = Куда записать лист: .pdf или .svg (страницы одна под другой); `-` или ничего — stdout в формате `--format` (по умолчанию PDF)
cli-arg-worksheet-format = PDF или SVG, когда имя файла этого не говорит (stdout)
cli-arg-worksheet-per-page = Диаграмм на странице
cli-arg-worksheet-coordinates = Рисовать координаты (по умолчанию): `letters` или для сянци `chinese` (вертикали 九…一 у края красных, 1…9 у края чёрных)
cli-arg-worksheet-exercise = Что делают ученики: записывают каждый FEN или расставляют каждую позицию по её FEN
cli-arg-worksheet-theme = Цвета досок (print — серые, хорошо выходят на ксероксе), по тем же именам, что у `diagram --theme` и редактора
cli-arg-worksheet-flip = Показать доски со стороны чёрных
cli-arg-worksheet-no-coordinates = Не рисовать буквы вертикалей и номера горизонталей
cli-arg-worksheet-wxf = Фигуры сянци буквами WXF вместо китайских знаков
cli-arg-worksheet-characters = Знаки фигур сянци: традиционные (帥 俥 傌, по умолчанию) или упрощённые (帅 车 马)
cli-arg-worksheet-variant = Читать каждую строку как эту игру, а не определять её
cli-arg-worksheet-every = Из PGN: упражнение после каждого N-го хода каждой партии (1 — после каждого хода), а не только конечная позиция
cli-arg-worksheet-side = Из PGN: упражнения только после ходов этой стороны (после каждого или, с --every, после каждого N-го)
cli-arg-worksheet-chess960 = Читать шахматные позиции как Chess960 (без этого — обычные шахматы; Chess960 — только по букве рокировки, называющей вертикаль, с примечанием)
cli-arg-worksheet-standard = Читать шахматные позиции как обычные шахматы, даже если буква рокировки называет вертикаль (обычные шахматы и так по умолчанию)
cli-arg-worksheet-castling = Как записывать права на рокировку в Chess960: xfen (`KQkq`, буква вертикали для внутренней ладьи) или shredder (буквы вертикалей, `HAha`). Обычные шахматы всегда пишут `KQkq`
cli-about-image = Распознать позицию на картинках (снимки экрана, диаграммы): по FEN на строку
cli-arg-image-files = Картинки для распознавания (`-` — stdin)
cli-arg-image-variant = Доску какой игры искать (auto: доска 8×8 в шахматном порядке — шахматы, сетка линий 9×10 — сянци)
cli-arg-image-orientation = Какая сторона внизу картинки (auto — по королям и пешкам, в сянци — по генералам; white — белые или красные)
cli-arg-image-format = text — по FEN на строку; json — по объекту на строку с меткой и уверенностью для каждого поля

cli-after-help = Примеры:
      fen-tui                                   редактор на начальной позиции
      fen-tui 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
      fen-tui --variant xiangqi                 редактор на начальной позиции сянци
      fen-tui check puzzles.txt                 по вердикту на строку, как у компилятора
      cat positions.txt | fen-tui check --format json
      fen-tui check --strict < positions.txt    читать stdin, строго по стандарту
      fen-tui show 'position startpos moves e2e4 e7e5' --glyphs
      fen-tui url 'position startpos moves e2e4' --site chesscom
      fen-tui explain 'position startpos'
      fen-tui diagram 'position startpos moves e2e4 e7e5' -o board.png
      fen-tui worksheet lesson.fen -o sheet.pdf --lang ru
      fen-tui image screenshot.png              позиция с картинки в виде FEN
      fen-tui board.png                         редактор на позиции с картинки
      fen-tui analyse --depth 16 --format json 'position startpos moves e2e4 e7e5 d1h5 b8c6 f1c4 g8f6'
      fen-tui completions bash > ~/.local/share/bash-completion/completions/fen-tui

    Код выхода: 0 — все позиции верны, 1 — есть неверная позиция, 2 — ошибка вызова или ввода-вывода.
