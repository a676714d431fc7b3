//! System clipboard (filled in by the clipboard work).
