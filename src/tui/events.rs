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

use super::action::Action;
use super::keymap;
use super::view::Screen;
use ratatui::crossterm::event::{
    self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers, MouseEvent,
};
use ratatui::layout::Rect;
use std::collections::VecDeque;
use std::io;
use std::time::Duration;

/// How long the rest of a sequence may take after its Esc (tmux's own wait is
/// longer; bytes of one key arrive together or within a few milliseconds).
const SEQUENCE_WAIT: Duration = Duration::from_millis(15);

/// The action one terminal event means, with `screen` showing the state.
pub fn action_for_event(event: Event, screen: &Screen<'_>, area: Rect) -> Option<Action> {
    match event {
        Event::Key(key) => keymap::action_for(key, screen.app.key_context()),
        Event::Paste(text) => Some(Action::Paste(text)),
        Event::Mouse(mouse) => action_for_mouse(mouse, screen, area),
        _ => None,
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
#[derive(Debug, Default)]
pub struct Input {
    /// Read ahead while looking for a sequence's tail, not part of one.
    pending: VecDeque<Event>,
}

/// What an Esc was, judged by what followed it within [`SEQUENCE_WAIT`].
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
        self.next_from(timeout, &mut read)
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
        Ok(match self.after_escape(source)? {
            AfterEscape::Alone => Some(event),
            AfterEscape::Began(key) => key,
        })
    }

    /// The event after an Esc: queued ahead, or read within the wait.
    fn following(&mut self, source: &mut Source) -> io::Result<Option<Event>> {
        match self.pending.pop_front() {
            Some(event) => Ok(Some(event)),
            None => source(Some(SEQUENCE_WAIT)),
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

/// The key a sequence's tail (after its ESC) stands for: `[B` ↓, `[15~` F5,
/// `OR` F3, `[1;5C` Ctrl-→. `None` for anything else (mouse reports, …).
pub fn key_of_tail(tail: &str) -> Option<KeyEvent> {
    let mut chars = tail.chars();
    let introducer = chars.next()?;
    let last = chars.next_back()?;
    let params: Vec<u16> = chars
        .as_str()
        .split(';')
        .map(|p| {
            if p.is_empty() {
                Some(1)
            } else {
                p.parse().ok()
            }
        })
        .collect::<Option<_>>()?;
    let number = params.first().copied().unwrap_or(1);
    let modifiers = params
        .get(1)
        .map_or(KeyModifiers::NONE, |m| modifiers_of(*m));
    let code = match (introducer, last) {
        (_, 'A') => KeyCode::Up,
        (_, 'B') => KeyCode::Down,
        (_, 'C') => KeyCode::Right,
        (_, 'D') => KeyCode::Left,
        (_, 'H') => KeyCode::Home,
        (_, 'F') => KeyCode::End,
        (_, f @ 'P'..='S') => KeyCode::F(f as u8 - b'P' + 1),
        ('[', 'Z') => KeyCode::BackTab,
        ('[', '~') => tilde_key(number)?,
        _ => return None,
    };
    Some(KeyEvent::new(code, modifiers))
}

/// `ESC [ n ~` keys.
fn tilde_key(number: u16) -> Option<KeyCode> {
    Some(match number {
        1 | 7 => KeyCode::Home,
        2 => KeyCode::Insert,
        3 => KeyCode::Delete,
        4 | 8 => KeyCode::End,
        5 => KeyCode::PageUp,
        6 => KeyCode::PageDown,
        11..=15 => KeyCode::F((number - 10) as u8),
        17..=21 => KeyCode::F((number - 11) as u8),
        23 | 24 => KeyCode::F((number - 12) as u8),
        _ => return None,
    })
}

/// xterm's modifier parameter: 1 + Shift 1 + Alt 2 + Ctrl 4.
fn modifiers_of(parameter: u16) -> KeyModifiers {
    let bits = parameter.saturating_sub(1);
    let mut modifiers = KeyModifiers::NONE;
    for (bit, modifier) in [
        (1, KeyModifiers::SHIFT),
        (2, KeyModifiers::ALT),
        (4, KeyModifiers::CONTROL),
    ] {
        if bits & bit != 0 {
            modifiers |= modifier;
        }
    }
    modifiers
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode, modifiers: KeyModifiers) -> Option<KeyEvent> {
        Some(KeyEvent::new(code, modifiers))
    }

    #[test]
    fn tails_read_back_as_their_keys() {
        let none = KeyModifiers::NONE;
        assert_eq!(key_of_tail("[B"), key(KeyCode::Down, none));
        assert_eq!(key_of_tail("OB"), key(KeyCode::Down, none));
        assert_eq!(key_of_tail("[15~"), key(KeyCode::F(5), none));
        assert_eq!(key_of_tail("OR"), key(KeyCode::F(3), none));
        assert_eq!(key_of_tail("[24~"), key(KeyCode::F(12), none));
        assert_eq!(key_of_tail("[3~"), key(KeyCode::Delete, none));
        assert_eq!(
            key_of_tail("[1;5C"),
            key(KeyCode::Right, KeyModifiers::CONTROL)
        );
        assert_eq!(key_of_tail("[Z"), key(KeyCode::BackTab, none));
    }

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

    #[test]
    fn other_tails_are_no_key() {
        for tail in [
            "[<0;5;5M", "[200~", "[99~", "[x", "O", "[", "[1;2;3;4", "Ox",
        ] {
            assert_eq!(key_of_tail(tail), None, "{tail:?}");
        }
    }
}
