//! The analysis panel's keys. The panel takes no keys of a context of its
//! own (the editor works as before under it), so these are global: Alt-A
//! opens and closes it, the others act on it while it is open.
//! Chained by the editor's key table (`keymap::CHAINED`); help lists them
//! with the view's keys (a global key of no group would not be listed).

use super::state::NAME;
use crate::tui::action::{Action, AnalysisKey};
use crate::tui::keymap::make::{alt, fixed};
use crate::tui::keymap::{Binding, Context, Group};

#[rustfmt::skip]
pub static KEYS: &[Binding] = &[
    fixed(Context::Global, &[alt('a')], "Alt-A", Action::Open(NAME), "key-analysis").on(Group::View).named("analysis"),
    fixed(Context::Global, &[alt('p')], "Alt-P", Action::Analysis(AnalysisKey::PauseOrRestart), "key-analysis-pause").on(Group::View).named("analysis-pause"),
    fixed(Context::Global, &[alt('h')], "Alt-H", Action::Analysis(AnalysisKey::Threat), "key-analysis-threat").on(Group::View).named("analysis-threat"),
    fixed(Context::Global, &[alt('l')], "Alt-L", Action::Analysis(AnalysisKey::MoreLines), "key-analysis-lines").on(Group::View).named("analysis-lines"),
];
