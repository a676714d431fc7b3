//! The worker's inbox: the owner's requests and the engine's lines, in
//! bounded memory whatever the engine writes. Each output stream is read by
//! a thread of its own in lines of at most `MAX_LINE` bytes (the rest of a
//! longer line, or of a line with no end, is skipped as it comes); the lines
//! wait in a queue where, past `SOFT` lines, `info` lines and stderr lines are
//! dropped (never `bestmove`, `uciok`, `readyok`), and past `HARD` lines the
//! reader waits for room, so an engine that floods is slowed, not kept.
//! Requests are served before lines, so `stop` never queues behind a backlog.

use std::collections::VecDeque;
use std::io::{self, BufRead, BufReader, Read};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::Instant;

/// Bytes kept of one line of engine output (a principal variation of 245
/// plies in xiangqi coordinates is about 1.5 KB).
pub const MAX_LINE: usize = 8 << 10;
/// Lines waiting past which `info` and stderr lines are dropped.
pub const SOFT: usize = 256;
/// Lines waiting past which a reader waits for room.
pub const HARD: usize = 1024;

/// What reaches the worker.
pub(super) enum Input<R> {
    Request(R),
    Out(String),
    Err(String),
    /// The engine's stdout ended.
    Closed,
    /// Its stderr ended.
    ErrClosed,
}

struct State<R> {
    requests: VecDeque<R>,
    lines: VecDeque<Input<R>>,
    /// Lines dropped because the worker fell behind.
    dropped: u64,
    /// The worker is gone: readers stop.
    closed: bool,
}

/// Shared between the owner, the readers and the worker.
pub(super) struct Inbox<R> {
    state: Mutex<State<R>>,
    arrived: Condvar,
    room: Condvar,
}

impl<R> Inbox<R> {
    pub(super) fn new() -> Arc<Inbox<R>> {
        Arc::new(Inbox {
            state: Mutex::new(State {
                requests: VecDeque::new(),
                lines: VecDeque::new(),
                dropped: 0,
                closed: false,
            }),
            arrived: Condvar::new(),
            room: Condvar::new(),
        })
    }

    fn lock(&self) -> MutexGuard<'_, State<R>> {
        // A poisoned lock only means another thread panicked holding it: the
        // queue itself is still whole.
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub(super) fn request(&self, request: R) {
        self.lock().requests.push_back(request);
        self.arrived.notify_all();
    }

    /// A line (or an end) from a reader; false when the worker is gone.
    fn line(&self, input: Input<R>) -> bool {
        let mut state = self.lock();
        let droppable = match &input {
            Input::Out(line) => line.split_whitespace().next() == Some("info"),
            Input::Err(_) => true,
            _ => false,
        };
        if droppable && state.lines.len() >= SOFT {
            state.dropped += 1;
            return !state.closed;
        }
        while state.lines.len() >= HARD && !state.closed {
            state = self
                .room
                .wait(state)
                .unwrap_or_else(std::sync::PoisonError::into_inner);
        }
        if state.closed {
            return false;
        }
        state.lines.push_back(input);
        drop(state);
        self.arrived.notify_all();
        true
    }

    /// The next request, else the next line; `None` when `until` comes first.
    pub(super) fn next(&self, until: Instant) -> Option<Input<R>> {
        let mut state = self.lock();
        loop {
            if let Some(request) = state.requests.pop_front() {
                return Some(Input::Request(request));
            }
            if let Some(line) = state.lines.pop_front() {
                drop(state);
                self.room.notify_all();
                return Some(line);
            }
            let now = Instant::now();
            if now >= until {
                return None;
            }
            state = self
                .arrived
                .wait_timeout(state, until - now)
                .map(|(state, _)| state)
                .unwrap_or_else(|poisoned| poisoned.into_inner().0);
        }
    }

    /// Lines dropped so far.
    #[cfg(test)]
    fn dropped(&self) -> u64 {
        self.lock().dropped
    }

    /// The worker is done: readers stop at their next line.
    pub(super) fn close(&self) {
        let mut state = self.lock();
        state.closed = true;
        state.lines.clear();
        drop(state);
        self.room.notify_all();
    }
}

/// A thread reading `from` in bounded lines (bytes that are not UTF-8 shown
/// as such, not fatal) into `inbox`.
pub(super) fn read_lines<R: Send + 'static>(
    from: impl Read + Send + 'static,
    inbox: Arc<Inbox<R>>,
    wrap: fn(String) -> Input<R>,
    at_end: fn() -> Input<R>,
) {
    let _ = std::thread::Builder::new()
        .name("engine-reader".into())
        .spawn(move || {
            let mut reader = BufReader::with_capacity(MAX_LINE, from);
            let mut bytes = Vec::with_capacity(256);
            while let Ok(true) = read_line(&mut reader, &mut bytes) {
                let line = String::from_utf8_lossy(&bytes).trim_end().to_string();
                if !inbox.line(wrap(line)) {
                    return;
                }
            }
            inbox.line(at_end());
        });
}

/// One line into `out` (without its `\n`), at most `MAX_LINE` bytes of it
/// kept and the rest skipped as it is read; false at the end of input.
pub fn read_line(reader: &mut impl BufRead, out: &mut Vec<u8>) -> io::Result<bool> {
    out.clear();
    let mut any = false;
    loop {
        let available = match reader.fill_buf() {
            Ok(bytes) => bytes,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => return Err(error),
        };
        if available.is_empty() {
            return Ok(any);
        }
        any = true;
        let end = available.iter().position(|b| *b == b'\n');
        let chunk = &available[..end.unwrap_or(available.len())];
        let room = MAX_LINE.saturating_sub(out.len());
        out.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = end.map_or(available.len(), |at| at + 1);
        reader.consume(used);
        if end.is_some() {
            return Ok(true);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_long_line_is_cut_and_the_next_one_read_whole() {
        let mut text = vec![b'x'; MAX_LINE * 3];
        text.extend_from_slice(b"\nbestmove e2e4\nlast");
        let mut reader = BufReader::with_capacity(64, text.as_slice());
        let mut out = Vec::new();
        assert!(read_line(&mut reader, &mut out).expect("reads"));
        assert_eq!(out.len(), MAX_LINE);
        assert!(read_line(&mut reader, &mut out).expect("reads"));
        assert_eq!(out, b"bestmove e2e4");
        assert!(read_line(&mut reader, &mut out).expect("reads"));
        assert_eq!(out, b"last");
        assert!(!read_line(&mut reader, &mut out).expect("reads"));
    }

    #[test]
    fn past_soft_info_is_dropped_but_bestmove_kept_and_requests_go_first() {
        let inbox: Arc<Inbox<u8>> = Inbox::new();
        for n in 0..SOFT + 100 {
            assert!(inbox.line(Input::Out(format!("info depth {n}"))));
        }
        assert!(inbox.line(Input::Out("bestmove e2e4".into())));
        assert_eq!(inbox.dropped(), 100);
        inbox.request(7);
        let soon = Instant::now() + Duration::from_millis(10);
        assert!(matches!(inbox.next(soon), Some(Input::Request(7))));
        let mut last = String::new();
        while let Some(input) = inbox.next(Instant::now()) {
            if let Input::Out(line) = input {
                last = line;
            }
        }
        assert_eq!(last, "bestmove e2e4");
    }
}
