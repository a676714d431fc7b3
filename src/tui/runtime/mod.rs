//! The editor's effects carried out where they touch the world: the
//! clipboard (a worker thread, OSC 52), files read and written, diagrams
//! drawn and written, the session file, the look remembered in the config,
//! the analysis panel's engine.
//! What each finds comes back to the app as `News` through `App::hear`.
//!
//! [`Runtime`] is the one executor: the run loop, the tests and the fuzzer
//! all hand it terminal events ([`Runtime::handle_event`]: the keys as the
//! user bound them and the table's, an Esc typed fast before a key, a
//! scroll placed where it lands) or actions ([`Runtime::perform`]), and it
//! carries out every effect `App::update` returns. Only where the answers
//! come from differs: at once on this thread ([`Runtime::at_once`], tests
//! and the fuzzer) or from worker threads ([`Runtime::threaded`], the
//! running editor).

pub mod analysis;
pub mod clipboard;
pub mod export;
pub mod files;
pub mod practice;
pub mod remember;
pub mod session;

use crate::clipboard::{Clipboard, Job};
use crate::i18n::Localizer;
use crate::tui::action::Action;
use crate::tui::app::{App, Effect};
use crate::tui::events::{action_for_event, as_placed, escape_then_key};
use crate::tui::news::News;
use crate::tui::theme::Styles;
use crate::tui::view::Screen;
use clipboard::{Clipboards, Purpose};
use export::{DiagramWork, ExportJobs, diagram_work, written};
use files::Carried;
use ratatui::crossterm::event::Event;
use ratatui::layout::Rect;
use std::io::Write;
use std::time::Duration;

/// Carries out the app's effects and gives it their news.
pub struct Runtime<'c> {
    clipboard: Clipboards<'c>,
    /// Diagram files written on threads of their own (the running editor).
    exports: Option<ExportJobs>,
    /// Reads announced on the status line, to do once it is drawn.
    long_reads: Vec<Effect>,
}

impl Runtime<'static> {
    /// The running editor's: clipboard requests go to a worker thread running
    /// `system`, a copy it refuses or does not answer in time goes to
    /// `terminal` (OSC 52, the UI's output); diagrams are written on threads
    /// of their own; a long read waits until the line saying so is drawn.
    pub fn threaded(system: Box<dyn Clipboard + Send>, terminal: Box<dyn Write + Send>) -> Self {
        Runtime {
            clipboard: Clipboards::threaded(system, terminal),
            exports: Some(ExportJobs::default()),
            long_reads: Vec::new(),
        }
    }
}

impl<'c> Runtime<'c> {
    /// Everything carried out before `perform` returns, with `clipboard`
    /// answering (tests and the fuzzer).
    pub fn at_once(clipboard: &'c mut dyn Clipboard) -> Self {
        Runtime {
            clipboard: Clipboards::AtOnce(clipboard),
            exports: None,
            long_reads: Vec::new(),
        }
    }

    /// One terminal event, with the screen as `loc`, `styles` and `area` draw
    /// it: its action (if any) performed. `None` when nothing changed (no
    /// frame needed), else how many actions were performed (a resize: none).
    pub fn handle_event(
        &mut self,
        event: Event,
        app: &mut App,
        loc: &Localizer,
        styles: Styles,
        area: Rect,
    ) -> Option<usize> {
        // A resize only redraws.
        if matches!(event, Event::Resize(..)) {
            return Some(0);
        }
        let screen = Screen {
            app: &*app,
            loc,
            styles,
        };
        let Some(action) = action_for_event(event.clone(), &screen, area) else {
            // An Alt chord that means nothing here was an Esc and a key typed fast.
            let [escape, key] = escape_then_key(&event)?;
            let escaped = self.handle_event(escape, app, loc, styles, area);
            let keyed = self.handle_event(key, app, loc, styles, area);
            return match (escaped, keyed) {
                (None, None) => None,
                (a, b) => Some(a.unwrap_or(0) + b.unwrap_or(0)),
            };
        };
        let action = as_placed(action, &screen, area);
        self.perform(app, action);
        Some(1)
    }

    /// Update the state with `action`, then carry out the effects it returns.
    pub fn perform(&mut self, app: &mut App, action: Action) {
        for effect in app.update(action) {
            self.carry_out(app, effect);
        }
    }

    /// One effect: done now, started on a thread, or kept for after the
    /// next frame (a long read); what is known at once is heard by the app.
    fn carry_out(&mut self, app: &mut App, effect: Effect) {
        // Threads for the running editor (`threaded`), none for `at_once`.
        let effect = if self.exports.is_some() {
            // A long read after the frame that says so (`take_long_reads`).
            match files::carry_out_after_a_word(app, effect) {
                Carried::Done => return,
                Carried::Later(effect) => return self.long_reads.push(effect),
                Carried::NotMine(effect) => effect,
            }
        } else {
            match files::carry_out(app, effect) {
                Some(effect) => effect,
                None => return,
            }
        };
        let news = match work(effect) {
            Some(Work::Clipboard(job, purpose)) => self.clipboard.start(job, purpose),
            Some(Work::Answered(news)) => Some(news),
            Some(Work::WriteDiagram(job)) => match &mut self.exports {
                Some(exports) => {
                    exports.start(job);
                    None
                }
                None => Some(written(job)),
            },
            None => None,
        };
        if let Some(news) = news {
            app.hear(news);
        }
    }

