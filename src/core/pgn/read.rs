//! Reading the games of a PGN text one after another. pgn-reader tokenizes
//! (it skips variations for us: only the main line is played); the visitor
//! here plays each SAN on a `SanLine` and keeps what the caller asked for.

use super::locate::main_line_move;
use super::{PgnGame, Ply};
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::rules::chess::{SanLine, SanProblem};
use crate::core::{Diagnostic, Position, Variant};
use pgn_reader::{Outcome, RawComment, RawTag, Reader, SanPlus, Visitor};
use std::cell::Cell;
use std::io::{self, Read};
use std::ops::ControlFlow;
use std::rc::Rc;

/// What to keep of each game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PgnOptions {
    /// Keep every ply's position (else only the last one, which is faster).
    pub every_ply: bool,
    /// Write each move's standard SAN (with `every_ply`).
    pub san: bool,
}

/// Read the games of `text`, lazily, in order.
pub fn read_games(text: &[u8], options: PgnOptions) -> PgnGames<'_> {
    let fed = Rc::new(Cell::new(0));
    let source = Fed {
        rest: text,
        fed: Rc::clone(&fed),
    };
    PgnGames {
        text,
        // Long comments are fine (they arrive in parts); tag lines up to 64 KiB.
        reader: Reader::build(source)
            .set_supported_tag_line_length(64 * 1024)
            .finish(),
        fed,
        options,
        number: 0,
        lines: Lines::default(),
        done: false,
    }
}

/// The games of a PGN text; see `read_games`.
pub struct PgnGames<'a> {
    text: &'a [u8],
    reader: Reader<Fed<'a>>,
    fed: Rc<Cell<usize>>,
    options: PgnOptions,
    number: usize,
    lines: Lines,
    done: bool,
}

impl Iterator for PgnGames<'_> {
    type Item = PgnGame;

    fn next(&mut self) -> Option<PgnGame> {
        if self.done {
            return None;
        }
        // `has_more` passes over what lies between games, so the offset after
        // it is the game's first byte.
        match self.reader.has_more() {
            Ok(true) => {}
            Ok(false) => return None,
            Err(error) => return Some(self.syntax_failure(&error)),
        }
        let start = self.offset();
        self.number += 1;
        let line = self.lines.line_of(self.text, start);
        let mut visitor = Collector {
            options: self.options,
        };
        match self.reader.read_game(&mut visitor) {
            Ok(Some(read)) => Some(self.finish(read, start, line)),
            Ok(None) => None,
            Err(error) => {
                let mut game = self.syntax_failure(&error);
                game.line = line;
                Some(game)
            }
        }
    }
}

impl PgnGames<'_> {
    /// Bytes of `text` pgn-reader has taken in.
    fn offset(&self) -> usize {
        self.fed.get().saturating_sub(self.reader.buffer().len())
    }

    fn finish(&mut self, read: GameRead, start: usize, line: usize) -> PgnGame {
        let number = self.number;
        let mut errors = Vec::new();
        if let Some(code) = read.start_problem {
            let mut error = Diagnostic::error(code)
                .arg("game", number)
                .arg("line", line)
                .at(1);
            if let Some(fen) = read.tags.iter().find(|(n, _)| n == "FEN") {
                error = error.arg("fen", fen.1.clone());
            }
            errors.push(error);
        }
        if let Some(failure) = read.failure {
            errors.push(self.move_error(&failure, number, start));
        }
        let end = read.line.as_ref().map(SanLine::position).or(read.start);
        let result = read.result.or_else(|| {
            let tag = read.tags.iter().find(|(n, _)| n == "Result");
            tag.map(|(_, v)| v.clone())
        });
        PgnGame {
            number,
            line,
            tags: read.tags,
            start: read.start,
            plies: read.plies,
            end,
            moves_played: read.moves_played,
            result,
            comment: Some(
                String::from_utf8_lossy(&read.comment)
                    .split_whitespace()
                    .collect::<Vec<_>>()
                    .join(" "),
            )
            .filter(|comment| !comment.is_empty()),
            errors,
        }
    }

    fn move_error(&mut self, failure: &MoveFailure, number: usize, start: usize) -> Diagnostic {
        let code = match failure.problem {
            SanProblem::Illegal => "pgn-illegal-move",
            SanProblem::Ambiguous => "pgn-ambiguous-move",
        };
        let game_text = self.text.get(start..).unwrap_or_default();
        let at = main_line_move(game_text, failure.index).map_or(start, |found| start + found);
        let (line, column) = self.lines.line_and_column(self.text, at);
        Diagnostic::error(code)
            .arg("game", number)
            .arg("line", line)
            .arg("move", failure.san.clone())
            .arg("ply", failure.index + 1)
            .at(column)
    }

    /// A game cut short by text pgn-reader cannot go on from (an unclosed tag or comment).
    fn syntax_failure(&mut self, error: &io::Error) -> PgnGame {
        let at = self.offset();
        if at >= self.text.len() || error.kind() != io::ErrorKind::InvalidData {
            self.done = true;
        }
        let code = match error.to_string().as_str() {
            "unterminated tag" => "pgn-unterminated-tag",
            "unterminated comment" => "pgn-unterminated-comment",
            _ => "pgn-unreadable",
        };
        let (line, column) = self.lines.line_and_column(self.text, at);
        PgnGame {
            number: self.number,
            line,
            errors: vec![
                Diagnostic::error(code)
                    .arg("game", self.number)
                    .arg("line", line)
                    .at(column),
            ],
            ..PgnGame::default()
        }
    }
}

