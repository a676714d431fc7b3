//! The words of the teaching steps, shared by the editor's teaching views and
//! `fen-tui explain`: the core says what a step is (a message id and its
//! arguments); this puts it into a language. Neither face imports the other.

use crate::core::Arg;
use crate::core::teach::Step;
use crate::i18n::Localizer;

/// The words of one teaching step, in the localizer's language.
pub fn step_text(loc: &Localizer, step: &Step) -> String {
    loc.format(step.code, &step_args(loc, step))
}

/// The step's variables, plus piece names put into words (`piece-name`,
/// `captured-name`, `promotion-name`) for the messages that print them.
fn step_args(loc: &Localizer, step: &Step) -> Vec<(&'static str, Arg)> {
    let mut args = step.args.clone();
    let key = |name: &str| match step.arg_value(name) {
        Some(Arg::Str(s)) => Some(Arg::Str(s.clone())),
        _ => None,
    };
    let name_of = |color: Option<Arg>, piece: Option<Arg>| {
        let (color, piece) = (color?, piece?);
        Some(loc.format("teach-piece", &[("color", color), ("piece", piece)]))
    };
    if let Some(name) = name_of(key("color"), key("piece")) {
        args.push(("piece-name", name.into()));
    }
    if let Some(name) = name_of(key("captured-color"), key("captured")) {
        args.push(("captured-name", name.into()));
    }
    if let Some(Arg::Str(role)) = step.arg_value("promotion") {
        args.push(("promotion-name", loc.text(&format!("piece-{role}")).into()));
    }
    args
}
