//! How a search's sets are handed on: at most one every `REPORT_EVERY`, the
//! last one of a search and every other event at once.

use super::report::Report;
use crate::engine::session::{Analysis, Event};
use std::time::{Duration, Instant};

/// At most this often a set is handed on (about 5 a second).
pub const REPORT_EVERY: Duration = Duration::from_millis(200);

/// Sets held back so at most one goes out every `REPORT_EVERY`; other
/// events and a search's last set go out at once.
#[derive(Default)]
pub(super) struct Throttle {
    last: Option<Instant>,
    held: Option<Analysis>,
}

impl Throttle {
    pub(super) fn due(&self) -> Option<Instant> {
        self.held.as_ref()?;
        self.last.map(|last| last + REPORT_EVERY)
    }

    pub(super) fn hand_on(&mut self, event: Event, report: &mut impl FnMut(Report)) {
        match event {
            Event::Analysis(analysis) if analysis.done => {
                self.held = None;
                self.last = Some(Instant::now());
                report(Report::Analysis(analysis));
            }
            Event::Analysis(analysis) => {
                let now = Instant::now();
                if self.last.is_none_or(|last| now >= last + REPORT_EVERY) {
                    self.held = None;
                    self.last = Some(now);
                    report(Report::Analysis(analysis));
                } else {
                    self.held = Some(analysis);
                }
            }
            Event::Ready { name } => report(Report::Ready { name }),
            Event::Message(text) => report(Report::Message(text)),
            Event::Pong => report(Report::Pong),
        }
    }

    pub(super) fn flush_due(&mut self, report: &mut impl FnMut(Report)) {
        if self.due().is_some_and(|due| Instant::now() >= due)
            && let Some(analysis) = self.held.take()
        {
            self.last = Some(Instant::now());
            report(Report::Analysis(analysis));
        }
    }
}
