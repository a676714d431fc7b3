//! Drawing files: the open dialog and a PGN's games (a scrolling list in a
//! box), the file name prompt (the bottom row), the open file's place and
//! modified mark (on the position panel's border), and the status messages.

use super::state::{Elsewhere, GameList, NamePrompt, OpenDialog};
use crate::core::Arg;
use crate::core::pgn::PgnGame;
use crate::i18n::Localizer;
use crate::tui::app::App;
use crate::tui::keymap::Context;
use crate::tui::layers::draw::hints;
use crate::tui::view::screen::Screen;
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Paragraph, Widget};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

/// " games.fen 3 / 120 · caption * modified " for the position panel's
/// bottom border, `width` columns wide at most: a long caption is shortened
/// (or left out) first, so the file, the place and the mark always show.
pub fn file_title(app: &App, loc: &Localizer, width: u16) -> Option<String> {
    let file = app.open_file()?;
    if let Some(source) = &file.elsewhere {
        // Not this file's line: no place in it and no "modified" to claim.
        return Some(format!(
            " {} · {} ",
            visible_text(&file.name()),
            loc.format(
                "file-position-from",
                &[("source", elsewhere_name(source, loc).into())]
            )
        ));
    }
    let (at, count) = file.place();
    let mark = if app.file_modified() {
        format!(" * {}", loc.text("file-modified"))
    } else {
        String::new()
    };
    let name = visible_text(&file.name());
    let bare = format!(" {name} {at} / {count}{mark} ");
    let room = usize::from(width).saturating_sub(bare.width() + " · ".width());
    let caption = file
        .caption()
        .and_then(|caption| cut_to(&visible_text(&caption), room))
        .map(|caption| format!(" · {caption}"))
        .unwrap_or_default();
    Some(format!(" {name} {at} / {count}{caption}{mark} "))
}

/// `text` in at most `room` columns, ending in "…" when cut; None when not
/// even a few of its characters would show.
fn cut_to(text: &str, room: usize) -> Option<String> {
    if text.width() <= room {
        return Some(text.to_string());
    }
    if room < 4 {
        return None;
    }
    let mut shown = String::new();
    for c in text.chars() {
        if shown.width() + c.width().unwrap_or(0) + 1 > room {
            break;
        }
        shown.push(c);
    }
    // "short…", not "short …".
    shown.truncate(shown.trim_end().len());
    shown.push('…');
    Some(shown)
}

/// A position's source in the user's words: the PGN's name, or the library.
fn elsewhere_name(source: &Elsewhere, loc: &Localizer) -> String {
    match source {
        Elsewhere::Game(path) => visible_text(
            &path
                .file_name()
                .unwrap_or(path.as_os_str())
                .to_string_lossy(),
        ),
        Elsewhere::Library => loc.text("file-source-library"),
    }
}

/// The open dialog: the directory, then its entries.
pub fn render_open_dialog(screen: &Screen<'_>, dialog: &OpenDialog, area: Rect, buf: &mut Buffer) {
    let loc = screen.loc;
    let items: Vec<String> = match &dialog.entries {
        None => vec![loc.text("open-dialog-listing")],
        Some(entries) if entries.is_empty() => vec![loc.text("open-dialog-empty")],
        Some(entries) => entries
            .iter()
            .map(|e| {
                let name = visible_text(&e.name.to_string_lossy());
                if e.is_dir { format!("{name}/") } else { name }
            })
            .collect(),
    };
    let title = format!(
        " {} — {} ",
        loc.text("open-dialog-title"),
        visible_text(&dialog.dir.display().to_string())
    );
    let selected = dialog.entries.as_ref().map(|_| dialog.selected);
    render_list(
        screen,
        &title,
        &items,
        selected,
        super::keys::OPEN_DIALOG,
        area,
        buf,
    );
}

/// A PGN's games: "12. White – Black  1-0  · Casual game, 2024.05".
pub fn render_game_list(screen: &Screen<'_>, list: &GameList, area: Rect, buf: &mut Buffer) {
    let loc = screen.loc;
    let items: Vec<String> = list
        .games
        .iter()
        .map(|game| {
            let (white, black) = crate::tui::app::game_players(game);
            let mut line = loc.format(
                "game-line",
                &[
                    ("number", Arg::from(game.number)),
                    ("white", Arg::from(visible_text(&white))),
                    ("black", Arg::from(visible_text(&black))),
                    ("result", Arg::from(game.result.clone().unwrap_or_default())),
                ],
            );
            if let Some(when) = event_and_date(game) {
                line.push_str(&format!("  · {}", visible_text(&when)));
            }
            if !game.is_ok() {
                line.push_str(&format!("  {}", loc.text("game-has-errors")));
            }
            line
        })
        .collect();
    let name = list
        .path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let title = format!(
        " {} ",
        loc.format("games-title", &[("name", Arg::from(visible_text(&name)))])
    );
    render_list(
        screen,
        &title,
        &items,
        Some(list.selected),
        super::keys::GAME_LIST,
        area,
        buf,
    );
}

