//! The `[engines]` table: which engine analyses each game and with what
//! options. `chess = "stockfish"`, `xiangqi = "/opt/pikafish/pikafish"`,
//! `threads = 2`, `hash = 128` (MB), `options = { "Skill Level" = 20 }`
//! (sent as `setoption`), and the panel's search target, `depth = 20` or
//! `nodes = 1000000` (neither: it searches until stopped). Each entry is
//! checked on its own. The engine control (Alt-O) writes them back.

use super::Problem;
use super::read::{line_of, shown};
use crate::engine::session::{OptionRefusal, option_refused};
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::{Spanned, Value};

/// The engines the config names, and their options.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Engines {
    /// A name (looked up on `PATH` and `/usr/games`) or a path.
    pub chess: Option<String>,
    pub xiangqi: Option<String>,
    pub threads: Option<u32>,
    pub hash_mb: Option<u32>,
    /// Extra `setoption name N value V`, in the order written.
    pub options: Vec<(String, String)>,
    /// The analysis panel searches to this depth (else until stopped).
    pub depth: Option<u32>,
    /// … or this many nodes.
    pub nodes: Option<u64>,
}

impl Engines {
    /// The table as a config file writes it; empty when nothing is set.
    pub fn to_toml(&self) -> String {
        // Escaped as the terminal needs (U+0085, U+2028 …), read back the same.
        let quoted = |text: &str| crate::safe_text::toml_string(text);
        let mut lines = Vec::new();
        for (key, program) in [("chess", &self.chess), ("xiangqi", &self.xiangqi)] {
            if let Some(program) = program {
                lines.push(format!("{key} = {}", quoted(program)));
            }
        }
        for (key, number) in [
            ("threads", self.threads.map(u64::from)),
            ("hash", self.hash_mb.map(u64::from)),
            ("depth", self.depth.map(u64::from)),
            ("nodes", self.nodes),
        ] {
            if let Some(number) = number {
                lines.push(format!("{key} = {number}"));
            }
        }
        if !self.options.is_empty() {
            let options: Vec<String> = self
                .options
                .iter()
                .map(|(name, value)| format!("{} = {}", quoted(name), quoted(value)))
                .collect();
            lines.push(format!("options = {{ {} }}", options.join(", ")));
        }
        if lines.is_empty() {
            return String::new();
        }
        format!("\n[engines]\n{}\n", lines.join("\n"))
    }
}

type Entries = BTreeMap<Spanned<String>, Spanned<Value>>;

#[derive(Deserialize)]
struct EnginesTable {
    engines: Option<Entries>,
}

