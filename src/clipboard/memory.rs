//! A clipboard that lives in memory: for tests of the editor and of the layering.

use super::{Clipboard, ClipboardError, CopyOutcome, Image};

/// Holds the last copied text; can be told to fail, to stand in for a missing display.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MemoryClipboard {
    text: Option<String>,
    image: Option<Image>,
    failure: Option<ClipboardError>,
}

impl MemoryClipboard {
    /// An empty clipboard that works.
    pub fn new() -> Self {
        Self::default()
    }

    /// A clipboard that already holds `text`, as if another program had copied it.
    pub fn holding(text: &str) -> Self {
        Self {
            text: Some(text.to_owned()),
            ..Self::default()
        }
    }

    /// A clipboard that holds `image`, as if another program had copied a picture.
    pub fn holding_image(image: Image) -> Self {
        Self {
            image: Some(image),
            ..Self::default()
        }
    }

    /// A clipboard whose every copy and paste fails with `error`.
    pub fn failing(error: ClipboardError) -> Self {
        Self {
            failure: Some(error),
            ..Self::default()
        }
    }

    /// The last copied text, if any.
    pub fn text(&self) -> Option<&str> {
        self.text.as_deref()
    }

    /// The last copied picture, if any (a picture replaces the text, as on a desktop).
    pub fn image(&self) -> Option<&Image> {
        self.image.as_ref()
    }
}

impl Clipboard for MemoryClipboard {
    fn copy(&mut self, text: &str) -> Result<CopyOutcome, ClipboardError> {
        if let Some(error) = &self.failure {
            return Err(error.clone());
        }
        self.text = Some(text.to_owned());
        self.image = None;
        Ok(CopyOutcome::Memory)
    }

    fn copy_image(&mut self, image: &Image) -> Result<CopyOutcome, ClipboardError> {
        if let Some(error) = &self.failure {
            return Err(error.clone());
        }
        self.image = Some(image.clone());
        self.text = None;
        Ok(CopyOutcome::Memory)
    }

    fn paste(&mut self) -> Result<String, ClipboardError> {
        if let Some(error) = &self.failure {
            return Err(error.clone());
        }
        self.text.clone().ok_or(ClipboardError::Empty)
    }

    fn paste_image(&mut self) -> Result<Image, ClipboardError> {
        if let Some(error) = &self.failure {
            return Err(error.clone());
        }
        self.image.clone().ok_or(ClipboardError::Empty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paste_returns_the_last_copy() {
        let mut clipboard = MemoryClipboard::new();
        assert_eq!(clipboard.paste(), Err(ClipboardError::Empty));

        clipboard.copy("first").unwrap();
        clipboard.copy("9/9/9 w - - 0 1").unwrap();
        assert_eq!(clipboard.paste().as_deref(), Ok("9/9/9 w - - 0 1"));
        assert_eq!(clipboard.text(), Some("9/9/9 w - - 0 1"));
    }

    #[test]
    fn holding_clipboard_pastes_what_another_program_copied() {
        let mut clipboard = MemoryClipboard::holding("8/8/8/8/8/8/8/8 w - - 0 1");
        assert_eq!(
            clipboard.paste().as_deref(),
            Ok("8/8/8/8/8/8/8/8 w - - 0 1")
        );
    }

    #[test]
    fn failing_clipboard_fails_both_ways_and_keeps_nothing() {
        let mut clipboard = MemoryClipboard::failing(ClipboardError::NoDisplay);
        assert_eq!(clipboard.copy("x"), Err(ClipboardError::NoDisplay));
        assert_eq!(clipboard.paste(), Err(ClipboardError::NoDisplay));
        assert_eq!(clipboard.text(), None);
    }
}
