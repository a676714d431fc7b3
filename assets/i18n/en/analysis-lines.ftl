# Acting on the engine's lines (src/tui/layers/analysis/lines.rs): play, step into, copy.
key-analysis-play = analysis: play the engine's best move (Ctrl-Z takes it back; in the moves view, its next move)
key-analysis-next-line = analysis: choose the next line (the one the line keys act on)
key-analysis-previous-line = analysis: choose the line before
key-analysis-step-in = analysis: step into the chosen line in the moves view (← → through it, Esc back out)
key-analysis-copy-moves = analysis: copy the chosen line as moves (SAN; WXF or Chinese as the moves view writes them)
key-analysis-copy-pgn = analysis: copy the chosen line as PGN from the position ([SetUp] and [FEN])
key-analysis-copy-uci = analysis: copy the chosen line as UCI moves (coordinates)
line-none = the engine has no line for this position yet
line-played = played the engine's move { $move } (Ctrl-Z takes it back)
line-stepped-in = the engine's line { $number }: ← → step through it, Esc comes back out
line-stepped-out = back to the line you left
line-copied = the engine's line copied { $format ->
    [pgn] as PGN
    [uci] as UCI moves
   *[moves] as moves
}{ $way ->
    [system] {" "}to the clipboard
    [osc52] , sent to the terminal (OSC 52{ $tmux ->
        [yes] , through tmux: if nothing arrives, tmux needs set -g allow-passthrough on
       *[no] {""}
    })
   *[memory] {" "}(kept inside fen-tui only)
}
