//! A teacher's own lesson file for practice (`fen-tui --practice lessons.fen`):
//! one exercise a position, with its caption.
//!
//! - `.fen` / `.epd` / any text: one position a line (a FEN, `FEN moves …`,
//!   an EPD line); a `# comment` line captions the position under it, a
//!   `# comment` after a position captions that one, an EPD line's `id "…"`
//!   captions it when nothing else does. Blank lines are skipped.
//! - `.pgn`: each game's final position, captioned by its `{comment}` before
//!   the first move, else "White – Black, Event Year" from its tags.
//!
//! A line that is not a position makes the whole file refused, naming the
//! line and the column (a teacher fixes the file rather than handing pupils
//! a lesson with a hole in it). The words come from the faces.

use crate::fen::line_comment::split_comment;
use crate::fen::{ReadOptions, read_input};
use crate::pgn::{PgnGame, PgnOptions, read_games};
use crate::{Diagnostic, Position, Variant};

/// The most exercises one file gives: a term's worth, and a bound on memory.
pub const MAX_EXERCISES: usize = 2000;

/// One exercise of a teacher's file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FileLesson {
    /// The caption the teacher wrote, if any.
    pub caption: Option<String>,
    /// The position to practise on.
    pub position: Position,
    /// 1-based line of the file where the exercise is.
    pub line: usize,
}

/// Why a teacher's file gives no lesson: where, and what.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LessonFileError {
    /// 1-based line (0: the file as a whole).
    pub line: usize,
    /// 1-based column in that line (0: none known).
    pub column: usize,
    /// What is wrong there, for the faces to put into words.
    pub problem: Diagnostic,
    /// The game the line seems to be of, for the words (point or square).
    pub variant: Variant,
}

/// How to read the file: by its name's ending.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LessonFileKind {
    /// One position a line (`.fen`, `.epd`, `.txt`…).
    Lines,
    /// PGN games (`.pgn`).
    Pgn,
}

impl LessonFileKind {
    /// `.pgn` reads as games; anything else as lines.
    pub fn of_name(name: &str) -> LessonFileKind {
        let lower = name.to_ascii_lowercase();
        if lower.ends_with(".pgn") {
            LessonFileKind::Pgn
        } else {
            LessonFileKind::Lines
        }
    }
}

/// The exercises of a teacher's file, in order, or the first thing wrong in it.
pub fn read_lesson_file(
    kind: LessonFileKind,
    text: &str,
) -> Result<Vec<FileLesson>, LessonFileError> {
    let lessons = match kind {
        LessonFileKind::Lines => read_lines(text)?,
        LessonFileKind::Pgn => read_pgn(text)?,
    };
    if lessons.is_empty() {
        return Err(LessonFileError {
            line: 0,
            column: 0,
            problem: Diagnostic::error("lesson-file-empty"),
            variant: Variant::Chess,
        });
    }
    if lessons.len() > MAX_EXERCISES {
        return Err(LessonFileError {
            line: lessons.get(MAX_EXERCISES).map_or(0, |l| l.line),
            column: 1,
            problem: Diagnostic::error("lesson-file-too-many").arg("limit", MAX_EXERCISES),
            variant: lessons_variant(&lessons),
        });
    }
    Ok(lessons)
}

fn read_lines(text: &str) -> Result<Vec<FileLesson>, LessonFileError> {
    let (listed, errors) = read_position_lines(text, ReadOptions::lenient());
    if let Some(error) = errors.into_iter().next() {
        return Err(error);
    }
    Ok(listed
        .into_iter()
        .map(|listed| FileLesson {
            caption: listed.caption,
            position: listed.position,
            line: listed.line,
        })
        .collect())
}

/// One position of a list of positions (`.fen`, `.epd`, a teacher's file),
/// with its caption, its line, and the last move when the line was `FEN
/// moves …`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListedPosition {
    /// The caption (`#` above or after it, or an EPD `id`), if any.
    pub caption: Option<String>,
    /// The position the line gives.
    pub position: Position,
    /// 1-based line of the file.
    pub line: usize,
    /// The last move of a `FEN moves …` line, for a diagram to mark.
    pub last_move: Option<crate::rules::Move>,
}

