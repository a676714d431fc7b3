//! The configuration file `$XDG_CONFIG_HOME/fen-tui/config.toml` (default
//! `~/.config/fen-tui/`): language, colour theme, glyphs, coordinates, default
//! variant, key bindings by action name and the analysis engines. Every entry is checked on its own: a bad one
//! is reported with its line and key and the default is used for it alone,
//! the rest of the file still counts.

mod edit;
mod engines;
mod keys;
mod read;

pub use edit::{Setting, with_engines, with_settings};
pub use engines::Engines;
pub use keys::KeySpec;
pub use read::parse;

use crate::core::Variant;
use crate::i18n::{Lang, Localizer};
use std::path::{Path, PathBuf};

/// The board colour names: one set for the editor (`--theme`, `theme = …`,
/// Alt-T) and the diagrams (`diagram`/`worksheet --theme`, the share menu).
/// Every name has a terminal look (`tui::theme::BoardTheme`) and a diagram
/// look (`export::theme::THEMES`); their tests hold both to this list.
pub const THEMES: &[&str] = &[
    "default",
    "high-contrast",
    "light",
    "green",
    "brown",
    "blue",
    "print",
];

/// The configuration in force.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// `None`: from the environment (`LC_ALL`, `LANG`...).
    pub language: Option<Lang>,
    pub theme: String,
    pub glyphs: bool,
    /// Files and ranks named around the board.
    pub coordinates: bool,
    pub variant: Variant,
    /// Actions rebound, in the order written: the action's name and its keys.
    pub keys: Vec<(String, Vec<KeySpec>)>,
    /// `[engines]`: the analysis engines and their options.
    pub engines: Engines,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            language: None,
            theme: THEMES[0].to_string(),
            glyphs: false,
            coordinates: true,
            variant: Variant::Chess,
            keys: Vec::new(),
            engines: Engines::default(),
        }
    }
}

/// A bad entry of the file: where, which key, and what is wrong (a Fluent id
/// in `config.ftl` and the value as written).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub line: usize,
    pub key: String,
    pub code: &'static str,
    pub value: String,
}

impl Problem {
    /// `file:line: key: what is wrong; the default is used instead`, in words.
    pub fn describe(&self, file: &str, loc: &Localizer) -> String {
        let message = loc.format(
            self.code,
            &[
                ("key", self.key.clone().into()),
                ("value", self.value.clone().into()),
            ],
        );
        let default = loc.text("config-default-used");
        format!("{file}:{}: {}: {message}; {default}", self.line, self.key)
    }
}

/// The config file's path: `$XDG_CONFIG_HOME/fen-tui/config.toml`, else
/// `$HOME/.config/fen-tui/config.toml`.
pub fn path_with(env: impl Fn(&str) -> Option<String>) -> Option<PathBuf> {
    let base = env("XDG_CONFIG_HOME")
        .filter(|dir| Path::new(dir).is_absolute())
        .map(PathBuf::from)
        .or_else(|| env("HOME").map(|home| Path::new(&home).join(".config")))?;
    Some(base.join("fen-tui").join("config.toml"))
}

/// What loading found: the configuration, its file, and the problems in it.
#[derive(Clone, Debug, Default)]
pub struct Loaded {
    pub config: Config,
    pub path: Option<PathBuf>,
    pub problems: Vec<Problem>,
    /// The file exists but could not be read (the reason).
    pub unreadable: Option<crate::files::Reason>,
}

/// A config file is a few kilobytes; far more is not one (`/dev/zero`).
pub const MAX_CONFIG_BYTES: u64 = 1024 * 1024;

/// The config file's text: a regular file only (a FIFO or a device is refused
/// before anything blocks), at most `MAX_CONFIG_BYTES`.
pub fn read_text(path: &std::path::Path) -> std::io::Result<String> {
    let bytes = crate::files::read_regular(path, MAX_CONFIG_BYTES)?;
    String::from_utf8(bytes)
        .map_err(|error| std::io::Error::new(std::io::ErrorKind::InvalidData, error))
}

/// Read the config file (none is fine: the defaults), checking action names
/// against `actions`.
pub fn load(actions: &[&str]) -> Loaded {
    let path = path_with(|name| std::env::var(name).ok());
    let Some(path) = path else {
        return Loaded::default();
    };
    match read_text(&path) {
        Ok(text) => {
            let (config, problems) = parse(&text, actions);
            Loaded {
                config,
                path: Some(path),
                problems,
                unreadable: None,
            }
        }
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Loaded {
            path: Some(path),
            ..Loaded::default()
        },
        Err(error) => Loaded {
            path: Some(path),
            unreadable: Some(crate::files::Reason::of(&error)),
            ..Loaded::default()
        },
    }
}

impl Config {
    /// The configuration as a config file would say it (for `--print-config`),
    /// with the language in force (from `--lang`, the file or the environment).
    pub fn to_toml(&self, language_in_force: Lang) -> String {
        let mut text = format!(
            "language = \"{}\"\ntheme = \"{}\"\nglyphs = {}\ncoordinates = {}\nvariant = \"{}\"\n",
            language_in_force.code(),
            self.theme,
            self.glyphs,
            self.coordinates,
            self.variant.name()
        );
        if !self.keys.is_empty() {
            text.push_str("\n[keys]\n");
            for (action, keys) in &self.keys {
                let keys: Vec<String> = keys.iter().map(|k| format!("\"{k}\"")).collect();
                text.push_str(&format!("{action} = [{}]\n", keys.join(", ")));
            }
        }
        text.push_str(&self.engines.to_toml());
        text
    }
}
