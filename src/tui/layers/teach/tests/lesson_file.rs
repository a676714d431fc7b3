//! A teacher's lesson file opened from inside practice (F12, then Ctrl-O):
//! the open dialog as Ctrl-O's, a bad file said in words with its line and
//! column (the list kept), a good one's lessons listed, the learner's
//! progress kept per file (issue 38: "and in F12").

use super::*;
use crate::tui::layers::Layer;
use crate::tui::layers::files::OpenDialog;
use crate::tui::layers::teach::keys::LESSON_FILE;
use crate::tui::layers::teach::{Choice, LessonTrouble, PracticeBook, TeachNotice, progress};

const K_VS_K: &str = "4k3/8/8/8/8/8/8/4K3 w - - 0 1";
const K_P_VS_K: &str = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";

fn perform(app: &mut App, action: Action) {
    let mut clipboard = crate::clipboard::MemoryClipboard::new();
    crate::tui::perform(app, action, &mut clipboard);
}

fn dialog(app: &App) -> Option<&OpenDialog> {
    app.layers().iter().rev().find_map(|l| match l {
        Layer::OpenDialog(dialog) => Some(dialog),
        _ => None,
    })
}

/// Ctrl-O in the practice list, then Enter on the file `name` of the dialog.
fn open_lessons(app: &mut App, name: &str) {
    perform(app, Action::Open(LESSON_FILE));
    let entries = dialog(app).and_then(|d| d.entries.clone()).unwrap();
    let at = entries.iter().position(|e| e.name == name).unwrap();
    for _ in 0..at {
        perform(app, Action::Move(Direction::Down));
    }
    perform(app, Action::Submit);
}

fn menu(app: &App) -> &PracticeMenu {
    match app.teaching() {
        Some(Teaching::Menu(menu)) => menu,
        other => panic!("not choosing an exercise: {other:?}"),
    }
}

#[test]
fn a_lesson_file_is_opened_from_the_practice_list_and_kept_per_file() {
    let dir = std::env::temp_dir().join(format!("fen-tui-f12-lessons-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("bad.fen"),
        "# ok\n8/8/8/8/8/8/8/K6k w - - 0 1\n8/8/8/8/8/8/8/K6k x - - 0 1\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("endings.fen"),
        format!("# King alone\n{K_VS_K}\n# A pawn more\n{K_P_VS_K}\n"),
    )
    .unwrap();
    std::fs::write(dir.join("openings.fen"), format!("{START}\n")).unwrap();
    let path = crate::tui::runtime::practice::progress_path(&dir.join("state"), "anna");
    let mut app = App::new(position(START));
    app.start_practice(
        PracticeBook {
            path: Some(path.clone()),
            progress: progress::Progress::new("anna"),
            not_kept: None,
        },
        None,
    );
    app.last_dialog_dir = Some(dir.clone());
    perform(&mut app, Action::PRACTICE);
    // The built-in lessons first.
    assert!(menu(&app).set.is_none());
    // Ctrl-O: the open dialog, for lessons; the bad file is said with its
    // line and column, the dialog stays and the list is unchanged.
    open_lessons(&mut app, "bad.fen");
    assert!(dialog(&app).is_some_and(|d| d.lessons));
    let Notice::Teach(TeachNotice::LessonsNotRead(LessonTrouble::Wrong { error, .. })) =
        app.notice()
    else {
        panic!("not refused: {:?}", app.notice());
    };
    assert_eq!((error.line, error.column), (3, 19));
    let screen = crate::tui::view::text_in(&app, Lang::Ru, 120, 40);
    assert!(
        screen.contains("bad.fen:3:19: очередь хода «x»"),
        "{screen}"
    );
    // Another file of the same dialog: its lessons are the list.
    perform(&mut app, Action::Move(Direction::Up));
    let entries = dialog(&app).and_then(|d| d.entries.clone()).unwrap();
    let at = entries
        .iter()
        .position(|e| e.name == "endings.fen")
        .unwrap();
    let now = dialog(&app).map_or(0, |d| d.selected);
    for _ in now..at {
        perform(&mut app, Action::Move(Direction::Down));
    }
    perform(&mut app, Action::Submit);
    assert!(dialog(&app).is_none());
    assert_eq!(
        menu(&app).choices(),
        [Choice::Teacher(0), Choice::Teacher(1)]
    );
    let screen = crate::tui::view::text_in(&app, Lang::Ru, 120, 40);
    assert!(
        screen.contains("Уроки из endings.fen: 2 упражнения."),
        "{screen}"
    );
    // The first exercise answered right: kept under this file.
    perform(&mut app, Action::Submit);
    for c in K_VS_K.chars() {
        perform(&mut app, Action::Type(c));
    }
    perform(&mut app, Action::Submit);
    perform(&mut app, Action::Escape);
    let endings_key = menu(&app).set_key().to_string();
    assert!(endings_key.ends_with("endings.fen"), "{endings_key}");
    // Another file: a set of its own, nothing solved there.
    open_lessons(&mut app, "openings.fen");
    let score = menu(&app).score(&app.practice_book().progress);
    assert_eq!((score.total, score.solved), (1, 0));
    // Back to the first file: where the learner left it, exercise 1 solved.
    open_lessons(&mut app, "endings.fen");
    assert_eq!(menu(&app).choice, 1);
    let score = menu(&app).score(&app.practice_book().progress);
    assert_eq!((score.total, score.solved), (2, 1));
    let kept = crate::tui::runtime::practice::load(&path, "anna").unwrap();
    assert!(
        kept.record(&endings_key, &progress::exercise_key(false, K_VS_K))
            .is_some_and(|r| r.solved)
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A lesson file the system cannot read: said in the user's language.
#[test]
fn a_lesson_file_not_read_is_said_in_the_users_words() {
    let mut app = App::new(position(START));
    app.update(Action::PRACTICE);
    let news = crate::tui::runtime::practice::lessons_news(std::path::Path::new(
        "/no/such/dir/lessons.fen",
    ));
    app.practice_news(news);
    let screen = crate::tui::view::text_in(&app, Lang::Ru, 120, 40);
    assert!(
        screen.contains("Файл уроков /no/such/dir/lessons.fen не прочитан: нет такого файла"),
        "{screen}"
    );
}
