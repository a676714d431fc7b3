//! EPD, the FEN cousin test suites use: the first four FEN fields, then
//! operations `opcode operand...;` (`bm Bb5; id "Ruy Lopez";`). `hmvc` and
//! `fmvn` give the clocks; every other operation is kept as written, so a
//! line written back after an edit keeps them byte for byte.

use super::input::InputReading;
use super::{FenFailure, ReadOptions, read_fen, write_fen};
use crate::{Diagnostic, Position};

/// Codes of EPD reading (messages in `epd.ftl`).
pub const CODES: &[&str] = &["epd-bad-opcode", "epd-missing-semicolon", "epd-bad-clock"];

/// One operation: its opcode and its operands as written (quotes kept).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operation {
    /// The opcode, such as `bm`, `id` or `hmvc`.
    pub opcode: String,
    /// Everything after the opcode up to the `;`, as written.
    pub operands: String,
}

impl Operation {
    /// The operand of a single-string operation (`id "Ruy Lopez"`), unquoted.
    pub fn text(&self) -> &str {
        let operands = self.operands.as_str();
        operands
            .strip_prefix('"')
            .and_then(|rest| rest.strip_suffix('"'))
            .unwrap_or(operands)
    }
}

/// An EPD line read: the position (clocks from `hmvc`/`fmvn`, else `0 1`)
/// and the operations in order, `hmvc`/`fmvn` included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EpdRead {
    /// The position of the first four fields.
    pub position: Position,
    /// The operations, in the order written.
    pub operations: Vec<Operation>,
    /// Repairs and odd values met while reading.
    pub warnings: Vec<Diagnostic>,
}

/// Read `text` as EPD; `None` when it is not EPD (no operations after four
/// fields), so a FEN reader can take it.
pub fn read_epd(text: &str, options: ReadOptions) -> Option<Result<EpdRead, FenFailure>> {
    if !text.contains(';') {
        return None;
    }
    let fields = field_starts(text);
    let &ops_start = fields.get(4)?;
    let first = text[ops_start..].chars().next()?;
    // A placement first (not `position fen ...`, not a quote), and no move
    // list among the fields (`FEN w moves a b;` is the xiangqi seed's form).
    let word = |at: usize| text[at..].split_whitespace().next().unwrap_or_default();
    if !first.is_ascii_alphabetic()
        || !word(0).contains('/')
        || !word(0).starts_with(|c: char| c.is_ascii_alphanumeric())
        || fields.iter().any(|&at| word(at) == "moves")
    {
        return None;
    }
    Some(read_operations(text, ops_start).and_then(|operations| {
        let halfmove = clock(text, &operations, "hmvc", 0)?;
        let fullmove = clock(text, &operations, "fmvn", 1)?;
        let four = text[..ops_start].trim_end();
        let fen = format!("{four} {halfmove} {fullmove}");
        let read = read_fen(&fen, options)?;
        Ok(EpdRead {
            position: read.position,
            operations,
            warnings: read.warnings,
        })
    }))
}

/// An EPD line as the one reader's result (for `check`, pastes, arguments).
pub fn reading(text: &str, options: ReadOptions) -> Option<InputReading> {
    Some(match read_epd(text, options)? {
        Ok(read) => InputReading {
            start: Some(read.position),
            position: Some(read.position),
            warnings: read.warnings,
            ..InputReading::default()
        },
        Err(failure) => InputReading {
            errors: failure.errors,
            warnings: failure.warnings,
            ..InputReading::default()
        },
    })
}

