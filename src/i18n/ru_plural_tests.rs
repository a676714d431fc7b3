//! Russian plurals as the ru glossary asks: a select on a number takes all four
//! of Fluent's ru categories (one: 1, 21; few: 2–4; many: 0, 5–20; other:
//! fractions), and a number the English text counts with a plural form is
//! counted with one in Russian too (no «5 полуход» left behind).

use super::FILES;
use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use std::collections::BTreeMap;

const CATEGORIES: [&str; 4] = ["one", "few", "many", "other"];

/// A select found in a message: the variable it selects on and its keys.
struct Select {
    variable: String,
    keys: Vec<String>,
}

impl Select {
    fn is_plural(&self) -> bool {
        self.keys
            .iter()
            .any(|k| k == "one" || k == "few" || k == "many")
    }
}

fn selects_in(pattern: &Pattern<&str>, found: &mut Vec<Select>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            selects_in_expression(expression, found);
        }
    }
}

fn selects_in_expression(expression: &Expression<&str>, found: &mut Vec<Select>) {
    match expression {
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                found.push(Select {
                    variable: id.name.to_string(),
                    keys: variants
                        .iter()
                        .map(|v| match v.key {
                            VariantKey::Identifier { name } => name.to_string(),
                            VariantKey::NumberLiteral { value } => value.to_string(),
                        })
                        .collect(),
                });
            }
            for variant in variants {
                selects_in(&variant.value, found);
            }
        }
        Expression::Inline(InlineExpression::Placeable { expression }) => {
            selects_in_expression(expression, found);
        }
        Expression::Inline(_) => {}
    }
}

/// Every message of `lang` (id → its selects, with the file it is in).
fn messages(lang: &str) -> BTreeMap<String, (&'static str, Vec<Select>)> {
    let mut all = BTreeMap::new();
    for (_, file, source) in FILES.iter().filter(|(l, _, _)| *l == lang) {
        let resource = fluent_syntax::parser::parse(*source).unwrap_or_else(|(r, _)| r);
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let mut found = Vec::new();
                if let Some(value) = &message.value {
                    selects_in(value, &mut found);
                }
                all.insert(message.id.name.to_string(), (*file, found));
            }
        }
    }
    all
}

#[test]
fn every_ru_plural_select_has_one_few_many_and_other() {
    let ru = messages("ru");
    assert!(ru.len() > 500, "ru messages not found: {}", ru.len());
    let mut lacking = Vec::new();
    for (id, (file, selects)) in &ru {
        for select in selects.iter().filter(|s| s.is_plural()) {
            let missing: Vec<_> = CATEGORIES
                .iter()
                .filter(|c| !select.keys.iter().any(|k| k == *c))
                .collect();
            if !missing.is_empty() {
                lacking.push(format!(
                    "ru/{file} {id} ${}: no {missing:?}",
                    select.variable
                ));
            }
        }
    }
    assert!(lacking.is_empty(), "{}", lacking.join("\n"));
}

#[test]
fn a_number_english_counts_is_counted_in_russian() {
    let en = messages("en");
    let ru = messages("ru");
    let mut uncounted = Vec::new();
    for (id, (_, en_selects)) in &en {
        let Some((file, ru_selects)) = ru.get(id) else {
            continue;
        };
        for counted in en_selects.iter().filter(|s| s.is_plural()) {
            let counted_in_ru = ru_selects
                .iter()
                .any(|s| s.is_plural() && s.variable == counted.variable);
            if !counted_in_ru {
                uncounted.push(format!("ru/{file} {id}: ${}", counted.variable));
            }
        }
    }
    assert!(uncounted.is_empty(), "{}", uncounted.join("\n"));
}
