//! The helper process that keeps a copied text (or picture) on the X11/Wayland clipboard after
//! fen-tui quits.
//!
//! On these systems the copying program must stay alive to hand the text to whoever pastes
//! (see the module above). fen-tui therefore starts itself again as `fen-tui
//! __serve-clipboard`, writes the text to the helper's stdin and returns once the clipboard
//! shows the text. The helper owns the clipboard until another program copies, then exits.

use std::io::{self, Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Child, Command, ExitCode, Stdio};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use arboard::SetExtLinux;

use super::system::{Payload, image_data};
use super::{ClipboardError, Image};

/// The hidden first argument that turns fen-tui into the clipboard helper.
pub const SERVE_ARG: &str = "__serve-clipboard";
/// The helper's second argument when it serves a picture (`Image::to_bytes` on stdin).
const IMAGE_ARG: &str = "image";

/// More than any FEN or share link; a bound so a stray pipe cannot fill the memory.
const MAX_TEXT_BYTES: u64 = 1 << 20;
/// Starting a process and taking the clipboard takes milliseconds; this allows a loaded machine.
const START_TIMEOUT: Duration = Duration::from_secs(5);
const START_POLL: Duration = Duration::from_millis(20);
/// How often the helper checks that its display still exists.
const DISPLAY_PROBE: Duration = Duration::from_secs(1);

/// Starts the helper for `payload` and waits until `clipboard` shows it.
///
/// `program` is the binary to start (`None`: this one).
pub(super) fn hand_over(
    program: Option<&Path>,
    payload: Payload<'_>,
    clipboard: &mut arboard::Clipboard,
) -> Result<(), ClipboardError> {
    let program = match program {
        Some(program) => program.to_path_buf(),
        None => std::env::current_exe().map_err(helper_failed)?,
    };
    let mut helper = start(&program, payload)?;
    match wait_until_serving(&mut helper, payload, clipboard) {
        Ok(()) => {
            reap_when_done(helper);
            Ok(())
        }
        Err(error) => {
            // A helper that may still take the clipboard later would surprise the user.
            let _ = helper.kill();
            let _ = helper.wait();
            Err(error)
        }
    }
}

/// Starts the helper detached from the terminal and gives it the payload.
fn start(program: &Path, payload: Payload<'_>) -> Result<Child, ClipboardError> {
    let (kind, bytes) = match payload {
        Payload::Text(text) => (None, text.as_bytes().to_vec()),
        Payload::Image(image) => (Some(IMAGE_ARG), image.to_bytes()),
    };
    let mut helper = Command::new(program)
        .arg(SERVE_ARG)
        .args(kind)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        // Its own process group: Ctrl-C in the terminal and the terminal closing do not reach
        // it. `/` as its directory so it keeps no mount busy.
        .process_group(0)
        .current_dir("/")
        .spawn()
        .map_err(helper_failed)?;
    // Dropping stdin after writing closes it: the helper reads until end of input. A failed
    // write means the helper stopped reading, so it exits; `wait_until_serving` says why.
    if let Some(mut stdin) = helper.stdin.take() {
        let _ = stdin.write_all(&bytes);
    }
    Ok(helper)
}

/// Whether the clipboard holds the payload now.
fn shows(clipboard: &mut arboard::Clipboard, payload: Payload<'_>) -> bool {
    match payload {
        Payload::Text(text) => clipboard.get_text().is_ok_and(|current| current == text),
        Payload::Image(image) => clipboard.get_image().is_ok_and(|current| {
            (current.width, current.height) == (image.width as usize, image.height as usize)
                && *current.bytes == *image.rgba
        }),
    }
}

/// Polls until the clipboard holds `text`, the helper fails, or time runs out.
fn wait_until_serving(
    helper: &mut Child,
    payload: Payload<'_>,
    clipboard: &mut arboard::Clipboard,
) -> Result<(), ClipboardError> {
    let deadline = Instant::now() + START_TIMEOUT;
    loop {
        // Asked before reading the clipboard: a helper that served and then lost the
        // clipboard to a clipboard manager keeping the same text still counts as a success.
        let exited = helper.try_wait().map_err(helper_failed)?;
        if shows(clipboard, payload) {
            return Ok(());
        }
        // Exiting before the text showed up is a failure even with status 0: e.g. a binary
        // that is not fen-tui ignored the hidden argument.
        if let Some(status) = exited {
            return Err(ClipboardError::HelperFailed(reason(helper, status)));
        }
        if Instant::now() >= deadline {
            return Err(ClipboardError::HelperTimedOut);
        }
        thread::sleep(START_POLL);
    }
}

/// The helper's own words from stderr, or its exit status.
fn reason(helper: &mut Child, status: std::process::ExitStatus) -> String {
    let mut words = String::new();
    if let Some(mut stderr) = helper.stderr.take() {
        let _ = stderr.read_to_string(&mut words);
    }
    match words.trim() {
        "" => format!("exited ({status}) before taking the clipboard"),
        words => words.to_owned(),
    }
}

