//! The engine's troubles in the user's language, for the CLI and the panel
//! alike: what to install when no engine is found, why one stopped, why a
//! position is not analysed. Words come from `assets/i18n/*/engine.ftl`.

use super::find::Missing;
use super::process::{Failure, FailureKind};
use super::session::Awaiting;
use crate::core::{Diagnostic, Variant};
use crate::i18n::Localizer;

/// No engine: what to install, or that the one named is not there.
pub fn missing(missing: &Missing, loc: &Localizer) -> String {
    match (&missing.asked, missing.variant) {
        (Some(name), _) => loc.format("engine-missing-asked", &[("engine", name.clone().into())]),
        (None, Variant::Chess) => loc.text("engine-missing-chess"),
        (None, Variant::Xiangqi) => loc.text("engine-missing-xiangqi"),
    }
}

/// An engine that stopped being usable, with its last words.
pub fn failure(failure: &Failure, engine: &str, loc: &Localizer) -> String {
    let said = what_happened(failure, engine, loc);
    if failure.last_words.is_empty() {
        return said;
    }
    format!("{said} {}", last_words(failure, loc))
}

/// What became of the engine, without its last words.
pub fn what_happened(failure: &Failure, engine: &str, loc: &Localizer) -> String {
    let engine = engine.to_string();
    match &failure.kind {
        FailureKind::CouldNotStart(reason) => loc.format(
            "engine-could-not-start",
            &[
                ("engine", engine.into()),
                ("reason", loc.system_error(reason).into()),
            ],
        ),
        FailureKind::Died(status) => loc.format(
            "engine-died",
            &[("engine", engine.into()), ("status", status.clone().into())],
        ),
        FailureKind::NoAnswer(awaited) => {
            let awaited = match awaited {
                Awaiting::UciOk => "uciok",
                Awaiting::ReadyOk => "readyok",
                Awaiting::StopAnswer => "stop",
                Awaiting::Pong => "isready",
            };
            loc.format(
                "engine-no-answer",
                &[("engine", engine.into()), ("awaited", awaited.into())],
            )
        }
    }
}

/// "Its last words: …" of an engine that is gone (empty when it said none).
pub fn last_words(failure: &Failure, loc: &Localizer) -> String {
    if failure.last_words.is_empty() {
        return String::new();
    }
    let words = failure.last_words.join(" / ");
    loc.format("engine-last-words", &[("words", words.into())])
}

/// Why a position is not sent to the engine: its problems, in words.
pub fn invalid(problems: &[Diagnostic], variant: Variant, loc: &Localizer) -> String {
    let reasons: Vec<String> = problems
        .iter()
        .map(|problem| loc.diagnostic(problem, variant))
        .collect();
    loc.format(
        "engine-invalid-position",
        &[
            ("count", problems.len().into()),
            ("reasons", reasons.join("; ").into()),
        ],
    )
}

/// The same in the editor's panel: the first problem and how many more, as
/// the Problems panel beside it lists them all (a repeat of the whole list
/// took the panel's rows at 80×24).
pub fn invalid_in_panel(problems: &[Diagnostic], variant: Variant, loc: &Localizer) -> String {
    let Some(first) = problems.first() else {
        return invalid(problems, variant, loc);
    };
    loc.format(
        "engine-panel-invalid",
        &[
            ("first", loc.diagnostic(first, variant).into()),
            ("more", (problems.len() - 1).into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    #[test]
    fn every_language_names_what_to_install_and_why_not() {
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            let chess = missing(
                &Missing {
                    variant: Variant::Chess,
                    asked: None,
                },
                &loc,
            );
            assert!(
                chess.contains("apt-get install stockfish"),
                "{lang:?}: {chess}"
            );
            let xiangqi = missing(
                &Missing {
                    variant: Variant::Xiangqi,
                    asked: None,
                },
                &loc,
            );
            assert!(
                xiangqi.contains("fairy-stockfish") && xiangqi.contains("Pikafish"),
                "{xiangqi}"
            );
            let died = failure(
                &Failure {
                    kind: FailureKind::Died("signal: 9".into()),
                    last_words: vec!["Segmentation fault".into()],
                },
                "Stockfish 15.1",
                &loc,
            );
            assert!(
                died.contains("Stockfish 15.1") && died.contains("Segmentation fault"),
                "{died}"
            );
            let bad = invalid(&[Diagnostic::error("no-king")], Variant::Chess, &loc);
            assert!(!bad.contains("engine-invalid-position"), "{bad}");
        }
    }

    #[test]
    fn the_panel_names_the_first_problem_and_counts_the_rest() {
        let problems = [
            Diagnostic::error("no-king"),
            Diagnostic::error("no-king"),
            Diagnostic::error("no-king"),
        ];
        for lang in Lang::ALL {
            let loc = Localizer::new(lang);
            let first = loc.diagnostic(&problems[0], Variant::Chess);
            let all = invalid_in_panel(&problems, Variant::Chess, &loc);
            assert_eq!(all.matches(first.as_str()).count(), 1, "{lang:?}: {all}");
            assert!(
                all.contains('2') && !all.contains("engine-"),
                "{lang:?}: {all}"
            );
            let one = invalid_in_panel(&problems[..1], Variant::Chess, &loc);
            assert!(
                one.contains(first.as_str()) && !one.contains('('),
                "{lang:?}: {one}"
            );
        }
    }
}
