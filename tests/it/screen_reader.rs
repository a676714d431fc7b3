//! Every command of the screen-reader mode (`fen_tui::reader`), as said in
//! each language: the session the binary runs, driven line by line with an
//! in-memory clipboard and a stand-in engine.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use fen_tui::clipboard::{ClipboardError, MemoryClipboard};
use fen_tui::core::fen::{input::start_position, write_fen};
use fen_tui::core::{Position, Variant};
use fen_tui::i18n::{Lang, Localizer};
use fen_tui::reader::{Analyst, Quit, Session, Speech};

/// An engine that always says the same, to test what `v` does around it.
struct Said;

impl Analyst for Said {
    fn analyse(&mut self, position: &Position, _: &Speech, say: &mut dyn FnMut(String)) {
        say(format!("analysed {}", write_fen(position)));
    }
}

fn session_in(lang: Lang, variant: Variant) -> Session {
    let start = start_position(variant).expect("start");
    Session::new(
        start,
        Speech {
            loc: Localizer::new(lang),
            letters: false,
        },
        Box::new(MemoryClipboard::new()),
        Box::new(Said),
    )
}

fn chess() -> Session {
    session_in(Lang::En, Variant::Chess)
}

/// The lines one command says.
fn run(session: &mut Session, line: &str) -> Vec<String> {
    let mut said = Vec::new();
    let quit = session.command(line, &mut |line| said.push(line));
    assert_eq!(quit, None, "{line}");
    said
}

fn one(session: &mut Session, line: &str) -> String {
    let said = run(session, line);
    assert_eq!(said.len(), 1, "{line}: {said:?}");
    said[0].clone()
}

fn fen(session: &Session) -> String {
    write_fen(session.position())
}

#[test]
fn the_issue_s_example_sets_up_and_reads_out() {
    let mut s = chess();
    assert_eq!(
        one(&mut s, "setup wKe1,Qd1 bKe8"),
        "White: king e1, queen d1. Black: king e8."
    );
    assert_eq!(one(&mut s, "side b"), "Black to move.");
    assert_eq!(
        run(&mut s, "p"),
        ["White: king e1, queen d1.", "Black: king e8."]
    );
    assert_eq!(run(&mut s, "f"), ["4k3/8/8/8/8/8/8/3QK3 b - - 0 1"]);
}

#[test]
fn setup_repeats_a_piece_for_a_square_alone_and_a_colour_holds() {
    let mut s = chess();
    one(&mut s, "setup wKg1,Pa2,b2 bKe8,pa7");
    assert_eq!(fen(&s), "4k3/p7/8/8/8/8/PP6/6K1 w - - 0 1");
    let said = one(&mut s, "setup Kg1 z9");
    assert_eq!(
        said,
        "Column 11: “z9” is not a piece and a square: write a colour letter, a piece letter and a square, like wNf3."
    );
    // Refused whole: the board is as it was.
    assert_eq!(fen(&s), "4k3/p7/8/8/8/8/PP6/6K1 w - - 0 1");
    assert!(one(&mut s, "setup b2").starts_with("Column 7:"));
}

#[test]
fn put_and_clear_say_each_square() {
    let mut s = chess();
    one(&mut s, "clear");
    assert_eq!(one(&mut s, "Nf3"), "White knight on f3");
    assert_eq!(one(&mut s, "nf6"), "Black knight on f6");
    assert_eq!(
        one(&mut s, "put wKg1 bKe8"),
        "White king on g1, Black king on e8"
    );
    assert_eq!(
        one(&mut s, "bQf3"),
        "Black queen on f3, replacing White knight"
    );
    assert_eq!(one(&mut s, "x f3"), "f3 empty");
    assert_eq!(one(&mut s, "x f6 g1"), "f6 empty, g1 empty");
    assert_eq!(
        one(&mut s, "x f9"),
        "Column 3: “f9” is not a square of the board (a1 to h8)."
    );
    assert_eq!(fen(&s), "4k3/8/8/8/8/8/8/8 w - - 0 1");
    assert_eq!(one(&mut s, "clear"), "Board cleared.");
    assert_eq!(fen(&s), "8/8/8/8/8/8/8/8 w - - 0 1");
}

