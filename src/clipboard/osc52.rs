//! Copy through the terminal with the OSC 52 escape sequence, for sessions without a display.
//!
//! The terminal emulator on the user's own machine reads the sequence and fills its clipboard,
//! so this works over SSH. crossterm's `CopyToClipboard` ends the sequence with ST; BEL is used
//! here because more terminals (and tmux's passthrough) accept it, and the tmux wrapping is
//! ours anyway, so a 20-line base64 encoder is simpler than bending crossterm's command.

use std::io::Write;

use super::{Clipboard, ClipboardError, CopyOutcome};

const ESC: char = '\u{1b}';
const BEL: char = '\u{7}';

/// The bytes that ask the terminal to put `text` on its clipboard.
///
/// Plain: `ESC ] 52 ; c ; <base64> BEL`. Inside tmux the sequence is wrapped in tmux's DCS
/// passthrough, `ESC P tmux; <sequence with every ESC doubled> ESC \`, so tmux hands it to the
/// outer terminal instead of swallowing it.
pub fn osc52_sequence(text: &str, tmux: bool) -> String {
    let sequence = format!("{ESC}]52;c;{}{BEL}", base64(text.as_bytes()));
    if !tmux {
        return sequence;
    }
    let doubled = sequence.replace(ESC, &format!("{ESC}{ESC}"));
    format!("{ESC}Ptmux;{doubled}{ESC}\\")
}

/// A write-only clipboard: the terminal behind `out`.
#[derive(Debug)]
pub struct Osc52Clipboard<W> {
    out: W,
    tmux: bool,
}

impl<W: Write> Osc52Clipboard<W> {
    /// Writes to `out`, wrapped for tmux when `tmux` is true.
    pub fn new(out: W, tmux: bool) -> Self {
        Self { out, tmux }
    }

    /// Writes to `out`, wrapped for tmux when running inside tmux (`TMUX` is set).
    pub fn for_terminal(out: W) -> Self {
        Self::new(out, std::env::var_os("TMUX").is_some())
    }

    /// What was written so far (for tests writing to a `Vec<u8>`).
    pub fn output(&self) -> &W {
        &self.out
    }
}

impl<W: Write> Clipboard for Osc52Clipboard<W> {
    fn copy(&mut self, text: &str) -> Result<CopyOutcome, ClipboardError> {
        let sequence = osc52_sequence(text, self.tmux);
        // Flush now: the terminal must see the whole sequence before the next frame is drawn.
        self.out
            .write_all(sequence.as_bytes())
            .and_then(|()| self.out.flush())
            .map_err(|error| ClipboardError::Terminal(error.to_string()))?;
        Ok(CopyOutcome::Osc52 { tmux: self.tmux })
    }

    fn paste(&mut self) -> Result<String, ClipboardError> {
        Err(ClipboardError::CannotPaste)
    }
}

/// Standard base64 (RFC 4648, with padding), the encoding OSC 52 expects.
fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut encoded = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let byte = |i: usize| u32::from(chunk.get(i).copied().unwrap_or(0));
        let group = (byte(0) << 16) | (byte(1) << 8) | byte(2);
        // A chunk of n bytes gives n + 1 significant characters; the rest is padding.
        for position in 0..4 {
            if position <= chunk.len() {
                let index = (group >> (18 - 6 * position)) & 0x3f;
                encoded.push(char::from(ALPHABET[index as usize]));
            } else {
                encoded.push('=');
            }
        }
    }
    encoded
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::Command;
    use crossterm::clipboard::CopyToClipboard;

    const FEN: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    #[test]
    fn base64_matches_rfc_4648_test_vectors() {
        let vectors = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, encoded) in vectors {
            assert_eq!(base64(plain.as_bytes()), encoded, "base64({plain:?})");
        }
    }

    #[test]
    fn plain_sequence_is_byte_exact() {
        let mut clipboard = Osc52Clipboard::new(Vec::new(), false);
        assert_eq!(
            clipboard.copy("Hi!"),
            Ok(CopyOutcome::Osc52 { tmux: false })
        );
        assert_eq!(clipboard.output().as_slice(), b"\x1b]52;c;SGkh\x07");
    }

    #[test]
    fn tmux_sequence_is_wrapped_with_escapes_doubled() {
        let mut clipboard = Osc52Clipboard::new(Vec::new(), true);
        assert_eq!(clipboard.copy("Hi!"), Ok(CopyOutcome::Osc52 { tmux: true }));
        assert_eq!(
            clipboard.output().as_slice(),
            b"\x1bPtmux;\x1b\x1b]52;c;SGkh\x07\x1b\\"
        );
    }

    #[test]
    fn fen_sequence_agrees_with_crossterm_except_the_terminator() {
        let mut crossterm = String::new();
        CopyToClipboard::to_clipboard_from(FEN)
            .write_ansi(&mut crossterm)
            .unwrap();
        let ours = osc52_sequence(FEN, false);

        assert_eq!(ours.strip_suffix('\x07'), crossterm.strip_suffix("\x1b\\"));
    }

    #[test]
    fn unicode_text_is_encoded_as_utf8() {
        // "帅" (U+5E05) is E5 B8 85 in UTF-8.
        assert_eq!(osc52_sequence("帅", false), "\x1b]52;c;5biF\x07");
    }

    #[test]
    fn osc52_cannot_paste() {
        let mut clipboard = Osc52Clipboard::new(Vec::new(), false);
        assert_eq!(clipboard.paste(), Err(ClipboardError::CannotPaste));
    }

    #[test]
    fn a_closed_terminal_is_an_error_value() {
        struct Closed;
        impl Write for Closed {
            fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
                Err(std::io::ErrorKind::BrokenPipe.into())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let mut clipboard = Osc52Clipboard::new(Closed, false);
        assert!(matches!(
            clipboard.copy(FEN),
            Err(ClipboardError::Terminal(_))
        ));
    }
}
