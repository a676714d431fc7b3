//! Something only the runtime can do, asked by `App::update` and each
//! layer's `handle`. Data only, beneath `App` and every layer.

use crate::tui::layers::export::state::ExportEffect;
use crate::tui::layers::files::state::FileEffect;
use crate::tui::layers::share::state::ShareTarget;

/// Something only the runtime can do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    Copy(String),
    PasteRequest,
    Quit,
    /// Copy a text of the share menu; the runtime answers `Shared` or `ShareFailed`.
    CopyShared {
        target: ShareTarget,
        text: String,
    },
    File(FileEffect),
    Export(ExportEffect),
}
