//! The prompt that offers back a session that ended without a quit: when it
//! was saved, its position, and the keys to restore or discard it (from the
//! keymap, so the prompt always says what the keys do).

use crate::core::Arg;
use crate::core::fen::write_fen;
use crate::i18n::Localizer;
use crate::tui::app::App;
use crate::tui::keymap::{self};
use crate::tui::runtime::session::{OfferPlace, SavedSession, unix_seconds};
use crate::tui::theme::Styles;
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Padding, Paragraph, Widget, Wrap};

/// Draw the prompt over whatever is on screen, if a session is on offer.
pub fn render_session_prompt(
    app: &App,
    loc: &Localizer,
    styles: Styles,
    area: Rect,
    buf: &mut Buffer,
) {
    let Some(saved) = app.session_offer() else {
        return;
    };
    let fen = write_fen(&saved.current.position);
    // Wider than the words need where the FEN would fit on one line then
    // (a xiangqi FEN at 80 columns); borders and a column of padding each side.
    let fen_box = u16::try_from(Span::raw(fen.as_str()).width() + 4).unwrap_or(u16::MAX);
    let width = area.width.min(fen_box.max(72));
    let inner_width = usize::from(width.saturating_sub(4)).max(1);
    let place = app.offer_place;
    let mut lines = prompt_lines(saved, &fen, inner_width, loc, styles);
    if place.count > 1 {
        // Which of several: the next ones come after this answer.
        let later = loc.format(
            "session-offer-later",
            &[
                ("count", Arg::from(place.count)),
                ("later", Arg::from(place.later())),
            ],
        );
        lines.insert(1, Line::styled(later, styles.dim()));
    }
    // Wrapped height: each line takes its width over the inner width, rounded up.
    let height = lines
        .iter()
        .map(|line| line.width().max(1).div_ceil(inner_width))
        .sum::<usize>();
    let area = crate::tui::view::text::centred_box(area, width, height, buf);
    let block = Block::bordered()
        .padding(Padding::horizontal(1))
        .title(Line::styled(
            format!(" {} ", title(place, loc)),
            styles.title(),
        ));
    Paragraph::new(lines)
        .wrap(Wrap { trim: false })
        .block(block)
        .render(area, buf);
}

/// "Restore the last session?", or which of several: "(1 of 3)".
fn title(place: OfferPlace, loc: &Localizer) -> String {
    if place.count > 1 {
        let args = [
            ("number", Arg::from(place.number)),
            ("count", Arg::from(place.count)),
        ];
        loc.format("session-offer-title-of", &args)
    } else {
        loc.text("session-prompt-title")
    }
}

fn prompt_lines(
    saved: &SavedSession,
    fen: &str,
    width: usize,
    loc: &Localizer,
    styles: Styles,
) -> Vec<Line<'static>> {
    let minutes = unix_seconds().saturating_sub(saved.saved_at) / 60;
    let mut lines = vec![
        Line::raw(loc.format(
            "session-prompt-body",
            &[(
                "minutes",
                Arg::from(i64::try_from(minutes).unwrap_or(i64::MAX)),
            )],
        )),
        Line::raw(""),
    ];
    lines.extend(
        fen_lines(fen, width)
            .into_iter()
            .map(|part| Line::styled(part, styles.focused())),
    );
    if let Some(draft) = &saved.current.draft {
        // A draft may be as long as the field keeps (64 KiB): at most three
        // lines of it, so the prompt's own keys stay on screen.
        let line = loc.format(
            "session-prompt-draft",
            &[("draft", Arg::from(visible_text(draft)))],
        );
        let shown = crate::tui::view::text::fitted(&line, width * 3);
        lines.extend(rows_of(&shown, width).into_iter().map(Line::raw));
    }
    lines.push(Line::styled(
        loc.format(
            "session-prompt-steps",
            &[("count", Arg::from(saved.undo.len()))],
        ),
        styles.dim(),
    ));
    lines.push(Line::raw(""));
    for binding in keymap::bindings_of(super::keys::CONTEXT) {
        lines.push(Line::from(vec![
            Span::styled(format!("{:<8} ", binding.label), styles.title()),
            Span::raw(loc.text(binding.description_id)),
        ]));
    }
    lines
}

/// `text` cut into rows of at most `width` columns, anywhere: a draft is one
/// long word as often as not, and the prompt's height counts these rows.
fn rows_of(text: &str, width: usize) -> Vec<String> {
    let mut rows = vec![String::new()];
    let mut used = 0;
    for c in text.chars() {
        let c_width = crate::tui::view::text::text_width(c.encode_utf8(&mut [0; 4]));
        if used + c_width > width && used > 0 {
            rows.push(String::new());
            used = 0;
        }
        used += c_width;
        if let Some(row) = rows.last_mut() {
            row.push(c);
        }
    }
    rows
}

