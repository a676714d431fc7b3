//! The languages the interface speaks, and which one a user gets: `--lang`,
//! else the locale's variables, else English.

/// A language the interface speaks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Ru,
    Zh,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ru, Lang::Zh];

    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Zh => "zh",
        }
    }

    /// Reads `ru`, `ru_RU.UTF-8`, `zh-Hans`, `zh_CN`, `en_US`...
    pub fn parse(text: &str) -> Option<Lang> {
        let primary = text
            .split(['_', '-', '.', '@'])
            .next()?
            .to_ascii_lowercase();
        match primary.as_str() {
            "en" => Some(Lang::En),
            "ru" => Some(Lang::Ru),
            "zh" => Some(Lang::Zh),
            _ => None,
        }
    }

    /// `--lang`, else `LC_ALL`, `LC_MESSAGES`, `LANG`, else English.
    pub fn detect(cli: Option<&str>) -> Lang {
        Self::detect_with(cli, |name| std::env::var(name).ok())
    }

    /// `detect` with the environment passed in, for tests.
    pub fn detect_with(cli: Option<&str>, env: impl Fn(&str) -> Option<String>) -> Lang {
        if let Some(lang) = cli.and_then(Lang::parse) {
            return lang;
        }
        // POSIX precedence: the first non-empty variable decides, even if it
        // names a language we do not have (then English).
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(env)
            .find(|value| !value.is_empty())
            .and_then(|value| Lang::parse(&value))
            .unwrap_or_default()
    }

    pub fn next(self) -> Lang {
        match self {
            Lang::En => Lang::Ru,
            Lang::Ru => Lang::Zh,
            Lang::Zh => Lang::En,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn language_comes_from_flag_then_environment() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| (*v).to_string())
            }
        };
        assert_eq!(
            Lang::detect_with(Some("ru"), env(&[("LANG", "zh_CN.UTF-8")])),
            Lang::Ru
        );
        assert_eq!(
            Lang::detect_with(None, env(&[("LANG", "zh_CN.UTF-8")])),
            Lang::Zh
        );
        assert_eq!(
            Lang::detect_with(None, env(&[("LC_ALL", "ru_RU.UTF-8"), ("LANG", "zh_CN")])),
            Lang::Ru
        );
        assert_eq!(
            Lang::detect_with(
                None,
                env(&[("LC_ALL", ""), ("LC_MESSAGES", "ru_RU"), ("LANG", "zh_CN")])
            ),
            Lang::Ru
        );
        assert_eq!(
            Lang::detect_with(None, env(&[("LANG", "C.UTF-8")])),
            Lang::En
        );
        assert_eq!(Lang::detect_with(None, env(&[])), Lang::En);
    }
}
