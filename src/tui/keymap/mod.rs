//! The one table of keys and how a key press is looked up in it. It drives
//! dispatch, the help overlay and the key hints on the status line, so what
//! help says is always what the keys do. Here: the editor's own keys
//! (`BINDINGS`), the chain of each overlay's (`CHAINED`: an overlay keeps its
//! keys in its folder, `layers/<name>/keys.rs`, one line here), the lookup in
//! a context (`action_for`), the keys a config file binds (`UserKeys`, looked
//! up first) and the names it binds them by (`rebindable`, read off the
//! table's `.named`). What a binding is lies in `binding.rs` and the words a
//! table is written in in `make.rs`: leaves the overlays' `keys.rs` import.

mod binding;
pub(crate) mod make;

pub use binding::{Binding, Context, Does, Group, Keys, LayerKeys};

use super::action::{Action, Direction, TextEdit};
use crate::config::KeySpec;
use crate::core::Color;
use crate::core::transform::Transform;
use crate::tui::app::BoardTool;
use Context::{Board, FenField, Global, Panel};
use Direction::{Down, Left, Right, Up};
use Group::{Edit, Files, Learn, Share, View};
use make::{CTRL, alt, alt_key, ctrl, each, fixed, help_key, hinted, key, typing};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// Each overlay's own keys, kept in its folder: one line an overlay.
pub static CHAINED: &[&[Binding]] = &[
    crate::tui::layers::help::keys::KEYS,
    crate::tui::layers::session_offer::keys::KEYS,
    crate::tui::layers::quit::keys::KEYS,
    crate::tui::layers::jump::keys::KEYS,
    crate::tui::layers::files::keys::KEYS,
    crate::tui::layers::library::keys::KEYS,
    crate::tui::layers::config_problems::keys::KEYS,
    crate::tui::layers::export::keys::KEYS,
    crate::tui::layers::teach::keys::KEYS,
    crate::tui::layers::analysis::keys::KEYS,
    crate::tui::layers::history::keys::KEYS,
];