/// A box of lines, the selected one highlighted and kept in view, with the
/// context's key hints on its bottom border.
fn render_list(
    screen: &Screen<'_>,
    title: &str,
    items: &[String],
    selected: Option<usize>,
    context: Context,
    area: Rect,
    buf: &mut Buffer,
) {
    let styles = screen.styles;
    if area.height < 3 || area.width < 10 {
        return;
    }
    let width = area.width.min(72);
    // The status line below stays in sight (it says what the list is for).
    let rows = usize::from(area.height.saturating_sub(3)).min(items.len().max(1));
    let height = u16::try_from(rows + 2).unwrap_or(u16::MAX).min(area.height);
    let rows = usize::from(height - 2);
    let at = selected.unwrap_or(0);
    let first = (at + 1).saturating_sub(rows);
    let boxed = Rect::new(
        area.x + (area.width - width) / 2,
        area.y + (area.height - height) / 2,
        width,
        height,
    );
    Clear.render(boxed, buf);
    let lines: Vec<Line> = items
        .iter()
        .enumerate()
        .skip(first)
        .take(rows)
        .map(|(i, item)| {
            let style = if Some(i) == selected {
                styles.focused()
            } else {
                ratatui::style::Style::new()
            };
            Line::styled(format!(" {item}"), style)
        })
        .collect();
    let place = selected.map(|s| format!(" {} / {} ", s + 1, items.len()));
    let mut block = Block::bordered().title(Line::styled(title.to_string(), styles.title()));
    if let Some(place) = place {
        block = block.title_bottom(Line::from(place).right_aligned());
    }
    block = block.title_bottom(hints(screen, context));
    Paragraph::new(lines).block(block).render(boxed, buf);
}

/// "Save as:", or where the position is from when it is not the file's.
fn prompt_label(prompt: &NamePrompt, loc: &Localizer) -> String {
    match &prompt.elsewhere {
        Some(source) => loc.format(
            "save-prompt-elsewhere",
            &[("source", elsewhere_name(source, loc).into())],
        ),
        None => loc.text("save-prompt"),
    }
}

/// The name prompt on the bottom row.
pub fn render_name_prompt(screen: &Screen<'_>, prompt: &NamePrompt, area: Rect, buf: &mut Buffer) {
    let (loc, styles) = (screen.loc, screen.styles);
    let Some(row) = crate::tui::view::text::prompt_row(area, buf) else {
        return;
    };
    if let Some(choice) = &prompt.replace_or_add {
        let caption = choice
            .caption
            .as_ref()
            .map(|caption| format!(" ({})", visible_text(caption)))
            .unwrap_or_default();
        let line = Arg::from(choice.line);
        let args = [("line", line.clone()), ("caption", Arg::from(caption))];
        let question = Line::from(vec![
            Span::styled(loc.format("file-replace-or-add", &args), styles.warning()),
            Span::styled(
                format!(
                    "  {}",
                    loc.format("file-replace-or-add-keys", &[("line", line)])
                ),
                styles.dim(),
            ),
        ]);
        buf.set_line(row.x, row.y, &question, row.width);
        return;
    }
    if prompt.asking_to_replace {
        let file = Arg::from(visible_text(&prompt.typed));
        let question = Line::from(vec![
            Span::styled(
                loc.format("file-replace-question", &[("file", file)]),
                styles.warning(),
            ),
            Span::styled(format!("  {}", loc.text("file-replace-keys")), styles.dim()),
        ]);
        buf.set_line(row.x, row.y, &question, row.width);
        return;
    }
    let mut spans = vec![
        Span::styled(format!("{} ", prompt_label(prompt, loc)), styles.title()),
        Span::styled(visible_text(&prompt.typed), styles.focused()),
        // The caret, where the hardware cursor goes.
        Span::styled("_", crate::tui::view::caret::mark(styles.focused())),
    ];
    spans.extend(hints(screen, super::keys::NAME_PROMPT).spans);
    buf.set_line(row.x, row.y, &Line::from(spans), row.width);
}

/// "Casual game, 2024.05" of a game: its `Event` and `Date` tags, each
/// left out when unknown (`?`, `????.??.??`), the date's unknown parts too.
pub fn event_and_date(game: &PgnGame) -> Option<String> {
    let known = |value: &&str| !value.trim().is_empty() && value.trim() != "?";
    let event = game.tag("Event").filter(known).map(str::trim);
    let date = game.tag("Date").map(|date| {
        date.split('.')
            .take_while(|part| !part.is_empty() && !part.contains('?'))
            .collect::<Vec<_>>()
            .join(".")
    });
    let date = date.filter(|d| !d.is_empty());
    match (event, date) {
        (Some(event), Some(date)) => Some(format!("{event}, {date}")),
        (Some(event), None) => Some(event.to_string()),
        (None, Some(date)) => Some(date),
        (None, None) => None,
    }
}

/// "White – Black" of a game (Red's name for xiangqi), `?` for a missing name.
pub fn players(game: &PgnGame) -> (String, String) {
    let name = |tag| game.tag(tag).unwrap_or("?").to_string();
    let first = game.tag("White").or_else(|| game.tag("Red")).unwrap_or("?");
    (first.to_string(), name("Black"))
}

#[cfg(test)]
mod tests {
    use super::cut_to;

    #[test]
    fn a_caption_is_cut_to_its_room_with_an_ellipsis_or_left_out() {
        assert_eq!(
            cut_to("short castle only", 20).as_deref(),
            Some("short castle only")
        );
        assert_eq!(cut_to("short castle only", 7).as_deref(), Some("short…"));
        assert_eq!(
            cut_to("short castle only", 13).as_deref(),
            Some("short castle…")
        );
        // Wide characters count two columns each.
        assert_eq!(cut_to("高兵胜单将", 7).as_deref(), Some("高兵胜…"));
        assert_eq!(cut_to("short castle only", 3), None);
    }
}
