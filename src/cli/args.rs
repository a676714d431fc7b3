//! What the command line accepts: the clap definitions, and nothing else.
//! clap's own help text stays English; the output of the commands is translated.

pub use super::common::shared_args::PiecesArg;
use super::common::shared_args::VariantArg;
use clap::{Args, Parser, Subcommand};

pub use super::CompletionsArgs;
pub use super::ExplainArgs;
pub use super::check::CheckArgs;
pub use super::show::ShowArgs;
pub use super::url::UrlArgs;

const EXAMPLES: &str = "\
Examples:
  fen-tui                                   open the editor on the start position
  fen-tui 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1'
  fen-tui --variant xiangqi                 open the editor on the xiangqi start
  fen-tui check puzzles.txt                 one verdict per line, compiler style
  cat positions.txt | fen-tui check --format json
  fen-tui check --strict - < positions.txt  read stdin, the standard exactly
  fen-tui show 'position startpos moves e2e4 e7e5' --glyphs
  fen-tui url '8/8/8/8/8/8/8/K6k w - - 0 1' --site chesscom
  fen-tui explain 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'
  fen-tui diagram 'position startpos moves e2e4 e7e5' -o board.png
  fen-tui worksheet lesson.fen -o sheet.pdf --lang ru
  fen-tui image screenshot.png              the position in a picture, as FEN
  fen-tui board.png                         open the editor on a picture's position
  fen-tui analyse --depth 16 --format json 'r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4'
  fen-tui completions bash > ~/.local/share/bash-completion/completions/fen-tui

Exit status: 0 every position valid, 1 some position invalid, 2 usage or I/O error.";

/// A terminal FEN editor for chess and xiangqi, with batch checking.
#[derive(Debug, Parser)]
#[command(name = "fen-tui", version, about, after_help = EXAMPLES)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Position to start the editor from: a FEN, `FEN moves ...`, a UCI
    /// `position ...` command or a Lichess / Chess.com / pychess.org link.
    pub input: Option<String>,

    #[command(flatten)]
    pub editor: EditorArgs,
}

/// Options of the editor (the command without a subcommand).
#[derive(Debug, Args)]
pub struct EditorArgs {
    /// Game of the start position when INPUT is not given (else detected).
    #[arg(long, value_enum)]
    pub variant: Option<VariantArg>,
    /// Language of the interface: en, ru or zh (default: from LC_ALL / LANG).
    #[arg(long, global = true)]
    pub lang: Option<String>,
    /// How pieces are drawn (default: the config's `glyphs`, else letters).
    #[arg(long, value_enum)]
    pub pieces: Option<PiecesArg>,
    /// The board's colours for this run: default, high-contrast, light,
    /// green, brown, blue or print, the names `diagram --theme` takes
    /// (default: the config's `theme`; Alt-T in the editor). The older
    /// `--theme letters|glyphs` still means --pieces.
    #[arg(long, value_parser = editor_theme())]
    pub theme: Option<EditorTheme>,
    /// Show the board from Black's side.
    #[arg(long)]
    pub flip: bool,
    /// Xiangqi glyphs on the board: traditional characters (帥 俥 傌, the
    /// default) or simplified (帅 车 马), as `diagram --characters`.
    #[arg(long, value_enum)]
    pub characters: Option<super::diagram::CharactersArg>,
    /// Restore the last session (saved in $XDG_STATE_HOME/fen-tui/) without asking.
    #[arg(long)]
    pub resume: bool,
    /// Open with the analysis panel on (Alt-A in the editor): the engine of
    /// `[engines]` in config.toml, else Stockfish or Fairy-Stockfish.
    #[arg(long)]
    pub analyse: bool,
    #[command(flatten)]
    pub chess960: super::common::chess960::Chess960Args,
    /// Plain lines for a screen reader or a braille display instead of the
    /// full-screen editor: a prompt that takes commands (h lists them), every
    /// change said in words, no escape sequences (`letters`: pieces as
    /// letters). Also on TERM=dumb or FEN_TUI_SCREEN_READER=1.
    #[arg(long, value_enum, num_args = 0..=1, require_equals = true, default_missing_value = "words", value_name = "STYLE")]
    pub screen_reader: Option<crate::reader::Style>,
    /// Practise on a teacher's lessons: a .fen or .epd file (a position a
    /// line, `# caption` above or after it) or a .pgn (each game's end). The
    /// learner's answers and score are kept in $XDG_STATE_HOME/fen-tui/practice/.
    #[arg(long, value_name = "FILE")]
    pub practice: Option<std::path::PathBuf>,
    /// Whose practice results are kept (default: the login name).
    #[arg(long, value_name = "NAME")]
    pub learner: Option<String>,
    /// Print the configuration in force ($XDG_CONFIG_HOME/fen-tui/config.toml
    /// and defaults) as TOML, and any problem in the file.
    #[arg(long)]
    pub print_config: bool,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Check positions, one per line, from files or stdin.
    Check(CheckArgs),
    /// Print a position as a board with its fields, problems and status.
    Show(ShowArgs),
    /// Walk through a FEN field by field, as a lesson.
    Explain(ExplainArgs),
    /// Print the link that opens a position on a website.
    Url(UrlArgs),
    /// Swap colours, mirror, rotate or clear one side of a position.
    Transform(super::transform::TransformArgs),
    /// Count the leaf positions DEPTH moves ahead (move-generator check).
    Perft(super::perft::PerftArgs),
    /// Write the moves of `FEN moves …` in a notation (xiangqi: ICCS, WXF, Chinese).
    Moves(super::moves::MovesArgs),
    /// Positions of PGN games (the last, or every ply); `--write` makes a PGN.
    Pgn(super::pgn::PgnArgs),
    /// List the position library, or print one of its positions.
    Library(super::library::LibraryArgs),
    /// Print a shell completion script.
    Completions(CompletionsArgs),
    /// Draw a position as SVG, PNG, PDF, text or LaTeX.
    Diagram(super::diagram::DiagramArgs),
    /// Evaluate positions with a local engine (Stockfish, Fairy-Stockfish, Pikafish).
    Analyse(super::analyse::AnalyseArgs),
    /// Print worksheets of diagrams (write the FEN / set up the position).
    Worksheet(super::worksheet::WorksheetArgs),
    /// Read the position in pictures (screenshots, diagrams): one FEN a line.
    Image(super::image::ImageArgs),
}

