//! A position from a picture in the editor (#35): Ctrl-V with a picture on
//! the clipboard loads the board read from it as one undo step, says the
//! side to move, castling and en passant are guesses; a picture with no
//! board is refused in words and the board stays; the squares the reader
//! doubts are painted, listed in the Problems panel ("2 squares uncertain:
//! d4 (N or B?) …") and the cursor stands on the first. The pictures are
//! crates/fen-vision/tests/pictures/ (their SOURCE says what made them).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support::editor;
use crate::support::screen_text::panel_text;
use fen_tui::clipboard::{Image, MemoryClipboard};
use fen_tui::core::fen::{ReadOptions, read_fen};
use fen_tui::core::{Square, Variant};
use fen_tui::tui::action::{Action, Direction};
use fen_tui::tui::app::{App, Doubt, PictureNote};
use fen_tui::tui::runtime::perform;
use fen_tui::tui::theme::Styles;

const ENDGAME: &str = "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1";

pub fn picture(name: &str) -> String {
    format!(
        "{}/crates/fen-vision/tests/pictures/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The board field a test picture holds, from its EXPECTED.tsv.
pub fn expected(name: &str) -> String {
    let table = std::fs::read_to_string(picture("EXPECTED.tsv")).unwrap();
    table
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|cols| cols[0] == name)
        .map(|cols| cols[1].to_string())
        .unwrap_or_else(|| panic!("{name} not in EXPECTED.tsv"))
}

/// A test picture as the clipboard gives it: RGBA pixels.
fn clipboard_picture(name: &str) -> Image {
    let rgba = image::open(picture(name)).unwrap().to_rgba8();
    Image::new(rgba.width(), rgba.height(), rgba.into_raw()).unwrap()
}

fn at(fen: &str) -> App {
    App::new(read_fen(fen, ReadOptions::strict()).unwrap().position)
}

fn screen(app: &App, width: u16, height: u16) -> String {
    editor::rows(app, width, height).join("\n")
}

/// The screen's words at 120×40, the status line's among them.
fn said(app: &App) -> String {
    screen(app, 120, 40)
}

#[test]
fn ctrl_v_of_a_board_picture_loads_it_as_one_undo_step_its_guesses_said() {
    let mut app = at(ENDGAME);
    let mut clipboard = MemoryClipboard::holding_image(clipboard_picture("diagram-flipped.png"));
    perform(&mut app, Action::PasteFromClipboard, &mut clipboard);
    let field = expected("diagram-flipped.png");
    assert_eq!(
        app.fen().split(' ').next(),
        Some(field.as_str()),
        "{}",
        said(&app)
    );
    let panel = panel_text(&screen(&app, 120, 40), "Problems");
    assert!(
        panel.contains("side to move, castling and en passant are guesses"),
        "{panel}"
    );
    // One step back is the board before the paste, one forward the picture's again.
    perform(&mut app, Action::Undo, &mut clipboard);
    assert_eq!(app.fen(), ENDGAME);
    assert!(app.picture_note().is_none(), "the marks outlived the undo");
    perform(&mut app, Action::Redo, &mut clipboard);
    assert_eq!(app.fen().split(' ').next(), Some(field.as_str()));
}

/// A xiangqi test picture (fen-tui's own diagram) as the clipboard gives it, and its board field.
fn xiangqi_clipboard_picture(name: &str) -> (Image, String) {
    let dir = format!(
        "{}/crates/fen-vision/tests/xiangqi/finder",
        env!("CARGO_MANIFEST_DIR")
    );
    let rgba = image::open(format!("{dir}/{name}")).unwrap().to_rgba8();
    let table = std::fs::read_to_string(format!("{dir}/labels.tsv")).unwrap();
    let field = table
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|cols| cols[0] == name)
        .map(|cols| cols[1].to_string())
        .unwrap();
    let image = Image::new(rgba.width(), rgba.height(), rgba.into_raw()).unwrap();
    (image, field)
}

#[test]
fn ctrl_v_of_a_xiangqi_picture_switches_the_game_as_one_undo_step() {
    let mut app = at(ENDGAME);
    let (image, field) = xiangqi_clipboard_picture("start-brown.png");
    let mut clipboard = MemoryClipboard::holding_image(image);
    perform(&mut app, Action::PasteFromClipboard, &mut clipboard);
    assert_eq!(app.variant(), Variant::Xiangqi, "{}", said(&app));
    assert_eq!(app.fen(), format!("{field} w - - 0 1"), "{}", said(&app));
    let panel = panel_text(&screen(&app, 120, 40), "Problems");
    assert!(
        panel.contains("read from the clipboard's picture: Red to move is a guess"),
        "{panel}"
    );
    // One step back is the chess board before the paste.
    perform(&mut app, Action::Undo, &mut clipboard);
    assert_eq!(app.fen(), ENDGAME);
    assert_eq!(app.variant(), Variant::Chess);
}

