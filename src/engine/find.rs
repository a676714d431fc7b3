//! Which engine to run: one named on the command line or in `config.toml`
//! (`[engines] chess = …, xiangqi = …`), else the first of the usual ones
//! found on `PATH` or in `/usr/games`, where Debian puts them.

use super::session::Setup;
use crate::config::Engines;
use crate::core::Variant;
use std::path::{Path, PathBuf};

/// An engine to start: its program, the folder to start it in, its options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineSpec {
    pub program: PathBuf,
    /// Arguments to start it with (none for the usual engines).
    pub args: Vec<String>,
    /// Pikafish reads `pikafish.nnue` from the folder it starts in.
    pub dir: Option<PathBuf>,
    pub setup: Setup,
}

impl EngineSpec {
    /// The program's file name, a first guess at what it is.
    pub fn file_name(&self) -> String {
        self.program
            .file_name()
            .map_or_else(String::new, |name| name.to_string_lossy().into_owned())
    }
}

/// No engine: what was looked for (the name asked, else the usual ones).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Missing {
    pub variant: Variant,
    pub asked: Option<String>,
}

/// The usual engines of a game, best first.
pub fn usual(variant: Variant) -> &'static [&'static str] {
    match variant {
        Variant::Chess => &["stockfish", "fairy-stockfish"],
        Variant::Xiangqi => &["fairy-stockfish", "pikafish"],
    }
}

/// The engine for `variant`: `asked` (a name or a path) first, then the
/// config's, then the usual ones.
pub fn find(
    variant: Variant,
    asked: Option<&str>,
    config: &Engines,
) -> Result<EngineSpec, Missing> {
    find_in(variant, asked, config, &search_dirs())
}

/// The engines to choose from for `variant` (the engine control): the one
/// the config names, then each usual one found, by the path it was found at.
pub fn choices(variant: Variant, config: &Engines) -> Vec<String> {
    choices_in(variant, config, &search_dirs())
}

/// `choices` over the given folders.
pub fn choices_in(variant: Variant, config: &Engines, dirs: &[PathBuf]) -> Vec<String> {
    let named = match variant {
        Variant::Chess => config.chess.clone(),
        Variant::Xiangqi => config.xiangqi.clone(),
    };
    let mut choices: Vec<String> = named.into_iter().collect();
    for name in usual(variant) {
        if let Some(path) = locate(name, dirs) {
            let path = path.to_string_lossy().into_owned();
            if !choices.contains(&path) {
                choices.push(path);
            }
        }
    }
    choices
}

/// `find` over the given folders (tests pass their own).
pub fn find_in(
    variant: Variant,
    asked: Option<&str>,
    config: &Engines,
    dirs: &[PathBuf],
) -> Result<EngineSpec, Missing> {
    let named = asked.or(match variant {
        Variant::Chess => config.chess.as_deref(),
        Variant::Xiangqi => config.xiangqi.as_deref(),
    });
    let program = match named {
        Some(name) => locate(name, dirs).ok_or_else(|| Missing {
            variant,
            asked: Some(name.to_string()),
        })?,
        None => usual(variant)
            .iter()
            .find_map(|name| locate(name, dirs))
            .ok_or(Missing {
                variant,
                asked: None,
            })?,
    };
    let is_pikafish = program.file_name().is_some_and(|name| {
        name.to_string_lossy()
            .to_ascii_lowercase()
            .contains("pikafish")
    });
    let dir = is_pikafish
        .then(|| program.parent().map(Path::to_path_buf))
        .flatten();
    Ok(EngineSpec {
        program,
        args: Vec::new(),
        dir,
        setup: Setup {
            threads: config.threads,
            hash_mb: config.hash_mb,
            options: config.options.clone(),
        },
    })
}

/// `PATH`'s folders, then `/usr/games`.
fn search_dirs() -> Vec<PathBuf> {
    let mut dirs: Vec<PathBuf> = std::env::var_os("PATH")
        .map(|path| std::env::split_paths(&path).collect())
        .unwrap_or_default();
    dirs.push(PathBuf::from("/usr/games"));
    dirs
}

/// A path as given when it names a file; a bare name in the first folder
/// that has it.
fn locate(name: &str, dirs: &[PathBuf]) -> Option<PathBuf> {
    let path = Path::new(name);
    if path.components().count() > 1 || path.is_absolute() {
        return path.is_file().then(|| path.to_path_buf());
    }
    dirs.iter()
        .map(|dir| dir.join(name))
        .find(|path| path.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn folder_with(names: &[&str]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "fen-tui-find-{}-{}",
            std::process::id(),
            names.join("-")
        ));
        std::fs::create_dir_all(&dir).expect("temp dir");
        for name in names {
            std::fs::write(dir.join(name), "").expect("file");
        }
        dir
    }

    #[test]
    fn the_usual_engines_in_order_and_pikafish_in_its_folder() {
        let dir = folder_with(&["pikafish", "stockfish"]);
        let dirs = [dir.clone()];
        let none = Engines::default();
        let chess = find_in(Variant::Chess, None, &none, &dirs).expect("stockfish");
        assert_eq!((chess.program, chess.dir), (dir.join("stockfish"), None));
        let xiangqi = find_in(Variant::Xiangqi, None, &none, &dirs).expect("pikafish");
        assert_eq!(xiangqi.program, dir.join("pikafish"));
        assert_eq!(xiangqi.dir, Some(dir.clone()));
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn a_name_asked_or_configured_wins_and_a_missing_one_is_said() {
        let dir = folder_with(&["fairy-stockfish", "stockfish", "my-engine"]);
        let dirs = [dir.clone()];
        let config = Engines {
            chess: Some("my-engine".into()),
            threads: Some(3),
            ..Engines::default()
        };
        let chess = find_in(Variant::Chess, None, &config, &dirs).expect("configured");
        assert_eq!(chess.program, dir.join("my-engine"));
        assert_eq!(chess.setup.threads, Some(3));
        let asked = find_in(Variant::Chess, Some("fairy-stockfish"), &config, &dirs);
        assert_eq!(
            asked.map(|spec| spec.program),
            Ok(dir.join("fairy-stockfish"))
        );
        assert_eq!(
            find_in(Variant::Chess, Some("nope"), &config, &dirs),
            Err(Missing {
                variant: Variant::Chess,
                asked: Some("nope".into())
            })
        );
        assert_eq!(
            find_in(Variant::Xiangqi, None, &Engines::default(), &[]),
            Err(Missing {
                variant: Variant::Xiangqi,
                asked: None
            })
        );
        let _ = std::fs::remove_dir_all(dir);
    }
}
