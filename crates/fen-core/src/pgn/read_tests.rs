use super::*;
use crate::fen::write_fen;

const EVERY: PgnOptions = PgnOptions {
    every_ply: true,
    san: true,
    moves: false,
    tree: false,
};

fn games(text: &str) -> Vec<PgnGame> {
    read_games(text.as_bytes(), EVERY).collect()
}

fn end_fen(game: &PgnGame) -> String {
    write_fen(&game.end.unwrap())
}

#[test]
fn many_games_with_tags_comments_nags_and_variations() {
    let text = "[Event \"Café \\\"Tal\\\" 天\"]\r\n[White \"Müller\"]\r\n\r\n\
                1. e4 {best by test} e5 $1 2. Nf3!? (2. f4 exf4 (2... d5)) 2... Nc6 ; a note\r\n\
                3. Bb5 a6 1-0\r\n\r\n\
                [Event \"second\"]\n\n1. d4 d5 *\n";
    let read = games(text);
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].tag("Event"), Some("Café \"Tal\" 天"));
    assert_eq!(read[0].tag("White"), Some("Müller"));
    let sans: Vec<&str> = read[0].plies.iter().map(|p| p.san.as_str()).collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    assert_eq!(read[0].result.as_deref(), Some("1-0"));
    assert_eq!(
        end_fen(&read[0]),
        "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4"
    );
    assert_eq!((read[1].number, read[1].line), (2, 7));
    assert_eq!(read[1].moves_played, 2);
    assert!(read.iter().all(PgnGame::is_ok));
}

#[test]
fn a_fen_tag_starts_the_game_with_or_without_setup() {
    for setup in ["[SetUp \"1\"]\n", ""] {
        let text =
            format!("{setup}[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 7\"]\n\n7... Kd7 8. e4 *\n");
        let read = games(&text);
        assert_eq!(end_fen(&read[0]), "8/3k4/8/8/4P3/8/8/4K3 b - e3 0 8");
        assert_eq!(read[0].plies[1].san, "e4");
    }
}

#[test]
fn check_and_mate_marks_are_read_and_written() {
    let read = games("1. f3 e5 2. g4 Qh4# 0-1");
    assert_eq!(read[0].plies[3].san, "Qh4#");
    assert!(read[0].is_ok());
}

#[test]
fn an_illegal_move_names_game_line_column_and_move_and_reading_goes_on() {
    let text = "[Event \"one\"]\n\n1. e4 e5\n2. Ke3 Nc6 *\n\n[Event \"two\"]\n\n1. d4 *\n";
    let read = games(text);
    assert_eq!(read.len(), 2);
    let error = &read[0].errors[0];
    assert_eq!(error.code, "pgn-illegal-move");
    assert_eq!(error.column, Some(4));
    assert_eq!(error.arg_value("line"), Some(&4usize.into()));
    assert_eq!(error.arg_value("game"), Some(&1usize.into()));
    assert_eq!(error.arg_value("move"), Some(&String::from("Ke3").into()));
    assert_eq!(read[0].moves_played, 2, "the moves before it stand");
    assert!(read[1].is_ok());
    assert_eq!(read[1].moves_played, 1);
}

#[test]
fn ambiguous_moves_and_bad_fen_tags_are_errors() {
    let read = games(
        "[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n\n1. Nd2 *\n\n[FEN \"nonsense\"]\n\n1. e4 *\n",
    );
    assert_eq!(read[0].errors[0].code, "pgn-ambiguous-move");
    assert_eq!(read[1].errors[0].code, "pgn-bad-fen-tag");
    assert_eq!(read[1].errors[0].arg_value("line"), Some(&5usize.into()));
}

#[test]
fn an_unclosed_comment_is_reported_without_looping() {
    let read = games("1. e4 { never closed");
    assert!(read.iter().any(|g| !g.is_ok()), "{read:?}");
    assert!(read.len() <= 2);
}

#[test]
fn without_every_ply_only_the_end_is_kept() {
    let read: Vec<_> = read_games(b"1. e4 e5 *", PgnOptions::default()).collect();
    assert!(read[0].plies.is_empty());
    assert_eq!(read[0].moves_played, 2);
    assert_eq!(
        end_fen(&read[0]),
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2"
    );
}

#[test]
fn empty_text_has_no_games() {
    assert_eq!(games("").len(), 0);
    assert_eq!(games("\n\n  \n").len(), 0);
}

#[test]
fn any_bytes_read_without_panicking_and_errors_point_into_the_text() {
    const PIECES: &[&str] = &[
        "[",
        "]",
        "\"",
        "\\",
        "{",
        "}",
        "(",
        ")",
        ";",
        "%",
        "\n",
        "\r\n",
        " ",
        "1.",
        "...",
        "e4",
        "e5",
        "Nf3",
        "O-O",
        "0-0",
        "$1",
        "!?",
        "1-0",
        "*",
        "[FEN \"",
        "8/8/8/8/8/8/8/K6k w - - 0 1",
        "\"]",
        "Ke3",
        "天",
        "\u{0}",
        "\u{ff}",
    ];
    let mut seed = 14u64;
    for _ in 0..3000 {
        let mut text = String::new();
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        for _ in 0..(seed >> 59) + 1 {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            text.push_str(PIECES[(seed >> 33) as usize % PIECES.len()]);
        }
        let lines = text.split('\n').count();
        for game in read_games(text.as_bytes(), EVERY).take(100) {
            for error in &game.errors {
                let Some(crate::Arg::Num(line)) = error.arg_value("line") else {
                    panic!("{error:?}");
                };
                assert!((1..=lines as i64).contains(line), "{text:?} {error:?}");
            }
        }
    }
}