#[test]
fn squares_ranks_and_files_are_read() {
    let mut s = chess();
    assert_eq!(one(&mut s, "e2?"), "White pawn on e2");
    assert_eq!(one(&mut s, "e4?"), "e4 empty");
    assert_eq!(one(&mut s, "e8"), "Black king on e8");
    assert_eq!(one(&mut s, "s e4"), "e4 empty");
    assert_eq!(one(&mut s, "m e4"), "Played e4. Black to move.");
    assert_eq!(
        one(&mut s, "s 4"),
        "Rank 4: a4 to d4 empty, White pawn on e4, f4 to h4 empty."
    );
    assert_eq!(
        one(&mut s, "s e"),
        "File e: White king on e1, e2 to e3 empty, White pawn on e4, e5 to e6 empty, \
         Black pawn on e7, Black king on e8."
    );
    assert_eq!(
        one(&mut s, "s 9"),
        "Column 3: “9” is not a square of the board (a1 to h8)."
    );
    assert!(one(&mut s, "s").starts_with("Column 1: Name a square"));
}

#[test]
fn side_castling_en_passant_and_clocks() {
    let mut s = chess();
    assert_eq!(one(&mut s, "side"), "Black to move.");
    assert_eq!(one(&mut s, "side w"), "White to move.");
    assert_eq!(
        one(&mut s, "side x"),
        "Column 6: “x” is not a side: write w or b."
    );
    assert_eq!(
        one(&mut s, "castling"),
        "Castling: White both sides, Black both sides."
    );
    assert_eq!(
        one(&mut s, "castling K"),
        "Castling: White kingside, Black none."
    );
    assert_eq!(
        one(&mut s, "castling -"),
        "Castling: White none, Black none."
    );
    let bad = one(&mut s, "castling KZ");
    assert!(bad.starts_with("Column 11: "), "{bad}");
    assert_eq!(one(&mut s, "m e4"), "Played e4. Black to move.");
    assert_eq!(one(&mut s, "ep"), "En passant: e3.");
    assert_eq!(one(&mut s, "ep -"), "En passant: none.");
    assert!(one(&mut s, "ep e9").starts_with("Column 4: "));
    assert_eq!(
        one(&mut s, "clocks 3 12"),
        "Half-move clock 3, move number 12."
    );
    assert_eq!(
        one(&mut s, "clocks 3 x"),
        "Column 10: “x” is not a number from 0 to 9999."
    );
    assert_eq!(
        fen(&s),
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b - - 3 12"
    );
    assert_eq!(
        run(&mut s, "i"),
        [
            "Black to move.",
            "Castling: White none, Black none.",
            "En passant: none.",
            "Half-move clock 3, move number 12."
        ]
    );
}