/// The one reader of a list of positions, one a line, for practice (which
/// refuses a file with a bad line) and worksheets (which skip it): a FEN,
/// `FEN moves …`, a UCI command or link, or an EPD line (four fields, then
/// operations); a `# comment` line captions the position under it, a `#
/// comment` after a position captions that one, an EPD line's `id "…"`
/// captions it when nothing else does; blank lines are skipped. Each line
/// that is not a position is an error with its line and column.
pub fn read_position_lines(
    text: &str,
    options: ReadOptions,
) -> (Vec<ListedPosition>, Vec<LessonFileError>) {
    let mut found = Vec::new();
    let mut errors = Vec::new();
    let mut caption: Option<String> = None;
    for (index, raw) in text.lines().enumerate() {
        let line_number = index + 1;
        // Where the text starts in the raw line, for the column.
        let indent = raw.chars().take_while(|c| c.is_whitespace()).count();
        let line = raw.trim();
        if line.is_empty() {
            continue;
        }
        if let Some(rest) = line.strip_prefix('#') {
            caption = Some(rest.trim().to_string()).filter(|c| !c.is_empty());
            continue;
        }
        let (position_text, after) = split_comment(line);
        let above = caption.take();
        let reading = read_input(position_text, options);
        let caption = above
            .or(after.map(str::to_string))
            .or_else(|| epd_id(position_text));
        let (position, last_move) = match (reading.errors.first(), reading.position) {
            (None, Some(position)) => (position, reading.moves.last().copied()),
            (first, _) => match read_epd(position_text, options) {
                Some(position) => (position, None),
                None => {
                    let seems = reading.position.map_or_else(
                        || {
                            let placement = position_text.split(' ').next().unwrap_or_default();
                            match (options.variant, placement.matches('/').count()) {
                                (Some(variant), _) => variant,
                                (None, 9) => Variant::Xiangqi,
                                (None, _) => Variant::Chess,
                            }
                        },
                        |p| p.variant,
                    );
                    let problem = first
                        .cloned()
                        .unwrap_or_else(|| Diagnostic::error("lesson-file-not-a-position"));
                    errors.push(LessonFileError {
                        line: line_number,
                        column: indent + problem.column.unwrap_or(1),
                        problem,
                        variant: seems,
                    });
                    continue;
                }
            },
        };
        found.push(ListedPosition {
            caption,
            position,
            line: line_number,
            last_move,
        });
    }
    (found, errors)
}

/// An EPD line: four FEN fields, then operations (`bm e4; id "Trap 1";`).
fn read_epd(line: &str, options: ReadOptions) -> Option<Position> {
    let fields: Vec<&str> = line.split_whitespace().take(4).collect();
    if fields.len() < 4 {
        return None;
    }
    let reading = read_input(&format!("{} 0 1", fields.join(" ")), options);
    reading.position.filter(|_| reading.errors.is_empty())
}

/// An EPD line's `id "…"` operation, its quotes taken off.
fn epd_id(line: &str) -> Option<String> {
    line.split(';')
        .map(str::trim)
        .find_map(|op| op.strip_prefix("id "))
        .map(|id| id.trim().trim_matches('"').to_string())
        .filter(|id| !id.is_empty())
}

fn read_pgn(text: &str) -> Result<Vec<FileLesson>, LessonFileError> {
    let options = PgnOptions {
        every_ply: false,
        san: false,
        moves: false,
        tree: false,
    };
    let mut lessons = Vec::new();
    for game in read_games(text.as_bytes(), options) {
        if let Some(error) = game.errors.first() {
            let number = |name: &str| match error.arg_value(name) {
                Some(crate::Arg::Num(n)) => usize::try_from(*n).unwrap_or(0),
                _ => 0,
            };
            return Err(LessonFileError {
                line: match number("line") {
                    0 => game.line,
                    line => line,
                },
                column: number("column").max(error.column.unwrap_or(0)),
                problem: error.clone(),
                variant: game.start.map_or(Variant::Chess, |p| p.variant),
            });
        }
        let Some(position) = game.end else {
            continue;
        };
        lessons.push(FileLesson {
            caption: game.comment.clone().or_else(|| game_caption(&game)),
            position,
            line: game.line,
        });
    }
    Ok(lessons)
}

/// "White – Black, Event Year" from the tags that are filled in (PGN writes
/// `?` for an unknown one); `None` when none are. Practice and worksheets
/// caption a game so.
pub fn game_caption(game: &PgnGame) -> Option<String> {
    let known = |name: &str| {
        game.tag(name)
            .map(str::trim)
            .filter(|value| !value.is_empty() && !value.chars().all(|c| c == '?' || c == '-'))
    };
    let players = match (known("White"), known("Black")) {
        (Some(white), Some(black)) => Some(format!("{white} – {black}")),
        (one, other) => one.or(other).map(str::to_string),
    };
    let year = known("Date")
        .and_then(|date| date.get(..4))
        .filter(|year| year.chars().all(|c| c.is_ascii_digit()));
    let event = match (known("Event"), year) {
        (Some(event), Some(year)) => Some(format!("{event} {year}")),
        (event, year) => event.or(year).map(str::to_string),
    };
    match (players, event) {
        (Some(players), Some(event)) => Some(format!("{players}, {event}")),
        (one, other) => one.or(other),
    }
}

