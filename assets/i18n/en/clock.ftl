# A half-move clock the move number cannot reach. Not "without a
# capture": in chess a pawn move resets the clock too.
clock-beyond-moves = The half-move clock says { $clock }{ $most ->
        [0] , but no half-move has been played before move { $number }.
        [one] , but only 1 half-move can have been played before this point of move { $number }.
       *[other] , but only { $most } half-moves can have been played before this point of move { $number }.
    }
