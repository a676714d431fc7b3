//! The status line's words for an overlay's notice: each written by the
//! `notice.rs` of its folder. Below every layer's behaviour, so the status
//! line and a view that shows a notice take it without a circle.

use crate::i18n::Localizer;
use crate::tui::app::notice::Notice;
use crate::tui::layers::export::notice as export;
use crate::tui::layers::files::notice as files;
use crate::tui::layers::library::notice as library;
use crate::tui::layers::share::notice as share;
use crate::tui::layers::teach::notice as teach;

/// The status line's words for a notice of an overlay's, written by its
/// folder; `None` for the editor's own notices.
pub fn notice_text(notice: &Notice, loc: &Localizer) -> Option<String> {
    Some(match notice {
        Notice::Library(notice) => library::notice_text(notice, loc),
        Notice::Teach(notice) => teach::notice_text(notice, loc),
        Notice::File(notice) => files::notice_text(notice, loc),
        Notice::Export(notice) => export::notice_text(notice, loc),
        Notice::Shared(..) | Notice::ShareNotOffered(..) | Notice::ShareFailed { .. } => {
            share::notice_text(notice, loc)?
        }
        _ => return None,
    })
}
