# The help overlay: the global keys by what users do, and typing to narrow it.

help-title-typing = Keys (Esc closes) · type to filter
help-title-filtered = Keys with “{ $filter }” · Backspace widens, Esc closes
help-no-match = No key's name or words hold that: Backspace or Ctrl-U widens the list.
help-group-edit = Everywhere: editing the position
help-group-files = Everywhere: files, the library, quitting
help-group-share = Everywhere: copy, paste, share
help-group-learn = Everywhere: learning FEN
help-group-view = Everywhere: the view and this help
help-key-filter = type to show only the keys whose name or words hold it
help-key-erase = erase the last letter of the filter
help-key-clear = clear the filter
