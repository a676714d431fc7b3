# EPD lines: four FEN fields, then operations `opcode operand;`.

epd-bad-opcode = “{ $opcode }” is not an EPD opcode: an opcode starts with a letter and holds letters, digits and _
epd-missing-semicolon = the operation “{ $opcode }” does not end with ;
epd-bad-clock = { $opcode } must be a whole number{ $opcode ->
        [fmvn] {" "}from 1 up
       *[other] {""}
    }, not “{ $value }”