#[test]
fn problems_and_analysis() {
    let mut s = chess();
    assert_eq!(run(&mut s, "pr"), ["No problems: the position is legal."]);
    assert_eq!(
        run(&mut s, "v"),
        ["analysed rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]
    );
    one(&mut s, "x e1");
    let problems = run(&mut s, "pr");
    assert_eq!(problems[0], format!("{} problems:", problems.len() - 1));
    assert!(problems.iter().any(|p| p.contains("king")), "{problems:?}");
    one(&mut s, "castling -");
    let problems = run(&mut s, "pr");
    assert_eq!(problems.len(), 2, "{problems:?}");
    assert_eq!(problems[0], "One problem:");
    // An invalid position is not sent to the engine: its problems are said.
    let said = one(&mut s, "v");
    assert!(!said.starts_with("analysed"), "{said}");
    one(&mut s, "setup wKh1 bKe4,Qh3");
    assert_eq!(one(&mut s, "side w"), "White to move.");
    assert_eq!(
        run(&mut s, "pr"),
        ["No problems: the position is legal.", "White is in check."]
    );
    one(&mut s, "setup wKh1 bKf2,Qg2");
    assert_eq!(
        run(&mut s, "pr"),
        ["No problems: the position is legal.", "Checkmate."]
    );
}

#[test]
fn copy_paste_undo_redo_and_positions_typed() {
    let mut s = chess();
    assert_eq!(one(&mut s, "copy"), "FEN copied.");
    one(&mut s, "clear");
    assert_eq!(
        run(&mut s, "paste"),
        ["Position read: 32 pieces, White to move."]
    );
    assert_eq!(
        fen(&s),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(
        run(&mut s, "8/8/8/4k3/8/8/8/4K3 b - - 0 1"),
        ["Position read: 2 pieces, Black to move."]
    );
    assert_eq!(
        run(&mut s, "startpos moves e2e4 e7e5"),
        ["Position read: 32 pieces, White to move."]
    );
    let bad = run(&mut s, "8/8/8/4k3/8/8/8/4K3 x - - 0 1");
    assert_eq!(bad.len(), 1);
    assert_eq!(
        bad[0],
        "Column 21: This is not a position: side to move “x” is neither w (White) nor b (Black)"
    );
    assert!(one(&mut s, "u").starts_with("Undone. 8/8/8/4k3/8/8/8/4K3 b"));
    assert!(one(&mut s, "redo").starts_with("Redone. rnbqkbnr/pppp1ppp/8/4p3/4P3"));
    assert_eq!(one(&mut s, "redo"), "Nothing to redo.");
    for _ in 0..4 {
        one(&mut s, "u");
    }
    assert_eq!(one(&mut s, "u"), "Nothing to undo.");
    assert_eq!(
        one(&mut s, "frobnicate"),
        "Column 1: “frobnicate” is not a command. Type h for the list."
    );
    // What is typed is quoted safely: no control character comes back raw.
    let said = one(&mut s, "zz\u{1b}[31m");
    assert!(!said.contains('\u{1b}'), "{said:?}");
}

#[test]
fn a_clipboard_that_fails_is_said_in_words() {
    let mut s = Session::new(
        start_position(Variant::Chess).expect("start"),
        Speech {
            loc: Localizer::new(Lang::En),
            letters: false,
        },
        Box::new(MemoryClipboard::failing(ClipboardError::NoDisplay)),
        Box::new(Said),
    );
    let said = one(&mut s, "copy");
    assert!(said.starts_with("The FEN was not copied: "), "{said}");
    assert!(!said.contains("clipboard-no-display"), "{said}");
    assert!(one(&mut s, "paste").starts_with("Nothing was pasted: "));
}

#[test]
fn help_lists_every_command_and_quit_ends() {
    let mut s = chess();
    let help = run(&mut s, "h").join("\n");
    for command in [
        "Nf3", "x f3", "setup", "side", "castling", "ep", "clocks", "p:", "s 4", "e4?", "f:",
        "pr:", "v:", "m e4", "copy", "paste", "new", "u:", "redo", "letters", "q!",
    ] {
        assert!(
            help.contains(command),
            "{command} missing from help:\n{help}"
        );
    }
    assert_eq!(run(&mut s, "?").join("\n"), help);
    let mut said = Vec::new();
    assert_eq!(s.command("q", &mut |l| said.push(l)), Some(Quit::Print));
    assert_eq!(
        s.command("q!", &mut |l| said.push(l)),
        Some(Quit::WithoutPrinting)
    );
    assert!(said.is_empty());
    assert!(run(&mut s, "   ").is_empty());
}

#[test]
fn letters_only_for_braille() {
    let mut s = chess();
    one(&mut s, "setup wKe1,Qd1 bKe8");
    assert!(one(&mut s, "letters on").starts_with("Letters only"));
    assert_eq!(run(&mut s, "p"), ["White: Ke1, Qd1.", "Black: Ke8."]);
    assert_eq!(one(&mut s, "Nf3"), "wN on f3");
    assert_eq!(one(&mut s, "letters off"), "Pieces are said in words.");
    assert_eq!(one(&mut s, "f3?"), "White knight on f3");
}

#[test]
fn xiangqi_points_and_pieces_in_words() {
    let mut s = session_in(Lang::En, Variant::Xiangqi);
    assert_eq!(one(&mut s, "h0?"), "Red horse on h0");
    assert_eq!(one(&mut s, "e9?"), "Black general on e9");
    assert_eq!(
        one(&mut s, "setup rKe0,Ra0 bKd9,Cc7"),
        "Red: general e0, chariot a0. Black: general d9, cannon c7."
    );
    assert_eq!(one(&mut s, "side b"), "Black to move.");
    assert_eq!(fen(&s), "3k5/9/2c6/9/9/9/9/9/9/R3K4 b - - 0 1");
    assert_eq!(
        one(&mut s, "s 0"),
        "Rank 0: Red chariot on a0, b0 to d0 empty, Red general on e0, f0 to i0 empty."
    );
    assert_eq!(
        one(&mut s, "x j0"),
        "Column 3: “j0” is not a point of the board (a0 to i9)."
    );
    assert_eq!(one(&mut s, "castling"), "Xiangqi has no castling.");
    assert_eq!(one(&mut s, "ep"), "Xiangqi has no en passant.");
    assert_eq!(one(&mut s, "new chess"), "Start position of chess.");
    assert_eq!(one(&mut s, "new xiangqi"), "Start position of xiangqi.");
    assert_eq!(
        one(&mut s, "m h2e2"),
        "Played 炮二平五. Black to move.".replace("炮二平五", &played(&s))
    );
}

/// The move h2e2 as the core writes it from the xiangqi start (the reader
/// says the core's notation, whatever it is).
fn played(_: &Session) -> String {
    let start = start_position(Variant::Xiangqi).expect("start");
    let mv = fen_tui::core::rules::parse_move(&start, "h2e2").expect("move");
    fen_tui::core::rules::move_text(&start, mv)
}

#[test]
fn russian_and_chinese_say_the_same_in_their_words() {
    let mut ru = session_in(Lang::Ru, Variant::Chess);
    assert_eq!(
        one(&mut ru, "setup wKe1,Qd1,Ra1,Pa2 bKe8"),
        "Белые: король e1, ферзь d1, ладья a1, пешка a2. Чёрные: король e8."
    );
    assert_eq!(one(&mut ru, "Nf3"), "Белый конь на f3");
    assert_eq!(one(&mut ru, "a1?"), "Белая ладья на a1");
    assert_eq!(one(&mut ru, "side b"), "Ход чёрных.");
    assert_eq!(one(&mut ru, "x f3"), "f3 пусто");
    assert_eq!(
        one(&mut ru, "castling -"),
        "Рокировка: белые — нет, чёрные — нет."
    );
    let mut zh = session_in(Lang::Zh, Variant::Xiangqi);
    assert_eq!(one(&mut zh, "h0?"), "红马在 h0");
    assert_eq!(one(&mut zh, "e9?"), "黑将在 e9");
    assert_eq!(
        one(&mut zh, "setup rKe0 bKd9"),
        "红方：帅 e0。 黑方：将 d9。"
            .replace("帅", &zh_word("general"))
            .replace("将 d9", &format!("{} d9", zh_word("general")))
    );
    assert_eq!(one(&mut zh, "side b"), "黑方走棋。");
    assert_eq!(
        one(&mut zh, "x j0"),
        "第 3 列：“j0”不是棋盘上的点（a0 到 i9）。"
    );
}

fn zh_word(key: &str) -> String {
    Localizer::new(Lang::Zh).text(&format!("piece-{key}"))
}
