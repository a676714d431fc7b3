//! What a diagram tells the status line, and in which words: written, not
//! written, copied as a picture or not.

use crate::clipboard::CopyOutcome;
use crate::core::Arg;
use crate::i18n::Localizer;
use crate::tui::view::visible::visible_text;

/// What happened to a diagram, for the status line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ExportNotice {
    Written(String),
    NotWritten {
        file: String,
        detail: crate::files::Reason,
    },
    ImageCopied(CopyOutcome),
    /// Not copied; the file prompt is open instead.
    ImageNotCopied {
        code: &'static str,
        detail: Option<String>,
    },
}

/// The status line after a diagram was written or copied, or was not.
pub fn notice_text(notice: &ExportNotice, loc: &Localizer) -> String {
    match notice {
        ExportNotice::Written(file) => {
            loc.format("export-written", &[("file", Arg::from(visible_text(file)))])
        }
        ExportNotice::NotWritten { file, detail } => loc.format(
            "export-not-written",
            &[
                ("file", Arg::from(visible_text(file))),
                ("detail", Arg::from(visible_text(&loc.reason(detail)))),
            ],
        ),
        ExportNotice::ImageCopied(outcome) => loc.format(
            "export-image-copied",
            &[(
                "how",
                Arg::from(match outcome {
                    CopyOutcome::Memory => "memory",
                    _ => "system",
                }),
            )],
        ),
        ExportNotice::ImageNotCopied { code, detail } => {
            let detail = visible_text(detail.as_deref().unwrap_or(""));
            let why = match *code {
                "clipboard-no-display" | "clipboard-text-only" => {
                    loc.text("export-image-no-display")
                }
                "clipboard-not-answering" => loc.text("export-image-not-answering"),
                "clipboard-refused" => {
                    loc.format("export-image-refused", &[("detail", Arg::from(detail))])
                }
                "clipboard-helper-timed-out" => loc.text("export-image-timed-out"),
                "export-cannot-draw" => {
                    loc.format("export-cannot-draw", &[("detail", Arg::from(detail))])
                }
                other => loc.format(other, &[("detail", Arg::from(detail))]),
            };
            loc.format("export-image-not-copied", &[("why", Arg::from(why))])
        }
    }
}