/// The EPD of `position` with `operations` as they were, except `hmvc` and
/// `fmvn`, which say the position's clocks (and are added when the clocks
/// are not `0 1`).
pub fn write_epd(position: &Position, operations: &[Operation]) -> String {
    let fen = write_fen(position);
    let four: Vec<&str> = fen.split(' ').take(4).collect();
    let mut text = four.join(" ");
    let clocks = [
        ("hmvc", position.halfmove_clock, 0),
        ("fmvn", position.fullmove_number, 1),
    ];
    let has = |code: &str| operations.iter().any(|op| op.opcode == code);
    for op in operations {
        let value = clocks.iter().find(|(code, ..)| *code == op.opcode);
        let operands = match value {
            Some((_, value, _)) => value.to_string(),
            None => op.operands.clone(),
        };
        push_operation(&mut text, &op.opcode, &operands);
    }
    for (code, value, default) in clocks {
        if !has(code) && value != default {
            push_operation(&mut text, code, &value.to_string());
        }
    }
    text
}

fn push_operation(text: &mut String, opcode: &str, operands: &str) {
    text.push(' ');
    text.push_str(opcode);
    if !operands.is_empty() {
        text.push(' ');
        text.push_str(operands);
    }
    text.push(';');
}

/// Byte offsets where whitespace-separated fields start.
fn field_starts(text: &str) -> Vec<usize> {
    let mut starts = Vec::with_capacity(6);
    let mut in_field = false;
    for (at, c) in text.char_indices() {
        if c.is_whitespace() {
            in_field = false;
        } else if !in_field {
            in_field = true;
            starts.push(at);
            if starts.len() == 5 {
                break;
            }
        }
    }
    starts
}

fn read_operations(text: &str, mut at: usize) -> Result<Vec<Operation>, FenFailure> {
    let mut operations = Vec::new();
    loop {
        at += text[at..].len() - text[at..].trim_start().len();
        if at >= text.len() {
            return Ok(operations);
        }
        let rest = &text[at..];
        let opcode_len = rest
            .find(|c: char| c.is_whitespace() || c == ';')
            .unwrap_or(rest.len());
        let opcode = &rest[..opcode_len];
        let well_formed = opcode.starts_with(|c: char| c.is_ascii_alphabetic())
            && opcode
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !well_formed {
            return Err(failure(
                Diagnostic::error("epd-bad-opcode")
                    .arg("opcode", opcode.to_string())
                    .at(column(text, at)),
            ));
        }
        let operands_at = at + opcode_len;
        let Some(semicolon) = end_of_operation(&text[operands_at..]) else {
            return Err(failure(
                Diagnostic::error("epd-missing-semicolon")
                    .arg("opcode", opcode.to_string())
                    // Just past the last character written: the `;` goes there.
                    .at(column(text, text.trim_end().len())),
            ));
        };
        operations.push(Operation {
            opcode: opcode.to_string(),
            operands: text[operands_at..operands_at + semicolon]
                .trim()
                .to_string(),
        });
        at = operands_at + semicolon + 1;
    }
}

/// The offset of the `;` ending an operation, passing over quoted strings.
fn end_of_operation(text: &str) -> Option<usize> {
    let mut quoted = false;
    let mut escaped = false;
    for (at, c) in text.char_indices() {
        match c {
            _ if escaped => escaped = false,
            '\\' if quoted => escaped = true,
            '"' => quoted = !quoted,
            ';' if !quoted => return Some(at),
            _ => {}
        }
    }
    None
}

/// The value of clock operation `code`, or `default` when it is absent.
fn clock(
    text: &str,
    operations: &[Operation],
    code: &str,
    default: u32,
) -> Result<u32, FenFailure> {
    let Some(op) = operations.iter().find(|op| op.opcode == code) else {
        return Ok(default);
    };
    match op.operands.parse::<u32>() {
        Ok(value) if code != "fmvn" || value > 0 => Ok(value),
        _ => {
            let at = text
                .find(&format!("{code} "))
                .map_or(0, |at| at + code.len() + 1);
            Err(failure(
                Diagnostic::error("epd-bad-clock")
                    .arg("opcode", code.to_string())
                    .arg("value", op.operands.clone())
                    .at(column(text, at)),
            ))
        }
    }
}

fn failure(error: Diagnostic) -> FenFailure {
    FenFailure {
        errors: vec![error],
        warnings: Vec::new(),
    }
}

