//! Terminal events become actions here, the same way for the run loop and the
//! fuzzer: keys through the keymap of the top layer (or the focused part),
//! pastes as they come, the mouse through the screen's layout.
//!
//! `Input` reads the events and mends what crossterm's parser makes of an
//! ESC it cannot place: an ESC that ends a read of the terminal is read as
//! Esc pressed alone, so a key whose bytes the read split there (`ESC` |
//! `[ B`, every few thousand keys of a burst) comes as Esc then `[`, `B`;
//! and a key's ESC right after an Esc in one read (`ESC ESC [ B`) is
//! dropped, with the same result. Those characters would type a bishop on
//! the board. Here an Esc followed at once by such a tail is read back as the
//! key it was (or the paste it starts), or dropped with it when it is no
//! key; it never types, and an Esc pressed alone comes once the wait shows
//! nothing follows.

mod tail;

pub use tail::key_of_tail;

use super::action::Action;
use super::keymap;
use super::view::Screen;
use ratatui::crossterm::event::{
    self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseEvent,
};
use ratatui::layout::Rect;
use std::collections::VecDeque;
use std::io;
use std::time::{Duration, Instant};

/// How long the rest of a sequence may take after its Esc (tmux's own wait is
/// longer; bytes of one key arrive together or within a few milliseconds).
const SEQUENCE_WAIT: Duration = Duration::from_millis(15);

/// How long the rest may take when the Esc came in a stream of input (less
/// than [`STREAM_GAP`] after the event before it): in a burst the terminal's
/// next read can be late on a loaded machine, and nobody waits on an Esc
/// there (what follows ends the wait at once).
const STREAM_WAIT: Duration = Duration::from_millis(250);

/// Events closer together than this were not typed one by one (key repeat
/// is about 30 ms apart).
const STREAM_GAP: Duration = Duration::from_millis(20);

/// A read ends just after an ESC, splitting its key, only inside a write
/// larger than the terminal's buffer (4 KiB): in a stream shorter than this
/// many events, an Esc followed by a key's tail was Esc typed before it (its
/// ESC dropped by crossterm), and stays an Esc.
const SPLIT_STREAM: usize = 256;

/// The action one terminal event means, with `screen` showing the state. The
/// one place keys are mapped: the keys bound in the config file first
/// (`[keys]`, kept by the app), then the table's.
pub fn action_for_event(event: Event, screen: &Screen<'_>, area: Rect) -> Option<Action> {
    match event {
        Event::Key(key) => {
            let context = screen.app.key_context();
            let user = screen.app.user_keys().action_for(key, context);
            user.or_else(|| keymap::action_for(key, context))
        }
        Event::Paste(text) => Some(Action::Paste(text)),
        Event::Mouse(mouse) => action_for_mouse(mouse, screen, area),
        _ => None,
    }
}

/// `action` made exact where it depends on what the screen shows: a scroll
/// of the problems panel becomes the entry it lands on.
pub fn as_placed(action: Action, screen: &Screen<'_>, area: Rect) -> Action {
    match action {
        Action::ScrollProblems(down) => screen
            .problems_scrolled(area, down)
            .map_or(action, Action::ShowProblemsFrom),
        other => other,
    }
}

