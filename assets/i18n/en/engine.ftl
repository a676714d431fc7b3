# Engine analysis: `fen-tui analyse` and the editor's analysis panel.
engine-missing-chess = no chess engine found: install Stockfish (apt-get install stockfish fairy-stockfish), or name one in config.toml: [engines] chess = "/path/to/engine"
engine-missing-xiangqi = no xiangqi engine found: install Fairy-Stockfish (apt-get install fairy-stockfish), or get Pikafish from its releases page (github.com/official-pikafish/Pikafish) and name it in config.toml: [engines] xiangqi = "/path/to/pikafish"
engine-missing-asked = engine not found: { $engine } (give a name found on PATH or in /usr/games, or a path)
engine-could-not-start = the engine { $engine } could not start: { $reason }
engine-died = the engine { $engine } stopped ({ $status })
engine-no-answer = the engine { $engine } did not answer “{ $awaited }” in time and was stopped
engine-last-words = Its last words: { $words }
engine-invalid-position = not analysed: the position is invalid ({ $count ->
    [one] one problem
   *[other] { $count } problems
}): { $reasons }
engine-says = { $engine } says: { $text }
engine-no-moves = no legal move: the game is over
engine-depth = depth { $depth }
engine-nps = { $knps } kN/s
engine-starting = starting { $engine }…
engine-paused = paused
engine-threat = threat
engine-threat-illegal = no threat mode: the other side to move is not a legal position
engine-restart-hint = Alt-P starts it again
engine-panel-title = Analysis
engine-no-engine-title = No engine
config-bad-engine = must be an engine's name or path
config-bad-engine-number = must be a whole number above 0
config-bad-engine-options = must be a table of option names and values (a [engines.options] table)
config-bad-engines-table = must be a table: [engines]
config-bad-engine-option-empty = an option needs a name: not sent to the engine
config-bad-engine-option-break = holds a line break or another control character, which would start a new engine command: not sent to the engine
config-bad-engine-option-keyword = holds “name” or “value” as a word, which would change what the engine reads: not sent to the engine
engine-overran = the engine { $engine } went on past its limit ({ $limit }) for { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}: stopped
engine-pov-side = scores from the side to move
engine-pov-white = scores from White's side
engine-pov-red = scores from Red's side
