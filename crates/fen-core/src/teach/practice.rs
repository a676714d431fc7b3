//! Practice: "write the FEN" (the user types the FEN of a shown position and
//! learns where the first wrong character is and what belongs there) and
//! "build the position" (which squares differ from the target).

use super::{Part, Step, walk_through};
use crate::{Position, Square};

/// What the user typed, compared with the position's canonical FEN.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenAttempt {
    /// The text is the canonical FEN.
    Correct,
    /// The first character that differs, and the walk-through step that
    /// explains what belongs there.
    Wrong(FenMistake),
}

#[derive(Clone, Debug, PartialEq, Eq)]
/// Where a typed FEN first goes wrong, and why.
pub struct FenMistake {
    /// `practice-wrong-char`, `practice-missing-space` (a space belongs
    /// here), `practice-extra-space` (a space typed where the FEN goes on),
    /// `practice-too-short` or `practice-too-long`.
    pub code: &'static str,
    /// 1-based column (in characters) of the first wrong character in the text typed.
    pub column: usize,
    /// The character typed there (`None` when the text stopped too early).
    pub typed: Option<char>,
    /// What the FEN has there: the whole stretch or field that starts or
    /// contains that character (`None` when the text goes on past the end).
    pub expected: Option<String>,
    /// The walk-through step of that stretch or field, to explain it.
    pub step: Option<Step>,
    /// The one character the FEN has at `column` (`None` past its end).
    pub wanted: Option<char>,
}

/// Compare a typed FEN with `target`'s canonical FEN. Surrounding whitespace is
/// forgiven; anything else must match character for character.
pub fn check_written_fen(target: &Position, typed: &str) -> FenAttempt {
    let walk = walk_through(target);
    let typed = typed.trim();
    let expected = walk.fen.as_str();
    let same = expected
        .bytes()
        .zip(typed.bytes())
        .take_while(|(a, b)| a == b)
        .count();
    if same == expected.len() && same == typed.len() {
        return FenAttempt::Correct;
    }
    // The shared prefix is ASCII, so its length in bytes is its length in characters.
    let column = same + 1;
    let typed_char = typed.get(same..).and_then(|rest| rest.chars().next());
    // A space belongs to the field after it.
    let step = walk
        .steps
        .iter()
        .find(|s| s.fen_span.contains(&same) || s.fen_span.start == same + 1)
        .cloned();
    let expected_char = expected.as_bytes().get(same).copied();
    let code = match (typed_char, expected_char) {
        (Some(c), Some(b' ')) if c != ' ' => "practice-missing-space",
        (Some(' '), Some(_)) => "practice-extra-space",
        // Inside the castling field: the letter wanted and the order they go in.
        (Some(_), Some(_)) if step.as_ref().is_some_and(|s| s.part == Part::Castling) => {
            "practice-wrong-castling"
        }
        (Some(_), Some(_)) => "practice-wrong-char",
        (None, _) => "practice-too-short",
        (Some(_), None) => "practice-too-long",
    };
    // A space typed inside a stretch: what goes on there, not the whole stretch.
    let written = match (code, &step) {
        ("practice-extra-space", Some(s)) if s.fen_span.start < same => {
            expected.get(same..s.fen_span.end).map(str::to_string)
        }
        _ => step.as_ref().map(|s| s.written.clone()),
    };
    FenAttempt::Wrong(FenMistake {
        code,
        column,
        typed: typed_char,
        expected: written,
        step,
        wanted: expected_char.map(char::from),
    })
}

/// The squares where `built` differs from `target`: empty when the board is right.
pub fn board_differences(target: &Position, built: &Position) -> Vec<Square> {
    Square::fen_order(target.variant)
        .filter(|&sq| target.get(sq) != built.get(sq))
        .collect()
}