/// An Esc typed just before another key, fast enough to arrive in the same
/// read, is the same bytes as that key with Alt (`ESC` + the key). When the
/// Alt chord means nothing where it lands, it was that Esc: the events to
/// perform instead, Esc then the key without Alt. Not for a key that types
/// (`ESC b` may be Alt-b, and an Alt chord never types a piece).
pub fn escape_then_key(event: &Event) -> Option<[Event; 2]> {
    let Event::Key(key) = event else {
        return None;
    };
    if !key.modifiers.contains(KeyModifiers::ALT) || key.kind == KeyEventKind::Release {
        return None;
    }
    let escape = Event::Key(KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
    let mut rest = *key;
    rest.modifiers.remove(KeyModifiers::ALT);
    let rest = Event::Key(rest);
    (char_of(&rest).is_none()).then_some([escape, rest])
}

/// Every mouse event goes through here: presses, right-clicks, drags and
/// releases (palette and mouse: `Screen::mouse`).
fn action_for_mouse(mouse: MouseEvent, screen: &Screen<'_>, area: Rect) -> Option<Action> {
    screen.mouse(area, mouse)
}

/// The terminal's events, with Esc-led sequences mended.
#[derive(Debug)]
pub struct Input {
    /// Read ahead while looking for a sequence's tail, not part of one.
    pending: VecDeque<Event>,
    /// When the last event was handed out, and how long the rest of a
    /// sequence may take after an Esc now.
    last: Option<Instant>,
    wait: Duration,
    /// Events handed out in the current stream (each within `STREAM_GAP`).
    streak: usize,
    /// Whether an Esc with a tail after it is that tail's key (a split).
    split_likely: bool,
}

impl Default for Input {
    fn default() -> Input {
        Input {
            pending: VecDeque::new(),
            last: None,
            wait: SEQUENCE_WAIT,
            streak: 0,
            split_likely: true,
        }
    }
}

/// What an Esc was, judged by what followed it within the wait.
enum AfterEscape {
    /// An Esc pressed alone (whatever followed, if anything, is queued).
    Alone,
    /// The ESC of a sequence whose tail followed: the key or paste it makes
    /// (`None`: a sequence that is no key, such as a mouse report).
    Began(Option<Event>),
}

impl Input {
    /// The next event, waiting at most `timeout` (`None`: as long as it takes).
    /// `Ok(None)` also when what came was a sequence that means nothing.
    pub fn next(&mut self, timeout: Option<Duration>) -> io::Result<Option<Event>> {
        let streaming = self.last.is_some_and(|last| last.elapsed() < STREAM_GAP);
        self.streak = if streaming { self.streak + 1 } else { 0 };
        self.split_likely = self.streak >= SPLIT_STREAM;
        let event = self.next_from(timeout, &mut read)?;
        if event.is_some() {
            self.last = Some(Instant::now());
        }
        Ok(event)
    }

    /// [`Input::next`], reading the terminal's events from `source`.
    fn next_from(
        &mut self,
        timeout: Option<Duration>,
        source: &mut Source,
    ) -> io::Result<Option<Event>> {
        let event = match self.pending.pop_front() {
            Some(event) => event,
            None => match source(timeout)? {
                Some(event) => event,
                None => return Ok(None),
            },
        };
        if !is_plain(&event, KeyCode::Esc) {
            return Ok(Some(event));
        }
        let streaming = self.last.is_some_and(|last| last.elapsed() < STREAM_GAP);
        self.wait = if streaming {
            STREAM_WAIT
        } else {
            SEQUENCE_WAIT
        };
        Ok(match self.after_escape(source)? {
            AfterEscape::Alone => Some(event),
            AfterEscape::Began(key) if self.split_likely => key,
            // Esc typed just before the key: both, the key next.
            AfterEscape::Began(key) => {
                if let Some(key) = key {
                    self.pending.push_front(key);
                }
                Some(event)
            }
        })
    }

    /// The event after an Esc: queued ahead, or read within the wait.
    fn following(&mut self, source: &mut Source) -> io::Result<Option<Event>> {
        match self.pending.pop_front() {
            Some(event) => Ok(Some(event)),
            None => source(Some(self.wait)),
        }
    }

    /// After an Esc: is what follows at once the tail of a sequence (`[` or
    /// `O`, parameters, a final character)? Then the Esc was that sequence's
    /// ESC, and the two are one key. Crossterm reads an ESC that ends a read
    /// of the terminal as Esc pressed alone, so a key split there by the
    /// read comes as Esc and typed characters; and it drops a key's ESC that
    /// follows an Esc in the same read, so Esc typed just before a key comes
    /// the same way. The two cannot be told apart; the key wins, as in
    /// ncurses and tmux (an ESC with a tail in the wait is a key): splits
    /// happen every few thousand keys of a burst, an Esc and a key in one
    /// read only when the editor was too busy to read between them.
    fn after_escape(&mut self, source: &mut Source) -> io::Result<AfterEscape> {
        let Some(first) = self.following(source)? else {
            return Ok(AfterEscape::Alone);
        };
        let introducer = match char_of(&first) {
            Some(c @ ('[' | 'O')) => c,
            _ => {
                self.pending.push_front(first);
                return Ok(AfterEscape::Alone);
            }
        };
        let mut tail = String::from(introducer);
        while let Some(event) = self.following(source)? {
            let Some(c) = char_of(&event) else {
                // Not a character: the tail ended broken; the event is real.
                self.pending.push_front(event);
                break;
            };
            tail.push(c);
            if tail == PASTE_START {
                return Ok(AfterEscape::Began(Some(self.paste(source)?)));
            }
            if introducer == 'O' || ('@'..='~').contains(&c) {
                return Ok(AfterEscape::Began(key_of_tail(&tail).map(Event::Key)));
            }
        }
        Ok(AfterEscape::Began(None))
    }

    /// A bracketed paste's start came as characters: so does its text (and
    /// its end marker is lost). What follows at once is the pasted text.
    fn paste(&mut self, source: &mut Source) -> io::Result<Event> {
        let mut text = String::new();
        while let Some(event) = self.following(source)? {
            match event {
                Event::Key(KeyEvent {
                    code: KeyCode::Enter,
                    ..
                }) => text.push('\n'),
                Event::Key(KeyEvent {
                    code: KeyCode::Tab, ..
                }) => text.push('\t'),
                other => match char_of(&other) {
                    Some(c) => text.push(c),
                    None => {
                        self.pending.push_front(other);
                        break;
                    }
                },
            }
        }
        Ok(Event::Paste(text))
    }
}

/// Where events come from: the terminal, or a test's list.
type Source = dyn FnMut(Option<Duration>) -> io::Result<Option<Event>>;

/// The tail of `ESC [ 200 ~`, which starts a bracketed paste.
const PASTE_START: &str = "[200~";

fn read(timeout: Option<Duration>) -> io::Result<Option<Event>> {
    if let Some(wait) = timeout
        && !event::poll(wait)?
    {
        return Ok(None);
    }
    event::read().map(Some)
}

fn is_plain(event: &Event, code: KeyCode) -> bool {
    matches!(event, Event::Key(key) if key.code == code && key.kind != KeyEventKind::Release
        && key.modifiers.is_empty())
}

/// The character a key event typed (Shift is part of the character).
fn char_of(event: &Event) -> Option<char> {
    match event {
        Event::Key(KeyEvent {
            code: KeyCode::Char(c),
            modifiers,
            kind: KeyEventKind::Press,
            ..
        }) if (*modifiers - KeyModifiers::SHIFT).is_empty() => Some(*c),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_alt_chord_splits_into_its_escape_and_key() {
        let chord = Event::Key(KeyEvent::new(
            KeyCode::Char('p'),
            KeyModifiers::CONTROL | KeyModifiers::ALT,
        ));
        let [first, second] = escape_then_key(&chord).expect("an Alt chord");
        assert!(is_plain(&first, KeyCode::Esc));
        assert_eq!(
            second,
            Event::Key(KeyEvent::new(KeyCode::Char('p'), KeyModifiers::CONTROL))
        );
        let plain = Event::Key(KeyEvent::new(KeyCode::Char('p'), KeyModifiers::CONTROL));
        assert_eq!(escape_then_key(&plain), None);
        let typing = Event::Key(KeyEvent::new(KeyCode::Char('b'), KeyModifiers::ALT));
        assert_eq!(escape_then_key(&typing), None);
    }

    /// The events of `keys`, read through `Input` from a list that runs dry
    /// (as the terminal does when nothing more comes within the wait).
    fn read_all(events: Vec<Event>) -> Vec<Event> {
        let mut queue: VecDeque<Event> = events.into();
        let mut source = move |_: Option<Duration>| Ok(queue.pop_front());
        let mut input = Input::default();
        let mut read = Vec::new();
        for _ in 0..100 {
            if let Some(event) = input.next_from(Some(SEQUENCE_WAIT), &mut source).unwrap() {
                read.push(event);
            }
        }
        read
    }

    fn press(code: KeyCode) -> Event {
        Event::Key(KeyEvent::new(code, KeyModifiers::NONE))
    }

    fn typed(text: &str) -> Vec<Event> {
        text.chars().map(|c| press(KeyCode::Char(c))).collect()
    }

    #[test]
    fn a_sequence_split_after_its_escape_is_one_key() {
        // `ESC` | `[17~` (F6) and `ESC` | `OR` (F3): how crossterm reads a
        // key split by the read just after its ESC.
        let mut events = vec![press(KeyCode::Esc)];
        events.extend(typed("[17~"));
        events.push(press(KeyCode::Char('q')));
        events.push(press(KeyCode::Esc));
        events.extend(typed("OR"));
        assert_eq!(
            read_all(events),
            [
                press(KeyCode::F(6)),
                press(KeyCode::Char('q')),
                press(KeyCode::F(3))
            ]
        );
    }

    #[test]
    fn an_escape_alone_stays_an_escape() {
        assert_eq!(read_all(vec![press(KeyCode::Esc)]), [press(KeyCode::Esc)]);
        // Followed by another key or another Esc: each as it came.
        let events = vec![
            press(KeyCode::Esc),
            press(KeyCode::Esc),
            press(KeyCode::Char('q')),
            press(KeyCode::Esc),
            press(KeyCode::Down),
        ];
        assert_eq!(read_all(events.clone()), events);
    }

    #[test]
    fn a_split_paste_start_is_a_paste_and_broken_tails_type_nothing() {
        let mut events = vec![press(KeyCode::Esc), press(KeyCode::Esc)];
        events.extend(typed("[200~8/8"));
        events.push(press(KeyCode::Enter));
        events.push(Event::FocusGained);
        // A mouse report split after its ESC, and a tail cut short by a key.
        events.push(press(KeyCode::Esc));
        events.extend(typed("[<0;5;5M"));
        events.push(press(KeyCode::Esc));
        events.extend(typed("[1;"));
        events.push(press(KeyCode::Up));
        assert_eq!(
            read_all(events),
            [
                press(KeyCode::Esc),
                Event::Paste("8/8\n".to_string()),
                Event::FocusGained,
                press(KeyCode::Up)
            ]
        );
    }
}
