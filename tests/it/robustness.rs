//! Robustness over random input, in every `cargo test` (the fuzzers in `fuzz/`
//! dig deeper but need a special build): random games in both variants stay
//! legal and round-trip through FEN, damaged FENs and links never make a
//! reader panic or point outside the text, and huge input is refused at once.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::data;
use crate::support::fuzz_checks as checks;

use fen_tui::core::fen::{ReadOptions, read_fen, read_input, read_paste, write_fen};
use fen_tui::core::rules;
use fen_tui::core::{Arg, Diagnostic, Variant};
use proptest::prelude::*;
use std::time::{Duration, Instant};

/// The limit: inputs over 64 KiB are refused.
const LIMIT: usize = 64 * 1024;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Each step plays the legal move its byte picks; the walk checks every
    /// position it reaches (no problems, FEN round trip, moves read back).
    #[test]
    fn random_games_stay_legal_and_round_trip(
        start in 0..checks::STARTS.len(),
        steps in proptest::collection::vec(any::<u8>(), 0..200),
    ) {
        let mut data = vec![start as u8];
        data.extend(steps);
        checks::check_move_walk(&data);
    }

    /// The same, spelled out from each variant's start position with the
    /// moves taken from the walk: the end position has no problems.
    #[test]
    fn random_games_from_the_start_positions(
        variant in prop_oneof![Just(Variant::Chess), Just(Variant::Xiangqi)],
        steps in proptest::collection::vec(any::<prop::sample::Index>(), 0..150),
    ) {
        let mut position = read_fen(variant.start_fen(), ReadOptions::strict()).unwrap().position;
        for step in steps {
            let legal = rules::legal_moves(&position);
            if legal.is_empty() {
                break;
            }
            position = rules::play(&position, *step.get(&legal));
        }
        prop_assert!(rules::problems(&position).is_empty(), "{}", write_fen(&position));
        let again = read_fen(&write_fen(&position), ReadOptions::strict()).unwrap();
        prop_assert_eq!(again.position, position);
    }

    /// FENs, links, UCI commands and move lists with random damage.
    #[test]
    fn damaged_inputs_never_panic_and_point_inside(text in damaged_input()) {
        checks::check_reader_text(&text);
    }

    /// Any text after ` moves ` plays only legal moves from a valid start.
    #[test]
    fn random_move_lists_play_only_legal_moves(
        data in proptest::collection::vec(any::<u8>(), 2..120),
    ) {
        checks::check_move_list(&data);
    }
}

/// Every form a position is shared in, before damage.
fn wrapped_forms(fen: &str) -> Vec<String> {
    let underscored = fen.replace(' ', "_");
    let encoded = fen.replace('/', "%2F").replace(' ', "+");
    vec![
        fen.to_string(),
        format!("`{fen}`"),
        format!("“{fen}”"),
        format!("position fen {fen} moves e2e4 e7e5"),
        format!("{fen} moves h2e2 h9g7"),
        format!("https://lichess.org/analysis/{underscored}"),
        format!("https://lichess.org/editor/standard/{underscored}?color=black#3"),
        format!("https://www.chess.com/analysis?fen={encoded}&flip=false"),
        format!("https://www.pychess.org/analysis/xiangqi?fen={underscored}"),
    ]
}

/// One edit: delete, replace or insert a character (any Unicode scalar,
/// controls and bidi marks included), or repeat a stretch of the text.
#[derive(Clone, Debug)]
enum Edit {
    Delete(prop::sample::Index),
    Replace(prop::sample::Index, char),
    Insert(prop::sample::Index, char),
    Repeat(prop::sample::Index, prop::sample::Index),
}

fn edit() -> impl Strategy<Value = Edit> {
    let char = prop_oneof![
        3 => proptest::char::range(' ', '~'),
        1 => prop_oneof![
            Just('\u{1b}'), Just('\u{202e}'), Just('\u{200b}'), Just('\t'), Just('\n'),
            Just('\r'), Just('%'), Just('_'), Just('?'), Just('＝'), Just('“'),
        ],
        1 => any::<char>(),
    ];
    prop_oneof![
        any::<prop::sample::Index>().prop_map(Edit::Delete),
        (any::<prop::sample::Index>(), char.clone()).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<prop::sample::Index>(), char).prop_map(|(i, c)| Edit::Insert(i, c)),
        (any::<prop::sample::Index>(), any::<prop::sample::Index>())
            .prop_map(|(a, b)| Edit::Repeat(a, b)),
    ]
}

