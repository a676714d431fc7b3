//! Taking the terminal and giving it back, on every way out: normal quit,
//! error (a guard's Drop), panic (a hook that runs before color-eyre's report)
//! and SIGTERM/SIGHUP/SIGINT/SIGQUIT (a thread that saves the unsaved change,
//! restores, then exits).

use ratatui::crossterm::event::{
    DisableBracketedPaste, DisableMouseCapture, EnableBracketedPaste, EnableMouseCapture,
};
use ratatui::crossterm::terminal::{
    Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::crossterm::{cursor, execute};
use std::fs::OpenOptions;
use std::io::{self, IsTerminal, Write};

/// Where the UI is drawn: stdout when it is a terminal; otherwise the terminal
/// itself (/dev/tty) or stderr, so that stdout stays free for the final FEN.
pub fn ui_writer() -> Box<dyn Write + Send> {
    if io::stdout().is_terminal() {
        return Box::new(io::stdout());
    }
    match OpenOptions::new().write(true).open("/dev/tty") {
        Ok(tty) => Box::new(tty),
        Err(_) => Box::new(io::stderr()),
    }
}

/// Whether there is a terminal to draw on and read keys from: crossterm
/// reads keys from stdin when it is a terminal, else from `/dev/tty`.
pub fn available() -> bool {
    io::stdin().is_terminal()
        || OpenOptions::new()
            .read(true)
            .write(true)
            .open("/dev/tty")
            .is_ok()
}

/// Raw mode, alternate screen, mouse capture, bracketed paste, hidden cursor.
pub fn enter(out: &mut impl Write) -> io::Result<()> {
    enable_raw_mode()?;
    execute!(
        out,
        EnterAlternateScreen,
        EnableMouseCapture,
        EnableBracketedPaste,
        Clear(ClearType::All),
        cursor::Hide
    )
}

/// Undo everything `enter` did. Each step is tried even if another fails.
pub fn restore(out: &mut impl Write) {
    let _ = execute!(out, DisableBracketedPaste);
    let _ = execute!(out, DisableMouseCapture);
    let _ = execute!(out, LeaveAlternateScreen);
    let _ = execute!(out, cursor::Show);
    let _ = disable_raw_mode();
    let _ = out.flush();
}

/// Restores the terminal when dropped: covers returns by `?` as well as quit.
pub struct RestoreGuard;

impl Drop for RestoreGuard {
    fn drop(&mut self) {
        restore(&mut ui_writer());
    }
}

/// Restore before any panic report, so the report lands on the normal screen
/// and the shell is usable afterwards.
pub fn install_panic_hook() {
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        restore(&mut ui_writer());
        previous(info);
    }));
}

/// Set when the editor comes back from a suspension (SIGCONT after SIGTSTP):
/// the run loop then clears and redraws the whole screen, since the shell
/// drew over it meanwhile.
static RESUMED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether the editor came back from a suspension since last asked.
pub fn take_resumed() -> bool {
    RESUMED.swap(false, std::sync::atomic::Ordering::Relaxed)
}

/// On SIGTSTP (Ctrl-Z from the shell, `kill -TSTP`): give the terminal back
/// as at a quit (normal screen, mouse off, cooked mode, cursor shown), pause
/// the analysing engines (SIGSTOP), and stop. On SIGCONT (`fg`): take the
/// terminal again, let the engines go on, and have the run loop redraw the
/// whole screen (a SIGWINCH to itself wakes the loop's wait for input).
pub fn suspend_on_tstp() -> io::Result<()> {
    use signal_hook::consts::{SIGTSTP, SIGWINCH};
    let mut signals = signal_hook::iterator::Signals::new([SIGTSTP])?;
    std::thread::Builder::new()
        .name("fen-tui-suspend".into())
        .spawn(move || {
            for _ in signals.forever() {
                restore(&mut ui_writer());
                crate::engine::process::signal_engines("STOP");
                // Stops here (SIGSTOP, what SIGTSTP would have done) until SIGCONT.
                let _ = signal_hook::low_level::emulate_default_handler(SIGTSTP);
                let _ = enter(&mut ui_writer());
                crate::engine::process::signal_engines("CONT");
                RESUMED.store(true, std::sync::atomic::Ordering::Relaxed);
                let _ = signal_hook::low_level::raise(SIGWINCH);
            }
        })?;
    Ok(())
}

/// On SIGTERM, SIGHUP (a closed terminal, `tmux kill-pane`), SIGINT or
/// SIGQUIT: write the change not saved yet, restore the terminal and exit
/// with 128 + signal.
pub fn restore_on_signals(last_words: crate::tui::runtime::session::LastWords) -> io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGTERM, SIGHUP, SIGINT, SIGQUIT])?;
    std::thread::Builder::new()
        .name("fen-tui-signals".into())
        .spawn(move || {
            if let Some(signal) = signals.forever().next() {
                // The engines first: each in a process group of its own, they
                // would outlive the exit.
                crate::engine::process::end_all();
                last_words.flush();
                restore(&mut ui_writer());
                crate::files::remove_live_temporaries_and_exit(128 + signal);
            }
        })?;
    Ok(())
}
