//! How a verdict is written: compiler-style text (`file:line:col: error[code]:
//! message`, so editors jump to it) or one JSON object per line for programs.

use super::verdict::{LineChecker, Verdict};
use crate::core::fen::write_fen_into_with;
use crate::core::rules::written_en_passant;
use crate::core::{Diagnostic, Severity, Variant};
use crate::safe_text::{json_string, shown};
use std::fmt::Write as _;

/// `OK <fen>` (`file:line: OK <fen>` when files were named, so each can be
/// placed), or one line per error and warning, in column order; with
/// `--errors-only`, nothing for a valid line.
pub(super) fn text(verdict: &Verdict<'_>, source: &str, checker: &LineChecker, out: &mut String) {
    let valid = verdict.is_valid();
    if valid && checker.errors_only {
        return;
    }
    if !valid || !verdict.warnings.is_empty() {
        let mut all: Vec<(&Diagnostic, &str)> = verdict
            .errors
            .iter()
            .map(|d| (d, "error"))
            .chain(verdict.warnings.iter().map(|d| match d.severity {
                Severity::Note => (d, "note"),
                _ => (d, "warning"),
            }))
            .collect();
        // Every diagnostic has a column (a rule error points at its field).
        all.sort_by_key(|(d, _)| d.column.unwrap_or(usize::MAX));
        for (diagnostic, kind) in all {
            // Writing into a String cannot fail.
            // The file name and the message (which may quote the line) shown safely.
            let _ = writeln!(
                out,
                "{}:{}:{}: {kind}[{}]: {}",
                shown(source),
                verdict.line.number,
                diagnostic.column.unwrap_or(1),
                diagnostic.code,
                shown(&checker.message(diagnostic, verdict.variant))
            );
        }
    }
    if let (true, Some(position)) = (valid, &verdict.position) {
        if checker.names_files() {
            let _ = write!(out, "{}:{}: ", shown(source), verdict.line.number);
        }
        out.push_str("OK ");
        write_fen_into_with(
            &written_en_passant(position, checker.en_passant),
            checker.notation,
            out,
        );
        out.push('\n');
    }
}

/// `{"line","input","variant","valid","fen","errors","warnings"}` on one
/// line, with `"file"` first when files were named on the command line.
pub(super) fn json(verdict: &Verdict<'_>, source: &str, checker: &LineChecker, out: &mut String) {
    if checker.errors_only && verdict.is_valid() {
        return;
    }
    out.push('{');
    if checker.names_files() {
        out.push_str("\"file\":");
        json_string(source, out);
        out.push(',');
    }
    let _ = write!(out, "\"line\":{},\"input\":", verdict.line.number);
    // The line as text: non-UTF-8 bytes become U+FFFD.
    json_string(&String::from_utf8_lossy(verdict.line.bytes), out);
    out.push_str(",\"variant\":");
    match verdict.variant {
        Some(variant) => json_string(variant.name(), out),
        None => out.push_str("null"),
    }
    out.push_str(if verdict.is_valid() {
        ",\"valid\":true,\"fen\":"
    } else {
        ",\"valid\":false,\"fen\":"
    });
    match &verdict.position {
        Some(position) => {
            // A FEN has no character JSON must escape.
            out.push('"');
            write_fen_into_with(
                &written_en_passant(position, checker.en_passant),
                checker.notation,
                out,
            );
            out.push('"');
        }
        None => out.push_str("null"),
    }
    out.push_str(",\"errors\":");
    json_diagnostics(&verdict.errors, verdict.variant, checker, out);
    out.push_str(",\"warnings\":");
    json_diagnostics(&verdict.warnings, verdict.variant, checker, out);
    out.push_str("}\n");
}

fn json_diagnostics(
    diagnostics: &[Diagnostic],
    variant: Option<Variant>,
    checker: &LineChecker,
    out: &mut String,
) {
    out.push('[');
    for (i, diagnostic) in diagnostics.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str("{\"code\":");
        json_string(diagnostic.code, out);
        out.push_str(",\"message\":");
        json_string(&checker.message(diagnostic, variant), out);
        match diagnostic.column {
            Some(column) => {
                let _ = write!(out, ",\"column\":{column}");
            }
            None => out.push_str(",\"column\":null"),
        }
        out.push_str(",\"squares\":[");
        let names_variant = variant.unwrap_or_default();
        for (j, square) in diagnostic.squares.iter().enumerate() {
            if j > 0 {
                out.push(',');
            }
            json_string(&square.name(names_variant), out);
        }
        out.push_str("]}");
    }
    out.push(']');
}