#[test]
fn inner_quotes_stay_in_the_value_and_make_no_game_of_their_own() {
    let read = games("[Event \"Club \"Open\"\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *\n");
    assert_eq!(read.len(), 2);
    assert_eq!(read[0].tag("Event"), Some("Club \"Open\""));
    assert_eq!((read[1].number, read[1].tag("Event")), (2, Some("B")));
    assert!(read.iter().all(PgnGame::is_ok));
}

#[test]
fn each_game_knows_the_byte_offset_it_starts_at() {
    let text = "[Event \"A\"]\n\n1. e4 *\n\n[Event \"B\"]\n\n1. d4 *\n";
    let read = games(text);
    let second = usize::try_from(read[1].offset).unwrap();
    assert_eq!(&text[second..second + 11], "[Event \"B\"]");
    let again: Vec<PgnGame> = read_games(&text.as_bytes()[second..], EVERY).collect();
    assert_eq!(again[0].end, read[1].end);
}

#[test]
fn a_lone_cr_ends_a_line_as_lf_and_crlf_do_even_split_across_reads() {
    let lf =
        "[Event \"x\"]\n[FEN \"8/8/8/4k3/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd6 2. Kd2 Qxe4 *\n";
    let expected = games(lf);
    for ending in ["\r", "\r\n"] {
        let text = lf.replace('\n', ending);
        // A one-byte buffer splits every CRLF between two reads.
        for capacity in [1, 3, 1 << 16] {
            let input = std::io::BufReader::with_capacity(capacity, text.as_bytes());
            let read: Vec<PgnGame> = read_pgn(input, EVERY).collect();
            assert_eq!(read.len(), 1, "{ending:?} {capacity}");
            assert_eq!(read[0].tag("Event"), Some("x"));
            assert_eq!(end_fen(&read[0]), end_fen(&expected[0]));
            assert_eq!(read[0].errors, expected[0].errors, "{ending:?} {capacity}");
        }
    }
}

/// An endless PGN: the same game over and over, counting the bytes taken.
struct EndlessGames {
    game: &'static [u8],
    at: usize,
    taken: std::rc::Rc<std::cell::Cell<u64>>,
}

impl std::io::Read for EndlessGames {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        for byte in buf.iter_mut() {
            *byte = self.game[self.at % self.game.len()];
            self.at += 1;
        }
        self.taken.set(self.taken.get() + buf.len() as u64);
        Ok(buf.len())
    }
}

/// Issue #19 case 8d, the reader's part: games come out of an endless
/// stream one by one, each after reading no more than a buffer past its own
/// text, however many came before (a reader that took its input whole would
/// never give the first).
#[test]
fn an_endless_stream_gives_its_games_reading_only_a_buffer_ahead() {
    const GAME: &[u8] = b"[Event \"x\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n";
    const BUFFER: usize = 8 * 1024;
    let taken = std::rc::Rc::new(std::cell::Cell::new(0));
    let input = std::io::BufReader::with_capacity(
        BUFFER,
        EndlessGames {
            game: GAME,
            at: 0,
            taken: taken.clone(),
        },
    );
    for (n, game) in read_pgn(input, PgnOptions::default())
        .take(20_000)
        .enumerate()
    {
        assert_eq!(game.offset, (n * GAME.len()) as u64);
        assert!(game.is_ok(), "{:?}", game.errors);
        let ahead = taken.get() - game.offset;
        assert!(
            ahead <= (GAME.len() + BUFFER) as u64,
            "game {}: {ahead} bytes read from its start",
            n + 1
        );
    }
}

/// Issue 33 case 22: `[Variant "Fischerandom"]`, a Chess960 name without
/// "960" (as some servers write it), reads the game as Chess960: the king
/// on b1 castles with the h-rook, which standard chess refuses.
#[test]
fn a_fischerandom_variant_tag_reads_the_game_as_chess960() {
    let game_with = |variant: &str| {
        format!(
            "{variant}[FEN \"rk5r/pppppppp/8/8/8/8/PPPPPPPP/RK5R w KQkq - 0 1\"]\n\
             [SetUp \"1\"]\n\n1. O-O O-O *\n"
        )
    };
    for name in ["Fischerandom", "fischerandom", "Chess960"] {
        let read = games(&game_with(&format!("[Variant \"{name}\"]\n")));
        assert_eq!(read.len(), 1, "{name}");
        let game = &read[0];
        assert!(
            game.start.is_some_and(|s| s.chess960),
            "{name}: not Chess960"
        );
        assert!(game.errors.is_empty(), "{name}: {:?}", game.errors);
        assert_eq!(game.moves_played, 2, "{name}");
        assert_eq!(
            end_fen(game),
            "r4rk1/pppppppp/8/8/8/8/PPPPPPPP/R4RK1 w - - 2 2",
            "{name}"
        );
    }
    // Without the tag the same game is standard chess, and O-O is refused.
    let read = games(&game_with(""));
    assert!(read[0].start.is_some_and(|s| !s.chess960));
    assert!(!read[0].errors.is_empty());
}
