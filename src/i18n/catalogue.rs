//! The translation files checked as a whole: each reads, no id is given
//! twice in a language, and every id is in every language.

use super::{FILES, Lang};
use fluent_bundle::FluentResource;

/// Problems in the translation files: syntax errors, duplicate ids, and ids
/// present in one language but missing in another. Empty when all is well.
pub fn translation_problems() -> Vec<String> {
    use std::collections::BTreeSet;
    let mut problems = Vec::new();
    let mut ids_by_lang: Vec<(Lang, BTreeSet<String>)> = Vec::new();
    for lang in Lang::ALL {
        let mut ids = BTreeSet::new();
        for (file_lang, file, source) in FILES.iter().filter(|(l, _, _)| *l == lang.code()) {
            let _ = file_lang;
            let resource = match FluentResource::try_new((*source).to_string()) {
                Ok(r) => r,
                Err((r, errors)) => {
                    problems.push(format!(
                        "{}/{file}: {} syntax error(s): {errors:?}",
                        lang.code(),
                        errors.len()
                    ));
                    r
                }
            };
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = entry
                    && !ids.insert(m.id.name.to_string())
                {
                    problems.push(format!(
                        "{}/{file}: duplicate id {}",
                        lang.code(),
                        m.id.name
                    ));
                }
            }
        }
        ids_by_lang.push((lang, ids));
    }
    for (lang, ids) in &ids_by_lang {
        for (other, other_ids) in &ids_by_lang {
            for missing in other_ids.difference(ids) {
                problems.push(format!(
                    "{missing}: in {} but missing in {}",
                    other.code(),
                    lang.code()
                ));
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_exists_in_every_language() {
        let problems = translation_problems();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }
}
