# Files kept safe: positions from elsewhere, other writers, encodings, damaged sessions.

file-position-from = position from { $source }
file-source-library = the library
save-prompt-elsewhere = Position from { $source }, not this file's line. Add it as a new line of:
file-merged = Saved to { $detail }; another program had changed it since it was opened, and its lines are kept.
file-conflict = Not saved: { $detail } was changed by another program on the line edited here. Alt-S saves under another name.
file-not-a-position-file = Not saved: { $detail } is not a position file (.fen or .epd); give a .fen name.
file-utf16 = Could not open { $detail }: it is UTF-16 ({ $encoding }); save it as UTF-8.
session-set-aside = The saved session is damaged; it is kept as { $detail } and not offered again.
