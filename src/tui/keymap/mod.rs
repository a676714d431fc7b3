//! The one table of keys. It drives dispatch, the help overlay and the key
//! hints on the status line, so what help says is always what the keys do.
//! The editor's own keys are in `table.rs`; each overlay keeps its keys in
//! its folder (`layers/<name>/keys.rs`, a `KEYS` list), which `table::CHAINED`
//! chains, one line an overlay.

mod binding;
pub(crate) mod make;
pub mod names;
mod table;
pub mod user;

pub use binding::{Binding, Context, Does, Group, Keys, LayerKeys};
pub use table::{BINDINGS, CHAINED};

use super::action::Action;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// The action a key press means in `context`, if any.
pub fn action_for(event: KeyEvent, context: Context) -> Option<Action> {
    if event.kind == KeyEventKind::Release {
        return None;
    }
    let found = context.chain().find_map(|ctx| {
        bindings_of(ctx).find_map(|b| {
            b.keys
                .iter()
                .enumerate()
                .find_map(|(i, k)| matches(b, i, *k, event))
        })
    });
    // Overlays take only their own keys, but quitting works even behind them.
    let overlay = !context.chain().any(|c| c == Context::Global);
    found.or_else(|| overlay.then(|| quit_key(event)).flatten())
}

/// The global quit keys (with and without printing).
fn quit_key(event: KeyEvent) -> Option<Action> {
    bindings_of(Context::Global)
        .filter(|b| {
            matches!(
                b.does,
                Does::Fixed(Action::Quit | Action::QuitWithoutPrinting)
            )
        })
        .find_map(|b| {
            b.keys
                .iter()
                .enumerate()
                .find_map(|(i, k)| matches(b, i, *k, event))
        })
}

fn matches(binding: &Binding, index: usize, keys: Keys, event: KeyEvent) -> Option<Action> {
    match (keys, &binding.does) {
        (Keys::Printable, Does::TypeCharacter) => printable(event).map(Action::Type),
        (Keys::Printable, Does::Fixed(action)) => printable(event).map(|_| action.clone()),
        (chord, does) if chord_matches(chord, event) => match does {
            Does::Fixed(action) => Some(action.clone()),
            Does::Each(actions) => actions.get(index).cloned(),
            Does::TypeCharacter => Some(Action::Type(char_of(event.code)?)),
        },
        _ => None,
    }
}

fn char_of(code: KeyCode) -> Option<char> {
    match code {
        KeyCode::Char(c) => Some(c),
        _ => None,
    }
}

fn printable(event: KeyEvent) -> Option<char> {
    let c = char_of(event.code)?;
    let plain = !event
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT | KeyModifiers::SUPER);
    (plain && !c.is_control()).then_some(c)
}

fn chord_matches(keys: Keys, event: KeyEvent) -> bool {
    let Keys::Chord(code, mods) = keys else {
        return false;
    };
    let ignore_shift = |m: KeyModifiers| m - KeyModifiers::SHIFT;
    let same_code = match (code, event.code) {
        // Ctrl-Q arrives as 'q' or 'Q' depending on the terminal and Caps Lock.
        (KeyCode::Char(a), KeyCode::Char(b)) => a.eq_ignore_ascii_case(&b),
        (a, b) => a == b,
    };
    let relevant = KeyModifiers::CONTROL | KeyModifiers::ALT | KeyModifiers::SHIFT;
    same_code && ignore_shift(event.modifiers & relevant) == ignore_shift(mods)
}

/// Every binding: the editor's, then each overlay's.
pub fn all_bindings() -> impl Iterator<Item = &'static Binding> {
    BINDINGS
        .iter()
        .chain(CHAINED.iter().flat_map(|keys| keys.iter()))
}

/// The bindings of one context, in table order, for the help overlay.
pub fn bindings_of(context: Context) -> impl Iterator<Item = &'static Binding> {
    all_bindings().filter(move |b| b.context == context)
}

/// The bindings worth a hint on the status line where keys go to `context`:
/// its own first, then those of the contexts it falls back to.
pub fn hints_for(context: Context) -> impl Iterator<Item = (&'static str, &'static str)> {
    context.chain().flat_map(hints_in)
}

