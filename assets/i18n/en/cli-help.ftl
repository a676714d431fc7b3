# `--help` and clap's complaints (src/cli/help_words.rs). English `--help` is clap's own, from the
# doc comments: the cli-arg-* and cli-about-* words here are the same sentences (a test holds them
# equal), for Russian and Chinese to translate.

cli-heading-usage = Usage:
cli-heading-options = Options
cli-heading-arguments = Arguments
cli-heading-commands = Commands
cli-help-flag-help = Print help
cli-help-flag-version = Print version
cli-error-said = { $tag }: { $message }
cli-error-unknown-argument = unexpected argument “{ $arg }”
cli-error-unknown-subcommand = unrecognized subcommand “{ $subcommand }”
cli-error-invalid-value = invalid value “{ $value }” for “{ $arg }”
cli-error-invalid-value-because = invalid value “{ $value }” for “{ $arg }”: { $reason }
cli-error-missing = required arguments were not given: { $arg }
cli-error-conflict = the argument “{ $arg }” cannot be used with “{ $other }”
cli-error-no-equals = “{ $arg }” takes its value after “=” (for example --screen-reader=letters)
cli-error-values = wrong number of values “{ $value }” for “{ $arg }”
cli-error-possible = possible values: { $values }
cli-error-similar = a similar one exists: “{ $similar }”
cli-error-more = For more information, try “--help”.