/// 1-based column (in characters) of byte `at`.
fn column(text: &str, at: usize) -> usize {
    text.get(..at).map_or(0, |before| before.chars().count()) + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    const RUY: &str =
        "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - bm a6; id \"Ruy; Lopez\";";

    fn read(text: &str) -> EpdRead {
        read_epd(text, ReadOptions::lenient()).unwrap().unwrap()
    }

    #[test]
    fn operations_are_kept_and_the_clocks_default() {
        let epd = read(RUY);
        assert_eq!(
            write_fen(&epd.position),
            "r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 1"
        );
        let ops: Vec<(&str, &str)> = epd
            .operations
            .iter()
            .map(|op| (op.opcode.as_str(), op.text()))
            .collect();
        assert_eq!(ops, [("bm", "a6"), ("id", "Ruy; Lopez")]);
    }

    #[test]
    fn hmvc_and_fmvn_give_the_clocks() {
        let epd = read("8/8/8/8/8/8/8/K6k w - - hmvc 12; fmvn 40; c0 \"drawn\";");
        assert_eq!(write_fen(&epd.position), "8/8/8/8/8/8/8/K6k w - - 12 40");
    }

    #[test]
    fn written_back_every_other_operation_is_unchanged() {
        let epd = read(RUY);
        assert_eq!(write_epd(&epd.position, &epd.operations), RUY);
        let mut moved = epd.position;
        moved.fullmove_number = 3;
        let text = "8/8/8/8/8/8/8/K6k w - - hmvc 12; id \"x\";";
        let clocked = read(text);
        let mut edited = clocked.position;
        edited.halfmove_clock = 13;
        assert_eq!(
            write_epd(&edited, &clocked.operations),
            "8/8/8/8/8/8/8/K6k w - - hmvc 13; id \"x\";"
        );
        assert!(write_epd(&moved, &epd.operations).ends_with("fmvn 3;"));
    }

    #[test]
    fn a_fen_is_not_epd() {
        let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
        assert!(read_epd(fen, ReadOptions::lenient()).is_none());
        assert!(read_epd(&format!("{fen} moves a1a2"), ReadOptions::lenient()).is_none());
        // Found by tests/it/robustness.rs: a `;` after a command's moves.
        let command = format!("position fen {fen} moves ;");
        assert!(read_epd(&command, ReadOptions::lenient()).is_none());
        let seed = "5a3/3ka4/5n3/9/9/9/9/9/9/4K1R2 w moves g0f0 d8d9;";
        assert!(read_epd(seed, ReadOptions::lenient()).is_none());
        assert!(read_epd(&format!("`{fen}` bm a6;"), ReadOptions::lenient()).is_none());
    }

    #[test]
    fn bad_operations_and_clocks_are_located() {
        let cases = [
            (
                "8/8/8/8/8/8/8/K6k w - - bm Ka2; 9x 1;",
                "epd-bad-opcode",
                33,
            ),
            (
                "8/8/8/8/8/8/8/K6k w - - bm Ka2; id \"x",
                "epd-missing-semicolon",
                38,
            ),
            ("8/8/8/8/8/8/8/K6k w - - hmvc x1;", "epd-bad-clock", 30),
            ("8/8/8/8/8/8/8/K6k w - - fmvn 0;", "epd-bad-clock", 30),
        ];
        for (text, code, col) in cases {
            let failure = read_epd(text, ReadOptions::lenient()).unwrap().unwrap_err();
            assert_eq!(failure.errors[0].code, code, "{text}");
            assert_eq!(failure.errors[0].column, Some(col), "{text}");
        }
    }

    #[test]
    fn errors_in_the_four_fields_keep_their_columns() {
        let failure = read_epd("8/8/8/8/8/8/8/K6k x - - id \"a\";", ReadOptions::lenient())
            .unwrap()
            .unwrap_err();
        assert_eq!(failure.errors[0].code, "invalid-side");
        assert_eq!(failure.errors[0].column, Some(19));
    }
}