/// The `[engines]` table of `text`; `None` when it is not a table.
pub(super) fn read(text: &str, problems: &mut Vec<Problem>) -> Option<Engines> {
    let Ok(EnginesTable {
        engines: Some(entries),
    }) = toml::from_str::<EnginesTable>(text)
    else {
        return None;
    };
    let mut engines = Engines::default();
    for (key, value) in &entries {
        let name = key.get_ref().as_str();
        let mut bad = |code: &'static str| {
            problems.push(Problem {
                line: line_of(text, key.span().start),
                key: format!("engines.{name}"),
                code,
                value: shown(value.get_ref()),
            });
        };
        let value = value.get_ref();
        let count = value
            .as_integer()
            .and_then(|n| u32::try_from(n).ok())
            .filter(|n| *n > 0);
        match name {
            "chess" | "xiangqi" => match value.as_str().filter(|s| !s.trim().is_empty()) {
                Some(program) if name == "chess" => engines.chess = Some(program.to_string()),
                Some(program) => engines.xiangqi = Some(program.to_string()),
                None => bad("config-bad-engine"),
            },
            "threads" => match count {
                Some(n) => engines.threads = Some(n),
                None => bad("config-bad-engine-number"),
            },
            "hash" => match count {
                Some(n) => engines.hash_mb = Some(n),
                None => bad("config-bad-engine-number"),
            },
            "depth" => match count {
                Some(n) => engines.depth = Some(n),
                None => bad("config-bad-engine-number"),
            },
            "nodes" => match value.as_integer().and_then(|n| u64::try_from(n).ok()) {
                Some(n) if n > 0 => engines.nodes = Some(n),
                _ => bad("config-bad-engine-number"),
            },
            "options" => match value.as_table() {
                Some(table) => {
                    for (option, value) in table {
                        let value = shown(value);
                        // One that could end `setoption` or start another
                        // field of it is refused, in words, never sent.
                        match option_refused(option, &value) {
                            None => engines.options.push((option.clone(), value)),
                            Some(why) => problems.push(Problem {
                                line: line_of(text, key.span().start),
                                key: format!(
                                    "engines.options.{}",
                                    crate::safe_text::shown(
                                        &Value::String(option.clone()).to_string()
                                    )
                                ),
                                code: match why {
                                    OptionRefusal::EmptyName => "config-bad-engine-option-empty",
                                    OptionRefusal::LineBreak => "config-bad-engine-option-break",
                                    OptionRefusal::Keyword => "config-bad-engine-option-keyword",
                                },
                                value: crate::safe_text::shown(&value).into_owned(),
                            }),
                        }
                    }
                }
                None => bad("config-bad-engine-options"),
            },
            _ => bad("config-unknown-key"),
        }
    }
    Some(engines)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 33 case 17: `--print-config` wrote U+0085 and U+2028 from the
    /// config raw; now escaped, and the table reads back the same.
    #[test]
    fn the_printed_table_escapes_separators_and_reads_back() {
        let engines = Engines {
            chess: Some("/opt/a\u{85}b\u{2028}c/stockfish".into()),
            options: vec![
                ("Name\u{2029}".into(), "x\u{9b}y".into()),
                ("Skill Level".into(), "x\u{9b}y".into()),
            ],
            ..Engines::default()
        };
        let text = engines.to_toml();
        for c in ['\u{85}', '\u{2028}', '\u{2029}', '\u{9b}'] {
            assert!(!text.contains(c), "{c:?} raw in {text}");
        }
        // The path reads back the same; the options that could carry a UCI
        // command (a separator, a C1 control: issue 34 cases 8 and 14) are
        // refused in words when read, each named, none sent.
        let mut problems = Vec::new();
        let back = read(&text, &mut problems);
        assert_eq!(back.as_ref().and_then(|e| e.chess.clone()), engines.chess);
        assert_eq!(back.map(|e| e.options), Some(vec![]), "{problems:?}");
        let keys: Vec<&str> = problems.iter().map(|p| p.key.as_str()).collect();
        assert_eq!(keys.len(), 2, "{problems:?}");
        assert!(keys.iter().any(|k| k.contains("\\u{2029}")), "{keys:?}");
        assert!(keys.iter().any(|k| k.contains("Skill Level")), "{keys:?}");
    }

    #[test]
    fn an_option_that_could_carry_a_command_is_refused_in_words() {
        let text = "[engines]\noptions = { \"Threads value 2 x\" = \"1\", \"A\\nB\" = \"1\", \
                    \"C\" = \"1\\u000bquit\", \"D\" = \"x\\u0085y\", \"E\" = \"x\\u2028y\", \
                    \"F\\u0000\" = \"1\", \"G\" = \"1 name Threads\", Hash = 16 }\n";
        let mut problems = Vec::new();
        let engines = read(text, &mut problems).expect("a table");
        assert_eq!(
            engines.options,
            vec![("Hash".to_string(), "16".to_string())]
        );
        let codes: Vec<&str> = problems.iter().map(|p| p.code).collect();
        assert_eq!(
            codes,
            vec![
                "config-bad-engine-option-break",
                "config-bad-engine-option-break",
                "config-bad-engine-option-break",
                "config-bad-engine-option-break",
                "config-bad-engine-option-break",
                "config-bad-engine-option-keyword",
                "config-bad-engine-option-keyword",
            ],
            "{problems:?}"
        );
        assert!(
            problems
                .iter()
                .all(|p| p.line == 2 && p.key.starts_with("engines.options."))
        );
    }

    #[test]
    fn a_full_table_reads_and_bad_entries_cost_only_themselves() {
        let text = "[engines]\nchess = \"/opt/sf/stockfish\"\nxiangqi = \"pikafish\"\nthreads = 2\n\
                    hash = 0\noptions = { \"Skill Level\" = 20, EvalFile = \"/opt/p.nnue\" }\nspeed = 1\n";
        let mut problems = Vec::new();
        let engines = read(text, &mut problems).expect("a table");
        assert_eq!(engines.chess.as_deref(), Some("/opt/sf/stockfish"));
        assert_eq!(engines.xiangqi.as_deref(), Some("pikafish"));
        assert_eq!((engines.threads, engines.hash_mb), (Some(2), None));
        assert_eq!(
            engines.options,
            vec![
                ("EvalFile".to_string(), "/opt/p.nnue".to_string()),
                ("Skill Level".to_string(), "20".to_string())
            ]
        );
        let said: Vec<(usize, &str, &str)> = problems
            .iter()
            .map(|p| (p.line, p.key.as_str(), p.code))
            .collect();
        assert_eq!(
            said,
            vec![
                (5, "engines.hash", "config-bad-engine-number"),
                (7, "engines.speed", "config-unknown-key")
            ]
        );
    }
}
