# The position library: names of assets/positions/library.txt entries and groups.

library-group-start = Start positions
library-group-example = Examples of the FEN standard
library-group-opening = Openings
library-group-study = Famous studies and games
library-group-endgame = Endgames
library-group-xiangqi = Classic xiangqi endgames

library-chess-start = Chess: the start position
library-xiangqi-start = Xiangqi: the start position
library-after-e4 = After 1. e4
library-after-e4-e5 = After 1. e4 e5
library-xiangqi-example = Xiangqi FEN example
library-italian = Italian Game
library-ruy-lopez = Ruy Lopez (Spanish Game)
library-kings-gambit = King's Gambit
library-sicilian = Sicilian Defence
library-najdorf = Sicilian, Najdorf Variation
library-french = French Defence
library-caro-kann = Caro–Kann Defence
library-scandinavian = Scandinavian Defence
library-queens-gambit = Queen's Gambit
library-slav = Slav Defence
library-london = London System
library-kings-indian = King's Indian Defence
library-nimzo-indian = Nimzo-Indian Defence
library-english = English Opening
library-reti-study = Réti's study (1921)
library-saavedra = Saavedra position
library-lasker-reichhelm = Lasker–Reichhelm position
library-opera-game = Morphy's Opera Game, the final position
library-scholars-mate = Scholar's mate
library-lucena = Lucena position
library-philidor = Philidor position
library-opposition = King and pawn: the opposition
library-chariot-vs-advisors = Chariot against two advisors
library-chariot-vs-horse = Chariot against a horse
library-soldier-vs-general = A high soldier against a lone general

library-not-found = no position in the library is called “{ $name }”; `fen-tui library` lists them
