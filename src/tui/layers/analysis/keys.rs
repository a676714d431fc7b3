//! The analysis panel's keys. The panel takes no keys of a context of its
//! own (the editor works as before under it), so these are global: Alt-A
//! opens and closes it, the others act on it while it is open.
//! Chained by the editor's key table (`keymap::CHAINED`); help lists them
//! with the view's keys (a global key of no group would not be listed).

use super::state::NAME;
use crate::tui::action::{Action, AnalysisKey, LineFormat};
use crate::tui::keymap::make::{alt, fixed};
use crate::tui::keymap::{Binding, Context, Group};

#[rustfmt::skip]
pub static KEYS: &[Binding] = &[
    fixed(Context::Global, &[alt('a')], "Alt-A", Action::Open(NAME), "key-analysis").on(Group::View).named("analysis"),
    fixed(Context::Global, &[alt('p')], "Alt-P", Action::Analysis(AnalysisKey::PauseOrRestart), "key-analysis-pause").on(Group::View).named("analysis-pause"),
    fixed(Context::Global, &[alt('h')], "Alt-H", Action::Analysis(AnalysisKey::Threat), "key-analysis-threat").on(Group::View).named("analysis-threat"),
    fixed(Context::Global, &[alt('l')], "Alt-L", Action::Analysis(AnalysisKey::MoreLines), "key-analysis-lines").on(Group::View).named("analysis-lines"),
    fixed(Context::Global, &[alt('e')], "Alt-E", Action::Analysis(AnalysisKey::PlayBest), "key-analysis-play").on(Group::View).named("analysis-play-best"),
    fixed(Context::Global, &[alt('j')], "Alt-J", Action::Analysis(AnalysisKey::ChooseLine(true)), "key-analysis-next-line").on(Group::View).named("analysis-next-line"),
    fixed(Context::Global, &[alt('k')], "Alt-K", Action::Analysis(AnalysisKey::ChooseLine(false)), "key-analysis-previous-line").on(Group::View).named("analysis-previous-line"),
    fixed(Context::Global, &[alt('v')], "Alt-V", Action::Analysis(AnalysisKey::StepIntoLine), "key-analysis-step-in").on(Group::View).named("analysis-step-in"),
    fixed(Context::Global, &[alt('y')], "Alt-Y", Action::Analysis(AnalysisKey::CopyLine(LineFormat::Moves)), "key-analysis-copy-moves").on(Group::View).named("analysis-copy-moves"),
    fixed(Context::Global, &[alt('g')], "Alt-G", Action::Analysis(AnalysisKey::CopyLine(LineFormat::Pgn)), "key-analysis-copy-pgn").on(Group::View).named("analysis-copy-pgn"),
    fixed(Context::Global, &[alt('u')], "Alt-U", Action::Analysis(AnalysisKey::CopyLine(LineFormat::Uci)), "key-analysis-copy-uci").on(Group::View).named("analysis-copy-uci"),
];
