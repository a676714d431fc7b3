//! The diagram's file name: the one offered, and what a typed one means (its
//! path, `~/` made the home directory, and the format its extension asks for).

use crate::export::DiagramFormat;
use std::path::{Path, PathBuf};

/// Offered when nothing better is known: in the directory fen-tui runs in.
pub const DEFAULT_NAME: &str = "diagram.png";
/// Added to a name typed without an extension.
const DEFAULT_EXTENSION: &str = "png";

/// What is wrong with a typed name (the text stays as typed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NameProblem {
    Empty,
    /// This extension names no format we write.
    UnknownExtension(String),
}

/// The name to offer: the last one used (same folder, same format); else,
/// with a file of positions open, `<its name>-<position>.png` beside it; else
/// `diagram.png`.
pub fn offered_name(last: Option<&str>, open_file: Option<(&Path, usize)>) -> String {
    if let Some(last) = last {
        return last.to_string();
    }
    let Some((path, number)) = open_file else {
        return DEFAULT_NAME.to_string();
    };
    let Some(stem) = path.file_stem() else {
        return DEFAULT_NAME.to_string();
    };
    let name = format!("{}-{number}.{DEFAULT_EXTENSION}", stem.to_string_lossy());
    match path.parent().filter(|dir| !dir.as_os_str().is_empty()) {
        Some(dir) => dir.join(name).display().to_string(),
        None => name,
    }
}

/// The path and format a typed name asks for (`~/` is left for the runtime,
/// which knows the home directory).
pub fn resolve(typed: &str) -> Result<(PathBuf, DiagramFormat), NameProblem> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Err(NameProblem::Empty);
    }
    let mut path = PathBuf::from(typed);
    let Some(extension) = path.extension() else {
        path.set_extension(DEFAULT_EXTENSION);
        return Ok((path, DiagramFormat::Png));
    };
    let extension = extension.to_string_lossy().into_owned();
    match DiagramFormat::from_path(&path) {
        Some(format) => Ok((path, format)),
        None => Err(NameProblem::UnknownExtension(extension)),
    }
}

/// `~/…` in `home`; any other path as it is.
pub fn expand_home(path: &Path, home: Option<&Path>) -> PathBuf {
    match (path.strip_prefix("~"), home) {
        (Ok(rest), Some(home)) => home.join(rest),
        _ => path.to_path_buf(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_offered_name_follows_the_last_one_or_the_open_file() {
        assert_eq!(offered_name(None, None), "diagram.png");
        assert_eq!(
            offered_name(None, Some((Path::new("lessons/traps.fen"), 3))),
            "lessons/traps-3.png"
        );
        assert_eq!(offered_name(None, Some((Path::new("a.epd"), 1))), "a-1.png");
        assert_eq!(
            offered_name(Some("out/board.svg"), Some((Path::new("a.epd"), 1))),
            "out/board.svg"
        );
    }

    #[test]
    fn the_extension_picks_the_format_and_a_bare_name_is_a_png() {
        let cases = [
            ("board.svg", "board.svg", DiagramFormat::Svg),
            ("Board.PNG", "Board.PNG", DiagramFormat::Png),
            ("sheet.pdf", "sheet.pdf", DiagramFormat::Pdf),
            ("forum.txt", "forum.txt", DiagramFormat::Text),
            ("mail.asc", "mail.asc", DiagramFormat::Ascii),
            ("doc.tex", "doc.tex", DiagramFormat::Latex),
            ("  trap  ", "trap.png", DiagramFormat::Png),
            ("~/pics/x.svg", "~/pics/x.svg", DiagramFormat::Svg),
        ];
        for (typed, path, format) in cases {
            assert_eq!(resolve(typed), Ok((PathBuf::from(path), format)), "{typed}");
        }
        assert_eq!(
            resolve("board.jpg"),
            Err(NameProblem::UnknownExtension("jpg".into()))
        );
        assert_eq!(resolve("   "), Err(NameProblem::Empty));
    }

    #[test]
    fn a_tilde_is_the_home_directory_when_there_is_one() {
        let home = Path::new("/home/ann");
        let expand = |p: &str, home| expand_home(Path::new(p), home);
        assert_eq!(expand("~/pics/x.svg", Some(home)), home.join("pics/x.svg"));
        assert_eq!(expand("~/pics/x.svg", None), PathBuf::from("~/pics/x.svg"));
        assert_eq!(expand("a/~/x.png", Some(home)), PathBuf::from("a/~/x.png"));
    }
}