/// `--theme`: a board theme's name, or (as before there were board themes)
/// how pieces are drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EditorTheme {
    Board(String),
    Pieces(PiecesArg),
}

/// The board colour names (`shared_args::board_colours`), and the older
/// piece names, accepted but not offered.
fn editor_theme() -> impl clap::builder::TypedValueParser<Value = EditorTheme> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    let names = crate::config::THEMES
        .iter()
        .map(|name| PossibleValue::new(*name));
    let older = ["letters", "glyphs"].map(|name| PossibleValue::new(name).hide(true));
    PossibleValuesParser::new(names.chain(older)).map(|name| match name.as_str() {
        "letters" => EditorTheme::Pieces(PiecesArg::Letters),
        "glyphs" => EditorTheme::Pieces(PiecesArg::Glyphs),
        _ => EditorTheme::Board(name),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_definition_is_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn theme_names_a_board_theme_or_as_before_the_pieces() {
        let editor = |args: &[&str]| {
            let cli = Cli::try_parse_from([&["fen-tui"], args].concat()).expect("parses");
            (cli.editor.theme, cli.editor.pieces)
        };
        assert_eq!(
            editor(&["--theme", "light"]),
            (Some(EditorTheme::Board("light".into())), None)
        );
        assert_eq!(
            editor(&["--theme", "glyphs"]),
            (Some(EditorTheme::Pieces(PiecesArg::Glyphs)), None)
        );
        assert_eq!(
            editor(&["--pieces", "letters", "--theme", "high-contrast"]),
            (
                Some(EditorTheme::Board("high-contrast".into())),
                Some(PiecesArg::Letters)
            )
        );
        assert!(Cli::try_parse_from(["fen-tui", "--theme", "purple"]).is_err());
    }

    #[test]
    fn every_board_colour_name_is_taken_by_the_editor_diagram_and_worksheet() {
        let theme_of = |args: &[&str]| -> String {
            let cli = Cli::try_parse_from([&["fen-tui"], args].concat()).expect("parses");
            match cli.command {
                Some(Command::Diagram(diagram)) => diagram.theme,
                Some(Command::Worksheet(sheet)) => sheet.theme,
                None => match cli.editor.theme {
                    Some(EditorTheme::Board(name)) => name,
                    other => panic!("{other:?}"),
                },
                Some(other) => panic!("{other:?}"),
            }
        };
        for name in crate::config::THEMES {
            assert_eq!(theme_of(&["--theme", name]), *name);
            assert_eq!(
                theme_of(&["diagram", "8/8/8/8/8/8/8/8", "--theme", name]),
                *name
            );
            assert_eq!(
                theme_of(&["worksheet", "f", "-o", "w.pdf", "--theme", name]),
                *name
            );
        }
        // What each command draws in unless told.
        assert_eq!(theme_of(&["diagram", "8/8/8/8/8/8/8/8"]), "brown");
        assert_eq!(theme_of(&["worksheet", "f", "-o", "w.pdf"]), "print");
        // The editor offers exactly the board colour names, the diagram the same.
        let offered = |command: &clap::Command| -> Vec<String> {
            let arg = command
                .get_arguments()
                .find(|arg| arg.get_id() == "theme")
                .expect("--theme");
            arg.get_possible_values()
                .iter()
                .filter(|value| !value.is_hide_set())
                .map(|value| value.get_name().to_string())
                .collect()
        };
        let cli = Cli::command();
        let diagram = cli.find_subcommand("diagram").expect("diagram");
        assert_eq!(offered(&cli), crate::config::THEMES);
        assert_eq!(offered(diagram), crate::config::THEMES);
        for (command, bad) in [
            (vec![], "purple"),
            (vec!["diagram", "8/8/8/8/8/8/8/8"], "letters"),
        ] {
            let args = [vec!["fen-tui"], command, vec!["--theme", bad]].concat();
            assert!(Cli::try_parse_from(args).is_err(), "{bad}");
        }
    }
}
