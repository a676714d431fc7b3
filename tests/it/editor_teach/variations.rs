//! The moves view on a game opened from a file, with its comments, NAGs and
//! variations (issue 37): a chess PGN and an XQF file, opened as the game
//! list opens them; ↓ into a variation, → along it, ↑ and Esc back.

use super::*;
use fen_tui::tui::layers::files::state::FileNews;
use fen_tui::tui::news::News;

const GAME: &str = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Result \"*\"]\n\n\
    {A quiet game} 1. e4 e5 2. Nf3 {The usual} Nc6 (2... d6 {Philidor} 3. d4 exd4) \
    (2... Nf6!? 3. Nxe5) 3. Bb5 $1 a6 *\n";

/// After 2... d6 and after 2... Nc6, White to move.
const AFTER_D6: &str = "rnbqkbnr/ppp2ppp/3p4/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 0 3";
const AFTER_NC6: &str = "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3";

/// The game of `bytes` (a file called `name`) opened from the game list.
fn opened(name: &str, bytes: Vec<u8>) -> App {
    let mut app = app(START);
    app.hear(News::File(FileNews::Read {
        path: name.into(),
        bytes,
    }));
    app.update(Action::Submit);
    assert!(
        matches!(
            app.layers(),
            [fen_tui::tui::layers::Layer::Teach(Teaching::Moves(_))]
        ),
        "{:?}",
        app.layers()
    );
    app
}

fn fen_shown(app: &App) -> String {
    app.move_line_in_view().unwrap().fen()
}

#[test]
fn a_games_comments_nags_and_variations_are_shown_where_they_are() {
    let mut app = opened("club.pgn", GAME.as_bytes().to_vec());
    // At the start: the game's first comment.
    let words = panel_words(&screen(&app, Lang::En, 100, 30));
    assert!(words.contains("» A quiet game"), "{words}");
    steps(&mut app, 3);
    let text = screen(&app, Lang::En, 100, 30);
    let words = panel_words(&text);
    // The move shown's comment, the variations after 2... Nc6 in the list,
    // the NAGs as signs, and what ↓ goes through here.
    assert!(words.contains("» The usual"), "{words}");
    assert!(words.contains("(2... d6 3. d4 exd4)"), "{words}");
    assert!(words.contains("(2... Nf6!? 3. Nxe5)"), "{words}");
    assert!(words.contains("3. Bb5!"), "{words}");
    assert!(
        words.contains("Next move, with variations (↓ into them): ▸Nc6 · d6 · Nf6!?"),
        "{words}"
    );
    assert_screen("moves_view_game_with_variations_100x30", &text);
}

#[test]
fn down_steps_into_a_variation_right_along_it_and_up_or_esc_back() {
    let mut app = opened("club.pgn", GAME.as_bytes().to_vec());
    steps(&mut app, 3);
    // ↓ at 2. Nf3: into the first variation of the next move, 2... d6.
    app.update(Action::Move(Direction::Down));
    assert_eq!(fen_shown(&app), AFTER_D6);
    let text = screen(&app, Lang::En, 100, 30);
    let words = panel_words(&text);
    assert!(words.contains("» Philidor"), "{words}");
    assert!(
        words.contains("Played here instead (↓ next, ↑ back): Nc6 · ▸d6 · Nf6!?"),
        "{words}"
    );
    // The board follows the line shown, the FEN field too.
    let (fen, _) = fen_and_marks(&text);
    assert_eq!(fen, format!("FEN {AFTER_D6}"));
    // → along the variation, to its end.
    steps(&mut app, 2);
    assert_eq!(
        app.move_line_in_view().unwrap().text(),
        format!("{START} moves e2e4 e7e5 g1f3 d7d6 d2d4 e5d4")
    );
    // ↑: back to the main line, where it was left (after 2. Nf3).
    app.update(Action::Move(Direction::Up));
    let line = app.move_line_in_view().unwrap();
    assert_eq!((line.at(), line.len()), (3, 6));
    // ↓ ↓: the second variation, then ↓ once more: back to the main line.
    app.update(Action::Move(Direction::Down));
    app.update(Action::Move(Direction::Down));
    assert!(
        app.move_line_in_view()
            .unwrap()
            .text()
            .ends_with("g1f3 g8f6"),
        "{}",
        app.move_line_in_view().unwrap().text()
    );
    app.update(Action::Move(Direction::Down));
    let line = app.move_line_in_view().unwrap();
    assert_eq!((line.at(), line.len()), (3, 6));
    steps(&mut app, 1);
    assert_eq!(fen_shown(&app), AFTER_NC6);
    // At 2... Nc6 itself: ↓ swaps it for 2... d6; Esc comes back out, and
    // Esc again leaves the view with the main line's position on the board.
    app.update(Action::Move(Direction::Down));
    assert_eq!(fen_shown(&app), AFTER_D6);
    app.update(Action::Escape);
    assert_eq!(fen_shown(&app), AFTER_NC6);
    app.update(Action::Escape);
    assert!(app.layers().is_empty());
    assert_eq!(app.fen(), AFTER_NC6);
}

#[test]
fn moves_typed_off_the_game_have_no_variations_and_down_does_nothing() {
    let mut app = opened("club.pgn", GAME.as_bytes().to_vec());
    steps(&mut app, 2);
    type_text(&mut app, "Bc4");
    app.update(Action::Submit);
    let before = app.move_line_in_view().unwrap().text();
    app.update(Action::Move(Direction::Down));
    assert_eq!(app.move_line_in_view().unwrap().text(), before);
    let words = panel_words(&screen(&app, Lang::En, 100, 30));
    assert!(!words.contains("variations"), "{words}");
}

#[test]
fn an_xqf_games_comments_and_variation_in_chinese() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/xqf/plain-10.xqf");
    let mut app = opened("plain-10.xqf", std::fs::read(path).unwrap());
    // Find the move with a variation, as a user would: step until ↓ changes the line.
    let mut found = None;
    for at in 0..20 {
        let before = app.move_line_in_view().unwrap().all_moves().to_vec();
        app.update(Action::Move(Direction::Down));
        let now = app.move_line_in_view().unwrap().text();
        if app.move_line_in_view().unwrap().all_moves() != before {
            found = Some((at, now));
            break;
        }
        steps(&mut app, 1);
    }
    let (at, variation) = found.expect("a variation in plain-10.xqf");
    let text = screen(&app, Lang::Zh, 120, 40);
    let words = panel_words(&text);
    assert!(words.contains("此处的其他着法"), "{words}");
    assert_screen("moves_view_xqf_variation_zh_120x40", &text);
    app.update(Action::Move(Direction::Up));
    let back = app.move_line_in_view().unwrap();
    assert_eq!(back.at(), at, "{variation}");
}
