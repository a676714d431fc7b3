//! The diagram's file name prompt, on the bottom row: the name offered, edited
//! with the FEN field's keys; Enter writes (the format from the extension; an
//! unknown one is said, the name kept), Esc cancels. A file that exists turns
//! it into a question: y or Enter replaces it, n or Esc goes back to the name.

use super::naming::{self, NameProblem};
use super::{DiagramOf, ExportEffect};
use crate::tui::action::{Action, Direction};
use crate::tui::app::fen_field::{apply_edit, erase_back, erase_here, insert};
use crate::tui::app::{App, Effect};
use crate::tui::keymap::Context;
use crate::tui::layers::Step;
use crate::tui::layers::{Canvas, Overlay};

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DiagramPrompt {
    pub typed: String,
    /// In characters.
    pub caret: usize,
    /// The board as it was when the prompt opened (what gets written).
    pub diagram: DiagramOf,
    pub problem: Option<NameProblem>,
    /// The file exists: asking whether to replace it.
    pub asking_to_replace: bool,
}

impl DiagramPrompt {
    pub fn new(typed: String, diagram: DiagramOf) -> DiagramPrompt {
        DiagramPrompt {
            caret: typed.chars().count(),
            typed,
            diagram,
            problem: None,
            asking_to_replace: false,
        }
    }

    /// One edit of the name; a problem with the old one is forgotten.
    fn edit(&mut self, edit: impl FnOnce(&mut String, &mut usize)) {
        self.caret = self.caret.min(self.typed.chars().count());
        edit(&mut self.typed, &mut self.caret);
        self.problem = None;
    }
}

impl App {
    pub(crate) fn handle_diagram_prompt(
        &mut self,
        prompt: &mut DiagramPrompt,
        action: Action,
    ) -> Step {
        if prompt.asking_to_replace {
            return self.answer_replace(prompt, action);
        }
        let length = prompt.typed.chars().count();
        match action {
            Action::Escape => return Step::consumed().and_close(),
            Action::Submit | Action::Commit | Action::Activate => return self.write(prompt, false),
            Action::Move(Direction::Left) => {
                prompt.caret = prompt.caret.min(length).saturating_sub(1)
            }
            Action::Move(Direction::Right) => prompt.caret = (prompt.caret + 1).min(length),
            Action::Home => prompt.caret = 0,
            Action::End => prompt.caret = length,
            Action::Type(c) => {
                prompt.edit(|text, caret| insert(text, caret, c.encode_utf8(&mut [0; 4])))
            }
            // A pasted name is one line.
            Action::Paste(text) => {
                let line = text.lines().next().unwrap_or("").trim().to_string();
                prompt.edit(|text, caret| insert(text, caret, &line));
            }
            Action::EraseBack => prompt.edit(erase_back),
            Action::EraseHere => prompt.edit(|text, caret| erase_here(text, *caret)),
            Action::Edit(edit) => prompt.edit(|text, caret| apply_edit(text, caret, edit)),
            Action::Quit | Action::QuitWithoutPrinting => return Step::pass(action),
            _ => {}
        }
        Step::consumed()
    }

    /// y or Enter: replace the file; n or Esc: back to the name.
    fn answer_replace(&mut self, prompt: &mut DiagramPrompt, action: Action) -> Step {
        match action {
            Action::Submit | Action::Commit | Action::Activate | Action::Type('y' | 'Y') => {
                self.write(prompt, true)
            }
            Action::Escape | Action::Type('n' | 'N') => {
                prompt.asking_to_replace = false;
                Step::consumed()
            }
            Action::Quit | Action::QuitWithoutPrinting => Step::pass(action),
            _ => Step::consumed(),
        }
    }

    /// The name read: the runtime asked to draw and write (the prompt closes),
    /// or the problem shown and the name kept.
    fn write(&mut self, prompt: &mut DiagramPrompt, replace: bool) -> Step {
        match naming::resolve(&prompt.typed) {
            Ok((path, format)) => {
                self.diagram_name = Some(prompt.typed.trim().to_string());
                let effect = ExportEffect::Write {
                    path,
                    format,
                    diagram: prompt.diagram,
                    replace,
                };
                Step::effects(vec![Effect::Export(effect)]).and_close()
            }
            Err(problem) => {
                prompt.problem = Some(problem);
                prompt.asking_to_replace = false;
                Step::consumed()
            }
        }
    }
}

impl Overlay for DiagramPrompt {
    fn context(&self, _: &App) -> Option<Context> {
        Some(super::keys::CONTEXT)
    }
    fn handle(&mut self, app: &mut App, action: Action) -> Step {
        app.handle_diagram_prompt(self, action)
    }
    fn draw(&self, canvas: &mut Canvas<'_, '_>) {
        super::view::render_prompt(canvas.screen, self, canvas.area, canvas.buf)
    }
}