/// Waits for the helper in the background so it does not linger as a zombie after it exits
/// while fen-tui still runs. When fen-tui quits first, init adopts and reaps it.
fn reap_when_done(mut helper: Child) {
    // The helper never writes to stderr once it serves; closing our end frees the pipe.
    drop(helper.stderr.take());
    let _ = thread::Builder::new()
        .name("clipboard-reaper".into())
        .spawn(move || helper.wait());
}

/// The helper's `main`: reads the text (or, with the `image` argument, the
/// picture) from stdin and owns the clipboard until another program copies.
/// Failures go to stderr, where the copying fen-tui reads them.
pub fn serve_from_stdin() -> ExitCode {
    let image = std::env::args_os()
        .nth(2)
        .is_some_and(|arg| arg == IMAGE_ARG);
    let stdin = io::stdin().lock();
    let read = if image {
        read_image(stdin).map(Served::Image)
    } else {
        read_text(stdin).map(Served::Text)
    };
    match read.and_then(serve) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // Not eprintln!: it panics when nobody listens any more.
            let _ = writeln!(io::stderr(), "{error}");
            ExitCode::FAILURE
        }
    }
}

/// The whole input as UTF-8, refusing more than [`MAX_TEXT_BYTES`].
fn read_text(input: impl Read) -> Result<String, ClipboardError> {
    let mut bytes = Vec::new();
    input
        .take(MAX_TEXT_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(helper_failed)?;
    if bytes.len() as u64 > MAX_TEXT_BYTES {
        return Err(ClipboardError::HelperFailed(format!(
            "text longer than {MAX_TEXT_BYTES} bytes"
        )));
    }
    String::from_utf8(bytes).map_err(helper_failed)
}

/// A picture as `Image::to_bytes` wrote it.
fn read_image(input: impl Read) -> Result<Image, ClipboardError> {
    let mut bytes = Vec::new();
    input
        .take(Image::max_bytes() + 1)
        .read_to_end(&mut bytes)
        .map_err(helper_failed)?;
    Image::from_bytes(&bytes)
}

/// What the helper owns the clipboard with.
enum Served {
    Text(String),
    Image(Image),
}

/// Owns the clipboard with `text` until another program takes it or the display goes away.
fn serve(served: Served) -> Result<(), ClipboardError> {
    let mut probe = arboard::Clipboard::new().map_err(unavailable)?;
    let (done, finished) = mpsc::channel();
    thread::Builder::new()
        .name("clipboard-owner".into())
        .spawn(move || {
            let _ = done.send(own_until_replaced(&served));
        })
        .map_err(helper_failed)?;
    loop {
        match finished.recv_timeout(DISPLAY_PROBE) {
            Ok(result) => return result,
            Err(RecvTimeoutError::Disconnected) => {
                return Err(ClipboardError::HelperFailed(
                    "the owner thread stopped".into(),
                ));
            }
            // arboard's wait() never returns when the display connection dies (its event
            // thread stops without waking the waiter), so check, or the helper outlives the
            // session. Nothing is left to serve then: a clean exit.
            Err(RecvTimeoutError::Timeout) if display_lost(&mut probe) => return Ok(()),
            Err(RecvTimeoutError::Timeout) => {}
        }
    }
}

/// Takes the clipboard and blocks until another program copies (arboard's `wait()`).
fn own_until_replaced(served: &Served) -> Result<(), ClipboardError> {
    let mut clipboard = arboard::Clipboard::new().map_err(unavailable)?;
    let set = clipboard.set().wait();
    match served {
        Served::Text(text) => set.text(text.as_str()),
        Served::Image(image) => set.image(image_data(image)),
    }
    .map_err(|error| ClipboardError::Refused(error.to_string()))
}

/// Any failure but "no text" means the display connection is gone (a picture
/// on the clipboard is no text: still there).
fn display_lost(probe: &mut arboard::Clipboard) -> bool {
    matches!(probe.get_text(), Err(error) if !matches!(error, arboard::Error::ContentNotAvailable))
}

fn helper_failed(error: impl ToString) -> ClipboardError {
    ClipboardError::HelperFailed(error.to_string())
}

fn unavailable(error: arboard::Error) -> ClipboardError {
    ClipboardError::Unavailable(error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn helper_reads_its_whole_input() {
        let fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        assert_eq!(read_text(fen.as_bytes()).as_deref(), Ok(fen));
    }

    #[test]
    fn helper_refuses_oversized_and_non_utf8_input() {
        let huge = vec![b'a'; MAX_TEXT_BYTES as usize + 1];
        assert!(matches!(
            read_text(huge.as_slice()),
            Err(ClipboardError::HelperFailed(_))
        ));
        let exact = vec![b'a'; MAX_TEXT_BYTES as usize];
        assert_eq!(
            read_text(exact.as_slice()).map(|text| text.len()),
            Ok(exact.len())
        );
        assert!(matches!(
            read_text(&[0xff, 0xfe][..]),
            Err(ClipboardError::HelperFailed(_))
        ));
    }
}
