//! How a verdict is written: compiler-style text (`file:line:col: error[code]:
//! message`, so editors jump to it) or one JSON object per line for programs.

use super::verdict::{LineChecker, Verdict};
use crate::core::fen::write_fen_into_with;
use crate::core::rules::written_en_passant;
use crate::core::{Diagnostic, Severity, Variant};
use crate::safe_text::{json_line, shown};
use serde::Serialize;
use std::borrow::Cow;
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
    let diagnostics = |list: &[Diagnostic]| -> Vec<JsonDiagnostic> {
        let names_variant = verdict.variant.unwrap_or_default();
        list.iter()
            .map(|diagnostic| JsonDiagnostic {
                code: diagnostic.code,
                message: checker.message(diagnostic, verdict.variant),
                column: diagnostic.column,
                squares: diagnostic
                    .squares
                    .iter()
                    .map(|square| square.name(names_variant))
                    .collect(),
            })
            .collect()
    };
    let object = JsonVerdict {
        file: checker.names_files().then_some(source),
        line: verdict.line.number,
        // The line as text: non-UTF-8 bytes become U+FFFD.
        input: String::from_utf8_lossy(verdict.line.bytes),
        variant: verdict.variant.map(Variant::name),
        valid: verdict.is_valid(),
        fen: verdict.position.as_ref().map(|position| {
            let mut fen = String::with_capacity(96);
            write_fen_into_with(
                &written_en_passant(position, checker.en_passant),
                checker.notation,
                &mut fen,
            );
            fen
        }),
        errors: diagnostics(&verdict.errors),
        warnings: diagnostics(&verdict.warnings),
    };
    json_line(&object, out);
    out.push('\n');
}

/// One verdict as JSON, fields in the order written.
#[derive(Serialize)]
struct JsonVerdict<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    file: Option<&'a str>,
    line: usize,
    input: Cow<'a, str>,
    variant: Option<&'static str>,
    valid: bool,
    fen: Option<String>,
    errors: Vec<JsonDiagnostic>,
    warnings: Vec<JsonDiagnostic>,
}

/// One error or warning of a verdict as JSON.
#[derive(Serialize)]
struct JsonDiagnostic {
    code: &'static str,
    message: String,
    column: Option<usize>,
    squares: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::super::verdict::{Line, LineChecker, Verdict};
    use crate::cli::common::shared_args::OutputFormat;
    use crate::core::fen::write_fen_into_with;
    use crate::core::fen::{ReadOptions, read_fen};
    use crate::core::rules::{self, written_en_passant};
    use crate::core::{Diagnostic, Variant};
    use crate::i18n::Lang;
    use crate::safe_text::json_string;
    use std::fmt::Write as _;

    // The writer this file had before serde wrote the verdict, kept as the
    // oracle the serde output must equal byte for byte.
    /// `{"line","input","variant","valid","fen","errors","warnings"}` on one
    /// line, with `"file"` first when files were named on the command line.
    fn hand_written(verdict: &Verdict<'_>, source: &str, checker: &LineChecker, out: &mut String) {
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
        hand_written_diagnostics(&verdict.errors, verdict.variant, checker, out);
        out.push_str(",\"warnings\":");
        hand_written_diagnostics(&verdict.warnings, verdict.variant, checker, out);
        out.push_str("}\n");
    }

    fn hand_written_diagnostics(
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

    fn both(bytes: &[u8], source: &str, names_files: bool, chess: bool) -> (String, String) {
        let checker = LineChecker::new(ReadOptions::lenient(), OutputFormat::Json, Lang::En)
            .naming_files(names_files);
        let text = String::from_utf8_lossy(bytes);
        let read = read_fen(&text, ReadOptions::lenient());
        let (position, mut errors, warnings) = match read {
            Ok(read) => (Some(read.position), Vec::new(), read.warnings),
            Err(failure) => (None, failure.errors, failure.warnings),
        };
        if let Some(position) = &position {
            errors = rules::problems(position);
        }
        let verdict = Verdict {
            line: Line {
                number: 7,
                bytes,
                length: bytes.len(),
            },
            variant: position
                .map(|p| p.variant)
                .or(chess.then_some(Variant::Chess)),
            position,
            errors,
            warnings,
        };
        let mut serde = String::new();
        super::json(&verdict, source, &checker, &mut serde);
        let mut hand = String::new();
        hand_written(&verdict, source, &checker, &mut hand);
        (serde, hand)
    }

    #[test]
    fn the_json_verdict_through_serde_is_byte_for_byte_the_hand_written_one() {
        let hostile_name = "a\"b\u{202e}\u{8}\u{c}\u{1b}]52;\u{7f}\u{9b}\u{200b}\\象\u{e0041}.fen";
        let lines: [&[u8]; 6] = [
            b"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
            b"4k3/8/8/8/8/8/8/K3K3 w - - 0 1",
            b"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            b"4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
            "\u{8}\u{c}\u{1b}]52;\u{7f}\u{9b}\u{200b}\t\\\"象\u{e0041}x\r".as_bytes(),
            b"8/8/8/8/8/8/8/8  w  - - 0 1 \xff",
        ];
        for bytes in lines {
            for (names_files, chess) in [(true, false), (false, true), (false, false)] {
                let (serde, hand) = both(bytes, hostile_name, names_files, chess);
                assert_eq!(serde, hand, "{}", String::from_utf8_lossy(bytes));
            }
        }
        // And the shape itself, as documented.
        let (serde, _) = both(lines[0], "x.fen", true, false);
        assert_eq!(
            serde,
            "{\"file\":\"x.fen\",\"line\":7,\
             \"input\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\",\
             \"variant\":\"chess\",\"valid\":true,\
             \"fen\":\"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\",\
             \"errors\":[],\"warnings\":[]}\n"
        );
        let (serde, _) = both(lines[4], hostile_name, true, false);
        assert!(
            serde.starts_with(
                "{\"file\":\"a\\\"b\\u202e\\u0008\\u000c\\u001b]52;\\u007f\\u009b\\u200b\\\\象\\udb40\\udc41.fen\",\
                 \"line\":7,\"input\":\"\\u0008\\u000c\\u001b]52;\\u007f\\u009b\\u200b\\t\\\\\\\"象\\udb40\\udc41x\\r\",\
                 \"variant\":null,\"valid\":false,\"fen\":null,\"errors\":[{\"code\":"
            ),
            "{serde}"
        );
    }
}
