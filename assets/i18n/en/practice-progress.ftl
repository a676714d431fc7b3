# Practice that remembers (a teacher's lesson file, the learner's score),
# and the walk-through's introduction of the fields.

## The walk-through's first page

teach-walk-intro = { $variant ->
    [xiangqi] A xiangqi FEN has the same 6 fields as a chess FEN, separated by spaces. The 3rd and 4th come from chess (castling and en passant): xiangqi has neither, so both are always "-". We write the fields in order, starting with the placement: rank 9 first (Black's pieces stand there), from left to right.
   *[other] A FEN has 6 fields, separated by spaces. We write them in order, starting with the placement: rank 8 first (Black's pieces stand there), from left to right.
}
teach-walk-placement = { $variant ->
    [xiangqi] rank by rank, from rank 9 down to rank 0
   *[other] rank by rank, from rank 8 down to rank 1
}
teach-walk-field = { $number }. { $field ->
    [placement] Piece placement
    [side] Side to move
    [castling] Castling rights
    [en-passant] En passant square
    [unused] Unused in xiangqi
    [halfmove] Half-move clock
   *[fullmove] Move number
}: { $value }

## Practice: a teacher's lessons, the learner's score

practice-exercise = Exercise { $number }
practice-set-title = Lessons of { $file }; learner: { $learner }
practice-progress = { $total ->
    [one] { $total } exercise
   *[other] { $total } exercises
}: { $solved } solved, { $mistakes ->
    [one] { $mistakes } wrong answer
   *[other] { $mistakes } wrong answers
}.
practice-progress-at = Exercise { $index } of { $total }: { $solved } solved, { $mistakes ->
    [one] { $mistakes } wrong answer
   *[other] { $mistakes } wrong answers
}.
practice-not-kept = The answers are not kept: { $reason }
practice-enter-next = Enter: the next exercise.
practice-enter-summary = Enter: the results.
practice-summary-title = Results
practice-summary-score = { $solved } of { $total } solved; { $first } at the first answer.
practice-summary-no-mistakes = No wrong answers at all!
practice-summary-mistakes = Wrong answers were given in:
practice-summary-mistake = { $title } ({ $count ->
    [one] { $count } wrong answer
   *[other] { $count } wrong answers
})
practice-summary-unsolved = Not solved yet:
practice-summary-back = Enter or Esc: back to the list.

## A teacher's lesson file that does not read (`--practice FILE`)

lesson-file-error = { $file }:{ $line }:{ $column }: { $message }
lesson-file-empty = the file holds no position (one FEN a line, "# caption" above it)
lesson-file-too-many = more than { $limit } exercises in one file
lesson-file-not-a-position = this line is not a position

## A teacher's lesson file opened from the practice list (Ctrl-O)
key-menu-lesson-file = open a teacher's lesson file (.fen, .epd, .pgn)
practice-lessons-not-read = Lesson file { $file } not read: { $reason }
practice-lessons-opened = { $count ->
    [one] Lessons of { $file }: 1 exercise.
   *[other] Lessons of { $file }: { $count } exercises.
}
