//! The interactive editor. Elm-style: terminal events become actions through
//! the keymap, `App::update` changes the state and returns effects, the
//! runtime here performs them, and `view::Screen` draws the state. The loop
//! blocks on input and draws only after a change: no ticks, no work when idle.

pub mod action;
pub mod app;
pub mod events;
pub mod keymap;
pub mod layers;
pub mod news;
pub mod reading;
pub mod runtime;
pub mod terminal;
pub mod theme;
pub mod view;

use crate::clipboard::{Clipboard, MemoryClipboard, SystemClipboard};
use crate::core::Position;
use crate::i18n::{Lang, Localizer};
use action::Action;
use app::{App, PieceStyle, Quit};
use events::Input;
use keymap::Context;
use keymap::UserKeys;
use ratatui::Terminal;
use ratatui::backend::{Backend, CrosstermBackend};
use runtime::analysis::EngineJobs;
pub use runtime::{Runtime, perform};
use runtime::{clipboard, files, remember, session};
use std::time::Instant;
use theme::Styles;
use view::Screen;

/// How the editor starts.
pub struct EditorOptions {
    pub start: Position,
    /// Text to read at start (a FEN, FEN + moves, a link); when it does not read
    /// it is shown in the FEN field with its errors and `start` is used.
    pub start_text: Option<String>,
    /// `--chess960`: `start` was read as Chess960 from `start_text`.
    pub chess960: bool,
    pub lang: Lang,
    pub glyphs: bool,
    pub flip: bool,
    /// `None`: colour unless `NO_COLOR` is set.
    pub colour: Option<bool>,
    /// The system clipboard (run on a worker thread; OSC 52 is the fallback
    /// the runtime adds); memory in tests.
    pub clipboard: Box<dyn Clipboard + Send>,
    /// Restore the last saved session without asking (`--resume`; also
    /// `FEN_TUI_RESUME=1`), even one that ended with a quit.
    pub resume: bool,
    /// A `.fen`, `.epd` or `.pgn` file to open at start.
    pub open: Option<std::path::PathBuf>,
    /// Keys bound in the config file, looked up before the table's.
    pub user_keys: UserKeys,
    /// The config file as read: its board theme and coordinates, its path
    /// (where the look is remembered) and its problems (shown at start).
    pub config: crate::config::Loaded,
    /// Open with the analysis panel on (`--analyse`).
    pub analyse: bool,
    /// The start position was read from a picture: its doubtful squares.
    pub picture: Option<app::PictureNote>,
    /// A teacher's lessons to practise at once (`--practice FILE`).
    pub practice: Option<layers::teach::LessonSet>,
    /// Whose practice results are kept (`--learner`; else the login name).
    pub learner: Option<String>,
    /// Xiangqi glyphs in simplified characters (`--characters simplified`).
    pub simplified: bool,
}

impl EditorOptions {
    pub fn new(start: Position) -> EditorOptions {
        EditorOptions {
            start,
            start_text: None,
            chess960: false,
            lang: Lang::En,
            glyphs: false,
            flip: false,
            colour: None,
            clipboard: Box::new(MemoryClipboard::new()),
            resume: false,
            open: None,
            user_keys: UserKeys::default(),
            config: crate::config::Loaded::default(),
            analyse: false,
            picture: None,
            practice: None,
            learner: None,
            simplified: false,
        }
    }
}

/// The clipboard for the editor: the system clipboard. The runtime falls back
/// to OSC 52 sent to the terminal the UI is drawn on, never into a stdout
/// that is a pipe.
pub fn terminal_clipboard() -> Box<dyn Clipboard + Send> {
    Box::new(SystemClipboard::new())
}

/// What the session produced: the FEN to print on stdout, and how it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EditorOutcome {
    pub final_fen: String,
    pub ending: Ending,
}

/// How the editor ended, which decides the exit status.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The FEN is printed and the position is valid (status 0).
    Valid,
    /// The FEN is printed but the position has problems (status 1).
    Problems,
    /// The user quit without printing (status 130).
    WithoutPrinting,
}