/// The fields after the placement whose values differ, each by its walk-through
/// name: `side`, `castling`, `en-passant`, `halfmove`, `fullmove`.
pub fn field_differences(target: &Position, built: &Position) -> Vec<&'static str> {
    [
        ("side", target.side_to_move != built.side_to_move),
        ("castling", target.castling != built.castling),
        ("en-passant", target.en_passant != built.en_passant),
        ("halfmove", target.halfmove_clock != built.halfmove_clock),
        ("fullmove", target.fullmove_number != built.fullmove_number),
    ]
    .into_iter()
    .filter_map(|(name, differs)| differs.then_some(name))
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::{ReadOptions, read_fen};
    use crate::teach::Part;

    fn position(fen: &str) -> Position {
        read_fen(fen, ReadOptions::strict()).unwrap().position
    }

    const EXAMPLE: &str = "3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 0 1";

    #[test]
    fn the_right_fen_is_correct_even_with_surrounding_spaces() {
        let target = position(EXAMPLE);
        assert_eq!(
            check_written_fen(&target, &format!("  {EXAMPLE}\n")),
            FenAttempt::Correct
        );
    }

    #[test]
    fn a_missing_or_extra_space_is_named_as_a_space() {
        let target = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let wrong = |typed: &str| match check_written_fen(&target, typed) {
            FenAttempt::Wrong(m) => (m.code, m.column, m.typed, m.expected),
            FenAttempt::Correct => panic!("accepted {typed}"),
        };
        let missing = wrong("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -0 1");
        assert_eq!(
            missing,
            ("practice-missing-space", 53, Some('0'), Some("0".into()))
        );
        let placement = wrong("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRw KQkq - 0 1");
        assert_eq!(placement.0, "practice-missing-space");
        assert_eq!(placement.3.as_deref(), Some("w"));
        let extra = wrong("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0  1");
        assert_eq!(
            extra,
            ("practice-extra-space", 56, Some(' '), Some("1".into()))
        );
        // Inside a stretch: what goes on from there.
        let inside = wrong("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ kq - 0 1");
        assert_eq!(
            inside,
            ("practice-extra-space", 49, Some(' '), Some("kq".into()))
        );
    }

    #[test]
    fn the_first_wrong_character_is_pointed_at_with_its_stretch() {
        let target = position(EXAMPLE);
        // After "3k", one empty point is typed as "2": column 3 is wrong.
        let FenAttempt::Wrong(mistake) = check_written_fen(&target, "3k2a2/4a4") else {
            panic!("accepted a wrong FEN");
        };
        assert_eq!(mistake.code, "practice-wrong-char");
        assert_eq!((mistake.column, mistake.typed), (3, Some('2')));
        assert_eq!(mistake.expected.as_deref(), Some("1"));
        let step = mistake.step.unwrap();
        assert_eq!(step.part, Part::Stretch);
        assert_eq!(step.squares, [Square::new(4, 9)]);
    }

    #[test]
    fn a_wrong_field_points_at_the_field_and_a_short_fen_says_what_comes_next() {
        let target = position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
        let typed = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1";
        let FenAttempt::Wrong(mistake) = check_written_fen(&target, typed) else {
            panic!("accepted a wrong en passant field");
        };
        assert_eq!(mistake.expected.as_deref(), Some("e3"));
        assert_eq!(mistake.step.map(|s| s.part), Some(Part::EnPassant));
        assert_eq!(mistake.column, typed.find('-').unwrap() + 1);

        let FenAttempt::Wrong(short) = check_written_fen(&target, &typed[..45]) else {
            panic!("accepted half a FEN");
        };
        assert_eq!(short.code, "practice-too-short");
        assert_eq!(short.expected.as_deref(), Some("b"));
    }

    #[test]
    fn extra_text_after_a_right_fen_is_too_long() {
        let target = position(EXAMPLE);
        let FenAttempt::Wrong(mistake) = check_written_fen(&target, &format!("{EXAMPLE} 5")) else {
            panic!("accepted extra text");
        };
        assert_eq!(mistake.code, "practice-too-long");
        assert_eq!(mistake.column, EXAMPLE.len() + 1);
        assert_eq!(mistake.expected, None);
    }

    #[test]
    fn board_differences_name_the_squares_to_fix() {
        let target = position(EXAMPLE);
        let built = position("3k1a3/4a4/9/5n3/9/9/9/9/9/4KR3 w - - 0 1");
        assert_eq!(
            board_differences(&target, &built),
            [Square::new(5, 7), Square::new(5, 6)]
        );
        assert!(board_differences(&target, &target).is_empty());
    }

    #[test]
    fn field_differences_name_every_field_that_differs() {
        let target = position("4k3/8/8/3pP3/8/8/8/4K2R w K d6 0 12");
        let built = position("4k3/8/8/3pP3/8/8/8/4K2R b - - 3 12");
        assert_eq!(
            field_differences(&target, &built),
            ["side", "castling", "en-passant", "halfmove"]
        );
        assert!(field_differences(&target, &target).is_empty());
    }

    /// «вы набрали q, а здесь пишется KQkq» named the whole field: the words
    /// now name the letter wanted there and the order (issue 38).
    #[test]
    fn a_wrong_castling_letter_names_the_letter_wanted() {
        let target = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        let FenAttempt::Wrong(mistake) = check_written_fen(
            &target,
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w Kq - 0 1",
        ) else {
            panic!("accepted");
        };
        assert_eq!(mistake.code, "practice-wrong-castling");
        assert_eq!(
            (mistake.column, mistake.typed, mistake.wanted),
            (48, Some('q'), Some('Q'))
        );
        assert_eq!(mistake.expected.as_deref(), Some("KQkq"));
    }
}
