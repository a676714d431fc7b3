//! The help layer, generated from the keymap: it lists exactly the keys that
//! dispatch does, in balanced columns when everything fits, else in one
//! column that scrolls and says how much more there is.

use super::state::Help;
use crate::core::Arg;
use crate::i18n::Localizer;
use crate::tui::action::Action;
use crate::tui::keymap::UserKeys;
use crate::tui::keymap::{self, Binding, Context, Does, Group};
use crate::tui::theme::Styles;
use crate::tui::view::text::wrap;
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Clear, Widget};
use std::borrow::Cow;
use std::ops::Range;

/// Whether a global key's action is ignored by the layer below the help.
type Ignores<'a> = &'a dyn Fn(&Action) -> bool;

/// Help needs columns at least this wide to be worth splitting into them.
const MIN_COLUMN: u16 = 40;

/// The help layer `canvas.index`, over what it covers.
pub(crate) fn render(help: &Help, canvas: &mut crate::tui::layers::Canvas<'_, '_>) {
    let (screen, app) = (canvas.screen, canvas.screen.app);
    // The layer whose keys the help lists: the one `context_below` finds.
    let under = app.layers()[..canvas.index.min(app.layers().len())]
        .iter()
        .rev()
        .find(|layer| layer.context(app).is_some());
    let ignores = |action: &Action| under.is_some_and(|layer| layer.overlay().ignores(action));
    // A view with a screen of its own (a teaching view) lists only its keys.
    let own_screen = under.is_some_and(|layer| layer.overlay().covers_screen());
    render_help(
        (screen.loc, app.user_keys()),
        screen.styles,
        (app.context_below(canvas.index), own_screen, &ignores),
        help,
        canvas.area,
        canvas.buf,
    )
}

