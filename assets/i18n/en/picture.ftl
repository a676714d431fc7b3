# `fen-tui image` and `fen-tui PICTURE`: positions read from pictures.
image-not-a-picture = { $file }: not a picture fen-tui reads (PNG, JPEG, WebP, BMP): { $reason }
image-no-board = { $file }: no chessboard found in the picture
image-no-xiangqi-board = { $file }: no xiangqi board found in the picture
image-no-board-either = { $file }: no chessboard or xiangqi board found in the picture
image-model-damaged = the built-in recognition model is damaged: { $reason }
image-uncertain = { $count ->
    [one] 1 square uncertain
   *[other] { $count } squares uncertain
}: { $list }
image-guessed = read from { $file }: side to move, castling and en passant are guesses
image-empty = empty
image-doubt = { $square } ({ $read } or { $or }?)
image-guessed-clipboard = read from the clipboard's picture: side to move, castling and en passant are guesses
image-pasted-no-board = The clipboard's picture holds no chessboard or xiangqi board; the board is unchanged
image-pasted-damaged = The built-in recognition model is damaged ({ $reason }); the board is unchanged
image-uncertain-points = { $count ->
    [one] 1 point uncertain
   *[other] { $count } points uncertain
}: { $list }
image-guessed-xiangqi = read from { $file }: Red to move is a guess
image-guessed-clipboard-xiangqi = read from the clipboard's picture: Red to move is a guess
