//! Error and panic reports (color-eyre): colour only when stderr is a terminal
//! and `NO_COLOR` is unset, and the panic message — which may quote user text
//! — shown safely (`crate::safe_text`), so a report in a log or a pipe is plain
//! text with nothing a terminal would obey.

use crate::safe_text::shown;
use color_eyre::config::{HookBuilder, Theme};
use color_eyre::section::PanicMessage;
use std::fmt;

/// Whether reports on stderr may be coloured.
pub fn colour_on_stderr() -> bool {
    super::output::wants_colour(&std::io::stderr())
}

/// Install the report and panic hooks (once, at start).
pub fn install() {
    let builder = HookBuilder::default().panic_message(SafePanicMessage);
    let builder = if colour_on_stderr() {
        builder
    } else {
        builder.theme(Theme::new())
    };
    // Without the hooks the standard reports are still printed.
    let _ = builder.install();
}

/// The panic's message and place, the message shown safely.
struct SafePanicMessage;

impl PanicMessage for SafePanicMessage {
    fn display(
        &self,
        info: &std::panic::PanicHookInfo<'_>,
        f: &mut fmt::Formatter<'_>,
    ) -> fmt::Result {
        let payload = info
            .payload()
            .downcast_ref::<String>()
            .map(String::as_str)
            .or_else(|| info.payload().downcast_ref::<&str>().copied())
            .unwrap_or("<non string panic payload>");
        writeln!(f, "The application panicked (crashed).")?;
        writeln!(f, "Message:  {}", shown(payload))?;
        match info.location() {
            Some(place) => write!(f, "Location: {}:{}", shown(place.file()), place.line()),
            None => write!(f, "Location: <unknown>"),
        }
    }
}
