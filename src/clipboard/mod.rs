//! Copy and paste text (FENs, share links) wherever a terminal runs.
//!
//! [`Clipboard`] is the one interface the editor sees. [`for_terminal`] builds the layered
//! clipboard the app uses: the system clipboard first, the terminal (OSC 52) when there is no
//! system clipboard. Tests use [`MemoryClipboard`].
//!
//! # Why the copied text survives quitting fen-tui
//!
//! - **X11 and Wayland** have no clipboard storage: the program that copied *owns* the
//!   selection and hands the text to every program that pastes. When it exits, the text is
//!   gone (arboard's README warns about exactly this). So on copy fen-tui starts a small
//!   detached copy of itself (`fen-tui __serve-clipboard`, see [`serve_from_stdin`]), gives it
//!   the text on stdin and lets it own the selection with arboard's `SetExtLinux::wait()`. The
//!   helper runs in its own process group with no terminal, survives fen-tui, and exits as soon
//!   as another program copies something (it loses ownership), so only the helper of the
//!   latest copy stays alive; it also exits when its display goes away. fen-tui reports the
//!   copy only after reading the text back from the clipboard, so a helper that failed falls
//!   back to OSC 52 instead of claiming success. This is what `xclip`, `xsel` and `wl-copy`
//!   do. On Wayland arboard speaks the `wlr-data-control` protocol (wlroots compositors,
//!   KDE); elsewhere, e.g. GNOME, it uses XWayland's X11 clipboard, served the same way.
//! - **macOS and Windows** store the clipboard in the operating system: arboard hands the text
//!   over and it stays after fen-tui exits, so no helper is needed.
//! - **No display** (SSH, a bare console, CI): there is no system clipboard to talk to, so the
//!   text goes to the *terminal* as an OSC 52 escape sequence and the terminal emulator on the
//!   user's machine puts it in its clipboard. Inside tmux the sequence is wrapped in tmux's
//!   passthrough (tmux 3.3+ needs `set -g allow-passthrough on`). Whether the terminal honours
//!   OSC 52 cannot be observed, so the outcome says "sent to the terminal" rather than
//!   claiming success.
//!
//! The system clipboard is opened lazily, on the first copy or paste: a missing display is
//! an error value for that one action, never a reason for the app to fail at startup.

mod image;
mod memory;
mod osc52;
mod system;
pub mod worker;

#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
))]
mod server;

use std::fmt;

pub use image::Image;
pub use memory::MemoryClipboard;
pub use osc52::{Osc52Clipboard, osc52_sequence};
pub use system::SystemClipboard;
pub use worker::{Answer, ClipboardWorker, Job, JobResult, PATIENCE, paste_text_or_picture};

#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
))]
pub use server::{SERVE_ARG, serve_from_stdin};

/// Somewhere text can be copied to and pasted from.
pub trait Clipboard {
    /// Puts `text` on the clipboard and says which way it went.
    fn copy(&mut self, text: &str) -> Result<CopyOutcome, ClipboardError>;
    /// Reads the text currently on the clipboard.
    fn paste(&mut self) -> Result<String, ClipboardError>;
    /// Puts a picture on the clipboard. Only a system clipboard can: the
    /// terminal's (OSC 52) carries text alone.
    fn copy_image(&mut self, image: &Image) -> Result<CopyOutcome, ClipboardError> {
        let _ = image;
        Err(ClipboardError::TextOnly)
    }
    /// Reads the picture on the clipboard (a screenshot copied): `Empty`
    /// when it holds none. Only a system clipboard can.
    fn paste_image(&mut self) -> Result<Image, ClipboardError> {
        Err(ClipboardError::Empty)
    }
}

/// Which clipboard took the copied text, so the status line can tell the user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CopyOutcome {
    /// The desktop's clipboard (X11, Wayland, macOS, Windows).
    System,
    /// Sent to the terminal as OSC 52; `tmux` when wrapped for tmux's passthrough.
    Osc52 { tmux: bool },
    /// An in-memory clipboard (tests).
    Memory,
}

