//! Properties of the FEN codec over random positions and random text: writing
//! then reading gives the position back, reading is stable, no text makes the
//! reader panic, and every diagnostic points inside the text.
// Helpers outside #[test] functions unwrap too: a failed unwrap is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::core::fen::read::CODES;
use fen_tui::core::fen::{FenFailure, FenRead, ReadOptions, read_fen, write_fen};
use fen_tui::core::{Color, Diagnostic, Position, Variant};
use proptest::prelude::*;

use crate::support::positions;
use positions::any_position;

fn all_diagnostics(result: &Result<FenRead, FenFailure>) -> Vec<&Diagnostic> {
    match result {
        Ok(read) => read.warnings.iter().collect(),
        Err(f) => f.errors.iter().chain(&f.warnings).collect(),
    }
}

/// Every diagnostic has a listed code and a column inside the text (or just past it).
fn check_diagnostics(
    text: &str,
    result: &Result<FenRead, FenFailure>,
) -> Result<(), TestCaseError> {
    let chars = text.chars().count();
    if let Err(f) = result {
        prop_assert!(!f.errors.is_empty());
    }
    for d in all_diagnostics(result) {
        prop_assert!(CODES.contains(&d.code), "unlisted code {}", d.code);
        let column = d.column.unwrap_or(0);
        prop_assert!(
            (1..=chars + 1).contains(&column),
            "{} at {:?} in {} chars",
            d.code,
            d.column,
            chars
        );
    }
    Ok(())
}

/// A written FEN with a few characters deleted or replaced by FEN characters:
/// often still readable, in ways the writer would not write.
fn mutated_fen() -> impl Strategy<Value = String> {
    const ALPHABET: &[char] = &[
        'r', 'n', 'b', 'q', 'k', 'p', 'a', 'c', 'h', 'e', 'R', 'N', 'B', 'Q', 'K', 'P', 'A', 'C',
        'H', 'E', '1', '2', '3', '4', '8', '9', '0', '/', ' ', '\t', '-', 'w', 'F',
    ];
    let edits = proptest::collection::vec(
        (
            any::<prop::sample::Index>(),
            proptest::option::of(0..ALPHABET.len()),
        ),
        1..4,
    );
    (any_position(), edits).prop_map(|(pos, edits)| {
        let mut chars: Vec<char> = write_fen(&pos).chars().collect();
        for (at, replacement) in edits {
            let i = at.index(chars.len());
            match replacement {
                Some(r) => chars[i] = ALPHABET[r],
                None => {
                    chars.remove(i);
                }
            }
        }
        chars.into_iter().collect()
    })
}

/// Text that looks like a FEN (mostly unreadable; it reaches odd corners).
fn fen_like_text() -> impl Strategy<Value = String> {
    let piece = "[rnbqkpacheRNBQKPACHE1-9/]{0,12}";
    let rank = proptest::string::string_regex(piece).unwrap();
    let ranks = proptest::collection::vec(rank, 0..12).prop_map(|r| r.join("/"));
    let field = proptest::string::string_regex("[wbrWBKQkqA-Ha-h0-9-]{0,6}").unwrap();
    let gap = proptest::string::string_regex("[ \t]{0,2}").unwrap();
    let rest = proptest::collection::vec((gap, field), 0..8);
    (ranks, rest).prop_map(|(ranks, rest)| {
        let mut text = ranks;
        for (gap, field) in rest {
            text.push_str(&gap);
            text.push_str(&field);
        }
        text
    })
}

/// A valid FEN turned into what people paste: every change is a lenient repair.
fn sloppy_fen() -> impl Strategy<Value = (Position, String)> {
    let sloppiness = (any::<bool>(), any::<bool>(), any::<bool>(), 0usize..5);
    (any_position(), sloppiness).prop_map(|(mut pos, (spaces, split, letters, drop))| {
        pos.fullmove_number = pos.fullmove_number.max(1);
        let fen = write_fen(&pos);
        let mut fields: Vec<String> = fen.split(' ').map(str::to_string).collect();
        if split {
            // "8" → "44", "7" → "43"...: adjacent digits.
            fields[0] = fields[0]
                .chars()
                .map(|c| match c.to_digit(10) {
                    Some(n) if n >= 2 => format!("{}{}", n / 2, n - n / 2),
                    _ => c.to_string(),
                })
                .collect();
        }
        if letters && pos.variant == Variant::Xiangqi {
            fields[0] = fields[0].replace('n', "h").replace('B', "E");
            if fields[1] == "w" {
                fields[1] = "r".to_string();
            }
        }
        if letters && pos.variant == Variant::Chess && fields[2].len() > 1 {
            fields[2] = fields[2].chars().rev().collect();
        }
        // Dropped trailing fields read as their defaults.
        let kept = fields.len() - drop;
        if drop >= 1 {
            pos.fullmove_number = 1;
        }
        if drop >= 2 {
            pos.halfmove_clock = 0;
        }
        if drop >= 3 {
            pos.en_passant = None;
        }
        if drop >= 4 {
            pos.castling = Default::default();
        }
        if drop >= 5 {
            pos.side_to_move = Color::White;
        }
        let sep = if spaces { " \t " } else { " " };
        let text = fields[..kept].join(sep);
        (pos, if spaces { format!("  {text}\n") } else { text })
    })
}

