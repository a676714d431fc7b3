//! The status line: what the last action did, and key hints from the keymap.

use super::panels::{side_name, unavailable_text};
use crate::clipboard::CopyOutcome;
use crate::core::{Arg, Variant};
use crate::i18n::Localizer;
use crate::tui::app::{App, Focus, Notice};
use crate::tui::keymap;
use crate::tui::layers::notice_text as overlay_notice_text;
use crate::tui::theme::Styles;
use crate::tui::view::text::{text_width, wrap};
use crate::tui::view::visible::visible_text;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

pub(crate) fn variant_name(loc: &Localizer, variant: crate::core::Variant) -> String {
    loc.text(&format!("variant-{}", variant.name()))
}

/// The welcome line fits where the user is: once in the FEN field or a
/// panel, "type FEN letters on the board" would be wrong, so it gives that
/// place's own keys.
fn welcome_id(focus: Focus) -> &'static str {
    match focus {
        Focus::Board => "notice-welcome",
        Focus::FenField => "notice-welcome-field",
        _ => "notice-welcome-panel",
    }
}

pub fn notice_text(app: &App, loc: &Localizer) -> String {
    let count = |n: usize| [("count", Arg::from(n))];
    let variant = app.variant();
    match app.notice() {
        Notice::Welcome => loc.text(welcome_id(app.focus())),
        Notice::PictureRead(note) => super::picture_words::notice(loc, note),
        Notice::PictureRefused(refusal) => super::picture_words::refused(loc, refusal),
        Notice::Copied(CopyOutcome::System) => loc.text("clipboard-copied-system"),
        Notice::Copied(CopyOutcome::Osc52 { tmux }) => loc.format(
            "clipboard-copied-osc52",
            &[("tmux", Arg::from(if *tmux { "yes" } else { "no" }))],
        ),
        Notice::Copied(CopyOutcome::Memory) => loc.text("clipboard-copied-memory"),
        Notice::ClipboardFailed { code, detail } => loc.format(
            code,
            &[(
                "detail",
                Arg::from(visible_text(detail.as_deref().unwrap_or(""))),
            )],
        ),
        Notice::ClipboardEmpty => loc.text("notice-clipboard-empty"),
        Notice::Pasted { warnings } => loc.format("notice-pasted", &count(*warnings)),
        Notice::PasteUnreadable { errors } => {
            loc.format("notice-paste-unreadable", &count(*errors))
        }
        Notice::Undone => loc.text("notice-undone"),
        Notice::NothingToUndo => loc.text("notice-nothing-to-undo"),
        Notice::Redone => loc.text("notice-redone"),
        Notice::NothingToRedo => loc.text("notice-nothing-to-redo"),
        Notice::Flipped => loc.text("notice-flipped"),
        Notice::LanguageSwitched(lang) => {
            loc.format("notice-language", &[("lang", Arg::from(lang.code()))])
        }
        Notice::StartPosition => loc.text("notice-start-position"),
        Notice::EmptyBoard => loc.text("notice-empty-board"),
        Notice::VariantSwitched => loc.format(
            "notice-variant",
            &[("variant", Arg::from(variant_name(loc, variant)))],
        ),
        Notice::SideToggled => loc.format(
            "notice-side-to-move",
            &[(
                "side",
                Arg::from(side_name(loc, app.position().side_to_move, variant)),
            )],
        ),
        Notice::PieceStyleChanged => loc.text("notice-piece-style"),
        Notice::NotAPiece(c) => loc.format(
            "notice-not-a-piece",
            &[
                ("letter", Arg::from(visible_text(&c.to_string()))),
                ("variant", Arg::from(variant_name(loc, variant))),
            ],
        ),
        Notice::Refused(diagnostic) => loc.diagnostic(diagnostic, variant),
        Notice::GameStopped => loc.text("notice-game-stopped"),
        Notice::GameUnreadable(problem) => loc.format(
            "notice-game-unreadable",
            &[("problem", Arg::from(loc.diagnostic(problem, variant)))],
        ),
        Notice::Placed(piece, square) => loc.format(
            "notice-placed",
            &[
                ("letter", Arg::from(piece.fen_char())),
                ("side", Arg::from(side_name(loc, piece.color, variant))),
                (
                    "piece",
                    Arg::from(super::panels::piece_name(loc, *piece, variant)),
                ),
                ("square", Arg::from(square.name(variant))),
            ],
        ),
        Notice::Cleared(count, square) => loc.format(
            // Xiangqi has points where chess has squares.
            match variant {
                Variant::Chess => "notice-cleared",
                Variant::Xiangqi => "xiangqi-notice-cleared",
            },
            &[
                ("count", Arg::from(*count)),
                ("square", Arg::from(square.name(variant))),
            ],
        ),
        Notice::FieldReads { warnings } => loc.format("notice-field-reads", &count(*warnings)),
        Notice::FieldUnreadable { errors } => {
            loc.format("notice-field-unreadable", &count(*errors))
        }
        Notice::Chess960(notice) => super::chess960::notice_text(loc, notice),
        Notice::CastlingUnavailable(reason, letter) => {
            unavailable_text(loc, *reason, &letter.to_string())
        }
        Notice::SessionRestored => loc.text("notice-session-restored"),
        Notice::SessionDiscarded => loc.text("notice-session-discarded"),
        Notice::NothingToResume => loc.text("notice-nothing-to-resume"),
        Notice::SessionUnreadable { code, detail } => loc.format(
            code,
            &[("detail", Arg::from(visible_text(&loc.system_error(detail))))],
        ),
        Notice::SessionInUse(pid) => loc.format(
            "notice-session-in-use",
            &[("pid", Arg::from(pid.to_string()))],
        ),
        Notice::SessionNotSaved(detail) => loc.format(
            "session-not-saved",
            &[("detail", Arg::from(visible_text(&loc.reason(detail))))],
        ),
        Notice::Edit(notice) => super::edit_words::notice_text(app, notice, loc),
        Notice::Look(notice) => super::looks::notice_text(notice, loc),
        // An overlay's notice: its folder writes the words.
        notice => overlay_notice_text(notice, loc).unwrap_or_default(),
    }
}