/// Every key of the editor. Within a context the first match wins, so specific
/// keys come before `Printable`.
#[rustfmt::skip]
pub static BINDINGS: &[Binding] = &[
    // Global.
    hinted(Global, &[ctrl('q')], "Ctrl-Q", Action::Quit, "key-quit", "hint-quit").on(Files).named("quit"),
    hinted(Global, &[key(KeyCode::F(1))], "F1 ?", Action::HELP, "key-help", "hint-help").on(View).named("help"),
    hinted(Global, &[key(KeyCode::F(3))], "F3", Action::StartPosition, "key-start-position", "hint-start-position").on(Edit).named("start-position"),
    hinted(Global, &[key(KeyCode::F(4))], "F4", Action::EmptyBoard, "key-empty-board", "hint-empty-board").on(Edit).named("empty-board"),
    hinted(Global, &[ctrl('c')], "Ctrl-C", Action::CopyFen, "key-copy", "hint-copy").on(Share).named("copy-fen"),
    hinted(Global, &[ctrl('v')], "Ctrl-V", Action::PasteFromClipboard, "key-paste", "hint-paste").on(Share).named("paste"),
    fixed(Global, &[key(KeyCode::F(10)), ctrl('t')], "F10 Ctrl-T", Action::SHARE_MENU, "key-share").on(Share).named("share"),
    fixed(Global, &[ctrl('z')], "Ctrl-Z", Action::Undo, "key-undo").on(Edit).named("undo"),
    fixed(Global, &[ctrl('y')], "Ctrl-Y", Action::Redo, "key-redo").on(Edit).named("redo"),
    hinted(Global, &[key(KeyCode::Tab)], "Tab", Action::FocusNext, "key-focus-next", "hint-focus").on(View).named("focus-next"),
    fixed(Global, &[Keys::Chord(KeyCode::BackTab, KeyModifiers::SHIFT), key(KeyCode::BackTab)], "Shift-Tab", Action::FocusPrevious, "key-focus-previous").on(View).named("focus-previous"),
    fixed(Global, &[key(KeyCode::F(2))], "F2", Action::Flip, "key-flip").on(View).named("flip"),
    fixed(Global, &[key(KeyCode::F(5))], "F5", Action::SwitchVariant, "key-switch-variant").on(Edit).named("switch-variant"),
    fixed(Global, &[key(KeyCode::F(6))], "F6", Action::ToggleSideToMove, "key-toggle-side").on(Edit).named("toggle-side"),
    fixed(Global, &[key(KeyCode::F(7))], "F7", Action::TogglePieceStyle, "key-piece-style").on(View).named("piece-theme"),
    fixed(Global, &[key(KeyCode::Esc)], "Esc", Action::Escape, "key-escape").on(Edit),
    // The board.
    each(Board, &[key(KeyCode::Up), key(KeyCode::Down), key(KeyCode::Left), key(KeyCode::Right)], "← ↑ → ↓", &[Action::Move(Up), Action::Move(Down), Action::Move(Left), Action::Move(Right)], "key-board-arrows"),
    fixed(Board, &[key(KeyCode::Home)], "Home", Action::Home, "key-board-home"),
    fixed(Board, &[key(KeyCode::End)], "End", Action::End, "key-board-end"),
    fixed(Board, &[key(KeyCode::PageUp)], "PgUp", Action::TopRank, "key-board-page-up"),
    fixed(Board, &[key(KeyCode::PageDown)], "PgDn", Action::BottomRank, "key-board-page-down"),
    fixed(Board, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-board-backspace"),
    fixed(Board, &[key(KeyCode::Delete)], "Delete", Action::EraseHere, "key-board-delete"),
    fixed(Board, &[key(KeyCode::Enter)], "Enter", Action::UseTool, "key-board-enter"),
    help_key(Board, &[key(KeyCode::Char('?'))], "?"),
    fixed(Board, &[key(KeyCode::Char(' '))], "Space", Action::CarryPiece, "key-board-carry"),
    typing(Board, "K…p 1-9 /", "key-board-letters"),
    // Panels.
    each(Panel, &[key(KeyCode::Up), key(KeyCode::Down), key(KeyCode::Left), key(KeyCode::Right)], "← ↑ → ↓", &[Action::Move(Up), Action::Move(Down), Action::Move(Left), Action::Move(Right)], "key-panel-arrows"),
    fixed(Panel, &[key(KeyCode::Char(' ')), key(KeyCode::Enter)], "Space Enter", Action::Activate, "key-panel-activate"),
    fixed(Panel, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-panel-backspace"),
    help_key(Panel, &[key(KeyCode::Char('?'))], "?"),
    typing(Panel, "0-9", "key-panel-digits"),
    // The FEN field.
    each(FenField, &[key(KeyCode::Left), key(KeyCode::Right)], "← →", &[Action::Move(Left), Action::Move(Right)], "key-field-arrows"),
    fixed(FenField, &[key(KeyCode::Home)], "Home", Action::Home, "key-field-home"),
    fixed(FenField, &[key(KeyCode::End)], "End", Action::End, "key-field-end"),
    fixed(FenField, &[key(KeyCode::Backspace)], "Backspace", Action::EraseBack, "key-field-backspace"),
    fixed(FenField, &[key(KeyCode::Delete)], "Delete", Action::EraseHere, "key-field-delete"),
    fixed(FenField, &[key(KeyCode::Enter)], "Enter", Action::Commit, "key-field-enter"),
    typing(FenField, "a-z 0-9 …", "key-field-typing"),
    // Line editing in text fields: a focused field's keys win over global ones.
    fixed(FenField, &[ctrl('a')], "Ctrl-A", Action::Edit(TextEdit::ToStart), "key-text-to-start"),
    fixed(FenField, &[ctrl('e')], "Ctrl-E", Action::Edit(TextEdit::ToEnd), "key-text-to-end"),
    each(FenField, &[Keys::Chord(KeyCode::Left, CTRL), Keys::Chord(KeyCode::Right, CTRL)], "Ctrl-← →", &[Action::Edit(TextEdit::WordLeft), Action::Edit(TextEdit::WordRight)], "key-text-words"),
    fixed(FenField, &[ctrl('u')], "Ctrl-U", Action::Edit(TextEdit::DeleteToStart), "key-text-delete-to-start"),
    fixed(FenField, &[ctrl('k')], "Ctrl-K", Action::Edit(TextEdit::DeleteToEnd), "key-text-delete-to-end"),
    fixed(FenField, &[ctrl('w')], "Ctrl-W", Action::Edit(TextEdit::DeleteWordBack), "key-text-delete-word"),
    fixed(Global, &[key(KeyCode::F(8))], "F8", Action::WALK_THROUGH, "key-walk-through").on(Learn).named("walk-through"),
    fixed(Global, &[key(KeyCode::F(9))], "F9", Action::SwitchLanguage, "key-switch-language").on(View).named("switch-language"),
    fixed(Global, &[ctrl('e')], "Ctrl-E", Action::EXPLAIN_MOVES, "key-explain-moves").on(Learn).named("explain-moves"),
    fixed(Global, &[key(KeyCode::F(12))], "F12", Action::PRACTICE, "key-practice").on(Learn).named("practice"),
    fixed(Global, &[alt('9')], "Alt-9", Action::BoardTool(BoardTool::ToggleChess960), "key-chess960").on(Edit),
    fixed(Global, &[alt('x')], "Alt-X", Action::BoardTool(BoardTool::RandomStart), "key-chess960-random").on(Edit),
    fixed(Global, &[alt('n')], "Alt-N", Action::BoardTool(BoardTool::ToggleNotation), "key-castling-notation").on(Edit),
    fixed(Global, &[alt('c')], "Alt-C", Action::BoardTool(BoardTool::Transform(Transform::SwapColors)), "key-swap-colors").on(Edit),
    fixed(Global, &[alt('m')], "Alt-M", Action::BoardTool(BoardTool::Transform(Transform::Mirror)), "key-mirror").on(Edit),
    fixed(Global, &[alt('r')], "Alt-R", Action::BoardTool(BoardTool::Transform(Transform::Rotate)), "key-rotate").on(Edit),
    fixed(Global, &[alt('w')], "Alt-W", Action::BoardTool(BoardTool::Transform(Transform::Clear(Color::White))), "key-clear-white").on(Edit),
    fixed(Global, &[alt('b')], "Alt-B", Action::BoardTool(BoardTool::Transform(Transform::Clear(Color::Black))), "key-clear-black").on(Edit),
    fixed(Global, &[ctrl('p')], "Ctrl-P", Action::PickTool, "key-pick-tool").on(Edit),
    each(Global, &[alt_key(KeyCode::Up), alt_key(KeyCode::Down)], "Alt-↑ ↓", &[Action::ScrollProblems(false), Action::ScrollProblems(true)], "key-scroll-problems").on(View),
    // Quitting without printing.
    // Ctrl-\ arrives as Ctrl-4 from most terminals (the same byte, 0x1c).
    fixed(Global, &[ctrl('\\'), ctrl('4')], "Ctrl-\\", Action::QuitWithoutPrinting, "key-quit-without-printing").on(Files),
    fixed(Global, &[ctrl('g')], "Ctrl-G", Action::SQUARE_JUMP, "key-jump").on(Edit),
    // Save, open, step through a file's positions.
    fixed(Global, &[ctrl('s')], "Ctrl-S", Action::Save, "key-save").on(Files).named("save"),
    fixed(Global, &[alt('s')], "Alt-S", Action::SaveAs, "key-save-as").on(Files).named("save-as"),
    fixed(Global, &[alt('i')], "Alt-I", Action::AddPosition, "key-add-position").on(Files).named("add-position"),
    fixed(Global, &[ctrl('o')], "Ctrl-O", Action::Open(crate::tui::layers::files::state::OPEN_DIALOG), "key-open").on(Files).named("open"),
    fixed(Global, &[alt_key(KeyCode::Right), alt_key(KeyCode::PageDown)], "Alt-→", Action::NextPosition, "key-next-position").on(Files).named("next-position"),
    fixed(Global, &[alt_key(KeyCode::Left), alt_key(KeyCode::PageUp)], "Alt-←", Action::PreviousPosition, "key-previous-position").on(Files).named("previous-position"),
    // Ctrl-L opens the browser (no terminal takes it; F11 is often full screen).
    fixed(Global, &[ctrl('l')], "Ctrl-L", Action::LIBRARY, "key-library").on(Files).named("library"),
    // The board's colours and coordinates.
    fixed(Global, &[alt('t')], "Alt-T", Action::NextBoardTheme, "key-board-theme").on(View).named("board-theme"),
    fixed(Global, &[alt('d')], "Alt-D", Action::ToggleCoordinates, "key-coordinates").on(View).named("coordinates"),
];

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

impl Context {
    /// The contexts whose bindings a key is looked up in, in order.
    fn chain(self) -> impl Iterator<Item = Context> {
        let then: &'static [Context] = match self {
            Context::Global => &[],
            Context::Board
            | Context::Panel
            | Context::FenField
            | Context::Walk
            | Context::Moves
            | Context::WriteFen => &[Context::Global],
            Context::BuildPosition => &[Context::Board, Context::Global],
            Context::Layer(overlay) => overlay.then,
        };
        std::iter::once(self).chain(then.iter().copied())
    }
}

/// Every action a config file may rebind, by name.
pub fn rebindable() -> Vec<(&'static str, Action)> {
    all_bindings()
        .filter_map(|binding| match (binding.name, &binding.does) {
            (Some(name), Does::Fixed(action)) => Some((name, action.clone())),
            _ => None,
        })
        .collect()
}

/// The names alone, for checking a config file.
pub fn action_names() -> Vec<&'static str> {
    rebindable().into_iter().map(|(name, _)| name).collect()
}

