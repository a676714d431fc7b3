# Hardening: refusals of the command line, and a clipboard that does not answer.

cli-unknown-lang = unknown language “{ $lang }”; the languages are { $known }
cli-editor-needs-terminal = the editor needs a terminal; without one, check positions with `fen-tui check` or print one with `fen-tui show`
clipboard-not-answering-sent = the clipboard is not answering; sent to the terminal (OSC 52) instead
clipboard-not-answering = the clipboard is not answering; the FEN stays on screen to select
clipboard-not-answering-paste = the clipboard is not answering; paste with your terminal (Ctrl-Shift-V)