/// `fen` in lines of at most `width` columns, never broken inside a field:
/// whole on one line where it fits, else the placement on a line of its own
/// and the other fields under it; a part wider still ends in "…".
fn fen_lines(fen: &str, width: usize) -> Vec<String> {
    let fits = |text: &str| Span::raw(text).width() <= width;
    if fits(fen) {
        return vec![fen.to_string()];
    }
    let (placement, rest) = fen.split_once(' ').unwrap_or((fen, ""));
    [placement, rest]
        .into_iter()
        .filter(|part| !part.is_empty())
        .map(|part| match fits(part) {
            true => part.to_string(),
            false => {
                let kept: String = part.chars().take(width.saturating_sub(1)).collect();
                format!("{kept}…")
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::core::Variant;
    use crate::core::fen::{ReadOptions, read_fen};
    use crate::i18n::{Lang, Localizer};
    use crate::tui::action::{Action, SessionAction};
    use crate::tui::app::{App, Snapshot};
    use crate::tui::keymap::action_for;
    use crate::tui::news::{News, SessionNews};
    use crate::tui::runtime::session::{OfferPlace, SavedSession, unix_seconds};
    use crate::tui::theme::Styles;
    use crate::tui::view::Screen;
    use ratatui::buffer::Buffer;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use ratatui::layout::Rect;
    use ratatui::widgets::Widget;

    const SAVED: &str = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";

    fn offered(lang: Lang) -> (App, Localizer) {
        offered_at(lang, SAVED)
    }

    fn offered_at(lang: Lang, fen: &str) -> (App, Localizer) {
        let start = Variant::Chess.start_fen();
        let mut app = App::new(read_fen(start, ReadOptions::strict()).unwrap().position);
        let saved = SavedSession {
            current: Snapshot {
                position: read_fen(fen, ReadOptions::strict()).unwrap().position,
                draft: Some("4k3/8/\u{1b}[2J".to_string()),
            },
            undo: vec![app.session().current; 3],
            redo: Vec::new(),
            moves: None,
            ended_cleanly: false,
            saved_at: unix_seconds() - 150,
            pid: None,
        };
        app.hear(News::Session(SessionNews::Offer(
            Box::new(saved),
            OfferPlace::ONLY,
        )));
        (app, Localizer::new(lang))
    }

    fn text(app: &App, loc: &Localizer, width: u16, height: u16) -> String {
        let area = Rect::new(0, 0, width, height);
        let mut buf = Buffer::empty(area);
        let screen = Screen {
            app,
            loc,
            styles: Styles::new(false),
        };
        (&screen).render(area, &mut buf);
        (0..height)
            .map(|y| {
                (0..width)
                    .map(|x| buf[(x, y)].symbol().to_string())
                    .collect::<String>()
                    + "\n"
            })
            .collect()
    }

    #[test]
    fn the_prompt_shows_the_saved_position_its_age_and_its_keys() {
        let (app, loc) = offered(Lang::En);
        let screen = text(&app, &loc, 80, 24);
        for expected in [
            "Restore the last session?",
            "saved 2 minutes ago",
            SAVED,
            // The draft is shown, its escape sequence made visible.
            "FEN field: 4k3/8/␛[2J",
            "3 undo steps",
            "Enter y",
            "Esc n",
        ] {
            assert!(screen.contains(expected), "{expected:?} missing:\n{screen}");
        }
        let ru = text(&offered(Lang::Ru).0, &Localizer::new(Lang::Ru), 80, 24);
        assert!(ru.contains("2 минуты назад"), "{ru}");
    }

    /// Several sessions ended without a quit: the prompt says which one it
    /// offers and how many come after it (Russian plural forms: 1, 2, 5).
    #[test]
    fn the_prompt_says_which_of_several_sessions_it_offers() {
        let (mut app, _) = offered(Lang::En);
        let saved = app.session_offer().cloned().unwrap();
        let mut at = |number, count, lang| {
            let place = OfferPlace { number, count };
            app.hear(News::Session(SessionNews::Offer(
                Box::new(saved.clone()),
                place,
            )));
            text(&app, &Localizer::new(lang), 80, 24)
        };
        let cases = [
            (
                1,
                3,
                Lang::En,
                "Restore a session? (1 of 3)",
                "2 more sessions that",
            ),
            (2, 3, Lang::En, "(2 of 3)", "1 more session that"),
            (3, 3, Lang::En, "(3 of 3)", "The last of the 3 sessions"),
            (1, 2, Lang::Ru, "(1 из 2)", "ещё 1 прерванный сеанс"),
            (1, 3, Lang::Ru, "(1 из 3)", "ещё 2 прерванных сеанса"),
            (1, 6, Lang::Ru, "(1 из 6)", "ещё 5 прерванных сеансов"),
            (2, 3, Lang::Zh, "第 2 个，共 3 个", "另外 1 个"),
        ];
        for (number, count, lang, title, later) in cases {
            let screen = at(number, count, lang);
            // The words may wrap: compare with the line breaks and borders out.
            // The prompt's rows: what stands between its borders.
            let flat: String = screen
                .lines()
                .map(|l| match l.split('│').nth(1) {
                    Some(inside) => inside.trim(),
                    None => l.trim(),
                })
                .collect::<Vec<_>>()
                .join(" ");
            // A wide character may be followed by its second cell's blank.
            let squeeze = |t: &str| match lang {
                Lang::Zh => t.replace(' ', ""),
                _ => t.to_string(),
            };
            let flat = squeeze(&flat);
            assert!(
                squeeze(&screen).contains(&squeeze(title)),
                "{title:?} missing:\n{screen}"
            );
            assert!(
                flat.contains(&squeeze(later)),
                "{later:?} missing:\n{screen}"
            );
        }
        let only = at(1, 1, Lang::En);
        assert!(only.contains("Restore the last session?") && !only.contains(" of 1"));
    }

    #[test]
    fn a_draft_of_any_length_leaves_the_prompts_keys_on_screen() {
        let (mut app, loc) = offered(Lang::En);
        let mut saved = app.session_offer().cloned().unwrap();
        saved.current.draft = Some(format!("{SAVED} {}", "x".repeat(60_000)));
        app.hear(News::Session(SessionNews::Offer(
            Box::new(saved),
            OfferPlace::ONLY,
        )));
        let screen = text(&app, &loc, 80, 24);
        for expected in ["FEN field: 4k3/8", "x…", "3 undo steps", "Enter y", "Esc n"] {
            assert!(screen.contains(expected), "{expected:?} missing:\n{screen}");
        }
    }

    #[test]
    fn a_fen_too_wide_for_the_prompt_breaks_between_its_fields() {
        use super::fen_lines;
        let xiangqi = Variant::Xiangqi.start_fen();
        assert_eq!(fen_lines(xiangqi, 80), [xiangqi]);
        let (placement, rest) = xiangqi.split_once(' ').unwrap();
        assert_eq!(fen_lines(xiangqi, 68), [placement, rest]);
        // A placement wider than the line: cut, and marked so.
        let cut = fen_lines(xiangqi, 20);
        assert_eq!(cut[0].chars().count(), 20);
        assert!(cut[0].ends_with('…') && placement.starts_with(&cut[0][..19]));
        assert_eq!(cut[1], rest);
    }

    #[test]
    fn a_xiangqi_session_at_80_columns_shows_its_fen_on_one_line() {
        let fen = Variant::Xiangqi.start_fen();
        let (app, _) = offered_at(Lang::En, fen);
        for lang in [Lang::En, Lang::Ru, Lang::Zh] {
            let screen = text(&app, &Localizer::new(lang), 80, 24);
            assert!(screen.contains(fen), "{lang:?}:\n{screen}");
        }
    }

    #[test]
    fn the_prompt_is_drawn_at_any_size() {
        let (app, loc) = offered(Lang::En);
        // Too small for the board: the prompt is still there to answer.
        let screen = text(&app, &loc, 40, 12);
        assert!(screen.contains("Restore the"), "{screen}");
        for (width, height) in [(1, 1), (2, 30), (200, 2)] {
            text(&app, &loc, width, height);
        }
    }

    #[test]
    fn the_prompt_answers_to_its_own_keys_and_quit_only() {
        let press = |code, mods| {
            action_for(
                KeyEvent::new(code, mods),
                crate::tui::layers::session_offer::keys::CONTEXT,
            )
        };
        let none = KeyModifiers::NONE;
        let restore = Some(Action::Session(SessionAction::Restore));
        let discard = Some(Action::Session(SessionAction::Discard));
        assert_eq!(press(KeyCode::Enter, none), restore);
        assert_eq!(press(KeyCode::Char('y'), none), restore);
        assert_eq!(press(KeyCode::Esc, none), discard);
        assert_eq!(press(KeyCode::Char('n'), none), discard);
        assert_eq!(press(KeyCode::Char('K'), KeyModifiers::SHIFT), None);
        assert_eq!(press(KeyCode::F(4), none), None);
        assert_eq!(
            press(KeyCode::Char('q'), KeyModifiers::CONTROL),
            Some(Action::Quit)
        );
        let (app, _) = offered(Lang::En);
        assert_eq!(
            crate::tui::key_context(&app),
            crate::tui::layers::session_offer::keys::CONTEXT
        );
    }
}