/// The config's bindings, resolved to actions.
#[derive(Clone, Debug, Default)]
pub struct UserKeys {
    keys: Vec<(KeySpec, Action)>,
}

impl UserKeys {
    /// From the config's `(action name, keys)`; unknown names were reported
    /// when the file was read and are left out here.
    pub fn new(bound: &[(String, Vec<KeySpec>)]) -> UserKeys {
        let actions = rebindable();
        let keys = bound
            .iter()
            .filter_map(|(name, specs)| {
                let (_, action) = actions.iter().find(|(n, _)| n == name)?;
                Some(specs.iter().map(move |spec| (*spec, action.clone())))
            })
            .flatten()
            .collect();
        UserKeys { keys }
    }

    /// The action a key press means by the config, in `context`.
    pub fn action_for(&self, event: KeyEvent, context: Context) -> Option<Action> {
        if !UserKeys::works_in(context) || event.kind == KeyEventKind::Release {
            return None;
        }
        let relevant = KeyModifiers::CONTROL | KeyModifiers::ALT | KeyModifiers::SHIFT;
        self.keys
            .iter()
            .find(|(spec, _)| {
                let same_code = match (spec.code, event.code) {
                    (KeyCode::Char(a), KeyCode::Char(b)) if !spec.modifiers.is_empty() => {
                        a.eq_ignore_ascii_case(&b)
                    }
                    (a, b) => a == b,
                };
                // A letter's case already says Shift; only named keys compare it.
                let mods = |m: KeyModifiers| match event.code {
                    KeyCode::Char(_) => m & (relevant - KeyModifiers::SHIFT),
                    _ => m & relevant,
                };
                same_code && mods(event.modifiers) == mods(spec.modifiers)
            })
            .map(|(_, action)| action.clone())
    }
}