/// Why copying or pasting did not work, as data: the UI turns it into words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClipboardError {
    /// No graphical session: neither `DISPLAY` nor `WAYLAND_DISPLAY` is set.
    NoDisplay,
    /// The system clipboard could not be opened; the detail is the platform's reason.
    Unavailable(String),
    /// The system clipboard refused to take or give the text; the detail is the reason.
    Refused(String),
    /// The clipboard holds no text.
    Empty,
    /// The helper that keeps the text after fen-tui quits could not start or failed.
    HelperFailed(String),
    /// The helper started but did not take the clipboard in time.
    HelperTimedOut,
    /// Writing the OSC 52 sequence to the terminal failed.
    Terminal(String),
    /// This clipboard can only be written (OSC 52): paste with the terminal instead.
    CannotPaste,
    /// The system clipboard did not answer within [`PATIENCE`] (a display that
    /// accepted the connection and went silent); whether the copy went to the
    /// terminal instead.
    NotAnswering { sent_to_terminal: bool },
    /// The system clipboard did not answer a paste within [`PATIENCE`].
    NotAnsweringToPaste,
    /// This clipboard carries only text (OSC 52): no pictures.
    TextOnly,
    /// Every clipboard was tried; each one's reason.
    NothingWorked {
        system: Box<ClipboardError>,
        terminal: Box<ClipboardError>,
    },
}

impl ClipboardError {
    /// A stable id for the Fluent message that explains this error to the user.
    pub fn code(&self) -> &'static str {
        match self {
            Self::NoDisplay => "clipboard-no-display",
            Self::Unavailable(_) => "clipboard-unavailable",
            Self::Refused(_) => "clipboard-refused",
            Self::Empty => "clipboard-empty",
            Self::HelperFailed(_) => "clipboard-helper-failed",
            Self::HelperTimedOut => "clipboard-helper-timed-out",
            Self::Terminal(_) => "clipboard-terminal-failed",
            Self::CannotPaste => "clipboard-cannot-paste",
            Self::NotAnswering {
                sent_to_terminal: true,
            } => "clipboard-not-answering-sent",
            Self::NotAnswering {
                sent_to_terminal: false,
            } => "clipboard-not-answering",
            Self::NotAnsweringToPaste => "clipboard-not-answering-paste",
            Self::NothingWorked { .. } => "clipboard-nothing-worked",
            Self::TextOnly => "clipboard-text-only",
        }
    }

    /// The system's own words, when it gave any (the `$detail` of the message).
    pub fn detail(&self) -> Option<&str> {
        match self {
            Self::Unavailable(why)
            | Self::Refused(why)
            | Self::HelperFailed(why)
            | Self::Terminal(why) => Some(why),
            // The system's reason is the one worth showing: the terminal
            // fallback only says why OSC 52 could not be written either.
            Self::NothingWorked { system, .. } => system.detail(),
            _ => None,
        }
    }
}

/// English text for logs and developers; the UI uses [`ClipboardError::code`] with Fluent.
impl fmt::Display for ClipboardError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::NoDisplay => f.write_str("no display (DISPLAY and WAYLAND_DISPLAY are not set)"),
            Self::Unavailable(why) => write!(f, "the system clipboard is unavailable: {why}"),
            Self::Refused(why) => write!(f, "the system clipboard refused: {why}"),
            Self::Empty => f.write_str("the clipboard holds no text"),
            Self::HelperFailed(why) => write!(f, "the clipboard helper failed: {why}"),
            Self::HelperTimedOut => f.write_str("the clipboard helper did not start in time"),
            Self::Terminal(why) => write!(f, "could not write to the terminal: {why}"),
            Self::CannotPaste => {
                f.write_str("this clipboard cannot be read; paste with the terminal")
            }
            Self::NotAnswering { sent_to_terminal } => write!(
                f,
                "the clipboard is not answering{}",
                if *sent_to_terminal {
                    "; sent to the terminal (OSC 52)"
                } else {
                    ""
                }
            ),
            Self::NotAnsweringToPaste => f.write_str("the clipboard is not answering to a paste"),
            Self::NothingWorked { system, terminal } => {
                write!(f, "no clipboard worked: {system}; terminal: {terminal}")
            }
            Self::TextOnly => f.write_str("this clipboard carries only text, not images"),
        }
    }
}

impl std::error::Error for ClipboardError {}

