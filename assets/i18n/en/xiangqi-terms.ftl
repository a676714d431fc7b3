# Xiangqi pieces named by each side's own word (the status line and elsewhere).
xiangqi-piece-red-general = general
xiangqi-piece-black-general = general
xiangqi-piece-red-advisor = advisor
xiangqi-piece-black-advisor = advisor
xiangqi-piece-red-elephant = elephant
xiangqi-piece-black-elephant = elephant
xiangqi-piece-red-horse = horse
xiangqi-piece-black-horse = horse
xiangqi-piece-red-chariot = chariot
xiangqi-piece-black-chariot = chariot
xiangqi-piece-red-cannon = cannon
xiangqi-piece-black-cannon = cannon
xiangqi-piece-red-soldier = soldier
xiangqi-piece-black-soldier = soldier
# Ctrl-G: a xiangqi board has points, not squares.
xiangqi-jump-prompt = Go to point:
xiangqi-jump-unknown = no point “{ $typed }” on this board ({ $first }–{ $last })
