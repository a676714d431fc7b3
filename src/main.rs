//! The `fen-tui` binary: the command line lives in the library's `cli` module
//! (and two hidden modes: the clipboard server, the engine guard).

use std::process::ExitCode;

fn main() -> ExitCode {
    if let Some(code) = clipboard_helper() {
        return code;
    }
    // The hidden engine guard (`engine/process/guard.rs`): ends an engine with fen-tui.
    let mut args = std::env::args_os().skip(1);
    if args
        .next()
        .is_some_and(|a| a == fen_tui::engine::process::GUARD_ARG)
    {
        return fen_tui::engine::process::serve_guard(args.next().as_deref());
    }
    fen_tui::cli::main()
}

/// Runs the hidden clipboard helper (`fen-tui __serve-clipboard`) when asked to: the detached
/// process that keeps a copied text on the X11/Wayland clipboard after fen-tui quits.
#[cfg(all(
    unix,
    not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
))]
fn clipboard_helper() -> Option<ExitCode> {
    let asked = std::env::args_os().nth(1)? == fen_tui::clipboard::SERVE_ARG;
    asked.then(fen_tui::clipboard::serve_from_stdin)
}

#[cfg(not(all(
    unix,
    not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
)))]
fn clipboard_helper() -> Option<ExitCode> {
    None
}
