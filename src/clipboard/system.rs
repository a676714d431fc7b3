//! The desktop's clipboard through arboard, opened on first use.

use super::{Clipboard, ClipboardError, CopyOutcome, Image};

/// The system clipboard: X11 or Wayland (served by a helper process), macOS, Windows.
///
/// Creating it opens nothing; the platform clipboard is opened by the first copy or paste,
/// so a machine without a display only learns it when the user copies.
#[derive(Default)]
pub struct SystemClipboard {
    /// Opened on first use; on X11/Wayland it reads the clipboard and checks the helper's work.
    arboard: Option<arboard::Clipboard>,
    /// The program started as the helper; `None` means this very program.
    helper: Option<std::path::PathBuf>,
}

impl std::fmt::Debug for SystemClipboard {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("SystemClipboard")
            .field("opened", &self.arboard.is_some())
            .field("helper", &self.helper)
            .finish()
    }
}

impl SystemClipboard {
    /// The system clipboard, not opened yet; copies are served by this program's own binary.
    pub fn new() -> Self {
        Self::default()
    }

    /// Like [`SystemClipboard::new`], but X11/Wayland copies start `program __serve-clipboard`
    /// (tests run from a test binary that is not fen-tui).
    pub fn with_helper(program: impl Into<std::path::PathBuf>) -> Self {
        Self {
            arboard: None,
            helper: Some(program.into()),
        }
    }
}

impl Clipboard for SystemClipboard {
    #[cfg(all(
        unix,
        not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
    ))]
    fn copy(&mut self, text: &str) -> Result<CopyOutcome, ClipboardError> {
        let clipboard = open(&mut self.arboard)?;
        super::server::hand_over(self.helper.as_deref(), Payload::Text(text), clipboard)?;
        Ok(CopyOutcome::System)
    }

    /// Served by the helper too, so the picture outlives fen-tui.
    #[cfg(all(
        unix,
        not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
    ))]
    fn copy_image(&mut self, image: &Image) -> Result<CopyOutcome, ClipboardError> {
        let clipboard = open(&mut self.arboard)?;
        super::server::hand_over(self.helper.as_deref(), Payload::Image(image), clipboard)?;
        Ok(CopyOutcome::System)
    }

    #[cfg(not(all(
        unix,
        not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
    )))]
    fn copy_image(&mut self, image: &Image) -> Result<CopyOutcome, ClipboardError> {
        open(&mut self.arboard)?
            .set_image(image_data(image))
            .map_err(|error| ClipboardError::Refused(error.to_string()))?;
        Ok(CopyOutcome::System)
    }

    /// The operating system keeps the text after fen-tui exits: no helper needed.
    #[cfg(not(all(
        unix,
        not(any(target_os = "macos", target_os = "android", target_os = "emscripten"))
    )))]
    fn copy(&mut self, text: &str) -> Result<CopyOutcome, ClipboardError> {
        open(&mut self.arboard)?
            .set_text(text)
            .map_err(|error| ClipboardError::Refused(error.to_string()))?;
        Ok(CopyOutcome::System)
    }

    fn paste(&mut self) -> Result<String, ClipboardError> {
        open(&mut self.arboard)?
            .get_text()
            .map_err(|error| match error {
                arboard::Error::ContentNotAvailable => ClipboardError::Empty,
                other => ClipboardError::Refused(other.to_string()),
            })
    }

    /// A picture another program copied (on X11 and Wayland, its `image/png`).
    fn paste_image(&mut self) -> Result<Image, ClipboardError> {
        let data = open(&mut self.arboard)?
            .get_image()
            .map_err(|error| match error {
                arboard::Error::ContentNotAvailable => ClipboardError::Empty,
                other => ClipboardError::Refused(other.to_string()),
            })?;
        let (width, height) = (data.width, data.height);
        let size = |side: usize| u32::try_from(side).unwrap_or(u32::MAX);
        Image::new(size(width), size(height), data.bytes.into_owned()).ok_or_else(|| {
            ClipboardError::Refused(format!("a {width}×{height} picture is too large"))
        })
    }
}

/// What a copy puts on the clipboard.
#[derive(Clone, Copy, Debug)]
pub(super) enum Payload<'a> {
    Text(&'a str),
    Image(&'a Image),
}

/// The picture as arboard takes it (borrowed, no copy of the pixels).
pub(super) fn image_data(image: &Image) -> arboard::ImageData<'_> {
    arboard::ImageData {
        width: image.width as usize,
        height: image.height as usize,
        bytes: std::borrow::Cow::Borrowed(&image.rgba),
    }
}

/// The arboard clipboard, opened now if this is the first use.
fn open(slot: &mut Option<arboard::Clipboard>) -> Result<&mut arboard::Clipboard, ClipboardError> {
    let clipboard = match slot.take() {
        Some(clipboard) => clipboard,
        None => {
            require_display()?;
            arboard::Clipboard::new()
                .map_err(|error| ClipboardError::Unavailable(error.to_string()))?
        }
    };
    Ok(slot.insert(clipboard))
}

/// On X11/Wayland systems, fails fast when no graphical session exists (SSH, a console, CI),
/// with a clearer reason than the connection error arboard would give.
fn require_display() -> Result<(), ClipboardError> {
    let has_display = !cfg!(all(
        unix,
        not(any(
            target_os = "macos",
            target_os = "android",
            target_os = "emscripten"
        ))
    )) || display_named(std::env::var_os("DISPLAY"))
        || display_named(std::env::var_os("WAYLAND_DISPLAY"));
    if has_display {
        Ok(())
    } else {
        Err(ClipboardError::NoDisplay)
    }
}

/// An empty `DISPLAY=` names no display, the same as an unset one.
fn display_named(value: Option<std::ffi::OsString>) -> bool {
    value.is_some_and(|name| !name.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unset_or_empty_variables_name_no_display() {
        assert!(!display_named(None));
        assert!(!display_named(Some("".into())));
        assert!(display_named(Some(":0".into())));
        assert!(display_named(Some("wayland-0".into())));
    }
}
