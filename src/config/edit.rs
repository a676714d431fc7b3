//! Writing the editor's choices back into the config file (toml_edit): only
//! the values of the keys chosen change; every comment, blank line, order and
//! spacing stays byte for byte, and a key not yet in the file is added among
//! the top-level settings (before `[keys]`).

use toml_edit::{DocumentMut, Item, Value};

/// One top-level setting and its new value.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Setting {
    Text(&'static str, String),
    Switch(&'static str, bool),
}

impl Setting {
    fn key(&self) -> &'static str {
        match self {
            Setting::Text(key, _) | Setting::Switch(key, _) => key,
        }
    }

    fn value(&self) -> Value {
        match self {
            Setting::Text(_, text) => Value::from(text.as_str()),
            Setting::Switch(_, on) => Value::from(*on),
        }
    }
}

/// `text` with `settings` written into it; `Err` with the line (1-based) of
/// what toml_edit cannot read, or of a setting that is a table there — the
/// file is then left to its owner.
pub fn with_settings(text: &str, settings: &[Setting]) -> Result<String, usize> {
    let mut document: DocumentMut = text.parse().map_err(|error: toml_edit::TomlError| {
        error.span().map_or(1, |span| line_of(text, span.start))
    })?;
    for setting in settings {
        match document.get_mut(setting.key()) {
            Some(Item::Value(value)) => {
                // The new value keeps the old one's spacing and end-of-line comment.
                let decor = value.decor().clone();
                *value = setting.value();
                *value.decor_mut() = decor;
            }
            Some(Item::None) | None => {
                document.insert(setting.key(), Item::Value(setting.value()));
            }
            Some(_) => {
                let at = document
                    .as_table()
                    .key(setting.key())
                    .and_then(|key| key.span())
                    .map_or(1, |span| line_of(text, span.start));
                return Err(at);
            }
        }
    }
    Ok(document.to_string())
}

/// `text` with the engine control's choices written into its `[engines]`
/// table (made at the end when there is none): the engine of `variant`,
/// threads, hash and the search target; a choice left to the engine
/// (`None`) takes its key out. Every other byte stays; `Err` with the line
/// of what toml_edit cannot read, or where `engines` is not a table.
pub fn with_engines(
    text: &str,
    variant: crate::core::Variant,
    engines: &super::Engines,
) -> Result<String, usize> {
    let mut document: DocumentMut = text.parse().map_err(|error: toml_edit::TomlError| {
        error.span().map_or(1, |span| line_of(text, span.start))
    })?;
    let at = |document: &DocumentMut| {
        document
            .as_table()
            .key("engines")
            .and_then(|key| key.span())
            .map_or(1, |span| line_of(text, span.start))
    };
    if document.get("engines").is_none() {
        document.insert("engines", Item::Table(toml_edit::Table::new()));
    }
    let line = at(&document);
    let Some(table) = document
        .get_mut("engines")
        .and_then(Item::as_table_like_mut)
    else {
        return Err(line);
    };
    let program = match variant {
        crate::core::Variant::Chess => ("chess", engines.chess.clone()),
        crate::core::Variant::Xiangqi => ("xiangqi", engines.xiangqi.clone()),
    };
    let number = |n: u64| Value::from(i64::try_from(n).unwrap_or(i64::MAX));
    let entries = [
        (program.0, program.1.map(|p| Value::from(p.as_str()))),
        ("threads", engines.threads.map(|n| number(n.into()))),
        ("hash", engines.hash_mb.map(|n| number(n.into()))),
        ("depth", engines.depth.map(|n| number(n.into()))),
        ("nodes", engines.nodes.map(number)),
    ];
    for (key, value) in entries {
        match value {
            Some(mut value) => {
                // The new value keeps the old one's spacing and comment.
                if let Some(old) = table.get(key).and_then(Item::as_value) {
                    *value.decor_mut() = old.decor().clone();
                }
                table.insert(key, Item::Value(value));
            }
            None => {
                table.remove(key);
            }
        }
    }
    Ok(document.to_string())
}