/// The position read with the mode `written` had: the reader may infer
/// Chess960 (with a note) only where `written` was standard chess.
fn without_mode_note(read: &FenRead, written: &Position) -> Result<Position, TestCaseError> {
    let inferred = read.warnings.iter().any(|w| w.code == "chess960-inferred");
    prop_assert_eq!(read.position.chess960, written.chess960 || inferred);
    prop_assert!(!(inferred && written.chess960));
    let mut position = read.position;
    position.chess960 = written.chess960;
    Ok(position)
}

proptest! {
    #[test]
    fn written_positions_read_back_strictly(pos in any_position()) {
        let fen = write_fen(&pos);
        let read = read_fen(&fen, ReadOptions::strict().with_chess960(pos.chess960));
        prop_assert!(read.is_ok(), "{fen}: {:?}", read.err());
        let read = read.unwrap();
        prop_assert!(read.warnings.iter().all(|w| w.code == "chess960-inferred"), "{fen}: {:?}", read.warnings);
        prop_assert_eq!(without_mode_note(&read, &pos)?, pos);
    }

    #[test]
    fn written_chess960_positions_read_back_in_chess960_mode(mut pos in any_position()) {
        pos.chess960 = pos.variant == Variant::Chess;
        let fen = write_fen(&pos);
        let read = read_fen(&fen, ReadOptions::strict().with_chess960(true)).unwrap();
        prop_assert!(read.warnings.is_empty(), "{fen}: {:?}", read.warnings);
        prop_assert_eq!(read.position, pos);
    }

    #[test]
    fn sloppy_fens_read_leniently_to_the_same_position((pos, text) in sloppy_fen()) {
        let read = read_fen(&text, ReadOptions::lenient().with_chess960(pos.chess960));
        prop_assert!(read.is_ok(), "{text:?}: {:?}", read.err());
        let mut read = read.unwrap();
        check_diagnostics(&text, &Ok(read.clone()))?;
        prop_assert_eq!(without_mode_note(&read, &pos)?, pos);
        read.warnings.retain(|w| w.code != "chess960-inferred");
        // Only dropping fields xiangqi may drop goes without a warning.
        let canonical = write_fen(&pos);
        if text == canonical {
            prop_assert!(read.warnings.is_empty());
        }
        if read.warnings.is_empty() {
            prop_assert!(canonical.starts_with(&text), "{text:?} read silently");
        }
    }

    #[test]
    fn any_text_is_read_without_panic(text in "\\PC{0,120}", strict in any::<bool>()) {
        let options = if strict { ReadOptions::strict() } else { ReadOptions::lenient() };
        let result = read_fen(&text, options);
        check_diagnostics(&text, &result)?;
    }

    #[test]
    fn any_bytes_are_read_without_panic(bytes in proptest::collection::vec(any::<u8>(), 0..200)) {
        let text = String::from_utf8_lossy(&bytes);
        for options in [ReadOptions::strict(), ReadOptions::lenient()] {
            check_diagnostics(&text, &read_fen(&text, options))?;
        }
    }

    #[test]
    fn read_write_read_is_stable(
        text in prop_oneof![mutated_fen(), fen_like_text(), sloppy_fen().prop_map(|(_, text)| text)],
    ) {
        let first = read_fen(&text, ReadOptions::lenient());
        check_diagnostics(&text, &first)?;
        if let Ok(first) = first {
            let fen = write_fen(&first.position);
            // X-FEN's K and Q say Chess960 only with the mode given.
            let options = ReadOptions::strict().with_chess960(first.position.chess960);
            let second = read_fen(&fen, options);
            prop_assert!(second.is_ok(), "{text:?} → {fen}: {:?}", second.err());
            let second = second.unwrap();
            prop_assert!(second.warnings.is_empty());
            prop_assert_eq!(second.position, first.position);
            prop_assert_eq!(write_fen(&second.position), fen);
        }
    }

    #[test]
    fn garbage_in_a_valid_fen_is_located(
        pos in any_position(),
        at in any::<prop::sample::Index>(),
        garbage in "[xzXZ!@#%&*();:.,?ЖЩ中♔\\x00]{1,4}",
    ) {
        let fen = write_fen(&pos);
        let cut = fen.char_indices().map(|(i, _)| i).chain([fen.len()]).nth(at.index(fen.len() + 1)).unwrap();
        let text = format!("{}{garbage}{}", &fen[..cut], &fen[cut..]);
        let strict = read_fen(&text, ReadOptions::strict());
        prop_assert!(strict.is_err(), "{text}");
        check_diagnostics(&text, &strict)?;
        let lenient = read_fen(&text, ReadOptions::lenient());
        check_diagnostics(&text, &lenient)?;
        // Some error points into the field that holds the garbage (the FEN is
        // ASCII, so its byte offsets are columns).
        let field_start = fen[..cut].rfind(' ').map_or(1, |space| space + 2);
        let garbage_end = cut + garbage.chars().count();
        let errors = strict.unwrap_err().errors;
        prop_assert!(
            errors.iter().any(|e| (field_start..=garbage_end).contains(&e.column.unwrap())),
            "{text:?}: {errors:?}"
        );
    }
}
