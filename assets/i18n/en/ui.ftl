# The interactive editor: panels, status messages, help and key descriptions.

panel-position = Position
panel-problems = Problems
panel-side-to-move = Side to move
panel-castling = Castling
panel-en-passant = En passant
panel-halfmove-clock = Half-moves
panel-fullmove-number = Move number
panel-draw-rule = { $moves ->
    [50] draw claimable at { $plies }
   *[other] draw at { $plies } ({ $moves }-move rule)
}

castling-no-king = { $letters }: no { $color ->
    [white] White
   *[black] Black
  } king on rank { $rank }
castling-no-rook = { $letters }: no rook on { $square }

status-ongoing = { $side } to move
status-check = { $side } to move, in check
status-checkmate = Checkmate: { $side } is mated
status-stalemate = Stalemate: { $side } has no legal move

fen-label = FEN
fen-field-problem = FEN field, column { $column }: { $message }
fen-more-problems = { $count ->
    [one] {" "}(and 1 more)
   *[other] {" "}(and { $count } more)
}
too-small = Enlarge the terminal to { $width }×{ $height } (now { $now-width }×{ $now-height })

notice-welcome = Type FEN letters on the board · Tab: panels and FEN field · F1: all keys
notice-clipboard-empty = The clipboard holds no text
notice-pasted = { $count ->
    [0] Pasted
    [one] Pasted: 1 warning
   *[other] Pasted: { $count } warnings
}
notice-paste-unreadable = { $count ->
    [one] Not a position: 1 error (the text is in the FEN field)
   *[other] Not a position: { $count } errors (the text is in the FEN field)
}
notice-placed = { $letter }: { $side } { $piece } on { $square }
notice-cleared = { $count ->
    [one] { $square } cleared
   *[other] { $count } squares cleared from { $square }
}
notice-undone = Undone
notice-nothing-to-undo = Nothing to undo
notice-redone = Redone
notice-nothing-to-redo = Nothing to redo
notice-flipped = Board flipped
notice-start-position = Start position
notice-empty-board = Empty board
notice-variant = Now editing { $variant }
notice-side-to-move = { $side } to move
notice-piece-style = Piece style changed
notice-not-a-piece = “{ $letter }” is not a piece letter in { $variant }
notice-field-reads = { $count ->
    [0] FEN read
    [one] FEN read with 1 warning
   *[other] FEN read with { $count } warnings
}
notice-field-unreadable = { $count ->
    [one] The FEN has 1 error; the board keeps the last good position
   *[other] The FEN has { $count } errors; the board keeps the last good position
}

hint-quit = quit
hint-help = help
hint-copy = copy
hint-paste = paste
hint-focus = next

help-title = Keys (Esc closes)
help-section-global = Everywhere
help-section-board = On the board
help-section-panels = In the panels
help-section-fen-field = In the FEN field
help-section-help = In this help

key-close-help = close this help
key-quit = quit and print the FEN
key-help = show all keys
key-copy = copy the FEN
key-paste = paste a FEN or a link
key-undo = undo
key-redo = redo
key-focus-next = next panel
key-focus-previous = previous panel
key-flip = flip the board
key-start-position = start position
key-empty-board = empty board
key-switch-variant = switch chess / xiangqi
key-toggle-side = toggle side to move
key-piece-style = letters / piece symbols
key-escape = back to the board
key-board-arrows = move the cursor
key-board-home = first square of the rank
key-board-end = last square of the rank
key-board-page-up = top rank
key-board-page-down = bottom rank
key-board-backspace = step back and clear
key-board-delete = clear the square
key-board-letters = place a piece, go on in FEN order; digits clear squares; / next rank
key-panel-arrows = change the value
key-panel-activate = toggle / next choice
key-panel-backspace = delete a digit
key-panel-digits = type a number
key-field-arrows = move the caret
key-field-home = start of the text
key-field-end = end of the text
key-field-backspace = delete before the caret
key-field-delete = delete at the caret
key-field-enter = keep the text, back to the board
key-field-typing = type; the board follows when the FEN reads

# Share and clipboard: the share menu (F10, Ctrl-T).
share-title = Share this position
share-lichess-analysis = Lichess analysis link
share-lichess-editor = Lichess board editor link
share-chesscom = Chess.com analysis link
share-pychess = pychess.org analysis link
share-uci = UCI command (position fen …)
share-fen-with-moves = FEN with its moves
share-keys = ↑ ↓ choose · Enter or 1-{ $count } take that line · Esc close
share-copied = { $how ->
    [system] { $what } copied
    [osc52] { $what } sent to the terminal (OSC 52)
    [osc52-tmux] { $what } sent to the terminal (OSC 52, through tmux: if nothing arrives, tmux needs set -g allow-passthrough on (tmux 3.3+))
   *[memory] { $what } copied (kept inside fen-tui only)
}
share-failed = { $what } not copied: { $why } (the text is shown in the menu)
share-nothing-worked = neither the system clipboard nor the terminal took it
key-share = share: links, UCI, moves