/// Build the starting state from the options.
pub fn initial_app(options: &EditorOptions) -> App {
    let mut app = match &options.start_text {
        // `--chess960`: the text as `check --chess960` reads it (the field's
        // own reading is standard chess, which would only note Chess960).
        Some(_) if options.chess960 && options.start.chess960 => {
            App::from_command_line(options.start)
        }
        Some(text) => App::with_text(options.start, text),
        None => App::new(options.start),
    };
    if options.flip {
        app.update(Action::Flip);
    }
    if options.glyphs != (app.piece_style() == PieceStyle::Glyphs) {
        app.update(Action::TogglePieceStyle);
    }
    app.set_simplified_characters(options.simplified);
    app.set_lang(options.lang);
    app.reset_notice();
    let config = &options.config;
    let board = theme::BoardTheme::from_name(&config.config.theme).unwrap_or_default();
    app.set_look(board, config.config.coordinates);
    app.set_user_keys(options.user_keys.clone());
    app.show_config_problems(layers::config_problems::ConfigProblems {
        file: config
            .path
            .as_ref()
            .map(|p| p.display().to_string())
            .unwrap_or_default(),
        unreadable: config.unreadable.clone(),
        problems: config.problems.clone(),
    });
    if options.analyse {
        app.open_analysis();
    }
    if let Some(note) = &options.picture {
        app.show_picture_note(note.clone());
    }
    app
}

/// Where keys go: the top layer, else the focused part.
pub fn key_context(app: &App) -> Context {
    app.key_context()
}

/// Run the editor in the terminal until the user quits.
pub fn run(options: EditorOptions) -> color_eyre::Result<EditorOutcome> {
    let mut app = initial_app(&options);
    // The learner's results, read before the first frame; the teacher's list opens.
    let learner = options
        .learner
        .clone()
        .unwrap_or_else(runtime::practice::default_learner);
    app.start_practice(
        runtime::practice::open_book(&learner),
        options.practice.clone(),
    );
    let resume = options.resume || std::env::var_os("FEN_TUI_RESUME").is_some_and(|v| v == "1");
    let mut autosave = session::open(&mut app, session::SessionFile::for_user(), resume);
    let mut loc = Localizer::new(options.lang);
    let styles = options.colour.map_or_else(Styles::from_env, |colour| {
        Styles::new(colour).with_depth(theme::Depth::from_env())
    });

    terminal::install_panic_hook();
    terminal::restore_on_signals(autosave.last_words())?;
    terminal::suspend_on_tstp()?;
    let mut out = terminal::ui_writer();
    let guard = terminal::RestoreGuard;
    terminal::enter(&mut out)?;
    // (No `terminal.clear()`: it asks the terminal where the cursor is, which a
    // slow link may never answer; `enter` has cleared the screen already.)
    let mut terminal = Terminal::new(CrosstermBackend::new(out))?;

    draw(&mut terminal, &app, &loc, styles)?;
    // The file named on the command line, read in raw mode after the first
    // frame (a long read says so first), so no key is echoed meanwhile.
    if let Some(path) = options.open.clone() {
        for effect in app.update(Action::OpenPath(path)) {
            if let files::Carried::Later(effect) | files::Carried::NotMine(effect) =
                files::carry_out_after_a_word(&mut app, effect)
            {
                draw(&mut terminal, &app, &loc, styles)?;
                files::carry_out(&mut app, effect);
            }
        }
        draw(&mut terminal, &app, &loc, styles)?;
    }
    debug_panic_hook();
    let mut input = Input::default();
    // The look as the config file says it, rewritten when it changes.
    let mut remembered = app.look();
    // Requests run on worker threads; answers come back as news.
    let mut jobs = Runtime::threaded(options.clipboard, terminal::ui_writer());
    // The analysis panel's engine, on threads of its own; its news as well.
    let mut engine = EngineJobs::new(
        options.config.config.engines.clone(),
        options.config.path.clone(),
    );
    while !app.is_quitting() {
        // Back from Ctrl-Z: the shell drew over the screen meanwhile.
        if terminal::take_resumed() {
            // Both frames forgotten, so the next draw paints every cell (the
            // screen was cleared as it was taken back). Not `clear()`: it asks
            // the terminal where the cursor is, which may never be answered.
            terminal.swap_buffers();
            draw(&mut terminal, &app, &loc, styles)?;
        }
        // The engine follows the board as the last batch left it (drawn
        // when the panel changed: a start, or why nothing is analysed).
        if engine.follow(&mut app) {
            draw(&mut terminal, &app, &loc, styles)?;
        }
        // An answer, or the news that none came in time.
        if let Some(answer) = jobs.answer() {
            app.hear(answer);
            engine.follow(&mut app);
            draw(&mut terminal, &app, &loc, styles)?;
            continue;
        }
        // What the engine said: all of it, then one frame.
        if let Some(news) = engine.news() {
            app.hear(news);
            while let Some(news) = engine.news() {
                app.hear(news);
            }
            draw(&mut terminal, &app, &loc, styles)?;
            continue;
        }
        // A change is written when due; input is awaited no longer
        // (nor while a clipboard answer is due).
        let save = session::wait(&app, &autosave);
        let wait = clipboard::sooner(clipboard::sooner(save, jobs.wait()), engine.wait());
        let first = match wait {
            Some(wait) if wait.is_zero() => None,
            wait => input.next(wait)?,
        };
        let Some(first) = first else {
            let due = save.is_some_and(|save| wait.is_some_and(|wait| save <= wait));
            if due && session::save_now(&mut app, &mut autosave) {
                draw(&mut terminal, &app, &loc, styles)?;
            }
            continue;
        };
        // Every event already waiting, then one frame: a burst of keys costs
        // one draw, not one each (but the screen still moves during a long one).
        let size = terminal.size()?;
        let area = ratatui::layout::Rect::new(0, 0, size.width, size.height);
        let batch_start = Instant::now();
        let mut redraw = false;
        let mut next = Some(first);
        while let Some(event) = next.take() {
            redraw |= jobs
                .handle_event(event, &mut app, &loc, styles, area)
                .is_some();
            // What the runtime has ready after this event (the next prompt
            // after an answer, a job's answer) comes before the next key of
            // the burst: a key meant for a prompt never reaches the board.
            redraw |= session::follow_up(&mut app, &mut autosave);
            if let Some(answer) = jobs.answer() {
                app.hear(answer);
                redraw = true;
            }
            if app.is_quitting() || batch_start.elapsed() > FRAME_BUDGET {
                break;
            }
            next = input.next(Some(ALREADY_WAITING))?;
        }
        remember::remember_changes(&mut app, &mut remembered, options.config.path.as_deref());
        // The language can be switched in the app (F9).
        if loc.lang() != app.lang() {
            loc = Localizer::new(app.lang());
        }
        if redraw {
            engine.follow(&mut app);
            draw(&mut terminal, &app, &loc, styles)?;
        }
        for read in jobs.take_long_reads() {
            files::carry_out(&mut app, read);
            draw(&mut terminal, &app, &loc, styles)?;
        }
    }
    // The engine is asked to quit (and killed after 2 s if it will not).
    engine.shutdown();
    // A clean quit is marked so the next start offers nothing; an
    // unanswered prompt leaves the offered session as it was. A failure here
    // only means the next start offers this session back.
    if app.session_offer().is_none() {
        let _ = autosave.finish(app.session());
    }
    drop(terminal);
    drop(guard);
    Ok(EditorOutcome {
        final_fen: app.fen().to_string(),
        ending: ending_of(&app),
    })
}

