//! `fen-tui image FILE…`: the position in each picture (PNG, JPEG, WebP,
//! BMP), one FEN a line in the order given (`-` is stdin). A picture with
//! no board gives an empty line (the order is kept), its reason on stderr,
//! and exit 1. `--format json`: one object a line with every square's (or
//! xiangqi point's) label and confidence. `--variant auto` (the default)
//! reads a chess board where the picture has an 8×8 checker, else a xiangqi
//! board. Recognition is the `fen-vision` crate's.

use super::common::output::write_failed;
use super::common::shared_args::OutputFormat;
use super::{Exit, Words};
use crate::i18n::Lang;
use crate::tui::app::PictureRead;
use clap::{Args, ValueEnum};
use fen_vision::{Orientation, Reading};
use std::io::{Read as _, Write as _};

/// The most bytes one picture may have (a 16k × 16k PNG is far less).
const MAX_BYTES: u64 = 256 * 1024 * 1024;

#[derive(Debug, Args)]
pub struct ImageArgs {
    /// Pictures to read (`-` for stdin).
    #[arg(required = true)]
    pub files: Vec<String>,
    /// Which game's board to look for (auto: an 8×8 checker is chess, a 9×10 grid of lines xiangqi).
    #[arg(long, value_enum, default_value_t = PictureVariant::Auto)]
    pub variant: PictureVariant,
    /// Which side is at the bottom of the picture (auto: from the kings and pawns; in xiangqi, from the generals; white: White or Red).
    #[arg(long, value_enum, default_value_t = OrientationArg::Auto)]
    pub orientation: OrientationArg,
    /// text: one FEN a line; json: one object a line with each square's label and confidence.
    #[arg(long, value_enum, default_value_t = OutputFormat::Text)]
    pub format: OutputFormat,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum PictureVariant {
    Auto,
    Chess,
    Xiangqi,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum OrientationArg {
    Auto,
    White,
    Black,
}

impl From<PictureVariant> for fen_vision::Variant {
    fn from(v: PictureVariant) -> fen_vision::Variant {
        match v {
            PictureVariant::Auto => fen_vision::Variant::Auto,
            PictureVariant::Chess => fen_vision::Variant::Chess,
            PictureVariant::Xiangqi => fen_vision::Variant::Xiangqi,
        }
    }
}

impl From<OrientationArg> for Orientation {
    fn from(o: OrientationArg) -> Orientation {
        match o {
            OrientationArg::Auto => Orientation::Auto,
            OrientationArg::White => Orientation::White,
            OrientationArg::Black => Orientation::Black,
        }
    }
}

/// Why a picture gave no position, as words.
pub(crate) enum Failure {
    Unreadable(String),
    NotAPicture(String),
    /// No board of the game looked for.
    NoBoard(fen_vision::Variant),
    Damaged(&'static str),
}

impl Failure {
    pub(crate) fn say(&self, words: &Words, file: &str) -> String {
        let loc = words.localizer();
        match self {
            Failure::Unreadable(reason) => loc.format(
                "cli-cannot-read",
                &[
                    ("file", file.to_string().into()),
                    ("reason", loc.system_error(reason).into()),
                ],
            ),
            Failure::NotAPicture(reason) => loc.format(
                "image-not-a-picture",
                &[
                    ("file", file.to_string().into()),
                    ("reason", reason.clone().into()),
                ],
            ),
            Failure::NoBoard(variant) => loc.format(
                match variant {
                    fen_vision::Variant::Chess => "image-no-board",
                    fen_vision::Variant::Xiangqi => "image-no-xiangqi-board",
                    fen_vision::Variant::Auto => "image-no-board-either",
                },
                &[("file", file.to_string().into())],
            ),
            Failure::Damaged(why) => {
                loc.format("image-model-damaged", &[("reason", why.to_string().into())])
            }
        }
    }
}

/// Reads the board of `variant` in `bytes`.
pub(crate) fn recognise(
    bytes: &[u8],
    variant: fen_vision::Variant,
    orientation: Orientation,
) -> Result<Reading, Failure> {
    fen_vision::read_bytes_as(bytes, variant, orientation).map_err(|e| match e {
        fen_vision::Error::NotAPicture(why) => Failure::NotAPicture(why),
        fen_vision::Error::NoBoard => Failure::NoBoard(variant),
        fen_vision::Error::Weights(why) => Failure::Damaged(why),
    })
}

/// A file's bytes (`-`: stdin), at most MAX_BYTES.
pub(crate) fn read_picture(name: &str) -> Result<Vec<u8>, Failure> {
    let mut bytes = Vec::new();
    let result = if name == "-" {
        std::io::stdin()
            .lock()
            .take(MAX_BYTES + 1)
            .read_to_end(&mut bytes)
    } else {
        std::fs::File::open(name).and_then(|f| f.take(MAX_BYTES + 1).read_to_end(&mut bytes))
    };
    match result {
        Err(e) => Err(Failure::Unreadable(e.to_string())),
        Ok(_) if bytes.len() as u64 > MAX_BYTES => Err(Failure::Unreadable(format!(
            "more than {} MiB",
            MAX_BYTES / (1024 * 1024)
        ))),
        Ok(_) => Ok(bytes),
    }
}

pub(super) fn run(args: &ImageArgs, lang: Lang) -> Exit {
    // The messages are only read when something goes wrong: a picture that
    // reads costs no parsing of the language files.
    let words = std::cell::OnceCell::new();
    let words = || words.get_or_init(|| Words::new(lang));
    let mut out = String::new();
    let mut exit = Exit::Valid;
    for (name, reading) in args.files.iter().zip(read_all(args)) {
        match (&reading, args.format) {
            (Ok(r), OutputFormat::Text) => {
                out.push_str(&r.fen());
                out.push('\n');
            }
            (Ok(r), OutputFormat::Json) => {
                out.push_str(&json(name, Some(r), None).to_string());
                out.push('\n');
            }
            (Err(failure), format) => {
                let said = failure.say(words(), name);
                super::common::output::complain(&said);
                exit = match (exit, failure) {
                    (Exit::Trouble, _) | (_, Failure::Unreadable(_) | Failure::Damaged(_)) => {
                        Exit::Trouble
                    }
                    _ => Exit::Invalid,
                };
                if format == OutputFormat::Json {
                    out.push_str(&json(name, None, Some(&said)).to_string());
                }
                out.push('\n');
            }
        }
    }
    let mut stdout = std::io::stdout().lock();
    match stdout
        .write_all(out.as_bytes())
        .and_then(|()| stdout.flush())
    {
        Ok(()) => exit,
        Err(error) => write_failed(&error, words()).unwrap_or(exit),
    }
}

/// One picture's reading.
fn read_one(name: &str, args: &ImageArgs) -> Result<Reading, Failure> {
    read_picture(name)
        .and_then(|bytes| recognise(&bytes, args.variant.into(), args.orientation.into()))
}

/// Every picture's reading, in the order given: on as many threads as the
/// machine gives this process (each picture is read on one thread, start to
/// end, as alone), each thread taking the next picture not yet taken.
fn read_all(args: &ImageArgs) -> Vec<Result<Reading, Failure>> {
    let files = &args.files;
    let threads = std::thread::available_parallelism()
        .map_or(1, std::num::NonZeroUsize::get)
        .min(files.len());
    if threads <= 1 {
        return files.iter().map(|name| read_one(name, args)).collect();
    }
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut done: Vec<(usize, Result<Reading, Failure>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut mine = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(name) = files.get(i) else {
                            return mine;
                        };
                        mine.push((i, read_one(name, args)));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .flat_map(|worker| worker.join().unwrap_or_default())
            .collect()
    });
    done.sort_by_key(|(i, _)| *i);
    // A thread that panicked (it should not) leaves its pictures unread: say so for each.
    let mut out: Vec<Result<Reading, Failure>> = Vec::with_capacity(files.len());
    let mut done = done.into_iter().peekable();
    for i in 0..files.len() {
        match done.next_if(|(j, _)| *j == i) {
            Some((_, reading)) => out.push(reading),
            None => out.push(Err(Failure::Unreadable(
                "its reading stopped half-way (a fault in fen-tui)".into(),
            ))),
        }
    }
    out
}

/// One picture's answer as JSON.
fn json(file: &str, reading: Option<&Reading>, error: Option<&str>) -> serde_json::Value {
    use serde_json::json;
    let Some(r) = reading else {
        return json!({ "file": file, "fen": null, "error": error });
    };
    let squares: Vec<serde_json::Value> = r
        .squares
        .iter()
        .enumerate()
        .map(|(i, s)| {
            json!({
                "square": r.name(i),
                "label": s.label.to_string(),
                "confidence": round3(s.confidence),
            })
        })
        .collect();
    let uncertain: Vec<serde_json::Value> = r
        .uncertain()
        .into_iter()
        .map(|(name, s)| {
            json!({
                "square": name,
                "label": s.label.to_string(),
                "or": s.runner_up.0.to_string(),
                "confidence": round3(s.confidence),
            })
        })
        .collect();
    json!({
        "file": file,
        "fen": r.fen(),
        "variant": match r.game {
            fen_vision::Game::Chess => "chess",
            fen_vision::Game::Xiangqi => "xiangqi",
        },
        "flipped": r.flipped,
        "orientation_guessed": r.orientation_guessed,
        "guessed_fields": match r.game {
            fen_vision::Game::Chess => vec!["side to move", "castling", "en passant"],
            fen_vision::Game::Xiangqi => vec!["side to move"],
        },
        "squares": squares,
        "uncertain": uncertain,
        "error": null,
    })
}

fn round3(v: f32) -> f64 {
    (f64::from(v) * 1000.0).round() / 1000.0
}

/// A name ending in a picture's extension: `fen-tui board.png` opens the
/// editor on the position read from it.
pub(crate) fn names_a_picture(text: &str) -> bool {
    let lower = text.trim_end().to_ascii_lowercase();
    [".png", ".jpg", ".jpeg", ".webp", ".bmp"]
        .iter()
        .any(|ext| lower.ends_with(ext))
}

/// Reads the picture at `path` for the editor; a failure is said on stderr
/// (exit 1 for a picture with no board, 2 for a file that does not read).
pub(crate) fn for_editor(path: &str, words: &Words) -> Result<PictureRead, Exit> {
    let reading = read_picture(path)
        .and_then(|bytes| recognise(&bytes, fen_vision::Variant::Auto, Orientation::Auto));
    let reading = match reading {
        Ok(reading) => reading,
        Err(failure) => {
            super::common::output::complain(&failure.say(words, path));
            return Err(match failure {
                Failure::Unreadable(_) | Failure::Damaged(_) => Exit::Trouble,
                _ => Exit::Invalid,
            });
        }
    };
    PictureRead::from_reading(&reading, path).ok_or_else(|| {
        super::common::output::complain(
            &Failure::NoBoard(fen_vision::Variant::Auto).say(words, path),
        );
        Exit::Invalid
    })
}