/// The help over the part of the editor (or the teaching view) whose keys
/// are `opened_from` (`own_screen`: a view with a screen of its own, whose
/// keys alone are listed): every section, in balanced columns when they all fit,
/// else in one column that scrolls (`help.scroll`, kept within the text
/// here, a page as long as the screen shows), narrowed to `help.filter`.
pub fn render_help(
    (loc, user): (&Localizer, &UserKeys),
    styles: Styles,
    (opened_from, own_screen, ignores): (Context, bool, Ignores<'_>),
    help: &Help,
    area: Rect,
    buf: &mut Buffer,
) {
    let scroll = &help.scroll;
    let roomy = area.width >= 100 && area.height >= 30;
    let whole_screen = area;
    let area = if roomy {
        area.centered(Constraint::Percentage(90), Constraint::Percentage(90))
    } else {
        area
    };
    let title = if help.filter.is_empty() {
        loc.text("help-title-typing")
    } else {
        let typed = visible_text(&help.filter);
        loc.format("help-title-filtered", &[("filter", Arg::from(typed))])
    };
    let block = Block::bordered().title(Line::styled(format!(" {title} "), styles.title()));
    let inner = block.inner(area);
    if inner.is_empty() {
        Clear.render(area, buf);
        block.render(area, buf);
        return;
    }
    let sections = sections(
        (opened_from, own_screen, ignores),
        (loc, user),
        &help.filter,
    );
    let words = (loc, user);
    // A margin when the whole help fits in columns with one; the whole screen
    // when only that makes it fit (rather than one column that scrolls).
    // Decided on the whole help, so that a filter narrowing it leaves the
    // frame where it was.
    let unfiltered = self::sections((opened_from, own_screen, ignores), words, "");
    let (area, inner) = if roomy
        && columns(words, styles, &unfiltered, inner, area).is_none()
        && columns(
            words,
            styles,
            &unfiltered,
            block.inner(whole_screen),
            whole_screen,
        )
        .is_some()
    {
        (whole_screen, block.inner(whole_screen))
    } else {
        (area, inner)
    };
    let rows = usize::from(inner.height);
    help.turn_waiting_pages(inner.height);
    if let Some(Columns {
        width,
        lines,
        split,
        height,
    }) = columns(words, styles, &sections, inner, area)
    {
        // The frame as tall as the longest column, centred. As a filter
        // narrows it, its top stays where the whole help's was (issue 33
        // case 15: centred anew, it jumped to the middle and looked closed).
        let top = if help.filter.is_empty() {
            area.y + (area.height - height) / 2
        } else {
            let whole = self::sections((opened_from, own_screen, ignores), words, "");
            let whole_height =
                columns(words, styles, &whole, inner, area).map_or(area.height, |c| c.height);
            area.y + (area.height - whole_height.max(height)) / 2
        };
        let area = Rect::new(area.x, top, area.width, height);
        Clear.render(area, buf);
        let inner = block.inner(area);
        block.clone().render(area, buf);
        mark_filter_end(&title, &help.filter, area, buf);
        for (column, range) in split.into_iter().enumerate() {
            let x = inner.x + width * u16::try_from(column).unwrap_or(0);
            for (line, y) in lines[range].iter().zip(inner.y..inner.bottom()) {
                buf.set_line(x, y, &line.0, width.saturating_sub(1));
            }
        }
        return;
    }
    Clear.render(area, buf);
    block.render(area, buf);
    mark_filter_end(&title, &help.filter, area, buf);
    let lines = help_lines((loc, user), styles, &sections, inner.width);
    let last_top = lines.len().saturating_sub(rows);
    let top = usize::from(scroll.get()).min(last_top);
    scroll.set(u16::try_from(top).unwrap_or(u16::MAX));
    for (line, y) in lines[top..].iter().zip(inner.y..inner.bottom()) {
        buf.set_line(inner.x, y, &line.0, inner.width);
    }
    // Say that there is more, on the frame, and which way.
    let below = lines.len() - (top + rows).min(lines.len());
    let marks = [
        (
            top > 0,
            area.y,
            loc.format("help-more-above", &[("count", Arg::from(top))]),
        ),
        (
            below > 0,
            area.bottom() - 1,
            loc.format("help-more-below", &[("count", Arg::from(below))]),
        ),
    ];
    for (shown, y, text) in marks {
        let text = format!(" {text} ");
        let width = u16::try_from(Span::raw(text.as_str()).width()).unwrap_or(u16::MAX);
        if shown && width + 4 <= area.width {
            buf.set_string(area.right() - width - 2, y, text, styles.focused());
        }
    }
}

/// Help laid out in balanced columns: their width, the lines, each column's
/// range of them, and the frame's height.
struct Columns {
    width: u16,
    lines: Vec<(Line<'static>, bool)>,
    split: Vec<Range<usize>>,
    height: u16,
}

/// `sections` in two or three balanced columns inside `inner` (of `area`),
/// the fewest that fit; `None` when they do not (one column scrolls).
fn columns(
    words: (&Localizer, &UserKeys),
    styles: Styles,
    sections: &[Section],
    inner: Rect,
    area: Rect,
) -> Option<Columns> {
    let rows = usize::from(inner.height);
    let most = (inner.width / MIN_COLUMN).clamp(1, 3);
    (2..=most).find_map(|columns| {
        let width = inner.width / columns;
        let lines = help_lines(words, styles, sections, width.saturating_sub(1));
        let split = balanced(&lines, usize::from(columns), rows)?;
        let used = split.iter().map(ExactSizeIterator::len).max().unwrap_or(0);
        let height = u16::try_from(used + 2).unwrap_or(u16::MAX).min(area.height);
        Some(Columns {
            width,
            lines,
            split,
            height,
        })
    })
}

/// The hardware cursor after what is typed of the filter in the frame's
/// title (after the title while nothing is typed): typing goes there.
fn mark_filter_end(title: &str, filter: &str, area: Rect, buf: &mut Buffer) {
    let typed = visible_text(filter);
    let end = if typed.is_empty() {
        title.len()
    } else {
        title
            .rfind(typed.as_str())
            .map_or(title.len(), |at| at + typed.len())
    };
    let before = title.get(..end).unwrap_or(title);
    // The title is drawn as " {title} " from the frame's second column.
    let width = u16::try_from(Span::raw(before).width()).unwrap_or(u16::MAX);
    let x = area.x.saturating_add(2).saturating_add(width);
    if x < area.right().saturating_sub(1) {
        crate::tui::view::caret::mark_cell(buf, x, area.y);
    }
}

/// Where each column starts and ends, all about as long and none longer than
/// `rows`, a heading never last in its column; `None` when they do not fit.
fn balanced(
    lines: &[(Line<'static>, bool)],
    columns: usize,
    rows: usize,
) -> Option<Vec<Range<usize>>> {
    let total = lines.len();
    (total.div_ceil(columns)..=rows).find_map(|height| {
        let mut split = Vec::new();
        let mut start = 0;
        while start < total && split.len() < columns {
            let mut end = (start + height).min(total);
            while end < total && end > start + 1 && lines[end - 1].1 {
                end -= 1;
            }
            split.push(start..end);
            start = end;
        }
        (start == total).then_some(split)
    })
}

/// One heading of the help and its keys.
struct Section {
    heading_id: &'static str,
    bindings: Vec<&'static Binding>,
}

/// The sections to list, most used first: the keys of where help was opened,
/// the global keys by what users do (edit, files, share, learn, view), the
/// other parts' keys, then help's own; each narrowed to `filter`.
fn sections(
    (opened_from, teaching, ignores): (Context, bool, Ignores<'_>),
    words: (&Localizer, &UserKeys),
    filter: &str,
) -> Vec<Section> {
    use Context::{Board, BuildPosition, FenField, Panel};
    let (own, others) = match opened_from {
        // Building a position is also the board.
        BuildPosition => (vec![BuildPosition, Board], vec![Panel, FenField]),
        view if teaching => (vec![view], vec![]),
        part => {
            let others = [Board, Panel, FenField].into_iter().filter(|c| *c != part);
            (vec![part], others.collect())
        }
    };
    let global: Vec<&str> = keymap::bindings_of(Context::Global)
        .map(|b| b.description_id)
        .collect();
    let of_context = |context: Context| Section {
        heading_id: context.heading_id(),
        // `?` opens help on the board and in panels; the global line already says so.
        bindings: keymap::bindings_of(context)
            .filter(|b| !global.contains(&b.description_id))
            .collect(),
    };
    // Teaching views ignore the global keys that would edit the board under them.
    let works = |binding: &Binding| match &binding.does {
        Does::Fixed(action) => !ignores(action),
        _ => true,
    };
    let of_group = |group: Group| Section {
        heading_id: group.heading_id(),
        bindings: keymap::bindings_of(Context::Global)
            .filter(|b| b.group == group && works(b))
            .collect(),
    };
    let mut sections: Vec<Section> = own.into_iter().map(of_context).collect();
    sections.extend(Group::TASKS.into_iter().map(of_group));
    sections.extend(others.into_iter().map(of_context));
    sections.push(of_context(super::keys::CONTEXT));
    let needle = filter.to_lowercase();
    for section in &mut sections {
        section
            .bindings
            .retain(|b| matches_filter(b, words, &needle));
    }
    sections.retain(|s| !s.bindings.is_empty());
    sections
}

/// Whether a binding's keys or words hold `needle` (lower case; empty: all).
fn matches_filter(binding: &Binding, (loc, user): (&Localizer, &UserKeys), needle: &str) -> bool {
    needle.is_empty()
        || label(binding, user).to_lowercase().contains(needle)
        || loc
            .text(binding.description_id)
            .to_lowercase()
            .contains(needle)
}

/// The keys a binding answers to: the config's for its action first (where
/// the config's keys work), then the table's.
fn label<'a>(binding: &'a Binding, user: &UserKeys) -> Cow<'a, str> {
    match &binding.does {
        Does::Fixed(action) if UserKeys::works_in(binding.context) => {
            match user.label_for(action) {
                Some(bound) => Cow::Owned(format!("{bound} {}", binding.label)),
                None => Cow::Borrowed(binding.label),
            }
        }
        _ => Cow::Borrowed(binding.label),
    }
}

fn help_lines(
    (loc, user): (&Localizer, &UserKeys),
    styles: Styles,
    sections: &[Section],
    width: u16,
) -> Vec<(Line<'static>, bool)> {
    let label_width = sections
        .iter()
        .flat_map(|s| &s.bindings)
        .map(|b| Span::raw(label(b, user)).width())
        .max()
        .unwrap_or(0);
    let text_width = usize::from(width).saturating_sub(label_width + 2).max(8);
    let mut lines = Vec::new();
    if sections.is_empty() {
        for piece in wrap(&loc.text("help-no-match"), usize::from(width).max(8)) {
            lines.push((Line::styled(piece, styles.dim()), false));
        }
    }
    for section in sections {
        lines.push((
            Line::styled(loc.text(section.heading_id), styles.focused()),
            true,
        ));
        for binding in &section.bindings {
            let keys = label(binding, user);
            let pad = label_width - Span::raw(keys.as_ref()).width();
            let text = loc.text(binding.description_id);
            for (i, piece) in wrap(&text, text_width).into_iter().enumerate() {
                let label = if i == 0 {
                    format!(" {keys}{} ", " ".repeat(pad))
                } else {
                    " ".repeat(label_width + 2)
                };
                let line = Line::from(vec![Span::styled(label, styles.title()), Span::raw(piece)]);
                lines.push((line, false));
            }
        }
    }
    // Where the same chord means two things, the field's meaning wins.
    for piece in wrap(&loc.text("help-field-keys-win"), usize::from(width).max(8)) {
        lines.push((Line::styled(piece, styles.dim()), false));
    }
    lines
}
