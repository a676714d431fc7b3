# Why the product refused to read or write a file (the system's own reasons are its words),
# the question before Save As replaces a file, and the word before a long read.

file-refused-not-regular = not a regular file (a FIFO or device): neither read nor written
file-refused-read-only = read-only, not written over: save under another name (Alt-S), or chmod u+w it first
file-refused-changed-meanwhile = another program changed the file while it was being written: not written over
file-refused-busy = another save of this file (another fen-tui) is still under way: not written, try Ctrl-S again
file-refused-too-large = larger than { $limit } { $limit ->
    [one] byte
   *[other] bytes
}, not read
file-replace-question = { $file } exists. Replace it with the whole open file?
file-replace-keys = y Enter: replace · n Esc: change the name
file-reading = Reading { $file } ({ $megabytes } MB)…
