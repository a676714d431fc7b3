//! The one JSON shape of a position that every command's `--format json`
//! shares: `input`, `fen`, `variant`, `valid`, `errors` and `warnings` (each
//! with `code`, `message`, `column`, `squares`); a command adds its own fields.

use super::chess960::Chess960Args;
use super::input::read_any;
use super::{Exit, Words};
use crate::core::Position;
use crate::core::fen::field_at::{field_columns, locate_problem};
use crate::core::fen::{InputReading, ReadOptions, write_fen_with};
use crate::core::rules;
use crate::core::{Diagnostic, Variant};
use serde_json::{Map, Value, json};

/// The object for `input` as read; rule errors point at their FEN field.
pub(crate) fn position_object(
    input: &str,
    reading: &InputReading,
    fen: Option<String>,
    words: &Words,
) -> Map<String, Value> {
    let variant = reading.position.map(|p| p.variant);
    let mut errors = reading.errors.clone();
    if let Some(position) = &reading.position {
        let columns = field_columns(input);
        errors.extend(
            rules::problems(position)
                .into_iter()
                .map(|problem| locate_problem(problem, &columns)),
        );
    }
    let shown = variant.unwrap_or_default();
    let mut object = Map::new();
    object.insert("input".into(), input.into());
    object.insert("fen".into(), fen.map_or(Value::Null, Value::from));
    object.insert(
        "variant".into(),
        variant.map_or(Value::Null, |v| v.name().into()),
    );
    object.insert(
        "valid".into(),
        (errors.is_empty() && reading.position.is_some()).into(),
    );
    object.insert("errors".into(), diagnostics(&errors, shown, words));
    object.insert(
        "warnings".into(),
        diagnostics(&reading.warnings, shown, words),
    );
    object
}

/// An input read for a command's JSON answer: the position when it read
/// without errors, the shared object (its FEN written as `c960` asks), and
/// the status its `valid` stands for.
pub(crate) struct ReadForJson {
    pub position: Option<Position>,
    pub object: Map<String, Value>,
    pub exit: Exit,
}

pub(crate) fn read_for_json(
    input: &str,
    options: ReadOptions,
    c960: Chess960Args,
    words: &Words,
) -> ReadForJson {
    let reading = read_any(input, options);
    let position = reading.position.filter(|_| reading.errors.is_empty());
    let fen = position.map(|p| write_fen_with(&p, c960.notation()));
    let object = position_object(input, &reading, fen, words);
    let exit = if object["valid"] == true {
        Exit::Valid
    } else {
        Exit::Invalid
    };
    ReadForJson {
        position,
        object,
        exit,
    }
}

impl ReadForJson {
    /// The answer: the object, with the command's own fields added, as one line.
    pub(crate) fn answer(self) -> super::stream::Answer {
        super::stream::Answer::new(format!("{}\n", Value::Object(self.object)), self.exit)
    }
}

fn diagnostics(list: &[Diagnostic], variant: Variant, words: &Words) -> Value {
    Value::Array(
        list.iter()
            .map(|d| {
                json!({
                    "code": d.code,
                    "message": words.localizer().diagnostic(d, variant),
                    "column": d.column,
                    "squares": d.squares.iter().map(|s| s.name(variant)).collect::<Vec<_>>(),
                })
            })
            .collect(),
    )
}
