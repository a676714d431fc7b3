//! The one frame being drawn: what every part's drawing borrows. A leaf, so
//! the layers' views and the editor's can all take it without a circle.

use crate::i18n::Localizer;
use crate::tui::app::App;
use crate::tui::theme::Styles;

/// One frame of the editor.
pub struct Screen<'a> {
    pub app: &'a App,
    pub loc: &'a Localizer,
    pub styles: Styles,
}