/// The notice in rows of `width` columns: one row when it fits, else wrapped
/// whole. A notice is never cut: its end (a PGN error's column, the reason a
/// file was not saved) is often what matters.
pub(crate) fn notice_rows(text: &str, width: usize) -> Vec<String> {
    if text.is_empty() {
        Vec::new()
    } else if text_width(text) <= width {
        vec![text.to_string()]
    } else {
        wrap(text, width)
    }
}

/// The status line: the last action's notice, then key hints in the room
/// left. A notice too long for the row goes on in the FEN field's message row
/// above it when the field has nothing to say there; one longer still (or
/// with that row taken) is drawn whole in a band just above the FEN field,
/// and the status line keeps the hints.
pub fn render_status(
    app: &App,
    loc: &Localizer,
    styles: Styles,
    layout: &super::screen_layout::ScreenLayout,
    message_row_free: bool,
    buf: &mut Buffer,
) {
    let area = layout.status;
    let width = usize::from(area.width);
    let rows = notice_rows(&notice_text(app, loc), width);
    let last = match rows.as_slice() {
        [] => String::new(),
        [only] => only.clone(),
        [first, second] if message_row_free => {
            let row = layout.fen_message;
            buf.set_line(row.x, row.y, &Line::from(first.as_str()), row.width);
            second.clone()
        }
        _ => {
            let room = usize::from(layout.fen_field.y - layout.position_panel.y);
            let band = rows.len().min(room);
            let top = layout.fen_field.y - u16::try_from(band).unwrap_or(0);
            let band_area = Rect::new(area.x, top, area.width, layout.fen_field.y - top);
            ratatui::widgets::Widget::render(ratatui::widgets::Clear, band_area, buf);
            for (row, y) in rows.iter().zip(band_area.y..band_area.bottom()) {
                buf.set_line(
                    area.x,
                    y,
                    &Line::styled(row.as_str(), styles.title()),
                    area.width,
                );
            }
            String::new()
        }
    };
    let notice = Line::from(last);
    let room = area.width.saturating_sub(notice.width() as u16 + 2);
    // The message comes first; hints fill what room is left, most useful first.
    let mut hints: Vec<Span> = Vec::new();
    let mut width = 0u16;
    for (label, id) in keymap::hints_for(app.key_context()) {
        let id = crate::tui::layers::hint_id(app, id);
        let pair = [
            Span::styled(format!(" {label}"), styles.title()),
            Span::styled(format!(" {}", loc.text(id)), styles.dim()),
        ];
        let pair_width = pair.iter().map(|s| s.width() as u16).sum::<u16>();
        if width + pair_width > room {
            break;
        }
        width += pair_width;
        hints.extend(pair);
    }
    buf.set_line(area.x, area.y, &notice, area.width);
    if width > 0 {
        buf.set_line(area.right() - width, area.y, &Line::from(hints), width);
    }
}

