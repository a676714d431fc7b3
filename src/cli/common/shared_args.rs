//! Argument types more than one subcommand takes (a leaf: it names no
//! subcommand, so each can import it).

use crate::core::Variant;
use clap::ValueEnum;

/// `--variant`: read the input as this game instead of detecting it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum VariantArg {
    Chess,
    Xiangqi,
}

impl From<VariantArg> for Variant {
    fn from(arg: VariantArg) -> Variant {
        match arg {
            VariantArg::Chess => Variant::Chess,
            VariantArg::Xiangqi => Variant::Xiangqi,
        }
    }
}

/// `--format`: what the command prints, for people or for programs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OutputFormat {
    Text,
    Json,
}

/// `--pieces`: how pieces are drawn, in the editor and in `show`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PiecesArg {
    Letters,
    Glyphs,
}

/// `--theme`'s board colour names, the same set for the editor, `diagram` and
/// `worksheet` (and `theme = …` in config.toml): `crate::config::THEMES`.
pub fn board_colours() -> clap::builder::PossibleValuesParser {
    clap::builder::PossibleValuesParser::new(crate::config::THEMES)
}