fn damaged_input() -> impl Strategy<Value = String> {
    let forms: Vec<String> = checks::STARTS
        .iter()
        .flat_map(|fen| wrapped_forms(fen))
        .collect();
    let edits = proptest::collection::vec(edit(), 0..6);
    (proptest::sample::select(forms), edits).prop_map(|(text, edits)| {
        let mut chars: Vec<char> = text.chars().collect();
        for edit in edits {
            apply(&mut chars, edit);
        }
        chars.into_iter().collect()
    })
}

fn apply(chars: &mut Vec<char>, edit: Edit) {
    if chars.is_empty() {
        return;
    }
    match edit {
        Edit::Delete(i) => {
            chars.remove(i.index(chars.len()));
        }
        Edit::Replace(i, c) => {
            let i = i.index(chars.len());
            chars[i] = c;
        }
        Edit::Insert(i, c) => chars.insert(i.index(chars.len() + 1), c),
        Edit::Repeat(a, b) => {
            let (a, b) = (a.index(chars.len()), b.index(chars.len()));
            let stretch: Vec<char> = chars[a.min(b)..=a.max(b)].to_vec();
            chars.splice(a.max(b) + 1..a.max(b) + 1, stretch);
        }
    }
}

/// The one error every reader gives for `text`, which is over the limit.
fn assert_refused(text: &str) {
    let started = Instant::now();
    let fen = read_fen(text, ReadOptions::lenient()).unwrap_err();
    let input = read_input(text, ReadOptions::lenient());
    let paste = read_paste(text, ReadOptions::lenient());
    let took = started.elapsed();
    // Refusing looks at no more than the first 64 KiB: well under a
    // millisecond, so a second is a deadline a thousand times away (no race
    // with a loaded machine), while reading 10 MB character by character
    // through the whole reader, three times, would not meet it.
    assert!(took < Duration::from_secs(1), "refusing took {took:?}");
    for errors in [&fen.errors, &input.errors, &paste.errors] {
        let [error] = errors.as_slice() else {
            panic!("expected one error, got {errors:?}");
        };
        assert_too_long(error, text.len());
    }
    assert!(input.position.is_none() && paste.position.is_none());
}

fn assert_too_long(error: &Diagnostic, bytes: usize) {
    assert_eq!(error.code, "input-too-long");
    assert_eq!(error.arg_value("bytes"), Some(&Arg::Num(bytes as i64)));
    assert_eq!(error.arg_value("limit"), Some(&Arg::Num(LIMIT as i64)));
}

#[test]
fn a_ten_megabyte_line_is_one_error_at_once() {
    let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ";
    let line = fen.repeat(10 * 1024 * 1024 / fen.len() + 1);
    assert!(line.len() > 10 * 1024 * 1024);
    assert_refused(&line);
    // The column points at the first character past the limit.
    let fen_error = read_fen(&line, ReadOptions::strict()).unwrap_err();
    assert_eq!(fen_error.errors[0].column, Some(LIMIT + 1));
}

#[test]
fn a_megabyte_of_random_bytes_is_one_error_at_once() {
    // xorshift64*: reproducible noise without a random-number dependency.
    let mut state: u64 = 0x9E37_79B9_7F4A_7C15;
    let bytes: Vec<u8> = (0..1024 * 1024)
        .map(|_| {
            state ^= state >> 12;
            state ^= state << 25;
            state ^= state >> 27;
            (state.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 56) as u8
        })
        .collect();
    let text = String::from_utf8_lossy(&bytes);
    assert_refused(&text);
    let column = read_fen(&text, ReadOptions::strict()).unwrap_err().errors[0].column;
    let chars = text.chars().count();
    assert!(
        matches!(column, Some(c) if (1..=chars + 1).contains(&c)),
        "{column:?}"
    );
}

#[test]
fn the_limit_is_exactly_sixty_four_kibibytes() {
    let fen = "8/8/8/8/8/8/8/K6k w - - 0 1";
    // Trailing spaces are a lenient repair, so the text at the limit still reads.
    let at_limit = format!("{fen}{}", " ".repeat(LIMIT - fen.len()));
    assert_eq!(at_limit.len(), LIMIT);
    let read = read_input(&at_limit, ReadOptions::lenient());
    assert!(
        read.errors.iter().all(|e| e.code != "input-too-long"),
        "{:?}",
        read.errors
    );
    let over = format!("{at_limit} ");
    assert_refused(&over);
}

/// Every FEN of the test vectors, valid or not, passes the fuzzers' reader checks.
#[test]
fn test_vector_fens_pass_the_reader_checks() {
    let mut count = 0;
    for file in ["chess-positions.tsv", "xiangqi-positions.tsv"] {
        let table = data::text(file);
        for line in data::rows(&table) {
            let fen = line.split('\t').next().unwrap();
            checks::check_reader_text(fen);
            count += 1;
        }
    }
    assert!(count > 100, "only {count} vectors");
}
