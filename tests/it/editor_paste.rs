//! Pastes through `App::update`, as a terminal's bracketed paste delivers
//! them: PGN tags, `FEN:` labels and movetext load; text that reads as neither
//! is explained in the words of the board's own variant; every warning of a
//! paste is listed on screen.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::editor;

use editor::pasted;
use fen_tui::core::Variant;
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::tui::app::App;

const AFTER_NF3_NC6: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

fn screen(app: &App, width: u16, height: u16) -> String {
    editor::rows(app, width, height).join("\n")
}

/// What the editor says about the FEN field's text, in English.
fn field_messages(app: &App) -> Vec<String> {
    let loc = Localizer::new(Lang::En);
    app.field()
        .errors
        .iter()
        .map(|d| loc.diagnostic(d, app.variant()))
        .collect()
}

#[test]
fn a_pgn_fen_tag_loads_with_or_without_setup() {
    let fen = "8/8/8/8/8/8/4P3/K6k w - - 0 1";
    for text in [
        format!("[SetUp \"1\"]\n[FEN \"{fen}\"]"),
        format!("[FEN \"{fen}\"]"),
        format!("FEN: {fen}"),
    ] {
        let app = pasted(Variant::Chess, &text);
        assert_eq!(app.fen(), fen, "{text}");
        assert!(app.field().errors.is_empty(), "{text}");
    }
}

#[test]
fn movetext_plays_from_the_start_or_from_the_fen_tag() {
    let game = "1. e4 e5 {the open game} 2. Nf3 $1 Nc6!? *";
    assert_eq!(pasted(Variant::Chess, game).fen(), AFTER_NF3_NC6);
    assert_eq!(pasted(Variant::Chess, "e4 e5 Nf3 Nc6").fen(), AFTER_NF3_NC6);
    let pgn = "[Event \"Casual\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/8/8/8/4P3/K6k w - - 0 1\"]\n\n1. e4 Kg2 2. e5 *\n";
    assert_eq!(
        pasted(Variant::Chess, pgn).fen(),
        "8/8/8/4P3/8/8/6k1/K7 b - - 0 2"
    );
    // On a xiangqi board, moves that only chess can play switch to chess.
    let app = pasted(Variant::Xiangqi, "1. e4 e5 2. Nf3 Nc6");
    assert_eq!(app.variant(), Variant::Chess);
    assert_eq!(app.fen(), AFTER_NF3_NC6);
}

#[test]
fn text_that_is_no_position_is_explained_in_chess_words_on_a_chess_board() {
    for text in ["hello world", "https://lichess.org/abcdEFGH", "e4 e5 Kd4"] {
        let app = pasted(Variant::Chess, text);
        assert_eq!(app.variant(), Variant::Chess, "{text}");
        let messages = field_messages(&app).join(" | ");
        assert!(!messages.is_empty(), "{text}");
        assert!(!messages.contains("xiangqi"), "{text}: {messages}");
    }
    let messages = field_messages(&pasted(Variant::Chess, "hello world")).join(" | ");
    assert!(messages.contains("chess"), "{messages}");
}

#[test]
fn a_xiangqi_position_still_switches_the_board() {
    let app = pasted(Variant::Chess, Variant::Xiangqi.start_fen());
    assert_eq!(app.variant(), Variant::Xiangqi);
    // Broken, but ten ranks: xiangqi's words.
    let app = pasted(
        Variant::Chess,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNX w",
    );
    let messages = field_messages(&app).join(" | ");
    assert!(messages.contains("xiangqi"), "{messages}");
}

#[test]
fn every_warning_of_a_paste_is_listed() {
    // Four repairs: extra spaces, castling order, a move number of 0, `44`.
    let app = pasted(
        Variant::Chess,
        "rnbqkbnr/pppppppp/44/8/8/8/PPPPPPPP/RNBQKBNR  w  qkQK - 0 0",
    );
    let count = app.field().warnings.len();
    assert!(count >= 3, "{:?}", app.field().warnings);
    let text = screen(&app, 160, 48);
    let listed = text
        .lines()
        .filter(|l| l.contains("! Pasted text, column"))
        .count();
    assert_eq!(listed, count, "{text}");
}

#[test]
fn invisible_characters_are_named_in_the_message() {
    // A non-breaking space where the space between fields goes.
    let app = pasted(Variant::Chess, "8/8/8/8/8/8/8/K6k\u{a0}w - - 0 1");
    let text = screen(&app, 160, 48);
    assert!(
        text.contains("you typed a non-breaking space here, U+00A0"),
        "{text}"
    );
    let app = pasted(Variant::Chess, "8/8/8/8/8/8/8/K6k w  - - 0 1");
    let text = screen(&app, 160, 48);
    assert!(text.contains("you typed a space here"), "{text}");
}

#[test]
fn words_for_numbers_and_points() {
    let loc = Localizer::new(Lang::En);
    let app = pasted(Variant::Chess, "8/8/8/8/8/8/8/K6k w - - 0x 1");
    assert_eq!(
        field_messages(&app),
        ["half-move clock “0x” is not a whole number (write 0 or more)"]
    );
    let app = pasted(Variant::Xiangqi, "4k4/9/9/9/9/9/9/9/9/4K03 w");
    let messages: Vec<String> = app
        .field()
        .errors
        .iter()
        .map(|d| loc.diagnostic(d, app.variant()))
        .collect();
    assert!(
        messages.iter().any(|m| m.contains("empty points")),
        "{messages:?}"
    );
}

/// Issue 37: moves as people write them load in the paste: Russian letters,
/// the long form of school books, figurines; and xiangqi text as books print
/// it, with full-width numbers and the ideographic space.
#[test]
fn russian_long_figurine_and_printed_xiangqi_moves_paste() {
    for game in [
        "1. e2-e4 e7-e5 2. Кg1-f3 Кb8-c6",
        "1. e4 e5 2. Кf3 Кc6",
        "1. e4 e5 2. ♘f3 ♞c6",
        "1. пe4 e5 2. Кg1:f3 Кb8-c6",
    ] {
        let app = pasted(Variant::Chess, game);
        assert_eq!(app.fen(), AFTER_NF3_NC6, "{game}");
    }
    let book = "１．炮二平五　马８进７　２．马二进三　车９平８";
    let app = pasted(Variant::Chess, book);
    assert_eq!(app.variant(), Variant::Xiangqi);
    assert_eq!(
        app.fen(),
        "rnbakabr1/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R w - - 4 3"
    );
}
