//! Keys as an xterm-like terminal sends them to the editor (what the `pty_*`
//! tests type), named once.

/// Escape.
pub const ESC: &str = "\u{1b}";
/// Enter (carriage return).
pub const ENTER: &str = "\r";
/// Tab.
pub const TAB: &str = "\t";
/// Shift+Tab (back tab).
pub const SHIFT_TAB: &str = "\u{1b}[Z";
/// Backspace (DEL).
pub const BACKSPACE: &str = "\u{7f}";

/// Arrow up.
pub const UP: &str = "\u{1b}[A";
/// Arrow down.
pub const DOWN: &str = "\u{1b}[B";
/// Arrow right.
pub const RIGHT: &str = "\u{1b}[C";
/// Arrow left.
pub const LEFT: &str = "\u{1b}[D";
/// Home.
pub const HOME: &str = "\u{1b}[H";
/// End.
pub const END: &str = "\u{1b}[F";
/// Page up.
pub const PAGE_UP: &str = "\u{1b}[5~";
/// Page down.
pub const PAGE_DOWN: &str = "\u{1b}[6~";

/// Alt+arrow up.
pub const ALT_UP: &str = "\u{1b}[1;3A";
/// Alt+arrow down.
pub const ALT_DOWN: &str = "\u{1b}[1;3B";
/// Alt+arrow right.
pub const ALT_RIGHT: &str = "\u{1b}[1;3C";
/// Alt+arrow left.
pub const ALT_LEFT: &str = "\u{1b}[1;3D";
/// Alt+A.
pub const ALT_A: &str = "\u{1b}a";
/// Alt+D.
pub const ALT_D: &str = "\u{1b}d";
/// Alt+P.
pub const ALT_P: &str = "\u{1b}p";
/// Alt+T.
pub const ALT_T: &str = "\u{1b}t";

/// F1.
pub const F1: &str = "\u{1b}OP";
/// F2.
pub const F2: &str = "\u{1b}OQ";
/// F3.
pub const F3: &str = "\u{1b}OR";
/// F4.
pub const F4: &str = "\u{1b}OS";
/// F5.
pub const F5: &str = "\u{1b}[15~";
/// F6.
pub const F6: &str = "\u{1b}[17~";
/// F10.
pub const F10: &str = "\u{1b}[21~";
/// F12.
pub const F12: &str = "\u{1b}[24~";

/// Ctrl+A.
pub const CTRL_A: &str = "\u{1}";
/// Ctrl+C.
pub const CTRL_C: &str = "\u{3}";
/// Ctrl+E.
pub const CTRL_E: &str = "\u{5}";
/// Ctrl+K.
pub const CTRL_K: &str = "\u{b}";
/// Ctrl+L.
pub const CTRL_L: &str = "\u{c}";
/// Ctrl+O.
pub const CTRL_O: &str = "\u{f}";
/// Ctrl+P.
pub const CTRL_P: &str = "\u{10}";
/// Ctrl+Q: quit.
pub const CTRL_Q: &str = "\u{11}";
/// Ctrl+S.
pub const CTRL_S: &str = "\u{13}";
/// Ctrl+U.
pub const CTRL_U: &str = "\u{15}";
/// Ctrl+V.
pub const CTRL_V: &str = "\u{16}";
/// Ctrl+W.
pub const CTRL_W: &str = "\u{17}";
/// Ctrl+Z.
pub const CTRL_Z: &str = "\u{1a}";
/// Ctrl+\.
pub const CTRL_BACKSLASH: &str = "\u{1c}";