/// The system clipboard with the terminal as the fallback.
///
/// Copy tries `system` first and uses `terminal` only when the system clipboard fails (no
/// display, or the display refused); paste reads `system`, because a terminal's answer to an
/// OSC 52 query is rarely allowed and would arrive mixed with key presses.
#[derive(Debug)]
pub struct LayeredClipboard<S, T> {
    system: S,
    terminal: T,
}

impl<S: Clipboard, T: Clipboard> LayeredClipboard<S, T> {
    pub fn new(system: S, terminal: T) -> Self {
        Self { system, terminal }
    }

    /// The first choice, e.g. to inspect a fake in tests.
    pub fn system(&self) -> &S {
        &self.system
    }

    /// The fallback, e.g. to read what an in-memory terminal received.
    pub fn terminal(&self) -> &T {
        &self.terminal
    }
}

impl<S: Clipboard, T: Clipboard> Clipboard for LayeredClipboard<S, T> {
    fn copy(&mut self, text: &str) -> Result<CopyOutcome, ClipboardError> {
        match self.system.copy(text) {
            Ok(outcome) => Ok(outcome),
            Err(system) => fall_back(&mut self.terminal, text, system),
        }
    }

    fn paste(&mut self) -> Result<String, ClipboardError> {
        self.system.paste()
    }

    fn paste_image(&mut self) -> Result<Image, ClipboardError> {
        self.system.paste_image()
    }

    /// The system clipboard alone: the terminal cannot take a picture.
    fn copy_image(&mut self, image: &Image) -> Result<CopyOutcome, ClipboardError> {
        self.system.copy_image(image)
    }
}

/// Copy through `terminal` because the system clipboard failed with `system`;
/// when that fails too, the error keeps both reasons.
pub fn fall_back(
    terminal: &mut impl Clipboard,
    text: &str,
    system: ClipboardError,
) -> Result<CopyOutcome, ClipboardError> {
    terminal
        .copy(text)
        .map_err(|terminal| ClipboardError::NothingWorked {
            system: Box::new(system),
            terminal: Box::new(terminal),
        })
}

/// The clipboard the app uses: the system clipboard, falling back to OSC 52 on stdout.
///
/// Cheap: nothing is opened until the first copy or paste.
pub fn for_terminal() -> LayeredClipboard<SystemClipboard, Osc52Clipboard<std::io::Stdout>> {
    LayeredClipboard::new(
        SystemClipboard::new(),
        Osc52Clipboard::for_terminal(std::io::stdout()),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    const FEN: &str = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

    fn no_display() -> MemoryClipboard {
        MemoryClipboard::failing(ClipboardError::NoDisplay)
    }

    #[test]
    fn working_system_clipboard_is_used_and_terminal_untouched() {
        let terminal = Osc52Clipboard::new(Vec::new(), false);
        let mut clipboard = LayeredClipboard::new(MemoryClipboard::new(), terminal);

        assert_eq!(clipboard.copy(FEN), Ok(CopyOutcome::Memory));
        assert!(clipboard.terminal.output().is_empty());
        assert_eq!(clipboard.paste().as_deref(), Ok(FEN));
    }

    #[test]
    fn without_display_copy_goes_to_the_terminal() {
        let mut clipboard =
            LayeredClipboard::new(no_display(), Osc52Clipboard::new(Vec::new(), true));

        assert_eq!(clipboard.copy(FEN), Ok(CopyOutcome::Osc52 { tmux: true }));
        assert_eq!(
            clipboard.terminal.output(),
            osc52_sequence(FEN, true).as_bytes()
        );
        // Paste still asks the system clipboard, and says why it cannot answer.
        assert_eq!(clipboard.paste(), Err(ClipboardError::NoDisplay));
    }

    #[test]
    fn when_nothing_works_the_error_keeps_both_reasons() {
        let broken_terminal = MemoryClipboard::failing(ClipboardError::Terminal("closed".into()));
        let mut clipboard = LayeredClipboard::new(no_display(), broken_terminal);

        let error = clipboard.copy(FEN).unwrap_err();
        assert_eq!(
            error,
            ClipboardError::NothingWorked {
                system: Box::new(ClipboardError::NoDisplay),
                terminal: Box::new(ClipboardError::Terminal("closed".into())),
            }
        );
        assert_eq!(error.code(), "clipboard-nothing-worked");
    }
}
