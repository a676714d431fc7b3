//! Issue #33 case 15c: a notice longer than the status line (a PGN error
//! whose column is at its end, a long file name with the reason after it) is
//! read whole at 80×24 and at 120×40, in the editor and in the moves view.

use super::tests::start;
use super::*;
use crate::i18n::{Lang, Localizer};
use crate::tui::action::Action;
use crate::tui::app::Notice;
use crate::tui::news::News;

/// The screen's text with every space and frame gone: a notice wrapped over
/// rows reads as one run of characters, whatever the rows' breaks.
fn squeezed(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The screen's rows, each cell's symbol (a wide character's second cell
/// is blank), without the test backend's notes.
fn rows(app: &App, lang: Lang, width: u16, height: u16) -> Vec<String> {
    let loc = Localizer::new(lang);
    let styles = crate::tui::theme::Styles::new(false);
    let buffer = crate::tui::view::render_to_buffer(app, &loc, styles, width, height);
    (0..height)
        .map(|y| (0..width).map(|x| buffer[(x, y)].symbol()).collect())
        .collect()
}

/// `app`'s notice, in `lang`, is on its `width`×`height` screen whole.
fn shown_whole(app: &App, lang: Lang, width: u16, height: u16) {
    let words = crate::tui::view::status::notice_text(app, &Localizer::new(lang));
    let screen = rows(app, lang, width, height).join("\n");
    assert!(
        squeezed(&screen).contains(&squeezed(&words)),
        "{lang:?} {width}x{height}: the notice is not shown whole\n{words}\n{screen}"
    );
}

const SIZES: [(u16, u16); 2] = [(80, 24), (120, 40)];

/// A game that stops at its 12th move, far along a long line, in a file
/// with a long name: the error's line and its words end past column 120.
#[test]
fn a_pgn_error_is_read_whole_in_the_moves_view_and_after_it() {
    let pgn = "[Event \"Club championship, round 5\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n\
               [Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 \
               7. Bb3 d6 8. c3 O-O 9. h3 Nb8 10. d4 Nbd7 11. Nbd2 Bb7 12. Qh8 Re8 *\n";
    let mut app = start();
    app.hear(News::File(FileNews::Read {
        path: PathBuf::from("/home/coach/lessons/2026 autumn term/club championship round 5.pgn"),
        bytes: pgn.as_bytes().to_vec(),
    }));
    app.update(Action::Submit);
    assert!(
        matches!(app.notice(), Notice::File(FileNotice::GameStops(..))),
        "{:?}",
        app.notice()
    );
    for lang in [Lang::En, Lang::Ru, Lang::Zh] {
        let words = crate::tui::view::status::notice_text(&app, &Localizer::new(lang));
        assert!(
            crate::tui::view::text::text_width(&words) > 120,
            "{lang:?}: the notice fits one row, this test proves nothing: {words}"
        );
        for (width, height) in SIZES {
            shown_whole(&app, lang, width, height);
        }
    }
    // Back in the editor the notice stays, and is still whole.
    app.update(Action::Escape);
    assert!(app.layers().is_empty(), "{:?}", app.layers());
    for lang in [Lang::En, Lang::Ru, Lang::Zh] {
        for (width, height) in SIZES {
            shown_whole(&app, lang, width, height);
        }
    }
}

/// Longer than two rows, or with the FEN field's own message in its row: the
/// notice is drawn whole above the FEN field, and the field's message stays.
#[test]
fn a_notice_longer_than_two_rows_or_beside_a_field_message_is_read_whole() {
    let long = format!("/srv/{}/weekly.fen", "a-very-long-folder-name".repeat(9));
    let mut app = start();
    app.notice = Notice::File(FileNotice::NotSaved(
        long,
        crate::files::Reason::Refused(crate::files::Refusal::ReadOnly),
    ));
    for lang in [Lang::En, Lang::Ru, Lang::Zh] {
        for (width, height) in SIZES {
            shown_whole(&app, lang, width, height);
        }
    }
    // A draft with an error: the row under the field is the field's.
    let mut typed = start();
    while typed.focus() != crate::tui::app::Focus::FenField {
        typed.update(Action::FocusNext);
    }
    for c in "8/8/8/8/8/8/8/8 x".chars() {
        typed.update(Action::Type(c));
    }
    let message_rows: Vec<String> = SIZES
        .iter()
        .map(|&(width, height)| {
            rows(&typed, Lang::En, width, height)[usize::from(height) - 2].clone()
        })
        .collect();
    assert!(
        message_rows.iter().all(|row| row.contains('^')),
        "{message_rows:?}"
    );
    typed.notice = Notice::File(FileNotice::NotSaved(
        "/home/coach/lessons/2026 autumn term/weekly positions for the club.fen".into(),
        crate::files::Reason::Refused(crate::files::Refusal::ReadOnly),
    ));
    for ((width, height), message_row) in SIZES.into_iter().zip(message_rows) {
        shown_whole(&typed, Lang::En, width, height);
        assert_eq!(
            rows(&typed, Lang::En, width, height)[usize::from(height) - 2],
            message_row,
            "{width}x{height}: the field's message row was written over"
        );
    }
}
