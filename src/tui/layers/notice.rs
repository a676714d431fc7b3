//! The status line's words for an overlay's notice: each written by the
//! `notice.rs` of its folder. Below every layer's behaviour, so the status
//! line and a view that shows a notice take it without a circle.

use crate::i18n::Localizer;
use crate::tui::app::notice::Notice;
use crate::tui::layers::{export, files, library, share, teach};

/// The status line's words for a notice of an overlay's, written by its
/// folder; `None` for the editor's own notices.
pub fn notice_text(notice: &Notice, loc: &Localizer) -> Option<String> {
    Some(match notice {
        Notice::Library(notice) => library::notice::notice_text(notice, loc),
        Notice::Teach(notice) => teach::notice::notice_text(notice, loc),
        Notice::File(notice) => files::notice::notice_text(notice, loc),
        Notice::Export(notice) => export::notice::notice_text(notice, loc),
        Notice::Shared(..) | Notice::ShareNotOffered(..) | Notice::ShareFailed { .. } => {
            share::notice::notice_text(notice, loc)?
        }
        _ => return None,
    })
}
