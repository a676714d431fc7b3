//! The words of the look's notices (board colours, coordinates).

use super::visible::visible_text;
use crate::core::Arg;
use crate::i18n::Localizer;
use crate::tui::app::LookNotice;
use crate::tui::theme::BoardTheme;

/// A theme's name in the interface's language.
pub fn theme_name(theme: BoardTheme, loc: &Localizer) -> String {
    loc.text(&format!("theme-name-{}", theme.name()))
}

pub fn notice_text(notice: &LookNotice, loc: &Localizer) -> String {
    match notice {
        LookNotice::Theme(theme) => {
            let at = BoardTheme::ALL.iter().position(|t| t == theme).unwrap_or(0);
            loc.format(
                "notice-board-theme",
                &[
                    ("name", Arg::from(theme_name(*theme, loc))),
                    ("index", Arg::from(at + 1)),
                    ("count", Arg::from(BoardTheme::ALL.len())),
                ],
            )
        }
        LookNotice::Coordinates(true) => loc.text("notice-coordinates-shown"),
        LookNotice::Coordinates(false) => loc.text("notice-coordinates-hidden"),
        LookNotice::NotRemembered(detail) => loc.format(
            "notice-look-not-remembered",
            &[("detail", Arg::from(visible_text(&loc.system_error(detail))))],
        ),
        LookNotice::NotRememberedAt(line) => loc.format(
            "notice-look-not-remembered-line",
            &[("line", Arg::from(*line))],
        ),
    }
}
