# A half-move clock the move number cannot reach (issue 25).
clock-beyond-moves = The half-move clock says { $clock } half-moves without a capture{ $most ->
        [0] , but no half-move has been played before move { $number }.
       *[other] , but only { $most } half-moves can have been played before this point of move { $number }.
    }
