//! The diagram's file name prompt, on the bottom row: the name offered, edited
//! with the FEN field's keys; Enter writes (the format from the extension; an
//! unknown one is said, the name kept), Esc cancels. A file that exists turns
//! it into a question: y or Enter replaces it, n or Esc goes back to the name.

use super::naming;
use super::state::{DiagramPrompt, ExportEffect};
use crate::tui::action::Action;
use crate::tui::app::fen_field::{FieldKey, field_key};
use crate::tui::app::{App, Effect};
use crate::tui::keymap::Context;
use crate::tui::layers::Step;
use crate::tui::layers::{Canvas, Overlay};

impl App {
    pub(crate) fn handle_diagram_prompt(
        &mut self,
        prompt: &mut DiagramPrompt,
        action: Action,
    ) -> Step {
        if prompt.asking_to_replace {
            return self.answer_replace(prompt, action);
        }
        match action {
            Action::Escape => return Step::consumed().and_close(),
            Action::Submit | Action::Commit | Action::Activate => return self.write(prompt, false),
            Action::Quit | Action::QuitWithoutPrinting => return Step::pass(action),
            _ => {
                // An edit of the name forgets a problem with the old one.
                if field_key(&mut prompt.typed, &mut prompt.caret, &action) == FieldKey::Edited {
                    prompt.problem = None;
                }
            }
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
