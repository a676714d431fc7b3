//! The problems panel: what the rules say is wrong with the position, in
//! words, or — when nothing is — whose move it is and whether it is check.

use super::panels::side_name;
use crate::core::rules::Status;
use crate::core::{Arg, Severity};
use crate::i18n::Localizer;
use crate::tui::app::App;
use crate::tui::theme::Palette;
use ratatui::text::{Line, Span};

/// What is wrong with the FEN field's text, in full: the line under the field
/// has room for the first message only, and a narrow terminal cuts even that.
fn field_problem_lines(app: &App, loc: &Localizer, palette: Palette) -> Vec<Line<'static>> {
    let field = app.field();
    if field.draft.is_none() {
        return Vec::new();
    }
    let variant = app.variant();
    let errors = field.errors.iter().map(|d| (d, "✗ ", palette.error()));
    let warnings = field.warnings.iter().map(|d| (d, "! ", palette.warning()));
    errors
        .chain(warnings)
        .map(|(diagnostic, mark, style)| {
            let message = loc.diagnostic(diagnostic, variant);
            let text = match diagnostic.column {
                Some(column) => loc.format(
                    "fen-field-problem",
                    &[
                        ("column", Arg::from(column)),
                        ("message", Arg::from(message)),
                    ],
                ),
                None => message,
            };
            Line::from(vec![Span::styled(mark, style), Span::styled(text, style)])
        })
        .collect()
}

pub fn problem_lines(app: &App, loc: &Localizer, palette: Palette) -> Vec<Line<'static>> {
    let verdict = app.verdict();
    let variant = app.variant();
    let mut lines = field_problem_lines(app, loc, palette);
    for problem in &verdict.problems {
        let (mark, style) = match problem.severity {
            Severity::Error => ("✗ ", palette.error()),
            Severity::Warning => ("! ", palette.warning()),
            Severity::Note => ("· ", palette.dim()),
        };
        lines.push(Line::from(vec![
            Span::styled(mark, style),
            Span::styled(loc.diagnostic(problem, variant), style),
        ]));
    }
    if verdict.is_valid() {
        let side = side_name(loc, app.position().side_to_move, variant);
        let id = match verdict.status {
            Some(Status::Check) => "status-check",
            Some(Status::Checkmate) => "status-checkmate",
            Some(Status::Stalemate) => "status-stalemate",
            Some(Status::Ongoing) | None => "status-ongoing",
        };
        let style = if verdict.problems.is_empty() {
            palette.good()
        } else {
            palette.dim()
        };
        lines.insert(
            0,
            Line::styled(
                format!("✓ {}", loc.format(id, &[("side", Arg::from(side))])),
                style,
            ),
        );
    }
    for note in &verdict.notes {
        lines.push(Line::styled(
            format!("· {}", loc.diagnostic(note, variant)),
            palette.dim(),
        ));
    }
    lines
}
