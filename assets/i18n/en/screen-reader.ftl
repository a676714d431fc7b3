# The screen-reader mode (fen-tui --screen-reader): plain lines for speech and braille.
# $color is white, black or red; $piece is a piece key (king … pawn, general … soldier).

reader-piece = { $color ->
    [white] White
    [red] Red
   *[black] Black
} { $piece ->
    [king] king
    [queen] queen
    [rook] rook
    [bishop] bishop
    [knight] knight
    [general] general
    [advisor] advisor
    [elephant] elephant
    [horse] horse
    [chariot] chariot
    [cannon] cannon
    [soldier] soldier
   *[pawn] pawn
}
reader-on = { $piece } on { $square }
reader-empty = { $square } empty
reader-run-empty = { $from } to { $to } empty
reader-replacing = { $piece } on { $square }, replacing { $old }
reader-welcome = fen-tui, screen-reader mode, { $game ->
    [xiangqi] xiangqi
   *[chess] chess
}. Type h for the commands, q to quit.
reader-prompt = Command:
reader-board-cleared = Board cleared.
reader-side = { $side ->
    [white] White to move.
    [red] Red to move.
   *[black] Black to move.
}
reader-castling = Castling: White { $white }, Black { $black }.
reader-castling-rights = { $rights ->
    [both] both sides
    [king] kingside
    [queen] queenside
   *[none] none
}
reader-castling-xiangqi = Xiangqi has no castling.
reader-ep = En passant: { $square }.
reader-ep-none = En passant: none.
reader-ep-xiangqi = Xiangqi has no en passant.
reader-clocks = Half-move clock { $half }, move number { $full }.
reader-side-pieces = { $side ->
    [white] White
    [red] Red
   *[black] Black
}: { $list }.
reader-no-pieces = none
reader-rank = Rank { $rank }: { $list }.
reader-file = File { $file }: { $list }.
reader-no-problems = No problems: the position is legal.
reader-problems = { $count ->
    [one] One problem:
   *[other] { $count } problems:
}
reader-status-check = { $side ->
    [white] White is in check.
    [red] Red is in check.
   *[black] Black is in check.
}
reader-status-mate = Checkmate.
reader-status-stalemate = Stalemate.
reader-read = Position read: { $count ->
    [one] one piece
   *[other] { $count } pieces
}, { $side ->
    [white] White to move
    [red] Red to move
   *[black] Black to move
}.
reader-new = Start position of { $game ->
    [xiangqi] xiangqi
   *[chess] chess
}.
reader-copied = FEN copied.
reader-copy-failed = The FEN was not copied: { $reason }
reader-paste-failed = Nothing was pasted: { $reason }
reader-undone = Undone.
reader-redone = Redone.
reader-nothing-to-undo = Nothing to undo.
reader-nothing-to-redo = Nothing to redo.
reader-played = Played { $move }.
reader-letters-on = Letters only: pieces are written as a colour letter and a piece letter, like wN.
reader-letters-off = Pieces are said in words.
reader-analysing = Analysing with { $engine }…
reader-analysis = Evaluation { $score } at depth { $depth }; best line: { $line }.
reader-analysis-none = The engine gave no line.
reader-error = Column { $column }: { $message }
reader-unknown-command = “{ $word }” is not a command. Type h for the list.
reader-not-square = “{ $word }” is not a { $game ->
    [xiangqi] point of the board (a0 to i9)
   *[chess] square of the board (a1 to h8)
}.
reader-not-piece = “{ $word }” is not a piece and a square: write a colour letter, a piece letter and a square, like { $example }.
reader-needs-square = Name a square after “{ $word }”, like { $example }.
reader-bad-side = “{ $word }” is not a side: write w or b.
reader-bad-castling = “{ $word }” is not castling rights: write letters of KQkq, or - for none.
reader-bad-number = “{ $word }” is not a number from 0 to { $most }.
reader-needs-numbers = Write two numbers: the half-move clock and the move number, like clocks 0 1.
reader-too-much = “{ $word }” is one word too many for { $command }.
reader-line-too-long = That line is longer than { $limit } bytes; it was not read.
reader-not-a-position = This is not a position: { $message }
reader-help-title = Commands (a square is like e4; a piece is a colour letter w or b and a piece letter, like wNf3; uppercase letters alone are White, lowercase Black):
reader-help-put = Nf3, wNf3, put wKg1 bKe8: put pieces on squares.
reader-help-x = x f3, x f3 g4: empty squares. clear: empty the board.
reader-help-setup = setup wKg1,Pa2,b2 bKe8: a new board from a piece list; a square alone repeats the piece before it.
reader-help-side = side w, side b: the side to move; side alone changes it.
reader-help-castling = castling KQkq, castling -: castling rights; alone, reads them.
reader-help-ep = ep e3, ep -: the en passant square.
reader-help-clocks = clocks 0 1: the half-move clock and the move number; alone, reads them.
reader-help-p = p: the pieces of each side.
reader-help-s = s 4: a rank; s e: a file; e4?: one square.
reader-help-f = f: the FEN. i: side, castling, en passant and clocks.
reader-help-problems = pr: the position's problems, or that it is legal.
reader-help-v = v: an engine's evaluation and best line.
reader-help-move = m e4, m g1f3: play a legal move.
reader-help-copy = copy, paste: the FEN to and from the clipboard.
reader-help-fen = A FEN, FEN moves …, or a link typed alone: that position.
reader-help-new = new, new xiangqi: the start position.
reader-help-undo = u: undo. redo: redo.
reader-help-letters = letters on, letters off: pieces as letters (for braille) or words.
reader-help-quit = q or end of input: quit and print the FEN. q!: quit without printing.