fn line_of(text: &str, at: usize) -> usize {
    text.get(..at)
        .map_or(1, |before| before.matches('\n').count() + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "# my settings\nlanguage = \"ru\"   # Russian, please\ntheme   =   \"default\" # was default\n\n\
                        [keys] # mine\nflip = [\"f\", \"F2\"]\n";

    #[test]
    fn only_the_changed_value_changes() {
        let written = with_settings(FILE, &[Setting::Text("theme", "brown".into())]).unwrap();
        assert_eq!(
            written,
            FILE.replace("\"default\" # was", "\"brown\" # was"),
            "comments, spacing and order stay"
        );
    }

    #[test]
    fn a_new_key_joins_the_top_level_settings_before_the_tables() {
        let written = with_settings(
            FILE,
            &[
                Setting::Switch("coordinates", false),
                Setting::Switch("glyphs", true),
            ],
        )
        .unwrap();
        let (top, keys) = written.split_once("[keys]").unwrap();
        assert!(top.starts_with("# my settings\nlanguage = \"ru\"   # Russian, please\n"));
        assert!(top.contains("coordinates = false\n"), "{written}");
        assert!(top.contains("glyphs = true\n"), "{written}");
        assert_eq!(keys, " # mine\nflip = [\"f\", \"F2\"]\n");
        let (config, problems) = crate::config::parse(&written, &["flip"]);
        assert_eq!(problems, []);
        assert!(config.glyphs && !config.coordinates);
    }

    #[test]
    fn the_engine_control_s_choices_go_into_the_engines_table_and_nothing_else_changes() {
        use crate::config::Engines;
        use crate::core::Variant;
        let mine = "# mine\nlanguage = \"ru\"\n\n[engines] # my engines\nchess = \"stockfish\" # the usual\n\
                    threads = 1\nnodes = 5000\noptions = { \"Skill Level\" = 20 }\n\n[keys]\nflip = \"f\"\n";
        let chosen = Engines {
            chess: Some("/usr/games/stockfish".into()),
            threads: Some(4),
            hash_mb: Some(256),
            depth: Some(20),
            ..Engines::default()
        };
        let written = with_engines(mine, Variant::Chess, &chosen).unwrap();
        assert_eq!(
            written,
            "# mine\nlanguage = \"ru\"\n\n[engines] # my engines\nchess = \"/usr/games/stockfish\" # the usual\n\
             threads = 4\noptions = { \"Skill Level\" = 20 }\nhash = 256\ndepth = 20\n\n[keys]\nflip = \"f\"\n"
        );
        let (config, problems) = crate::config::parse(&written, &["flip"]);
        assert_eq!(problems, []);
        let engines = config.engines;
        assert_eq!(engines.chess.as_deref(), Some("/usr/games/stockfish"));
        assert_eq!((engines.threads, engines.hash_mb), (Some(4), Some(256)));
        assert_eq!((engines.depth, engines.nodes), (Some(20), None));
        assert_eq!(engines.options.len(), 1);
        // No table yet: one is made; a file that does not read is left alone.
        let made = with_engines("theme = \"light\"\n", Variant::Xiangqi, &chosen).unwrap();
        assert!(made.starts_with("theme = \"light\"\n"), "{made}");
        assert!(
            made.contains("[engines]\nthreads = 4\nhash = 256\ndepth = 20\n"),
            "{made}"
        );
        assert_eq!(
            with_engines("engines = 1\nx = \n", Variant::Chess, &chosen),
            Err(2)
        );
        assert_eq!(
            with_engines("engines = 1\n", Variant::Chess, &chosen),
            Err(1)
        );
    }

    #[test]
    fn an_empty_file_gets_the_settings() {
        let written = with_settings("", &[Setting::Text("theme", "light".into())]).unwrap();
        assert_eq!(written, "theme = \"light\"\n");
    }

    #[test]
    fn a_file_that_does_not_read_is_left_alone_with_the_line() {
        let text = "glyphs = true\nvariant = xiangqi\n";
        assert_eq!(
            with_settings(text, &[Setting::Switch("glyphs", false)]),
            Err(2)
        );
        let table = "[theme]\nname = 1\n";
        assert_eq!(
            with_settings(table, &[Setting::Text("theme", "brown".into())]),
            Err(1)
        );
    }
}
