//! The quit's state: how the editor ended, and the question asked first.
//! Data only: the `Layer` enum and `App` hold it without importing its
//! behaviour, which is in `mod.rs`.

/// How the editor ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quit {
    /// Print the position's FEN (the last one that read).
    Print,
    /// Print nothing (exit status 130, as fzf does when cancelled).
    WithoutPrinting,
}

/// The question "the FEN field holds text that does not read (or the open
/// file has changes not saved): quit anyway?".
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QuitConfirm {
    /// The FEN field's text does not read.
    pub unread_draft: bool,
    /// The open file has changes not saved.
    pub unsaved_file: bool,
}
