use std::process::ExitCode;

fn main() -> ExitCode {
    if let Some(code) = clipboard_helper() {
        return code;
    }
    match run_editor() {
        Ok(()) => ExitCode::SUCCESS,
        Err(report) => {
            eprintln!("{report:?}");
            ExitCode::FAILURE
        }
    }
}

/// Temporary (editor branch): the editor on the start position or the first
/// argument, printing the final FEN. The lead's CLI replaces it.
fn run_editor() -> color_eyre::Result<()> {
    use fen_tui::core::fen::{ReadOptions, read_fen};
    use fen_tui::core::{Position, Variant};
    color_eyre::install()?;
    let start = read_fen(Variant::Chess.start_fen(), ReadOptions::strict())
        .map(|r| r.position)
        .unwrap_or_else(|_| Position::empty(Variant::Chess));
    let mut options = fen_tui::tui::EditorOptions::new(start);
    options.start_text = std::env::args().nth(1);
    options.lang = fen_tui::i18n::Lang::detect(None);
    options.clipboard = fen_tui::tui::terminal_clipboard();
    let outcome = fen_tui::tui::run(options)?;
    println!("{}", outcome.final_fen);
    Ok(())
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