    /// The long reads announced since the last call.
    pub fn take_long_reads(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.long_reads)
    }

    /// How long the loop may wait for input: `None` unless an answer is due.
    pub fn wait(&self) -> Option<Duration> {
        let exports = self.exports.as_ref().and_then(ExportJobs::wait);
        clipboard::sooner(self.clipboard.wait(), exports)
    }

    /// An answer of a thread's, or the news that none came in time.
    pub fn answer(&mut self) -> Option<News> {
        if let Some(news) = self.exports.as_mut().and_then(ExportJobs::answer) {
            return Some(news);
        }
        self.clipboard.answer()
    }
}

/// Update the state, then carry out the effects at once (which may answer
/// with news): [`Runtime::at_once`] for one action.
pub fn perform(app: &mut App, action: Action, clipboard: &mut dyn Clipboard) {
    Runtime::at_once(clipboard).perform(app, action);
}

/// What the runtime does for an effect.
enum Work {
    Clipboard(Job, Purpose),
    /// Answered at once (a picture that could not be drawn).
    Answered(News),
    WriteDiagram(export::WriteJob),
}

/// The work an effect asks for, if any.
fn work(effect: Effect) -> Option<Work> {
    let clipboard = |job, purpose| Some(Work::Clipboard(job, purpose));
    let effect = match diagram_work(effect) {
        Ok(DiagramWork::Copy(image)) => return clipboard(Job::CopyImage(image), Purpose::Image),
        Ok(DiagramWork::Answered(news)) => return Some(Work::Answered(news)),
        Ok(DiagramWork::Write(job)) => return Some(Work::WriteDiagram(job)),
        Err(effect) => *effect,
    };
    match effect {
        Effect::Copy(text) => clipboard(Job::Copy(text.clone()), Purpose::Copy(text)),
        Effect::CopyShared { target, text } => {
            clipboard(Job::Copy(text.clone()), Purpose::Share { target, text })
        }
        Effect::PasteRequest => clipboard(Job::Paste, Purpose::Paste),
        // A few hundred bytes written at once, as the session is.
        Effect::Practice(path, answer) => Some(Work::Answered(News::Practice(practice::keep(
            &path, &answer,
        )))),
        // A page of positions, read at once as the session is.
        Effect::Lessons(path) => Some(Work::Answered(News::Practice(practice::lessons_news(
            &path,
        )))),
        // Quitting is the run loop's; a file's effect was carried out before.
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clipboard::MemoryClipboard;
    use crate::config::KeySpec;
    use crate::i18n::Lang;
    use crate::tui::keymap::UserKeys;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    fn press(code: KeyCode, modifiers: KeyModifiers) -> Event {
        Event::Key(KeyEvent::new(code, modifiers))
    }

    fn handle(app: &mut App, event: Event) -> Option<usize> {
        let mut clipboard = MemoryClipboard::new();
        let loc = Localizer::new(Lang::En);
        let area = Rect::new(0, 0, 120, 40);
        Runtime::at_once(&mut clipboard).handle_event(event, app, &loc, Styles::new(false), area)
    }

    #[test]
    fn the_at_once_executor_runs_the_keys_the_config_binds() {
        let mut app = crate::tui::app::tests::app(crate::core::Variant::Chess.start_fen());
        let flip = KeySpec::parse("F11").into_iter().collect();
        app.set_user_keys(UserKeys::new(&[("flip".to_string(), flip)]));
        assert_eq!(
            handle(&mut app, press(KeyCode::F(11), KeyModifiers::NONE)),
            Some(1)
        );
        assert!(app.flipped(), "F11, bound to flip, did not flip the board");
    }

    #[test]
    fn an_alt_chord_that_means_nothing_is_esc_then_the_key() {
        let mut app = crate::tui::app::tests::app(crate::core::Variant::Chess.start_fen());
        handle(&mut app, press(KeyCode::F(1), KeyModifiers::NONE));
        assert!(app.help_open());
        let before = app.cursor();
        // Alt-Down means nothing in the help: Esc closes it, Down moves the cursor.
        assert_eq!(
            handle(&mut app, press(KeyCode::Down, KeyModifiers::ALT)),
            Some(2)
        );
        assert!(!app.help_open(), "the Esc was not performed");
        assert_ne!(
            app.cursor(),
            before,
            "the Down after the Esc was not performed"
        );
    }
}
