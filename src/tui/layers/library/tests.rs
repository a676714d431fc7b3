//! The library browser through `App::update`: opening and closing, the
//! filter, moving the highlight, loading (undoable, switching the game) and
//! the mouse's two clicks.

use super::*;
use crate::core::Variant;
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::library::find;
use crate::tui::action::Direction;

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

fn app() -> App {
    App::new(read_fen(START, ReadOptions::strict()).unwrap().position)
}

fn browsing() -> App {
    let mut app = app();
    app.update(Action::LIBRARY);
    app
}

fn type_text(app: &mut App, text: &str) {
    text.chars().for_each(|c| {
        app.update(Action::Type(c));
    });
}

fn highlighted(app: &App) -> &'static str {
    app.library_browser()
        .and_then(LibraryBrowser::selected_entry)
        .map(|e| e.id)
        .unwrap()
}

#[test]
fn opens_on_the_first_entry_and_escape_changes_nothing() {
    let mut app = browsing();
    assert_eq!(app.key_context(), super::keys::CONTEXT);
    assert_eq!(highlighted(&app), "chess-start");
    app.update(Action::Move(Direction::Down));
    app.update(Action::Escape);
    assert!(app.library_browser().is_none());
    assert_eq!(app.fen(), START);
    // Ctrl-L again closes it too.
    app.update(Action::LIBRARY);
    app.update(Action::LIBRARY);
    assert!(app.library_browser().is_none());
}

#[test]
fn typing_filters_and_backspace_widens_again() {
    let mut app = browsing();
    type_text(&mut app, "philid");
    let browser = app.library_browser().unwrap();
    assert_eq!(browser.filter, "philid");
    let ids: Vec<_> = browser.matches().iter().map(|e| e.id).collect();
    assert_eq!(ids, ["philidor"]);
    // Letters that type pieces on the board are the filter's here.
    assert_eq!(app.fen(), START);
    for _ in 0..6 {
        app.update(Action::EraseBack);
    }
    assert_eq!(
        app.library_browser().unwrap().matches().len(),
        crate::core::library::entries().count()
    );
    // The highlight stayed on its entry while the filter widened.
    assert_eq!(highlighted(&app), "philidor");
    type_text(&mut app, "zzz");
    assert!(app.library_browser().unwrap().matches().is_empty());
    // Enter with nothing to load does nothing and keeps the browser.
    app.update(Action::Submit);
    assert!(app.library_browser().is_some());
    app.update(Action::Edit(TextEdit::DeleteToStart));
    assert_eq!(app.library_browser().unwrap().filter, "");
}

#[test]
fn arrows_pages_home_and_end_move_within_the_matches() {
    let mut app = browsing();
    app.update(Action::Move(Direction::Up));
    assert_eq!(highlighted(&app), "chess-start");
    app.update(Action::Move(Direction::Down));
    assert_eq!(highlighted(&app), "xiangqi-start");
    app.update(Action::End);
    assert_eq!(highlighted(&app), "soldier-vs-general");
    app.update(Action::Move(Direction::Down));
    assert_eq!(highlighted(&app), "soldier-vs-general");
    app.update(Action::Home);
    app.update(Action::BottomRank);
    assert_eq!(app.library_browser().unwrap().selected(), 10);
    app.update(Action::TopRank);
    assert_eq!(app.library_browser().unwrap().selected(), 0);
}

#[test]
fn enter_loads_the_entry_as_one_undoable_change() {
    let mut app = browsing();
    type_text(&mut app, "Лусен");
    app.update(Action::Submit);
    assert!(app.library_browser().is_none());
    assert_eq!(app.fen(), find("lucena").unwrap().fen);
    assert_eq!(
        app.notice(),
        &Notice::Library(LibraryNotice::Loaded("lucena"))
    );
    app.update(Action::Undo);
    assert_eq!(app.fen(), START);
    app.update(Action::Redo);
    assert_eq!(app.fen(), find("lucena").unwrap().fen);
}

#[test]
fn a_xiangqi_entry_switches_the_game_and_undo_switches_back() {
    let mut app = browsing();
    type_text(&mut app, "chariot horse");
    app.update(Action::Submit);
    assert_eq!(app.variant(), Variant::Xiangqi);
    assert_eq!(app.fen(), find("chariot-vs-horse").unwrap().fen);
    // And back to chess from xiangqi.
    app.update(Action::LIBRARY);
    type_text(&mut app, "opera");
    app.update(Action::Submit);
    assert_eq!(app.variant(), Variant::Chess);
    app.update(Action::Undo);
    app.update(Action::Undo);
    assert_eq!(app.fen(), START);
}

#[test]
fn a_click_highlights_and_a_second_click_loads() {
    let mut app = browsing();
    app.update(Action::ChooseLibraryEntry(2));
    assert_eq!(highlighted(&app), "after-e4");
    assert_eq!(app.fen(), START);
    // Out of range: nothing.
    app.update(Action::ChooseLibraryEntry(999));
    assert_eq!(highlighted(&app), "after-e4");
    app.update(Action::ChooseLibraryEntry(2));
    assert!(app.library_browser().is_none());
    assert_eq!(app.fen(), find("after-e4").unwrap().fen);
}

#[test]
fn loading_replaces_a_draft_that_does_not_read_and_undo_brings_it_back() {
    let mut app = app();
    app.update(Action::FocusPrevious);
    type_text(&mut app, "x");
    let draft = app.field_text().to_string();
    assert!(!app.field().errors.is_empty());
    app.update(Action::LIBRARY);
    app.update(Action::Submit);
    assert_eq!(app.field_text(), START);
    app.update(Action::Undo);
    assert_eq!(app.field_text(), draft);
}

#[test]
fn help_and_quit_pass_through() {
    let mut app = browsing();
    app.update(Action::HELP);
    assert!(app.help_open());
    assert!(app.library_browser().is_some());
}

/// A row too narrow for its id (Russian names at 80×24) ends in "…", and the
/// highlighted entry's id is said in the preview instead: before, the id
/// went without a mark. Where the id fits, the preview does not repeat it.
#[test]
fn an_id_dropped_for_width_is_marked_and_shown_in_the_preview() {
    use crate::i18n::Lang;
    use crate::tui::view::text_in;
    let mut app = browsing();
    let at = app
        .library_browser()
        .unwrap()
        .matches()
        .iter()
        .position(|e| e.id == "opera-game")
        .unwrap();
    app.update(Action::ChooseLibraryEntry(at));
    assert_eq!(highlighted(&app), "opera-game");
    let narrow = text_in(&app, Lang::Ru, 80, 24);
    let row = narrow
        .lines()
        .find(|l| l.contains("Партия Морфи в опере, заключительная"))
        .unwrap();
    assert!(row.contains('…') && !row.contains("opera-game"), "{narrow}");
    assert!(narrow.contains("opera-game"), "{narrow}");
    let wide = text_in(&app, Lang::En, 120, 40);
    let row = wide
        .lines()
        .find(|l| l.contains("Opera Game, the final position"))
        .unwrap();
    assert!(row.contains("opera-game"), "{wide}");
    assert!(!wide.contains("fen-tui library"), "{wide}");
}
