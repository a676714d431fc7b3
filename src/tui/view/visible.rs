//! User text is never echoed raw in the editor: every cell goes through the
//! one function that decides how outside text is shown (`crate::safe_text`),
//! so a paste can neither drive the terminal nor hide or reorder what it says.

pub use crate::safe_text::{visible, visible_text};
