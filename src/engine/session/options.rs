//! The options a session sends after `uciok`, and which never: a name or
//! value that could end the `setoption` line or start another field.

use super::Session;

impl Session {
    /// `setoption` for threads, hash, WDL, the dialect's and the config's
    /// options (each only when it may be sent), then `isready`.
    pub(super) fn setup_commands(&self) -> Vec<String> {
        let mut options: Vec<(String, String)> = Vec::new();
        if let Some(threads) = self.setup.threads {
            options.push(("Threads".into(), threads.to_string()));
        }
        if let Some(hash) = self.setup.hash_mb {
            options.push(("Hash".into(), hash.to_string()));
        }
        if self.advertised.iter().any(|name| name == "UCI_ShowWDL") {
            options.push(("UCI_ShowWDL".into(), "true".into()));
        }
        options.extend(self.dialect.setup_options());
        options.extend(self.setup.options.iter().cloned());
        // A name or value that could end the command or start another is
        // never sent (the config refuses it first, in words).
        let mut send: Vec<String> = options
            .into_iter()
            .filter(|(name, value)| option_refused(name, value).is_none())
            .map(|(name, value)| format!("setoption name {name} value {value}"))
            .collect();
        send.push("isready".into());
        send
    }
}

/// Why an option may not be sent to an engine: a character that ends a
/// line for some engine (newline, CR, VT, FF, NEL, U+2028/9, NUL or any other
/// control), or `name`/`value` as a word (which would start another field of
/// `setoption`); `None` when it may be sent.
pub fn option_refused(name: &str, value: &str) -> Option<OptionRefusal> {
    let breaks = |text: &str| {
        text.chars()
            .any(|c| c.is_control() || matches!(c, '\u{2028}' | '\u{2029}'))
    };
    let keyword = |text: &str| {
        text.split_whitespace()
            .any(|word| word.eq_ignore_ascii_case("name") || word.eq_ignore_ascii_case("value"))
    };
    if name.trim().is_empty() {
        return Some(OptionRefusal::EmptyName);
    }
    if breaks(name) || breaks(value) {
        return Some(OptionRefusal::LineBreak);
    }
    if keyword(name) || keyword(value) {
        return Some(OptionRefusal::Keyword);
    }
    None
}

/// Why an `[engines] options` entry is not sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionRefusal {
    EmptyName,
    /// A control character or line separator.
    LineBreak,
    /// `name` or `value` as a word of its own.
    Keyword,
}
