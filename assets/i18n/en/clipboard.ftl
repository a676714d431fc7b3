# What copying and pasting through the clipboard can report.

clipboard-copied-system = FEN copied to the clipboard
clipboard-copied-osc52 = FEN sent to the terminal (OSC 52{ $tmux ->
    [yes] , through tmux
   *[no] {""}
})
clipboard-copied-memory = copied (kept inside fen-tui only)
clipboard-no-display = no clipboard here: there is no display (DISPLAY/WAYLAND_DISPLAY unset)
clipboard-unavailable = the system clipboard is not available: { $detail }
clipboard-refused = the clipboard refused the text: { $detail }
clipboard-empty = the clipboard is empty
clipboard-helper-failed = could not keep the copy alive after exit: { $detail }
clipboard-helper-timed-out = the clipboard did not take the text in time
clipboard-terminal-failed = the terminal could not be told about the copy: { $detail }
clipboard-cannot-paste = cannot read the clipboard here; paste with your terminal (Ctrl-Shift-V)
clipboard-nothing-worked = copy failed (no system clipboard, no terminal fallback); the FEN stays on screen to select

clipboard-not-answering-sent = the clipboard is not answering; sent to the terminal (OSC 52) instead

clipboard-not-answering = the clipboard is not answering; the FEN stays on screen to select

clipboard-not-answering-paste = the clipboard is not answering; paste with your terminal (Ctrl-Shift-V)