/// How long a burst of events may go without a frame.
const FRAME_BUDGET: std::time::Duration = std::time::Duration::from_millis(100);
/// "Already waiting": crossterm's tty source does not look at the terminal
/// at all for a zero timeout, so the shortest that does.
const ALREADY_WAITING: std::time::Duration = std::time::Duration::from_millis(1);

/// How the session ended, for the exit status.
fn ending_of(app: &App) -> Ending {
    match app.quit() {
        Some(Quit::WithoutPrinting) => Ending::WithoutPrinting,
        // Text left unread in the FEN field is not what was printed either.
        _ if app.verdict().is_valid() && app.field().errors.is_empty() => Ending::Valid,
        _ => Ending::Problems,
    }
}

/// Test builds only: `FEN_TUI_DEBUG_PANIC=1` panics after the first frame, so a
/// test can check that the report lands on a restored terminal.
fn debug_panic_hook() {
    #[cfg(debug_assertions)]
    if std::env::var_os("FEN_TUI_DEBUG_PANIC").is_some() {
        panic!("forced by FEN_TUI_DEBUG_PANIC");
    }
}

fn draw<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &App,
    loc: &Localizer,
    styles: Styles,
) -> color_eyre::Result<()>
where
    B::Error: Send + Sync + 'static,
{
    terminal.draw(|frame| {
        let area = frame.area();
        let cursor = Screen { app, loc, styles }.draw(area, frame.buffer_mut());
        // The hardware cursor on the focus, for screen readers and magnifiers.
        if let Some((x, y)) = cursor {
            frame.set_cursor_position((x, y));
        }
    })?;
    Ok(())
}
