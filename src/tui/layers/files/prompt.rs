//! The file name prompt of Save (no file open) and Save As: a name typed on
//! the bottom row; Enter saves there (`.fen` added when the name has no
//! extension), Esc cancels. When Save As finds a file under the name, the
//! prompt asks before replacing it (y Enter: replace, n Esc: back to the name).

use super::state::{NamePrompt, OpenFile};
use crate::tui::action::Action;
use crate::tui::app::{App, Effect};
use crate::tui::keymap::Context;
use crate::tui::layers::Step;
use crate::tui::layers::{Canvas, Overlay};
use std::path::PathBuf;

impl NamePrompt {
    /// Empty, or the open file's name to change.
    pub fn new(file: Option<&OpenFile>) -> NamePrompt {
        NamePrompt {
            typed: file
                .map(|f| f.path.display().to_string())
                .unwrap_or_default(),
            elsewhere: file.and_then(|f| f.elsewhere.clone()),
            asking_to_replace: false,
            replace_or_add: None,
        }
    }

    /// The path typed, with `.fen` when it has no extension.
    pub fn path(&self) -> Option<PathBuf> {
        let typed = self.typed.trim();
        if typed.is_empty() {
            return None;
        }
        let mut path = PathBuf::from(typed);
        if path.extension().is_none() {
            path.set_extension("fen");
        }
        Some(path)
    }
}

impl App {
    pub(crate) fn handle_name_prompt(&mut self, prompt: &mut NamePrompt, action: Action) -> Step {
        if prompt.asking_to_replace {
            return self.answer_replace_file(prompt, action);
        }
        if prompt.replace_or_add.is_some() {
            return self.answer_replace_or_add(action);
        }
        match action {
            Action::Escape => Step::consumed().and_close(),
            Action::Submit | Action::Commit | Action::Activate => match prompt.path() {
                Some(path) => {
                    let effects: Vec<Effect> = self.save_as(path);
                    Step::effects(effects).and_close()
                }
                None => Step::consumed(),
            },
            Action::Type(c) => {
                prompt.typed.push(c);
                Step::consumed()
            }
            Action::Paste(text) => {
                prompt.typed.push_str(text.trim());
                Step::consumed()
            }
            Action::EraseBack => {
                prompt.typed.pop();
                Step::consumed()
            }
            Action::Quit | Action::QuitWithoutPrinting => Step::pass(action),
            _ => Step::consumed(),
        }
    }

    /// y or Enter: replace the file; n or Esc: back to the name.
    fn answer_replace_file(&mut self, prompt: &mut NamePrompt, action: Action) -> Step {
        match action {
            Action::Submit | Action::Commit | Action::Activate | Action::Type('y' | 'Y') => {
                match prompt.path() {
                    Some(path) => Step::effects(self.replace_with_open_file(path)).and_close(),
                    None => Step::consumed().and_close(),
                }
            }
            Action::Escape | Action::Type('n' | 'N') => {
                prompt.asking_to_replace = false;
                Step::consumed()
            }
            Action::Quit | Action::QuitWithoutPrinting => Step::pass(action),
            _ => Step::consumed(),
        }
    }
}

impl Overlay for NamePrompt {
    fn context(&self, _: &App) -> Option<Context> {
        Some(super::keys::NAME_PROMPT)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        app.handle_name_prompt(self, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        super::view::render_name_prompt(canvas.screen, self, canvas.area, canvas.buf)
    }
}
