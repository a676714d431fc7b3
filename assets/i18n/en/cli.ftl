# Words of the command line (`fen-tui check`, `show`, `url`). clap's --help stays English.

invalid-utf8 = the line is not UTF-8 text: byte { $byte } starts an invalid sequence
cli-cannot-read = cannot read { $file }: { $reason }
cli-cannot-write = cannot write the output: { $reason }
cli-site-lacks-variant = { $site } does not open { $variant ->
        [xiangqi] xiangqi
       *[chess] chess
    } positions; try --site pychess

cli-show-fen = FEN
cli-show-variant = Game
cli-show-side = Side to move
cli-show-castling = Castling
cli-show-en-passant = En passant
cli-show-halfmove = Half-move clock
cli-show-fullmove = Move number
cli-show-moves = Moves played
cli-show-status = Status
cli-show-problems = Problems:
cli-show-notes = Notes:

cli-status-invalid = not a legal position
cli-status-ongoing = legal; { $side ->
        [white] White
        [red] Red
       *[black] Black
    } to move
cli-status-check = { $side ->
        [white] White is
        [red] Red is
       *[black] Black is
    } in check
cli-status-checkmate = { $side ->
        [white] White is
        [red] Red is
       *[black] Black is
    } checkmated
cli-status-stalemate = { $side ->
        [white] White has
        [red] Red has
       *[black] Black has
    } no legal move { $variant ->
        [xiangqi] (stalemate: a loss in xiangqi)
       *[chess] (stalemate: a draw)
    }

cli-unknown-lang = unknown language “{ $lang }”; the languages are { $known }

cli-editor-needs-terminal = the editor needs a terminal; without one, check positions with `fen-tui check` or print one with `fen-tui show`
