//! Without a display the copy goes to the terminal as OSC 52, wrapped for tmux
//! inside tmux, byte for byte; when nothing works the status says why.

use super::*;
use crate::clipboard::{LayeredClipboard, Osc52Clipboard};

/// Standard base64 (RFC 4648) decoding, written here so the test does not
/// trust the encoder it checks.
fn decode_base64(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        other => panic!("not base64: {other}"),
    };
    let mut bits = 0u32;
    let mut count = 0;
    let mut out = Vec::new();
    for c in text.bytes().filter(|c| *c != b'=') {
        bits = (bits << 6) | u32::from(value(c));
        count += 6;
        if count >= 8 {
            count -= 8;
            out.push((bits >> count) as u8);
        }
    }
    out
}

fn no_display_with_terminal(
    tmux: bool,
) -> LayeredClipboard<MemoryClipboard, Osc52Clipboard<Vec<u8>>> {
    LayeredClipboard::new(
        MemoryClipboard::failing(ClipboardError::NoDisplay),
        Osc52Clipboard::new(Vec::new(), tmux),
    )
}

#[test]
fn inside_tmux_the_fen_goes_out_wrapped_in_tmux_passthrough() {
    let mut editor = app(SICILIAN);
    let mut clipboard = no_display_with_terminal(true);
    crate::tui::perform(&mut editor, Action::CopyFen, &mut clipboard);
    assert_eq!(
        editor.notice(),
        &Notice::Copied(CopyOutcome::Osc52 { tmux: true })
    );

    let bytes = clipboard.terminal().output().as_slice();
    // DCS "tmux;" ... ST, with the inner OSC's ESC doubled.
    let inner = bytes
        .strip_prefix(b"\x1bPtmux;\x1b\x1b]52;c;")
        .and_then(|rest| rest.strip_suffix(b"\x07\x1b\\"))
        .unwrap_or_else(|| {
            panic!(
                "not a tmux-wrapped OSC 52: {:?}",
                String::from_utf8_lossy(bytes)
            )
        });
    let payload = std::str::from_utf8(inner).unwrap();
    assert_eq!(decode_base64(payload), SICILIAN.as_bytes());
}

#[test]
fn outside_tmux_a_shared_link_goes_out_as_plain_osc52() {
    let mut editor = app(START);
    let mut clipboard = no_display_with_terminal(false);
    crate::tui::perform(&mut editor, Action::SHARE_MENU, &mut clipboard);
    crate::tui::perform(&mut editor, Action::Type('1'), &mut clipboard);
    assert_eq!(
        editor.notice(),
        &Notice::Shared(
            ShareTarget::LichessAnalysis,
            CopyOutcome::Osc52 { tmux: false }
        )
    );
    let bytes = clipboard.terminal().output().as_slice();
    let inner = bytes
        .strip_prefix(b"\x1b]52;c;")
        .and_then(|rest| rest.strip_suffix(b"\x07"))
        .unwrap();
    assert_eq!(
        decode_base64(std::str::from_utf8(inner).unwrap()),
        b"https://lichess.org/analysis/rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR_w_KQkq_-_0_1"
    );
    // Paste cannot read a terminal: it asks the system clipboard and says why
    // not, and (issue 33 case 16) that the terminal's own paste still works.
    crate::tui::perform(&mut editor, Action::PasteFromClipboard, &mut clipboard);
    assert_eq!(
        editor.notice(),
        &Notice::ClipboardFailed {
            code: "clipboard-no-display-paste",
            detail: None
        }
    );
    let loc = crate::i18n::Localizer::new(crate::i18n::Lang::En);
    let words = crate::tui::view::status::notice_text(&editor, &loc);
    assert!(
        words.contains("terminal's own paste still works"),
        "{words}"
    );
    assert_eq!(editor.fen(), START);
}

/// Issue 33 case 16: a copy through tmux says what tmux needs for it to
/// arrive, in every language. The copy is wrapped in tmux's passthrough
/// (`ESC P tmux; …`), which tmux 3.3+ drops unless `allow-passthrough` is on
/// (`set-clipboard` governs a plain OSC 52, which is not what is sent).
#[test]
fn a_copy_through_tmux_names_the_setting_tmux_needs() {
    let mut editor = app(SICILIAN);
    let mut clipboard = no_display_with_terminal(true);
    crate::tui::perform(&mut editor, Action::CopyFen, &mut clipboard);
    for lang in [
        crate::i18n::Lang::En,
        crate::i18n::Lang::Ru,
        crate::i18n::Lang::Zh,
    ] {
        let loc = crate::i18n::Localizer::new(lang);
        let words = crate::tui::view::status::notice_text(&editor, &loc);
        assert!(words.contains("allow-passthrough on"), "{lang:?}: {words}");
    }
}

#[test]
fn when_nothing_works_the_status_says_why_and_the_fen_stays() {
    let mut editor = app(SICILIAN);
    let mut clipboard = LayeredClipboard::new(
        MemoryClipboard::failing(ClipboardError::NoDisplay),
        MemoryClipboard::failing(ClipboardError::Terminal("closed".into())),
    );
    crate::tui::perform(&mut editor, Action::CopyFen, &mut clipboard);
    assert_eq!(
        editor.notice(),
        &Notice::ClipboardFailed {
            code: "clipboard-nothing-worked",
            detail: None
        }
    );
    assert_eq!(editor.field_text(), SICILIAN, "the FEN stays visible");
}
