//! Names the character a diagnostic points at when it shows as nothing, so
//! the message can say which one the user cannot see.

use crate::{Arg, Diagnostic};

/// A diagnostic pointing at a character that shows as nothing (a space, a
/// tab, a non-breaking or zero-width space) says which one: `typed` is its
/// code point (`U+00A0`), so the words can name what the user cannot see.
pub(super) fn name_invisible(text: &str, diagnostics: &mut [Diagnostic]) {
    for diagnostic in diagnostics {
        let Some(index) = diagnostic.column.and_then(|c| c.checked_sub(1)) else {
            continue;
        };
        let Some(c) = text.chars().nth(index) else {
            continue;
        };
        let invisible = c.is_whitespace()
            || c.is_control()
            || matches!(c, '\u{ad}' | '\u{200b}'..='\u{200f}' | '\u{2060}'..='\u{206f}' | '\u{feff}');
        if invisible {
            let code = format!("U+{:04X}", u32::from(c));
            diagnostic.args.push(("typed", Arg::from(code)));
        }
    }
}