/// Line numbers of byte offsets, counted forward only (games come in order).
#[derive(Default)]
struct Lines {
    offset: usize,
    /// Newlines before `offset`.
    newlines: usize,
}

impl Lines {
    fn line_of(&mut self, text: &[u8], at: usize) -> usize {
        let at = at.min(text.len());
        if at < self.offset {
            *self = Lines::default();
        }
        let passed = &text[self.offset..at];
        self.newlines += passed.iter().filter(|&&b| b == b'\n').count();
        self.offset = at;
        self.newlines + 1
    }

    /// 1-based line and column (in characters) of byte `at`.
    fn line_and_column(&mut self, text: &[u8], at: usize) -> (usize, usize) {
        let line = self.line_of(text, at);
        let at = at.min(text.len());
        let line_start = text[..at]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |n| n + 1);
        let column = text[line_start..at]
            .iter()
            .filter(|&&b| b & 0xC0 != 0x80)
            .count();
        (line, column + 1)
    }
}

/// The text handed to pgn-reader, counting what it took.
struct Fed<'a> {
    rest: &'a [u8],
    fed: Rc<Cell<usize>>,
}

impl Read for Fed<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.rest.read(buf)?;
        self.fed.set(self.fed.get() + n);
        Ok(n)
    }
}

/// A move of the main line that could not be played.
struct MoveFailure {
    /// 0-based among the main line's moves.
    index: usize,
    san: String,
    problem: SanProblem,
}

/// One game as the visitor saw it.
#[derive(Default)]
struct GameRead {
    tags: Vec<(String, String)>,
    start: Option<Position>,
    start_problem: Option<&'static str>,
    line: Option<SanLine>,
    plies: Vec<Ply>,
    moves_played: usize,
    failure: Option<MoveFailure>,
    result: Option<String>,
    /// Comment text before the first move (a long one arrives in parts).
    comment: Vec<u8>,
}

struct Collector {
    options: PgnOptions,
}

/// Enough of an opening comment for a caption (a bound against a file that is one comment).
const MAX_COMMENT_BYTES: usize = 4096;

impl Visitor for Collector {
    type Tags = GameRead;
    type Movetext = GameRead;
    type Output = GameRead;

    fn begin_tags(&mut self) -> ControlFlow<GameRead, GameRead> {
        ControlFlow::Continue(GameRead::default())
    }

    fn tag(
        &mut self,
        game: &mut GameRead,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<GameRead> {
        let name = String::from_utf8_lossy(name).into_owned();
        game.tags
            .push((name, value.decode_utf8_lossy().into_owned()));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, mut game: GameRead) -> ControlFlow<GameRead, GameRead> {
        // python-chess (and chessops) take a FEN tag with or without `SetUp`.
        let fen = game.tags.iter().find(|(n, _)| n == "FEN").map(|(_, v)| v);
        // `[Variant "Chess960"]` says how to read the castling letters (KQkq
        // name the outermost rooks there, wherever they stand).
        let chess960 = game.tags.iter().any(|(n, v)| {
            n == "Variant" && {
                let v = v.to_ascii_lowercase();
                v.contains("960") || v.contains("fischer")
            }
        });
        let start = match fen {
            Some(fen) => read_fen(fen.trim(), ReadOptions::lenient().with_chess960(chess960))
                .ok()
                .map(|read| read.position),
            None => read_fen(Variant::Chess.start_fen(), ReadOptions::strict())
                .ok()
                .map(|read| read.position),
        };
        game.start = start;
        game.line = start.as_ref().and_then(SanLine::new);
        game.start_problem = match (start, &game.line) {
            (None, _) => Some("pgn-bad-fen-tag"),
            (Some(_), None) => Some("pgn-start-not-playable"),
            _ => None,
        };
        if game.start_problem.is_some() {
            return ControlFlow::Break(game);
        }
        ControlFlow::Continue(game)
    }

    fn san(&mut self, game: &mut GameRead, san_plus: SanPlus) -> ControlFlow<GameRead> {
        let Some(line) = game.line.as_mut() else {
            return ControlFlow::Break(std::mem::take(game));
        };
        let played = if self.options.every_ply && self.options.san {
            line.play_with_san(&san_plus.san)
        } else {
            line.play(&san_plus.san).map(|mv| (mv, String::new()))
        };
        match played {
            Ok((mv, san)) => {
                game.moves_played += 1;
                if self.options.every_ply {
                    let position = line.position();
                    game.plies.push(Ply { mv, san, position });
                }
                ControlFlow::Continue(())
            }
            Err(problem) => {
                game.failure = Some(MoveFailure {
                    index: game.moves_played,
                    san: san_plus.to_string(),
                    problem,
                });
                ControlFlow::Break(std::mem::take(game))
            }
        }
    }

    fn comment(&mut self, game: &mut GameRead, comment: RawComment<'_>) -> ControlFlow<GameRead> {
        // Only what comes before the first move: the game's caption.
        if game.moves_played == 0 && game.comment.len() < MAX_COMMENT_BYTES {
            game.comment.extend_from_slice(comment.as_bytes());
        }
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, game: &mut GameRead, outcome: Outcome) -> ControlFlow<GameRead> {
        game.result = Some(outcome.to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, game: GameRead) -> GameRead {
        game
    }
}

#[cfg(test)]
#[path = "read_tests.rs"]
mod tests;