/// The bindings of one context worth a hint on its status line.
pub fn hints_in(context: Context) -> impl Iterator<Item = (&'static str, &'static str)> {
    bindings_of(context).filter_map(|b| b.hint_id.map(|hint| (b.label, hint)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::action::Direction::{Down, Right};
    use crate::tui::layers::help::keys::CONTEXT as Help;
    use crate::tui::layers::jump::keys::CONTEXT as SquareJump;
    use crate::tui::layers::quit::keys::CONTEXT as QuitConfirm;
    use Context::{Board, FenField, Panel};

    const NONE: KeyModifiers = KeyModifiers::NONE;
    const CTRL: KeyModifiers = KeyModifiers::CONTROL;

    fn press(code: KeyCode, mods: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, mods)
    }

    #[test]
    fn control_keys_are_global() {
        for context in [Board, Panel, FenField] {
            assert_eq!(
                action_for(press(KeyCode::Char('q'), CTRL), context),
                Some(Action::Quit)
            );
            assert_eq!(
                action_for(press(KeyCode::Char('z'), CTRL), context),
                Some(Action::Undo)
            );
        }
        assert_eq!(
            action_for(press(KeyCode::Char('q'), CTRL), Help),
            Some(Action::Quit)
        );
    }

    #[test]
    fn letters_type_on_the_board_and_in_the_field() {
        let k = press(KeyCode::Char('K'), KeyModifiers::SHIFT);
        assert_eq!(action_for(k, Board), Some(Action::Type('K')));
        assert_eq!(action_for(k, FenField), Some(Action::Type('K')));
        // `?` opens help on the board but is text in the field.
        let q = press(KeyCode::Char('?'), KeyModifiers::SHIFT);
        assert_eq!(action_for(q, Board), Some(Action::ToggleHelp));
        assert_eq!(action_for(q, FenField), Some(Action::Type('?')));
    }

    #[test]
    fn arrows_say_their_direction() {
        assert_eq!(
            action_for(press(KeyCode::Down, NONE), Board),
            Some(Action::Move(Down))
        );
        assert_eq!(
            action_for(press(KeyCode::Right, NONE), FenField),
            Some(Action::Move(Right))
        );
        assert_eq!(action_for(press(KeyCode::Up, NONE), FenField), None);
    }

    #[test]
    fn help_swallows_board_keys() {
        // A letter narrows the help (the help's own Type), never the board's.
        assert_eq!(
            action_for(press(KeyCode::Char('K'), KeyModifiers::SHIFT), Help),
            Some(Action::Type('K'))
        );
        assert_eq!(action_for(press(KeyCode::F(3), NONE), Help), None);
        assert_eq!(
            action_for(press(KeyCode::Esc, NONE), Help),
            Some(Action::ToggleHelp)
        );
    }

    #[test]
    fn quitting_without_printing_works_everywhere_even_behind_overlays() {
        // Ctrl-\ comes from most terminals as Ctrl-4 (the same byte), from kitty as itself.
        for key in [
            press(KeyCode::Char('4'), CTRL),
            press(KeyCode::Char('\\'), CTRL),
        ] {
            for context in [Board, FenField, Help, SquareJump, Context::Walk] {
                assert_eq!(
                    action_for(key, context),
                    Some(Action::QuitWithoutPrinting),
                    "{context:?}"
                );
            }
        }
        // In the quit question, Ctrl-Q again is "quit anyway".
        assert_eq!(
            action_for(press(KeyCode::Char('q'), CTRL), QuitConfirm),
            Some(Action::QuitAnyway)
        );
        // A square name's letters are the jump's, not pieces on the board.
        assert_eq!(
            action_for(press(KeyCode::Char('b'), NONE), SquareJump),
            Some(Action::Type('b'))
        );
        assert_eq!(action_for(press(KeyCode::F(3), NONE), SquareJump), None);
    }

    #[test]
    fn alt_modified_letters_never_type() {
        // Some Alt letters are bound (the Chess960 and transform keys); none types.
        for letter in 'a'..='z' {
            let alt = press(KeyCode::Char(letter), KeyModifiers::ALT);
            for context in [Board, FenField, SquareJump] {
                let action = action_for(alt, context);
                assert!(
                    !matches!(action, Some(Action::Type(_))),
                    "{letter} {context:?}: {action:?}"
                );
            }
        }
    }

    #[test]
    fn shift_tab_goes_back() {
        let back = press(KeyCode::BackTab, KeyModifiers::SHIFT);
        assert_eq!(action_for(back, Board), Some(Action::FocusPrevious));
    }
}
