# Words of `fen-tui diagram` and `fen-tui worksheet`.

diagram-unknown-extension = cannot tell the format from the name { $file }; end it in .svg, .png, .pdf, .txt, .asc or .tex, or give --format
diagram-binary-to-terminal = PNG and PDF are not text; write them to a file with -o FILE, or redirect the output
diagram-cannot-draw = cannot draw the diagram: { $reason }
diagram-cannot-write = cannot write { $file }: { $reason }

worksheet-needs-pdf-or-svg = a worksheet is written as PDF or SVG; end the output's name in .pdf or .svg
worksheet-skipped-line = { $file }:{ $line }: skipped, not a position: { $message }
worksheet-no-positions = no position to put on the worksheet
worksheet-written = { $count ->
        [one] { $count } position
       *[other] { $count } positions
    } on { $pages ->
        [one] { $pages } page
       *[other] { $pages } pages
    }: { $file }

worksheet-title-write-fen = Write the FEN of each position
worksheet-title-set-up = Set up each position on its empty board
worksheet-title-answers = Answers
worksheet-name-line = Name ____________________   Date ____________
worksheet-position = Position { $number }
worksheet-fen = FEN:
worksheet-to-move = { $side ->
        [white] White
        [red] Red
       *[black] Black
    } to move
worksheet-page = Page { $page } of { $pages }
