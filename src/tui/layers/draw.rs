//! Drawing the layers of `App::layers`, bottom to top, each over what is
//! below it (the editor, or a teaching view that covers the whole screen).
//! A new layer adds its arm to `render_layer`.

use super::session_offer::view as session_prompt;
use crate::core::Arg;
use crate::tui::app::{Layer, SquareJump, Teaching};
use crate::tui::keymap::{self, Context};
use crate::tui::view::screen::Screen;
use crate::tui::view::text::wrap;
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Padding, Paragraph, Widget};

/// Layer `index` of the stack, drawn over what is already in `buf`.
pub(crate) fn render_layer(screen: &Screen<'_>, index: usize, area: Rect, buf: &mut Buffer) {
    let (app, loc, palette) = (screen.app, screen.loc, screen.palette);
    let Some(layer) = app.layers().get(index) else {
        return;
    };
    match layer {
        Layer::Help(scroll) => {
            let keys = (loc, app.user_keys());
            crate::tui::layers::help::view::render_help(
                keys,
                palette,
                app.context_below(index),
                scroll,
                area,
                buf,
            )
        }
        Layer::Share(_) => screen.share_menu_view().render(area, buf),
        Layer::SessionOffer(_) => {
            session_prompt::render_session_prompt(app, loc, palette, area, buf)
        }
        // Building a position: the editor, with the target where the problems were.
        Layer::Teach(Teaching::Build(_)) => {
            if let Some((layout, _)) = screen.layout(area)
                && layout.problems_panel.height >= 3
            {
                Clear.render(layout.problems_panel, buf);
                crate::tui::layers::teach::view::render_build_panel(
                    screen,
                    layout.problems_panel,
                    buf,
                );
            }
        }
        Layer::Teach(_) => crate::tui::layers::teach::view::render(screen, area, buf),
        Layer::QuitConfirm(_) => render_quit_confirm(screen, area, buf),
        Layer::SquareJump(jump) => render_square_jump(screen, jump, area, buf),
        Layer::OpenDialog(dialog) => {
            crate::tui::layers::files::view::render_open_dialog(screen, dialog, area, buf)
        }
        Layer::NamePrompt(prompt) => {
            crate::tui::layers::files::view::render_name_prompt(screen, prompt, area, buf)
        }
        Layer::GameList(list) => {
            crate::tui::layers::files::view::render_game_list(screen, list, area, buf)
        }
        Layer::Library(browser) => screen.render_library(browser, area, buf),
        Layer::ConfigProblems(problems) => {
            crate::tui::layers::config_problems::view::render(screen, problems, area, buf)
        }
        Layer::DiagramPrompt(prompt) => {
            crate::tui::layers::export::view::render_prompt(screen, prompt, area, buf)
        }
        Layer::Analysis(panel) => super::analysis::view::render(screen, panel, area, buf),
    }
}

/// "The FEN field holds text that does not read", and the three ways on.
fn render_quit_confirm(screen: &Screen<'_>, area: Rect, buf: &mut Buffer) {
    let (loc, palette) = (screen.loc, screen.palette);
    let width = area.width.min(64);
    let inner_width = usize::from(width.saturating_sub(4)).max(8);
    let errors = screen.app.field().errors.len();
    let confirm = screen.app.quit_confirm().copied().unwrap_or_default();
    let mut bodies = Vec::new();
    if confirm.unread_draft {
        bodies.push(loc.format("quit-confirm-body", &[("count", Arg::from(errors))]));
    }
    if let Some(unsaved) = crate::tui::layers::files::view::unsaved_text(screen.app, loc, confirm) {
        bodies.push(unsaved);
    }
    let mut lines: Vec<Line> = Vec::new();
    for body in bodies {
        lines.extend(wrap(&body, inner_width).into_iter().map(Line::from));
        lines.push(Line::raw(""));
    }
    let label_width = keymap::bindings_of(Context::QuitConfirm)
        .map(|b| Span::raw(b.label).width())
        .max()
        .unwrap_or(0);
    for binding in keymap::bindings_of(Context::QuitConfirm) {
        let label = format!("{:label_width$}  ", binding.label);
        let indent = label_width + 2;
        let text = wrap(
            &loc.text(crate::tui::layers::files::view::quit_key_text(
                binding.description_id,
                confirm,
            )),
            inner_width.saturating_sub(indent),
        );
        for (i, piece) in text.into_iter().enumerate() {
            let first = if i == 0 {
                label.clone()
            } else {
                " ".repeat(indent)
            };
            lines.push(Line::from(vec![
                Span::styled(first, palette.title()),
                Span::raw(piece),
            ]));
        }
    }
    let boxed = crate::tui::view::text::centred_box(area, width, lines.len(), buf);
    let block = Block::bordered()
        .padding(Padding::horizontal(1))
        .title(Line::styled(
            format!(" {} ", loc.text("quit-confirm-title")),
            palette.title(),
        ));
    Paragraph::new(lines).block(block).render(boxed, buf);
}

/// The prompt on the bottom row: what is typed of the square's name.
fn render_square_jump(screen: &Screen<'_>, jump: &SquareJump, area: Rect, buf: &mut Buffer) {
    let (loc, palette) = (screen.loc, screen.palette);
    let Some(row) = crate::tui::view::text::prompt_row(area, buf) else {
        return;
    };
    let mut spans = vec![
        Span::styled(format!("{} ", loc.text("jump-prompt")), palette.title()),
        Span::styled(format!("{}_", visible_text(&jump.typed)), palette.focused()),
    ];
    if jump.unknown {
        let variant = screen.app.variant();
        let last = crate::core::Square::new(variant.files() - 1, variant.ranks() - 1);
        let first = crate::core::Square::new(0, 0);
        spans.push(Span::raw(format!(
            "  {}",
            loc.format(
                "jump-unknown",
                &[
                    ("typed", Arg::from(visible_text(&jump.typed))),
                    ("first", Arg::from(first.name(variant))),
                    ("last", Arg::from(last.name(variant))),
                ],
            )
        )));
    }
    for (label, id) in keymap::hints_for(Context::SquareJump) {
        spans.push(Span::styled(format!("  {label}"), palette.title()));
        spans.push(Span::styled(format!(" {}", loc.text(id)), palette.dim()));
    }
    buf.set_line(row.x, row.y, &Line::from(spans), row.width);
}

/// What a click at (x, y) means to the top layer: `Some(action)` (or
/// `Some(None)`: nothing) when the layer takes the mouse, `None` when it
/// leaves it to what is below (building a position on the board).
pub(crate) fn click(
    screen: &Screen<'_>,
    layer: &Layer,
    area: Rect,
    x: u16,
    y: u16,
) -> Option<Option<crate::tui::action::Action>> {
    use crate::tui::action::Action;
    Some(match layer {
        // A click anywhere closes the help.
        Layer::Help(_) => Some(Action::ToggleHelp),
        Layer::Share(_) => Some(screen.share_menu_view().click(area, x, y)),
        Layer::Library(_) => screen.library_click(area, x, y),
        Layer::SessionOffer(_)
        | Layer::QuitConfirm(_)
        | Layer::SquareJump(_)
        | Layer::OpenDialog(_)
        | Layer::NamePrompt(_)
        | Layer::GameList(_)
        | Layer::ConfigProblems(_)
        | Layer::DiagramPrompt(_) => None,
        Layer::Teach(_) | Layer::Analysis(_) => return None,
    })
}

/// What the wheel means to the top layer (`down`: towards the end).
pub(crate) fn wheel(layer: Option<&Layer>, down: bool) -> Option<crate::tui::action::Action> {
    super::library::view::library_scroll(layer, down)
}
