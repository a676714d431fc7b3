//! Keys the config file binds (`[keys] flip = "f"`). They are looked up before
//! the table while editing the board or a panel, where no text is being typed;
//! the table's own keys keep working beside them.

use super::Context;
use super::names::rebindable;
use crate::config::KeySpec;
use crate::tui::action::Action;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

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
mod tests {
    use super::*;

    fn keys(text: &str) -> UserKeys {
        let (config, problems) = crate::config::parse(text, &super::super::names::action_names());
        assert_eq!(problems, []);
        UserKeys::new(&config.keys)
    }

    fn press(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    #[test]
    fn a_rebound_key_gives_its_action_on_the_board() {
        let user = keys("[keys]\nflip = [\"F11\", \"ctrl+f\"]\nundo = \"u\"\n");
        let none = KeyModifiers::NONE;
        assert_eq!(
            user.action_for(press(KeyCode::F(11), none), Context::Board),
            Some(Action::Flip)
        );
        assert_eq!(
            user.action_for(
                press(KeyCode::Char('f'), KeyModifiers::CONTROL),
                Context::Panel
            ),
            Some(Action::Flip)
        );
        assert_eq!(
            user.action_for(press(KeyCode::Char('u'), none), Context::Board),
            Some(Action::Undo)
        );
        assert_eq!(
            user.action_for(press(KeyCode::Char('f'), none), Context::Board),
            None
        );
    }

    #[test]
    fn help_labels_name_the_bound_keys_as_the_table_does() {
        let user =
            keys("[keys]\nflip = [\"f\", \"ctrl+shift+f\", \"F11\"]\nundo = \"alt+enter\"\n");
        assert_eq!(
            user.label_for(&Action::Flip).as_deref(),
            Some("f Ctrl-Shift-F F11")
        );
        assert_eq!(user.label_for(&Action::Undo).as_deref(), Some("Alt-Enter"));
        assert_eq!(user.label_for(&Action::Redo), None);
    }

    #[test]
    fn typing_and_overlays_keep_their_keys() {
        let user = keys("[keys]\nundo = \"u\"\n");
        let u = press(KeyCode::Char('u'), KeyModifiers::NONE);
        for context in [
            Context::FenField,
            crate::tui::layers::help::keys::CONTEXT,
            crate::tui::layers::quit::keys::CONTEXT,
            Context::WriteFen,
        ] {
            assert_eq!(user.action_for(u, context), None, "{context:?}");
        }
    }
}
