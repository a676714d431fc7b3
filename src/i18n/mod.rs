//! Every word the user reads, in English, Russian and Chinese, from the Fluent
//! files in `assets/i18n/<lang>/` (embedded at build time by build.rs).
//!
//! Fluent, because Russian needs real plural forms ("1 пустое поле", "3 пустых
//! поля", "5 пустых полей"). Messages missing in a language fall back to English.

use crate::core::{Arg, Diagnostic, LIST_SEPARATOR, Variant};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;

mod catalogue;
mod lang;

pub use catalogue::translation_problems;
pub use lang::Lang;

include!(concat!(env!("OUT_DIR"), "/i18n_files.rs"));

type Bundle = FluentBundle<FluentResource>;

/// The diagnostic arguments that are lists (of squares, points or moves).
const LIST_ARGS: [&str; 3] = ["squares", "attackers", "moves"];

/// Formats messages in one language, falling back to English.
pub struct Localizer {
    lang: Lang,
    bundle: Bundle,
    fallback: Option<Bundle>,
}

impl std::fmt::Debug for Localizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Localizer")
            .field("lang", &self.lang)
            .finish()
    }
}

impl Localizer {
    pub fn new(lang: Lang) -> Self {
        let fallback = (lang != Lang::En).then(|| build_bundle(Lang::En));
        Localizer {
            lang,
            bundle: build_bundle(lang),
            fallback,
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether `id` has a message in this language (without fallback).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// A message without variables.
    pub fn text(&self, id: &str) -> String {
        self.format(id, &[])
    }

    /// A message with named variables. An unknown id comes back as itself, so
    /// a missing translation is visible rather than silent.
    pub fn format(&self, id: &str, args: &[(&str, Arg)]) -> String {
        let fluent_args = to_fluent_args(args);
        [Some(&self.bundle), self.fallback.as_ref()]
            .into_iter()
            .flatten()
            .find_map(|bundle| format_in(bundle, id, &fluent_args))
            .unwrap_or_else(|| id.to_string())
    }

    /// Why a file was not read or written, in words.
    pub fn reason(&self, reason: &crate::files::Reason) -> String {
        match reason {
            crate::files::Reason::Refused(refusal) => match refusal.words() {
                (id, Some(limit)) => {
                    let limit = Arg::Num(i64::try_from(limit).unwrap_or(i64::MAX));
                    self.format(id, &[("limit", limit)])
                }
                (id, None) => self.text(id),
            },
            crate::files::Reason::System(words) => self.system_error(words),
        }
    }

    /// A message's kind as its tag says it (`error[…]`, `ошибка[…]`,
    /// `错误[…]`): `kind` is `error`, `warning` or `note`.
    pub fn tag(&self, kind: &str) -> String {
        self.text(&format!("tag-{kind}"))
    }

    /// The system's words for an error ("No such file or directory (os error
    /// 2)") in the user's language: the error's number names the words
    /// (`os-error-2`), and is kept; a few of the standard library's own
    /// sentences are known too. English, and words not known, stay as the
    /// system said them (in another language, framed as "system error N").
    pub fn system_error(&self, words: &str) -> String {
        if self.lang == Lang::En {
            return words.to_string();
        }
        let known = |id: &str| self.bundle.has_message(id).then(|| self.text(id));
        if let Some((said, code)) = os_error_code(words) {
            let args = |words: String| {
                [
                    ("words", Arg::from(words)),
                    ("code", Arg::from(code.to_string())),
                ]
            };
            return match known(&format!("os-error-{code}")) {
                Some(ours) => self.format("os-error", &args(ours)),
                None => self.format("os-error-unknown", &args(said.to_string())),
            };
        }
        IO_TEXTS
            .iter()
            .find(|(text, _)| *text == words)
            .and_then(|(_, id)| known(id))
            .unwrap_or_else(|| words.to_string())
    }

    /// The words for a diagnostic: `<variant>-<code>` when that message exists,
    /// else `<code>`.
    pub fn diagnostic(&self, diagnostic: &Diagnostic, variant: Variant) -> String {
        let specific = format!("{}-{}", variant.name(), diagnostic.code);
        let known = |id: &str| {
            self.bundle.has_message(id) || self.fallback.as_ref().is_some_and(|b| b.has_message(id))
        };
        let id = if known(&specific) {
            specific.as_str()
        } else {
            diagnostic.code
        };
        let args = self.lists_joined(&diagnostic.args);
        let mut text = self.format(id, &args);
        text.push_str(&self.typed_note(diagnostic));
        text
    }

    /// The core joins a list of squares or moves with `", "`
    /// (`core::LIST_SEPARATOR`); each language joins it its own way
    /// (`list-separator`: Chinese writes `e1、g4`).
    fn lists_joined(&self, args: &[(&'static str, Arg)]) -> Vec<(&'static str, Arg)> {
        let separator = self.text("list-separator");
        args.iter()
            .map(|(name, value)| match value {
                Arg::Str(list) if LIST_ARGS.contains(name) && separator != LIST_SEPARATOR => {
                    (*name, Arg::from(list.replace(LIST_SEPARATOR, &separator)))
                }
                _ => (*name, value.clone()),
            })
            .collect()
    }

    /// "(you typed a space here)" when the diagnostic points at a character
    /// that shows as nothing; empty otherwise.
    fn typed_note(&self, diagnostic: &Diagnostic) -> String {
        let Some(Arg::Str(code)) = diagnostic.arg_value("typed") else {
            return String::new();
        };
        let id = match code.as_ref() {
            "U+0020" => "typed-space",
            "U+0009" => "typed-tab",
            "U+00A0" | "U+202F" => "typed-nbsp",
            "U+3000" => "typed-wide-space",
            _ => "typed-invisible",
        };
        self.format(id, &[("code", Arg::from(code.to_string()))])
    }
}

fn format_in(bundle: &Bundle, id: &str, args: &FluentArgs<'_>) -> Option<String> {
    let pattern = bundle.get_message(id)?.value()?;
    let mut errors = Vec::new();
    // Variables missing from `args` show as `{$name}`; that is visible enough.
    let text = bundle.format_pattern(pattern, Some(args), &mut errors);
    Some(text.into_owned())
}

fn to_fluent_args<'a>(args: &'a [(&str, Arg)]) -> FluentArgs<'a> {
    let mut fluent = FluentArgs::new();
    for (name, value) in args {
        let value: FluentValue<'a> = match value {
            Arg::Num(n) => FluentValue::from(*n),
            Arg::Str(s) => FluentValue::String(Cow::Borrowed(s.as_ref())),
        };
        fluent.set(name.to_string(), value);
    }
    fluent
}

fn build_bundle(lang: Lang) -> Bundle {
    let langid = match lang {
        Lang::En => unic_langid::langid!("en"),
        Lang::Ru => unic_langid::langid!("ru"),
        Lang::Zh => unic_langid::langid!("zh"),
    };
    let mut bundle = Bundle::new_concurrent(vec![langid]);
    // Terminals show Unicode isolation marks as junk; the text is not bidi.
    bundle.set_use_isolating(false);
    for (file_lang, _, source) in FILES {
        if *file_lang == lang.code() {
            // A broken line loses only that message; tests make sure none is broken.
            let resource =
                FluentResource::try_new((*source).to_string()).unwrap_or_else(|(r, _)| r);
            let _ = bundle.add_resource(resource);
        }
    }
    bundle
}

/// Sentences of the standard library's I/O errors that carry no error
/// number, and the ids of their words.
const IO_TEXTS: &[(&str, &str)] = &[
    ("unexpected end of file", "io-text-unexpected-eof"),
    ("failed to fill whole buffer", "io-text-fill-buffer"),
    ("failed to write whole buffer", "io-text-write-whole"),
    ("stream did not contain valid UTF-8", "io-text-not-utf8"),
];

/// "No such file or directory (os error 2)": the words and the number.
fn os_error_code(words: &str) -> Option<(&str, u32)> {
    let rest = words.strip_suffix(')')?;
    let at = rest.rfind(" (os error ")?;
    let code = rest[at + " (os error ".len()..].parse().ok()?;
    Some((&words[..at], code))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unknown_ids_come_back_visible() {
        let loc = Localizer::new(Lang::Ru);
        assert_eq!(loc.text("no-such-message-id"), "no-such-message-id");
    }
}

#[cfg(test)]
mod plural_tests {
    use super::*;

    #[test]
    fn russian_uses_real_plural_forms() {
        let loc = Localizer::new(Lang::Ru);
        let n = |count: i64| loc.format("empty-squares", &[("count", Arg::Num(count))]);
        assert_eq!(n(1), "1 пустое поле");
        assert_eq!(n(3), "3 пустых поля");
        assert_eq!(n(5), "5 пустых полей");
        assert_eq!(n(21), "21 пустое поле");
        assert_eq!(n(22), "22 пустых поля");
    }

    #[test]
    fn english_and_chinese_plurals() {
        let en = Localizer::new(Lang::En);
        assert_eq!(
            en.format("empty-squares", &[("count", Arg::Num(1))]),
            "1 empty square"
        );
        assert_eq!(
            en.format("empty-squares", &[("count", Arg::Num(3))]),
            "3 empty squares"
        );
        let zh = Localizer::new(Lang::Zh);
        assert_eq!(
            zh.format("empty-squares", &[("count", Arg::Num(3))]),
            "3 个空位"
        );
    }
}

#[cfg(test)]
mod glossary_tests;
#[cfg(test)]
mod ru_plural_tests;
#[cfg(test)]
mod zh_typography_tests;