impl UserKeys {
    /// Where the config's keys work: editing the board or a panel, where no
    /// text is being typed.
    pub fn works_in(context: Context) -> bool {
        matches!(
            context,
            Context::Global | Context::Board | Context::Panel | Context::BuildPosition
        )
    }

    /// The keys the config binds to `action`, as help writes keys (`Ctrl-S`,
    /// `Alt-Enter`, `F2`, `f`), space-separated; `None` when it binds none.
    pub fn label_for(&self, action: &Action) -> Option<String> {
        let labels: Vec<String> = self
            .keys
            .iter()
            .filter(|(_, bound)| bound == action)
            .map(|(spec, _)| help_label(*spec))
            .collect();
        (!labels.is_empty()).then(|| labels.join(" "))
    }
}

/// One key as the table's labels write keys.
fn help_label(spec: KeySpec) -> String {
    let mut label = String::new();
    for (flag, word) in [
        (KeyModifiers::CONTROL, "Ctrl-"),
        (KeyModifiers::ALT, "Alt-"),
        (KeyModifiers::SHIFT, "Shift-"),
    ] {
        if spec.modifiers.contains(flag) {
            label.push_str(word);
        }
    }
    let name = match spec.code {
        KeyCode::Char(' ') => "Space".to_string(),
        KeyCode::Char(c) if spec.modifiers.is_empty() => c.to_string(),
        KeyCode::Char(c) => c.to_uppercase().to_string(),
        KeyCode::F(n) => format!("F{n}"),
        KeyCode::Up => "↑".to_string(),
        KeyCode::Down => "↓".to_string(),
        KeyCode::Left => "←".to_string(),
        KeyCode::Right => "→".to_string(),
        KeyCode::PageUp => "PgUp".to_string(),
        KeyCode::PageDown => "PgDn".to_string(),
        KeyCode::BackTab => "Shift-Tab".to_string(),
        code => format!("{code}"),
    };
    label.push_str(&name);
    label
}

#[cfg(test)]
mod tests;
