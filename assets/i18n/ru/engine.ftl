# Анализ движком: `fen-tui analyse` и панель анализа редактора.
engine-missing-chess = шахматный движок не найден: установите Stockfish (apt-get install stockfish fairy-stockfish) или укажите его в config.toml: [engines] chess = "/путь/к/движку"
engine-missing-xiangqi = движок сянци не найден: установите Fairy-Stockfish (apt-get install fairy-stockfish) или скачайте Pikafish со страницы выпусков (github.com/official-pikafish/Pikafish) и укажите его в config.toml: [engines] xiangqi = "/путь/к/pikafish"
engine-missing-asked = движок не найден: { $engine } (укажите имя из PATH или /usr/games либо путь)
engine-could-not-start = движок { $engine } не запустился: { $reason }
engine-died = движок { $engine } остановился ({ $status })
engine-no-answer = движок { $engine } вовремя не ответил на «{ $awaited }» и был остановлен
engine-last-words = Последний вывод движка: { $words }
engine-invalid-position = не анализируется: позиция недопустима ({ $count ->
    [one] { $count } замечание
    [few] { $count } замечания
    [many] { $count } замечаний
   *[other] { $count } замечания
}): { $reasons }
engine-says = { $engine } сообщает: { $text }
engine-no-moves = ходов нет: партия окончена
engine-depth = глубина { $depth }
engine-nps = { $knps } тыс. узл./с
engine-starting = запуск { $engine }…
engine-paused = пауза
engine-threat = угроза
engine-threat-illegal = режим угрозы недоступен: позиция с ходом другой стороны недопустима
engine-restart-hint = Alt-P запустит его снова
engine-panel-title = Анализ
engine-no-engine-title = Нет движка
config-bad-engine = должно быть именем движка или путём к нему
config-bad-engine-number = должно быть целым числом больше 0
config-bad-engine-options = должно быть таблицей имён и значений параметров (таблица [engines.options])
config-bad-engines-table = должно быть таблицей: [engines]
config-bad-engine-option-empty = у параметра должно быть имя: движку не передаётся
config-bad-engine-option-break = содержит перевод строки или другой управляющий символ, с которого начиналась бы новая команда движку: движку не передаётся
config-bad-engine-option-keyword = содержит слово «name» или «value», которое изменило бы то, что прочтёт движок: движку не передаётся
engine-overran = движок { $engine } вышел за свой предел ({ $limit }) на { $seconds ->
    [one] { $seconds } секунду
    [few] { $seconds } секунды
    [many] { $seconds } секунд
   *[other] { $seconds } секунды
}: остановлен
engine-pov-side = оценки со стороны того, чей ход
engine-pov-white = оценки со стороны белых
engine-pov-red = оценки со стороны красных
