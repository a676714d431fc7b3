//! Temporary entry point (the editor branch): runs the editor on the start
//! position or on the first argument, and prints the final FEN. The lead's CLI replaces it.

use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::{Position, Variant};
use fen_tui::i18n::Lang;
use fen_tui::tui::{EditorOptions, run};

fn main() -> color_eyre::Result<()> {
    color_eyre::install()?;
    let start = read_fen(Variant::Chess.start_fen(), ReadOptions::strict())
        .map(|r| r.position)
        .unwrap_or_else(|_| Position::empty(Variant::Chess));
    let mut options = EditorOptions::new(start);
    options.start_text = std::env::args().nth(1);
    options.lang = Lang::detect(None);
    let outcome = run(options)?;
    println!("{}", outcome.final_fen);
    Ok(())
}
