//! What the share menu tells the status line, in words: copied, not offered
//! here, or failed.

use crate::clipboard::CopyOutcome;
use crate::core::Arg;
use crate::i18n::Localizer;
use crate::tui::app::Notice;
use crate::tui::layers::share::state::ShareTarget;
use crate::tui::view::visible::visible_text;

/// The status line after the share menu copied, or failed to.
pub fn notice_text(notice: &Notice, loc: &Localizer) -> Option<String> {
    let what = |target: &ShareTarget| Arg::from(loc.text(target.message_id()));
    match notice {
        Notice::Shared(target, outcome) => {
            let how = match outcome {
                CopyOutcome::System => "system",
                CopyOutcome::Osc52 { tmux: false } => "osc52",
                CopyOutcome::Osc52 { tmux: true } => "osc52-tmux",
                CopyOutcome::Memory => "memory",
            };
            Some(loc.format(
                "share-copied",
                &[("what", what(target)), ("how", Arg::from(how))],
            ))
        }
        Notice::ShareNotOffered(target, why) => Some(loc.format(
            "share-not-offered",
            &[
                ("what", what(target)),
                ("why", Arg::from(loc.text(why.message_id()))),
            ],
        )),
        Notice::ShareFailed {
            target,
            code,
            detail,
        } => {
            // The clipboard's own words for this case speak of the FEN on screen;
            // here the text on screen is the menu's.
            let code = match *code {
                "clipboard-nothing-worked" => "share-nothing-worked",
                other => other,
            };
            let why = loc.format(
                code,
                &[(
                    "detail",
                    Arg::from(visible_text(detail.as_deref().unwrap_or(""))),
                )],
            );
            Some(loc.format(
                "share-failed",
                &[("what", what(target)), ("why", Arg::from(why))],
            ))
        }
        _ => None,
    }
}