cli-about = A terminal FEN editor for chess and xiangqi, with batch checking
cli-arg-editor-input = Position to start the editor from: a FEN, `FEN moves ...`, a UCI `position ...` command or a Lichess / Chess.com / pychess.org link.
cli-arg-editor-variant = Game of the start position when INPUT is not given (else detected).
cli-arg-editor-lang = Language of the interface: en, ru or zh (default: from LC_ALL / LANG).
cli-arg-editor-pieces = How pieces are drawn (default: the config's `glyphs`, else letters).
cli-arg-editor-theme = The board's colours for this run: default, high-contrast, light, green, brown, blue or print, the names `diagram --theme` takes (default: the config's `theme`; Alt-T in the editor). The older `--theme letters|glyphs` still means --pieces.
cli-arg-editor-flip = Show the board from Black's side.
cli-arg-editor-characters = Xiangqi glyphs on the board: traditional characters (帥 俥 傌, the default) or simplified (帅 车 马), as `diagram --characters`.
cli-arg-editor-resume = Restore the last session (saved in $XDG_STATE_HOME/fen-tui/) without asking.
cli-arg-editor-analyse = Open with the analysis panel on (Alt-A in the editor): the engine of `[engines]` in config.toml, else Stockfish or Fairy-Stockfish.
cli-arg-editor-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-editor-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-editor-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-arg-editor-screen-reader = Plain lines for a screen reader or a braille display instead of the full-screen editor: a prompt that takes commands (h lists them), every change said in words, no escape sequences (`letters`: pieces as letters). Also on TERM=dumb or FEN_TUI_SCREEN_READER=1.
cli-arg-editor-practice = Practise on a teacher's lessons: a .fen or .epd file (a position a line, `# caption` above or after it) or a .pgn (each game's end). The learner's answers and score are kept in $XDG_STATE_HOME/fen-tui/practice/.
cli-arg-editor-learner = Whose practice results are kept (default: the login name).
cli-arg-editor-print-config = Print the configuration in force ($XDG_CONFIG_HOME/fen-tui/config.toml and defaults) as TOML, and any problem in the file.
cli-about-check = Check positions, one per line, from files or stdin.
cli-arg-check-files = Files to read, one input per line; `-` or nothing reads stdin. An argument that is no file but reads as a FEN is checked as one.
cli-arg-check-strict = Read FEN exactly as the standard writes it (deviations become errors).
cli-arg-check-variant = Read every line as this game instead of detecting it.
cli-arg-check-format = Output: compiler-style text or one JSON object per line.
cli-arg-check-errors-only = Print only the lines that have errors (nothing for a valid line).
cli-arg-check-ep = When the en-passant target is written: after every double push (the FEN standard) or only when a capture there is legal (as python-chess, Stockfish and Lichess write it).
cli-arg-check-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-check-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-check-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-about-show = Print a position as a board with its fields, problems and status.
cli-arg-show-inputs = The positions (any form the editor reads, a PGN game too); `-` or none: stdin's lines, one board each, a blank line between.
cli-arg-show-pieces = How pieces are drawn: FEN letters, or symbols (♔, 帥).
cli-arg-show-glyphs = The older name of `--pieces glyphs`.
cli-arg-show-variant = Read INPUT as this game instead of detecting it.
cli-arg-show-format = Output: the board and fields in words, or one JSON object per input (the shared position shape with `side`, `moves`, `status`, `notes`).
cli-arg-show-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-show-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-show-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-about-explain = Walk through a FEN field by field, as a lesson.
cli-arg-explain-inputs = The positions to explain; `-` or none: stdin's lines, a blank line between two walk-throughs.
cli-arg-explain-variant = Read INPUT as this game instead of detecting it.
cli-arg-explain-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-explain-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-explain-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-about-url = Print the link that opens a position on a website.
cli-arg-url-inputs = The positions to share (any form the editor reads); `-` or none: stdin's lines, one link a line.
cli-arg-url-site = Where the link goes (default: lichess for chess, pychess for xiangqi).
cli-arg-url-variant = Read INPUT as this game instead of detecting it.
cli-arg-url-format = Output: the link alone, or one JSON object per input (the shared position shape with `site` and `url`).
cli-arg-url-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-url-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-url-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-about-transform = Swap colours, mirror, rotate or clear one side of a position.
cli-arg-transform-inputs = The positions (any form the editor reads); `-` or none: stdin's lines.
cli-arg-transform-swap-colors = Every piece changes colour and the ranks mirror: the same position for the other side.
cli-arg-transform-mirror = Mirror the files (a↔h; xiangqi a↔i).
cli-arg-transform-rotate = Turn the board 180°, colours kept.
cli-arg-transform-clear = Take every piece of one colour off the board.
cli-arg-transform-variant = Read INPUT as this game instead of detecting it.
cli-arg-transform-format = Output: the FEN alone, or one JSON object per input.
cli-arg-transform-ep = When the en-passant target is written: after every double push (the FEN standard) or only when a capture there is legal (as python-chess, Stockfish and Lichess write it).
cli-arg-transform-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-transform-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-transform-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-about-perft = Count the leaf positions DEPTH moves ahead (move-generator check).
cli-arg-perft-words = The positions (any form the editor reads; `-` or none: stdin's lines), then the plies to look ahead: `perft startpos 4`, `perft 4 < f`.
cli-arg-perft-divide = Also print each legal move with the count below it (UCI, UCCI).
cli-arg-perft-variant = Read INPUT as this game instead of detecting it.
cli-arg-perft-format = Output: the count (with --divide, `move: count` lines in move order, a blank line, the total), one JSON object per input (the shared position shape with `depth`, `nodes` and with --divide `moves`), or as Stockfish's `go perft` (`move: count` lines, a blank line, `Nodes searched: N`, a blank line).
cli-arg-perft-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-perft-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-perft-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-about-moves = Write the moves of `FEN moves …` in a notation (xiangqi: ICCS, WXF, Chinese).
cli-arg-moves-input = `FEN moves m1 m2 …` (any form the editor reads); stdin, a line at a time, without it.
cli-arg-moves-notation = How to write the moves (default: SAN in chess, ICCS in xiangqi).
cli-arg-moves-variant = Read INPUT as this game instead of detecting it.
cli-arg-moves-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-moves-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-moves-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-about-pgn = Positions of PGN games (the last, or every ply); `--write` makes a PGN.
cli-arg-pgn-files = PGN files to read; `-` or nothing reads stdin.
cli-arg-pgn-every-ply = Every position of the main line (the start, then after each move), not only the last.
cli-arg-pgn-format = Output: FEN lines (with --every-ply a blank line after each game), JSON lines `{"{"}"game","ply","san","fen","result","tags"{"}"}`, or the games themselves as normalised PGN (every tag, comment, NAG and variation kept).
cli-arg-pgn-write = Write INPUT (a FEN with moves, a UCI `position` command, a link...) as a PGN game instead of reading PGN; a game file (PGN, XQF, CBR, DhtmlXQ) is written again whole, as --format pgn writes it.
cli-arg-pgn-variant = Read the --write INPUT as this game instead of detecting it.
cli-arg-pgn-encoding = The files' encoding when reading (xiangqi PGNs are often GBK or Big5); with --write or --format pgn, the encoding of the PGN written (utf-8 when not given; the files read are then told from their bytes).
cli-arg-pgn-notation = How --write and --format pgn write moves: san, lan, fan, uci or ru for chess; iccs, wxf or chinese for xiangqi (xqbase's `[Format]`). Default: SAN, and for xiangqi Chinese with --write, the file's own with --format pgn.
cli-arg-pgn-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-pgn-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-pgn-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-about-library = List the position library, or print one of its positions.
cli-arg-library-name = The entry to print as a FEN (its id, e.g. `lucena`, or its name in any language); nothing lists them all.
cli-about-completions = Print a shell completion script.
cli-arg-completions-shell = The shell to write the script for.
cli-about-diagram = Draw a position as SVG, PNG, PDF, text or LaTeX.
cli-arg-diagram-input = The position: a FEN, `FEN moves ...`, a UCI `position ...` command or a link.
cli-arg-diagram-output = Write to this file; its extension (.svg .png .pdf .txt .asc .tex) sets the format. `-` is stdout, as without -o.
cli-arg-diagram-format = The format (overrides the extension; default text on stdout).
cli-arg-diagram-flip = Show the board from Black's side.
cli-arg-diagram-size = Width of the picture in pixels (SVG, PNG) or points (PDF).
cli-arg-diagram-coordinates = Draw the coordinates (the default): `letters` (files a–i, ranks 0–9), or for xiangqi `chinese` (files 九…一 under Red's edge, 1…9 along Black's, as Chinese players read them).
cli-arg-diagram-no-coordinates = Leave the file letters and rank numbers out.
cli-arg-diagram-theme = Colours of the board, by the editor's names too: default (the editor's grey and green), high-contrast, light, green, brown, blue or print.
cli-arg-diagram-wxf = Xiangqi pieces as WXF letters (K A E H R C P) instead of Chinese characters.
cli-arg-diagram-characters = Xiangqi piece characters: traditional (帥 俥 傌, the default) or simplified (帅 车 马).
cli-arg-diagram-variant = Read INPUT as this game instead of detecting it.
cli-arg-diagram-transparent = Leave the margins round the board see-through (PNG, SVG, PDF), not paper-coloured.
cli-arg-diagram-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-diagram-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-diagram-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-about-analyse = Evaluate positions with a local engine (Stockfish, Fairy-Stockfish, Pikafish).
cli-arg-analyse-input = The position (any form the editor reads); without it, each line of stdin.
cli-arg-analyse-engine = The engine: a name on PATH or in /usr/games, or a path (default: the config's `[engines]`, else stockfish / fairy-stockfish / pikafish).
cli-arg-analyse-depth = Search this many plies deep, 1-245 (the default: 16).
cli-arg-analyse-movetime = Search this many milliseconds, 1 to a day.
cli-arg-analyse-nodes = Search this many nodes (1 or more).
cli-arg-analyse-timeout = Give a search up this many seconds after its limit (default: 2 s and a tenth past --movetime; 300 s for --depth and --nodes).
cli-arg-analyse-pov = Scores from the side to move (as UCI) or from White's (Red's) side.
cli-arg-analyse-notation = How to write the lines' moves: san, lan, fan, ru or uci in chess; wxf, chinese, iccs or uci in xiangqi (default: SAN; WXF in xiangqi).
cli-arg-analyse-multipv = Lines to show, best first (1-5).
cli-arg-analyse-threads = Engine threads, 1-1024 (default: the config's, else the engine's).
cli-arg-analyse-hash = Engine hash table in MB, 1-33554432 (default: the config's, else the engine's).
cli-arg-analyse-format = Output: text, or one JSON object per position.
cli-arg-analyse-variant = Read INPUT as this game instead of detecting it.
cli-arg-analyse-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-analyse-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-analyse-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-about-worksheet = Print worksheets of diagrams (write the FEN / set up the position).
cli-arg-worksheet-files = Files of positions: one FEN (or EPD, or `FEN moves ...`) per line, `#` comments as captions; or PGN files (each game's final position, captioned from its tags).
cli-arg-worksheet-output = The worksheet to write: a .pdf, or a .svg (pages one under another); `-` or none: stdout, as `--format` says (PDF by default).
cli-arg-worksheet-format = PDF or SVG, when the output's name does not say (stdout).
cli-arg-worksheet-per-page = Diagrams on each page.
cli-arg-worksheet-coordinates = Draw the coordinates (the default): `letters`, or for xiangqi `chinese` (files 九…一 under Red's edge, 1…9 along Black's).
cli-arg-worksheet-exercise = What the students do: write each FEN, or set up each position from its FEN.
cli-arg-worksheet-theme = Colours of the boards (print: greys that photocopy well), by the names `diagram --theme` and the editor use.
cli-arg-worksheet-flip = Show the boards from Black's side.
cli-arg-worksheet-no-coordinates = Leave the file letters and rank numbers out.
cli-arg-worksheet-wxf = Xiangqi pieces as WXF letters instead of Chinese characters.
cli-arg-worksheet-characters = Xiangqi piece characters: traditional (帥 俥 傌, the default) or simplified (帅 车 马).
cli-arg-worksheet-variant = Read every line as this game instead of detecting it.
cli-arg-worksheet-every = From a PGN: an exercise after every N-th move of each game (1: every move), not only its final position.
cli-arg-worksheet-side = From a PGN: exercises after this side's moves only (every one, or every N-th with --every).
cli-arg-worksheet-chess960 = Read chess positions as Chess960 (without it, standard chess; Chess960 only from a castling letter naming a file, with a note).
cli-arg-worksheet-standard = Read chess positions as standard chess even when a castling letter names a file (standard chess is already the default).
cli-arg-worksheet-castling = How Chess960 castling rights are written: xfen (`KQkq`, a file letter for an inner rook) or shredder (file letters, `HAha`). Standard chess always writes `KQkq`.
cli-about-image = Read the position in pictures (screenshots, diagrams): one FEN a line.
cli-arg-image-files = Pictures to read (`-` for stdin).
cli-arg-image-variant = Which game's board to look for (auto: an 8×8 checker is chess, a 9×10 grid of lines xiangqi).
cli-arg-image-orientation = Which side is at the bottom of the picture (auto: from the kings and pawns; in xiangqi, from the generals; white: White or Red).
cli-arg-image-format = text: one FEN a line; json: one object a line with each square's label and confidence.

cli-after-help = Examples:
      fen-tui                                   open the editor on the start position
      fen-tui 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
      fen-tui --variant xiangqi                 open the editor on the xiangqi start
      fen-tui check puzzles.txt                 one verdict per line, compiler style
      cat positions.txt | fen-tui check --format json
      fen-tui check --strict - < positions.txt  read stdin, the standard exactly
      fen-tui show 'position startpos moves e2e4 e7e5' --glyphs
      fen-tui url '8/8/8/8/8/8/8/K6k w - - 0 1' --site chesscom
      fen-tui explain 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
      fen-tui diagram 'position startpos moves e2e4 e7e5' -o board.png
      fen-tui worksheet lesson.fen -o sheet.pdf --lang ru
      fen-tui image screenshot.png              the position in a picture, as FEN
      fen-tui board.png                         open the editor on a picture's position
      fen-tui analyse --depth 16 --format json 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4'
      fen-tui completions bash > ~/.local/share/bash-completion/completions/fen-tui

    Exit status: 0 every position valid, 1 some position invalid, 2 usage or I/O error.
