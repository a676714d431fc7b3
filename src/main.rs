//! The `fen-tui` binary: everything lives in the library's `cli` module.

fn main() -> std::process::ExitCode {
    fen_tui::cli::main()
}