# Session: the session file and the prompt that offers back an interrupted session.
session-prompt-title = Restore the last session?
session-prompt-body = { $minutes ->
    [0] The last session ended without a quit. It was saved less than a minute ago, with this position:
    [one] The last session ended without a quit. It was saved 1 minute ago, with this position:
   *[other] The last session ended without a quit. It was saved { $minutes } minutes ago, with this position:
}
session-prompt-draft = FEN field: { $draft }
session-prompt-steps = { $count ->
    [0] no undo steps
    [one] 1 undo step
   *[other] { $count } undo steps
}
help-section-session = When the last session is offered back
key-session-restore = restore it: position, FEN field and undo steps
key-session-discard = discard it and start afresh
notice-session-restored = The last session is restored (Ctrl-Z undoes its steps)
notice-session-discarded = The last session is discarded
notice-nothing-to-resume = No saved session to resume
session-unreadable = The saved session could not be read and is ignored: { $detail }
session-corrupt = The saved session is damaged and is ignored
session-too-large = The saved session file is too large and is ignored
session-newer = The saved session is from a newer fen-tui (format { $detail }) and is ignored
session-not-saved = The session could not be saved: { $detail } (the position here is unchanged)
notice-session-in-use = Another fen-tui (process { $pid }) is editing; this one keeps no session

## Teaching: the walk-through, the moves view, practice, the language

help-section-walk = In the walk-through
help-section-moves = In the moves view
help-section-practice-menu = Choosing an exercise
help-section-write-fen = Writing a FEN
help-section-build-position = Building a position
key-walk-through = walk through the FEN
key-switch-language = next language (en ru zh)
key-explain-moves = play moves, watch the FEN
key-practice = practice: write / build
key-step-next = next step
key-step-back = previous step
key-step-first = first step
key-step-last = last step
key-teach-leave = back to the editor
key-moves-enter = play the moves typed
key-moves-arrows = back / forward through the moves played
key-moves-home = back to before the first move
key-moves-end = the last move played
key-moves-leave = back to the editor, keeping the position shown
key-moves-typing = type moves: chess in SAN (e4, Nf3, O-O) or coordinates (e2e4); xiangqi in coordinates (h2e2), WXF (C2=5) or Chinese (炮二平五)
key-menu-start = start the exercise
key-write-enter = check the FEN typed
key-write-typing = type the FEN of the position shown
key-build-enter = check the board against the FEN
hint-next = next
hint-back = back
hint-leave = leave
hint-play = play
hint-moves = moves
hint-start = start
hint-check = check
notice-language = { $lang ->
    [ru] Язык: русский
    [zh] 语言：中文
   *[en] Language: English
}
notice-moves-kept = { $count ->
    [one] The board keeps the position after 1 move
   *[other] The board keeps the position after { $count } moves
}
notice-build-started = The board is cleared: build the position (Ctrl-Z brings the old one back)
moves-input-label = Moves
moves-prompt = Type a move (e4, Nf3, O-O or e2e4) and press Enter: the FEN changes, and each change is explained here. Several moves can be typed at once.
moves-start = Start

# The welcome line while the FEN field or a panel has the focus.
notice-welcome-field = FEN field: type or paste a FEN, the board follows · Enter keeps it · Esc: board

notice-welcome-panel = Panel: arrows change the value · Space Enter: toggle · Tab: next · Esc: board

# The restore prompt when several sessions ended without a quit: which one
# this is (newest first), and how many are offered after it.
session-offer-title-of = Restore a session? ({ $number } of { $count })

session-offer-later = { $later ->
    [0] The last of the { $count } sessions that ended without a quit.
    [one] 1 more session that ended without a quit is offered after this one (if this one is restored, it waits for the next start).
   *[other] { $later } more sessions that ended without a quit are offered after this one (if this one is restored, they wait for the next start).
}

key-text-to-start = caret to the start of the text

key-text-to-end = caret to the end of the text

key-text-words = caret a word left / right

key-text-delete-to-start = delete from the start to the caret

key-text-delete-to-end = delete from the caret to the end

key-text-delete-word = delete the word before the caret
