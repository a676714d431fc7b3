//! The engine control through `App::update` and the key table: Alt-O opens
//! it over the panel, ← → change a setting, Enter applies it to the panel
//! (a restart for threads or hash, a new job for a target), Esc changes
//! nothing; and what it draws.

use super::*;
use crate::core::Variant;
use crate::core::fen::{ReadOptions, read_fen};
use crate::engine::Limit;
use crate::i18n::{Lang, Localizer};
use crate::tui::keymap::action_for;
use crate::tui::layers::analysis::Wish;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn app() -> App {
    let start = read_fen(Variant::Chess.start_fen(), ReadOptions::strict()).unwrap();
    App::new(start.position)
}

fn press(app: &mut App, code: KeyCode) {
    let context = app
        .layers()
        .last()
        .and_then(|layer| layer.context(app))
        .unwrap_or(Context::Board);
    let action = action_for(KeyEvent::new(code, KeyModifiers::NONE), context).unwrap();
    app.update(action);
}

fn control(app: &mut App) -> &mut EngineControl {
    match app.layers.last_mut() {
        Some(Layer::EngineControl(control)) => control,
        other => panic!("no engine control open: {other:?}"),
    }
}

#[test]
fn alt_o_opens_it_over_the_panel_and_enter_applies_threads_hash_and_a_depth() {
    let mut app = app();
    let alt_o = KeyEvent::new(KeyCode::Char('o'), KeyModifiers::ALT);
    let open = action_for(alt_o, Context::Board).unwrap();
    assert_eq!(open, Action::Open(NAME));
    app.update(open);
    assert!(app.analysis().is_some(), "the panel opens with it");
    // The runtime hands the config's engines to the panel.
    app.analysis_mut().unwrap().engines = Some(Engines {
        threads: Some(1),
        ..Engines::default()
    });
    control(&mut app).most_threads = 8;
    let generation = app.analysis().unwrap().generation;
    press(&mut app, KeyCode::Down); // Threads
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Down); // Hash: the engine's own, then 16, 32
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Down); // Search: until stopped, then depth 10
    press(&mut app, KeyCode::Right);
    // Nothing applied yet.
    assert_eq!(
        app.analysis().unwrap().engines.as_ref().unwrap().threads,
        Some(1)
    );
    press(&mut app, KeyCode::Enter);
    assert!(
        app.layers()
            .iter()
            .all(|l| !matches!(l, Layer::EngineControl(_)))
    );
    let panel = app.analysis_mut().unwrap();
    let engines = panel.engines.clone().unwrap();
    assert_eq!((engines.threads, engines.hash_mb), (Some(3), Some(32)));
    assert_eq!((engines.depth, engines.nodes), (Some(10), None));
    assert_eq!(
        panel.generation,
        generation + 1,
        "threads and hash restart it"
    );
    let board = *app.position();
    let panel = app.analysis_mut().unwrap();
    match panel.follow(&board) {
        Wish::Analyse(job) => assert_eq!(job.limit, Limit::Depth(10)),
        other => panic!("no new job: {other:?}"),
    }
}

#[test]
fn a_new_target_asks_again_without_a_restart_and_esc_changes_nothing() {
    let mut app = app();
    app.update(Action::Open(NAME));
    app.analysis_mut().unwrap().engines = Some(Engines::default());
    let board = *app.position();
    assert!(matches!(
        app.analysis_mut().unwrap().follow(&board),
        Wish::Analyse(_)
    ));
    let generation = app.analysis().unwrap().generation;
    // ← on the search target from "until stopped": the last, 10 million nodes.
    for _ in 0..3 {
        press(&mut app, KeyCode::Down);
    }
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Enter);
    let panel = app.analysis_mut().unwrap();
    assert_eq!(panel.generation, generation);
    match panel.follow(&board) {
        Wish::Analyse(job) => assert_eq!(job.limit, Limit::Nodes(10_000_000)),
        other => panic!("no new job: {other:?}"),
    }
    // Esc: the choices made are dropped.
    app.update(Action::Open(NAME));
    press(&mut app, KeyCode::Down);
    press(&mut app, KeyCode::Right);
    press(&mut app, KeyCode::Esc);
    assert!(
        app.layers()
            .iter()
            .all(|l| !matches!(l, Layer::EngineControl(_)))
    );
    assert_eq!(
        app.analysis().unwrap().engines.as_ref().unwrap().threads,
        None
    );
}

#[test]
fn it_shows_each_setting_in_every_language_at_80_by_24() {
    let mut app = app();
    app.update(Action::Open(NAME));
    app.analysis_mut().unwrap().engines = Some(Engines {
        chess: Some("/opt/engines/stockfish".into()),
        hash_mb: Some(64),
        nodes: Some(1_000_000),
        ..Engines::default()
    });
    for (lang, words) in [
        (
            Lang::En,
            ["Engine", "/opt/engines/stockfish", "64 MB", "1000000 nodes"],
        ),
        (
            Lang::Ru,
            ["Движок", "/opt/engines/stockfish", "64 МБ", "1000000 узлов"],
        ),
        (
            Lang::Zh,
            ["引擎", "/opt/engines/stockfish", "64 MB", "1000000 个节点"],
        ),
    ] {
        let loc = Localizer::new(lang);
        let styles = crate::tui::theme::Styles::new(false);
        let text = crate::tui::view::render_to_text(&app, &loc, styles, 80, 24);
        for word in words {
            assert!(text.contains(word), "{lang:?}: {word} not in\n{text}");
        }
        // The highlighted setting between ‹ ›.
        assert!(text.contains("‹ /opt/engines/stockfish ›"), "{text}");
    }
}

/// Alt-O with the panel already open reaches the panel first (it is then out
/// of the stack, handling the key): the control opens over that panel, not
/// over a second, new one that would say "starting …" for ever while the
/// first one's engine went on (seen in tmux with Stockfish).
#[test]
fn alt_o_over_an_open_panel_keeps_that_panel_and_its_engine() {
    let mut app = app();
    app.update(Action::Open(crate::tui::layers::analysis::NAME));
    {
        let panel = app.analysis_mut().unwrap();
        panel.starting("stockfish");
        panel.take(crate::engine::process::Report::Ready {
            name: "Stockfish 15.1".to_string(),
        });
    }
    let before = app.analysis().unwrap().standing.clone();
    app.update(Action::Open(NAME));
    let panels = app
        .layers()
        .iter()
        .filter(|layer| matches!(layer, Layer::Analysis(_)))
        .count();
    assert_eq!(panels, 1, "one analysis panel");
    control(&mut app);
    assert_eq!(app.analysis().unwrap().standing, before);
    assert_eq!(app.analysis().unwrap().engine_name, "Stockfish 15.1");
    press(&mut app, KeyCode::Esc);
    assert_eq!(app.analysis().unwrap().standing, before);
}