#[cfg(test)]
mod tests {
    use crate::i18n::Lang;
    use crate::tui::action::Action;
    use crate::tui::app::tests::{START, app};
    use crate::tui::view::text_in;

    fn status_row(screen: &str) -> String {
        let rows: Vec<&str> = screen.lines().collect();
        rows[rows.len() - 1].to_string()
    }

    /// Issue 38: typing a Black general on a xiangqi board names it 将 (not
    /// Red's 帅（将）), Black's advisor 士 and soldier 卒; Ctrl-G asks for a
    /// point (点), not a square (格子).
    #[test]
    fn xiangqi_pieces_are_named_by_their_own_side_and_the_jump_asks_for_a_point() {
        let xiangqi = "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1";
        for (letter, name) in [
            ('k', "黑方将在"),
            ('a', "黑方士在"),
            ('p', "黑方卒在"),
            ('B', "红方相在"),
        ] {
            let mut app = app(xiangqi);
            app.update(Action::Type(letter));
            let row = status_row(&text_in(&app, Lang::Zh, 120, 40));
            assert!(row.contains(name), "{letter}: {row}");
            assert!(!row.contains('（'), "{letter}: {row}");
        }
        let mut app = app(xiangqi);
        app.update(Action::SQUARE_JUMP);
        let zh = status_row(&text_in(&app, Lang::Zh, 120, 40));
        assert!(zh.contains("跳到点") && !zh.contains("格子"), "{zh}");
        let en = status_row(&text_in(&app, Lang::En, 120, 40));
        assert!(en.contains("Go to point"), "{en}");
        let mut chess = crate::tui::app::tests::app(START);
        chess.update(Action::SQUARE_JUMP);
        let zh = status_row(&text_in(&chess, Lang::Zh, 120, 40));
        assert!(zh.contains("跳到格子"), "{zh}");
    }

    /// Once the user is in the FEN field, "Type FEN letters on the board"
    /// gives way to the field's own keys; in a panel, to the panel's.
    #[test]
    fn the_welcome_line_follows_the_focus() {
        let mut app = app(START);
        let board = status_row(&text_in(&app, Lang::En, 120, 40));
        assert!(board.contains("Type FEN letters on the board"), "{board}");
        app.update(Action::FocusNext);
        let panel = status_row(&text_in(&app, Lang::En, 120, 40));
        assert!(panel.contains("Panel: arrows change the value"), "{panel}");
        assert!(!panel.contains("on the board ·"), "{panel}");
        while app.focus() != crate::tui::app::Focus::FenField {
            app.update(Action::FocusNext);
        }
        for lang in [Lang::En, Lang::Ru, Lang::Zh] {
            let field = status_row(&text_in(&app, lang, 120, 40));
            let board = status_row(&text_in(&crate::tui::app::tests::app(START), lang, 120, 40));
            assert_ne!(field, board, "{lang:?}");
            assert!(field.contains("FEN") && field.contains("Enter"), "{field}");
            // Whole at 80 columns, not cut with "…".
            let narrow = status_row(&text_in(&app, lang, 80, 24));
            assert!(narrow.contains("Esc") && !narrow.contains('…'), "{narrow}");
        }
        app.update(Action::Escape);
        let back = status_row(&text_in(&app, Lang::En, 120, 40));
        assert!(back.contains("Type FEN letters on the board"), "{back}");
    }
}
