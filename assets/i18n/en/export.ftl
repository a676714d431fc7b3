# Diagrams from the editor (the share menu's last two lines), and worksheets from PGN files.

export-menu-file = Diagram to a file (PNG, SVG, PDF, text, LaTeX)…
export-menu-image = Diagram to the clipboard as a picture
export-menu-file-preview = asks for a name, offering { $file }; the extension picks the format
export-menu-image-preview = pastes straight into a document (needs a display: OSC 52 carries only text)
export-help-section = Saving a diagram
export-key-enter = write the diagram under this name (.png when it has no extension)
export-key-typing = the file's name or path; its extension picks the format
export-prompt = Save the diagram as:
export-replace-question = { $file } exists. Replace it?
export-replace-keys = y Enter: replace · n Esc: change the name
export-name-empty = type a file name, e.g. diagram.png
export-unknown-extension = .{ $extension } is not a format fen-tui writes: end the name in .png, .svg, .pdf, .txt (Unicode), .asc (ASCII) or .tex (LaTeX)
export-written = Diagram written to { $file }
export-not-written = Diagram not written: { $file }: { $detail }
export-image-copied = { $how ->
        [memory] Diagram copied as a picture (kept inside fen-tui only)
       *[other] Diagram copied to the clipboard as a picture
    }
export-image-not-copied = Diagram not copied: { $why }. Save it to a file instead: Enter writes it, Esc cancels
export-image-no-display = there is no display here (SSH or a console), and the terminal's clipboard (OSC 52) carries only text, not pictures
export-image-not-answering = the clipboard is not answering, and the terminal's clipboard (OSC 52) carries only text, not pictures
export-image-refused = the clipboard refused the picture: { $detail }
export-image-timed-out = the clipboard did not take the picture in time
export-cannot-draw = the picture could not be drawn ({ $detail })
clipboard-text-only = this clipboard carries only text, not pictures
export-worksheet-skipped-game = { $file }: game { $game } left out: { $message }