/// The game of the exercises, for the words ("point" or "square").
pub fn lessons_variant(lessons: &[FileLesson]) -> Variant {
    lessons
        .first()
        .map_or(Variant::Chess, |lesson| lesson.position.variant)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::write_fen;

    const FILE: &str = "\
# Начальная позиция
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1

rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1 # После 1. e4
4k3/8/8/8/8/8/4P3/4K3 w - - bm Kd2; id \"Пешечный эндшпиль\";
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
";

    #[test]
    fn every_line_is_an_exercise_with_its_caption() {
        let lessons = read_lesson_file(LessonFileKind::Lines, FILE).unwrap();
        let captions: Vec<_> = lessons.iter().map(|l| l.caption.as_deref()).collect();
        assert_eq!(
            captions,
            [
                Some("Начальная позиция"),
                Some("После 1. e4"),
                Some("Пешечный эндшпиль"),
                None
            ]
        );
        let lines: Vec<_> = lessons.iter().map(|l| l.line).collect();
        assert_eq!(lines, [2, 4, 5, 6]);
        assert_eq!(
            write_fen(&lessons[2].position),
            "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"
        );
        assert_eq!(lessons[3].position.variant, Variant::Xiangqi);
    }

    #[test]
    fn a_bad_line_is_named_with_its_line_and_column() {
        let text = "# ok\n8/8/8/8/8/8/8/K6k w - - 0 1\n  8/8/8/8/8/8/8/K6k x - - 0 1\n";
        let error = read_lesson_file(LessonFileKind::Lines, text).unwrap_err();
        assert_eq!(error.line, 3);
        // "x" is the 21st character of the line (two spaces of indent first).
        assert_eq!(error.column, 21, "{error:?}");
        let empty = read_lesson_file(LessonFileKind::Lines, "# nothing\n\n").unwrap_err();
        assert_eq!(empty.problem.code, "lesson-file-empty");
    }

    /// The one reader of position lists (practice and worksheets): every
    /// good line kept with its caption and last move, every bad one an
    /// error with its line and column, reading on past it.
    #[test]
    fn the_one_reader_keeps_every_good_line_and_names_every_bad_one() {
        let text = "# Start\nstartpos moves e2e4\n8/8/8/8/8/8/8/K6k x - - 0 1\n\
                    4k3/8/8/8/8/8/4P3/4K3 w - - bm Kd2; id \"Pawn\";\nnot a position\n";
        let (found, errors) = read_position_lines(text, ReadOptions::lenient());
        let read: Vec<_> = found
            .iter()
            .map(|p| (p.line, p.caption.as_deref(), p.last_move.is_some()))
            .collect();
        assert_eq!(read, [(2, Some("Start"), true), (4, Some("Pawn"), false)]);
        let bad: Vec<_> = errors.iter().map(|e| (e.line, e.column)).collect();
        assert_eq!(bad.len(), 2, "{errors:?}");
        assert_eq!(bad[0], (3, 19));
        assert_eq!(bad[1].0, 5);
    }

    #[test]
    fn a_pgn_gives_each_games_end_captioned() {
        let text = "[Event \"Club\"]\n[White \"Anna\"]\n[Black \"Boris\"]\n[Date \"2024.01.01\"]\n\n1. e4 e5 2. Nf3 *\n\n\
                    [Event \"?\"]\n\n{Мат в один ход} 1. e4 *\n";
        let lessons = read_lesson_file(LessonFileKind::Pgn, text).unwrap();
        assert_eq!(lessons.len(), 2);
        assert_eq!(
            lessons[0].caption.as_deref(),
            Some("Anna – Boris, Club 2024")
        );
        assert_eq!(lessons[1].caption.as_deref(), Some("Мат в один ход"));
        assert!(write_fen(&lessons[0].position).contains("5N2"));
        let bad = "[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n";
        let error = read_lesson_file(LessonFileKind::Pgn, bad).unwrap_err();
        assert_eq!(error.line, 3, "{error:?}");
        assert!(error.column > 0, "{error:?}");
    }
}