#[test]
fn uncertain_xiangqi_points_are_named_as_points() {
    let mut app = at("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1");
    let e0 = Square::new(4, 0);
    app.show_picture_note(PictureNote {
        file: "xq.png".into(),
        variant: Variant::Xiangqi,
        doubts: vec![Doubt {
            square: e0,
            read: 'K',
            or: 'A',
        }],
    });
    assert_eq!(app.cursor(), e0);
    let words = panel_text(&screen(&app, 120, 40), "Problems");
    assert!(words.contains("1 point uncertain: e0 (K or A?)"), "{words}");
    assert!(
        words.contains("read from xq.png: Red to move is a guess"),
        "{words}"
    );
}

#[test]
fn ctrl_v_of_a_picture_with_no_board_is_refused_in_words_and_the_board_stays() {
    let mut app = at(ENDGAME);
    let mut clipboard = MemoryClipboard::holding_image(clipboard_picture("cat.jpg"));
    perform(&mut app, Action::PasteFromClipboard, &mut clipboard);
    assert_eq!(app.fen(), ENDGAME);
    let shown = said(&app);
    assert!(
        shown.contains(
            "The clipboard's picture holds no chessboard or xiangqi board; the board is unchanged"
        ),
        "{shown}"
    );
    // Nothing was recorded to undo.
    perform(&mut app, Action::Undo, &mut clipboard);
    assert_eq!(app.fen(), ENDGAME);
    assert!(said(&app).contains("Nothing to undo"), "{}", said(&app));
}

#[test]
fn text_on_the_clipboard_still_wins_over_no_picture() {
    let mut app = at(ENDGAME);
    let mut clipboard = MemoryClipboard::new();
    perform(&mut app, Action::PasteFromClipboard, &mut clipboard);
    assert_eq!(app.fen(), ENDGAME);
    assert!(
        said(&app).contains("The clipboard holds no text"),
        "{}",
        said(&app)
    );
}

#[test]
fn uncertain_squares_are_painted_listed_in_the_problems_panel_and_the_cursor_is_on_the_first() {
    // A knight on d4 the reader took for a bishop as likely; e5 read empty, maybe a pawn.
    let mut app = at("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1");
    let d4 = Square::new(3, 3);
    let e5 = Square::new(4, 4);
    app.show_picture_note(PictureNote {
        file: "shot.png".into(),
        variant: Variant::Chess,
        doubts: vec![
            Doubt {
                square: d4,
                read: 'N',
                or: 'B',
            },
            Doubt {
                square: e5,
                read: '.',
                or: 'p',
            },
        ],
    });
    assert_eq!(app.cursor(), d4);
    let shown = screen(&app, 120, 40);
    let words = panel_text(&shown, "Problems");
    assert!(
        words.contains("2 squares uncertain: d4 (N or B?), e5 (empty or p?)"),
        "{shown}"
    );
    assert!(
        words.contains("read from shot.png: side to move, castling and en passant are guesses"),
        "{shown}"
    );
    // The knight's square is painted as a flagged one (the cursor moved off
    // it, which changes no square), the king's is not.
    app.update(Action::Move(Direction::Up));
    assert!(app.picture_doubt(d4));
    let styles = Styles::new(true);
    let buffer = editor::draw(&app, styles, 120, 40);
    let rank = |digit: &str| (0..40).find(|y| buffer[(0, *y)].symbol() == digit).unwrap();
    let on = |letter: &str, y: u16| {
        (0..70)
            .find(|x| buffer[(*x, y)].symbol() == letter)
            .unwrap()
    };
    let flagged = styles.flagged(Variant::Chess).bg.unwrap();
    let (rank_4, rank_1) = (rank("4"), rank("1"));
    assert_eq!(buffer[(on("N", rank_4), rank_4)].bg, flagged);
    assert_ne!(buffer[(on("K", rank_1), rank_1)].bg, flagged);
    // The first edit ends the marks and the lines.
    app.update(Action::Type('Q'));
    let shown = screen(&app, 120, 40);
    assert!(!shown.contains("uncertain"), "{shown}");
    assert!(!app.picture_doubt(e5));
}

/// The board turns as the picture was: Black at the bottom of the picture,
/// Black at the bottom of the board; a picture the right way up turns it back.
#[test]
fn ctrl_v_turns_the_board_as_the_picture_was() {
    let mut app = at(ENDGAME);
    assert!(!app.flipped());
    let mut clipboard = MemoryClipboard::holding_image(clipboard_picture("diagram-flipped.png"));
    perform(&mut app, Action::PasteFromClipboard, &mut clipboard);
    assert!(app.flipped(), "{}", said(&app));
    let mut clipboard = MemoryClipboard::holding_image(clipboard_picture("diagram-start.png"));
    perform(&mut app, Action::PasteFromClipboard, &mut clipboard);
    assert_eq!(
        app.fen().split(' ').next(),
        Some(expected("diagram-start.png").as_str())
    );
    assert!(!app.flipped(), "{}", said(&app));
}
