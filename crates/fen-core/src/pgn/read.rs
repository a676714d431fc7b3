//! Reading the games of a PGN stream one after another, in bounded memory.
//! Games are found as python-chess finds them: leading `%`/`;` lines and
//! blank lines are passed over, `[` lines are tags (malformed ones are
//! reported and left out), one blank line may stand among the tags, and the
//! movetext ends at a blank line outside a comment (or at a new `[` line).
//! pgn-reader 0.29 is not used: it passes over words it cannot read (`nf3`)
//! without a word, gives moves without their places, refuses null moves as
//! PGN writes them and reads `[Event "Club "Open""]` as a second game.

use super::moves::move_reader;
use super::movetext::Movetext;
use super::scan::{Lines, MAX_LINE_SEARCHED, Next, Tag, is_blank, read_tag};
use super::{PgnGame, Ply};
use crate::fen::{ReadOptions, read_fen};
use crate::{Diagnostic, Position, Variant};
use std::io::BufRead;

/// What to keep of each game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PgnOptions {
    /// Keep every ply's position (else only the last one, which is faster).
    pub every_ply: bool,
    /// Write each move's standard SAN (every ply's with `every_ply`, else the
    /// last move's in `PgnGame::last_san`).
    pub san: bool,
    /// Keep the main line's moves alone (`PgnGame::moves`), without their
    /// positions: a few bytes a move, for a reader that replays them itself.
    pub moves: bool,
    /// Keep the whole movetext (`PgnGame::tree`): variations played and
    /// checked, comments, NAGs, to write the game again without loss.
    pub tree: bool,
}

/// Read the games of `text`, lazily, in order.
///
/// # Examples
///
/// ```
/// use fen_core::pgn::{PgnOptions, read_games};
///
/// let text = b"[Event \"Fool's mate\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n";
/// let options = PgnOptions { san: true, ..PgnOptions::default() };
/// let games: Vec<_> = read_games(text, options).collect();
/// assert_eq!(games.len(), 1);
/// assert_eq!(games[0].moves_played, 4);
/// assert_eq!(games[0].last_san.as_deref(), Some("Qh4#"));
/// assert_eq!(games[0].result.as_deref(), Some("0-1"));
/// ```
pub fn read_games(text: &[u8], options: PgnOptions) -> PgnGames<&[u8]> {
    read_pgn(text, options)
}

/// Index the games of `text`: tags, offsets, results, no moves played (so
/// no move errors either), fast enough for a big file; `read_games` from a
/// game's offset reads it fully.
pub fn index_games(text: &[u8]) -> PgnGames<&[u8]> {
    PgnGames {
        index_only: true,
        ..read_pgn(text, PgnOptions::default())
    }
}

/// Read the games of a stream, lazily, in order: one game's text at a time.
pub fn read_pgn<R: BufRead>(input: R, options: PgnOptions) -> PgnGames<R> {
    PgnGames {
        index_only: false,
        lines: Lines::new(input),
        pending: false,
        options,
        number: 0,
        done: false,
        ended_by: None,
    }
}

/// The games of a PGN stream; see `read_pgn`.
pub struct PgnGames<R> {
    lines: Lines<R>,
    /// The current line is read but not yet taken (a game's first line).
    pending: bool,
    options: PgnOptions,
    number: usize,
    done: bool,
    /// Why the stream ended between games when it was no text (a NUL byte,
    /// a line with no end): the code, said once.
    ended_by: Option<&'static str>,
    /// Tags and offsets only (`index_games`).
    index_only: bool,
}

impl<R: BufRead> Iterator for PgnGames<R> {
    type Item = PgnGame;

    fn next(&mut self) -> Option<PgnGame> {
        if self.done {
            return self.stream_end();
        }
        loop {
            if !self.take_line() {
                return self.stream_end();
            }
            let text = &self.lines.text;
            if !(is_blank(text) || text.starts_with(b"%") || text.starts_with(b";")) {
                break;
            }
        }
        self.number += 1;
        Some(self.read_game())
    }
}

/// Why reading stopped before the end of a game.
enum Stop {
    End,
    /// The input is no text from here on (the code says why).
    NotText(&'static str),
}

/// The code of a read that ends the stream because it is no text.
fn not_text(next: Next) -> Option<&'static str> {
    match next {
        Next::Binary => Some("pgn-not-text"),
        Next::Endless => Some("pgn-line-endless"),
        Next::Text | Next::TooLong | Next::End => None,
    }
}

impl<R: BufRead> PgnGames<R> {
    /// The next line (or the pending one); false at the end of the stream.
    fn take_line(&mut self) -> bool {
        if std::mem::take(&mut self.pending) {
            return true;
        }
        loop {
            match self.lines.next() {
                Ok(Next::Text) => return true,
                // Said by the game it falls in; outside a game it is passed over.
                Ok(Next::TooLong) => {}
                Ok(next @ (Next::Binary | Next::Endless)) => {
                    self.done = true;
                    self.ended_by = not_text(next);
                    return false;
                }
                Ok(Next::End) | Err(_) => {
                    self.done = true;
                    return false;
                }
            }
        }
    }

    /// The end of the stream between games: a NUL byte there is said once.
    fn stream_end(&mut self) -> Option<PgnGame> {
        let code = self.ended_by.take()?;
        // What follows the last game is said as a game of its own.
        self.number += 1;
        Some(PgnGame {
            number: self.number,
            line: self.lines.number,
            offset: self.lines.offset,
            errors: vec![self.not_text_here(code)],
            ..PgnGame::default()
        })
    }

    fn error_here(&self, code: &'static str, column: usize) -> Diagnostic {
        Diagnostic::error(code)
            .arg("game", self.number.max(1))
            .arg("line", self.lines.number)
            .at(column)
    }

    /// Where the input stopped being text, with how far a line's end was looked for.
    fn not_text_here(&self, code: &'static str) -> Diagnostic {
        self.error_here(code, 1)
            .arg("limit", MAX_LINE_SEARCHED >> 20)
    }

    /// One game, from its first line (in `lines.text`) to its end.
    fn read_game(&mut self) -> PgnGame {
        let mut game = PgnGame {
            number: self.number,
            line: self.lines.number,
            offset: self.lines.offset,
            ..PgnGame::default()
        };
        let stop = self.read_tags(&mut game);
        if self.index_only {
            return self.index_game(game, stop);
        }
        let start = start_position(&game.tags);
        game.start = start.ok();
        let reader = match start {
            Ok(position) => {
                let reader = move_reader(&position);
                if reader.is_none() {
                    game.errors
                        .push(self.start_error("pgn-start-not-playable", &game));
                }
                reader
            }
            Err(()) => {
                game.errors.push(self.start_error("pgn-bad-fen-tag", &game));
                None
            }
        };
        let mut text = Movetext::new(self.number, reader, self.options);
        let stop = match stop {
            Some(stop) => Some(stop),
            None => self.read_movetext(&mut text),
        };
        if let Some(Stop::NotText(code)) = stop {
            text.error(self.not_text_here(code));
        }
        text.finish(&mut game);
        game
    }

    /// The rest of an indexed game: its movetext passed over, its result kept.
    fn index_game(&mut self, mut game: PgnGame, stop: Option<Stop>) -> PgnGame {
        let mut text = Movetext::new(self.number, None, self.options);
        if stop.is_none() {
            self.read_movetext(&mut text);
        }
        text.finish(&mut game);
        // Without a move reader no word is a move: whether the text holds a
        // game is known when it is read fully.
        game.errors.retain(|e| e.code != "pgn-no-game");
        game.start = None;
        game
    }

    fn start_error(&self, code: &'static str, game: &PgnGame) -> Diagnostic {
        let mut error = Diagnostic::error(code)
            .arg("game", self.number)
            .arg("line", game.line)
            .at(1);
        if let Some(fen) = game.tag("FEN") {
            error = error.arg("fen", fen.to_string());
        }
        error
    }

    /// Tags until the movetext's first line (left pending); `Some` when the
    /// stream ended first.
    fn read_tags(&mut self, game: &mut PgnGame) -> Option<Stop> {
        let mut blank_seen = false;
        loop {
            let text = &self.lines.text;
            if text.starts_with(b"[") {
                blank_seen = false;
                match read_tag(text) {
                    Tag::Read(name, value) => game.tags.push((name, value)),
                    Tag::Unclosed => game.errors.push(self.error_here("pgn-unterminated-tag", 1)),
                    Tag::Malformed => game.errors.push(self.error_here("pgn-malformed-tag", 1)),
                }
            } else if text.starts_with(b"%")
                || (text.starts_with(b";") && !(self.options.tree && blank_seen))
            {
                // A `;` line after the tags' blank line starts a kept movetext.
            } else if is_blank(text) && !blank_seen {
                blank_seen = true;
            } else {
                self.pending = true;
                return None;
            }
            if let Some(stop) = self.next_line(game) {
                return Some(stop);
            }
        }
    }

    /// Read the next line; a line too long is said in the game's errors.
    fn next_line(&mut self, game: &mut PgnGame) -> Option<Stop> {
        loop {
            match self.lines.next() {
                Ok(Next::Text) => return None,
                Ok(Next::TooLong) => game.errors.push(self.error_here("pgn-line-too-long", 1)),
                Ok(next @ (Next::Binary | Next::Endless)) => {
                    self.done = true;
                    return not_text(next).map(Stop::NotText);
                }
                Ok(Next::End) | Err(_) => {
                    self.done = true;
                    return Some(Stop::End);
                }
            }
        }
    }

    /// The movetext, line by line, from the pending line on.
    fn read_movetext(&mut self, text: &mut Movetext) -> Option<Stop> {
        self.pending = false;
        loop {
            let line = &self.lines.text;
            if !text.in_comment() {
                if is_blank(line) {
                    return None;
                }
                if line.starts_with(b"[") {
                    // A new game's tags: this game ends here.
                    self.pending = true;
                    return None;
                }
            }
            // A `;` line is a comment: kept in a tree, else passed over.
            let passed_over =
                line.starts_with(b"%") || (line.starts_with(b";") && !self.options.tree);
            if text.in_comment() || !passed_over {
                text.line(line, self.lines.number);
            }
            loop {
                match self.lines.next() {
                    Ok(Next::Text) => break,
                    Ok(Next::TooLong) => text.error(self.error_here("pgn-line-too-long", 1)),
                    Ok(next @ (Next::Binary | Next::Endless)) => {
                        self.done = true;
                        return not_text(next).map(Stop::NotText);
                    }
                    Ok(Next::End) | Err(_) => {
                        self.done = true;
                        return Some(Stop::End);
                    }
                }
            }
        }
    }
}

/// The game's start: its FEN tag (with or without `SetUp`, as python-chess
/// takes it; Chess960 when a `Variant` tag says so), else the start position.
fn start_position(tags: &[(String, String)]) -> Result<Position, ()> {
    let tag = |name: &str| tags.iter().find(|(n, _)| n == name).map(|(_, v)| v);
    let chess960 = tag("Variant").is_some_and(|v| {
        let v = v.to_ascii_lowercase();
        v.contains("960") || v.contains("fischer")
    });
    // xqbase's xiangqi PGN: `[Game "Chinese Chess"]`; others say `[Variant "xiangqi"]`.
    let xiangqi = tag("Game").is_some_and(|g| g.to_ascii_lowercase().contains("chinese"))
        || tag("Variant").is_some_and(|v| v.eq_ignore_ascii_case("xiangqi"));
    let variant = xiangqi.then_some(Variant::Xiangqi);
    let read = match tag("FEN") {
        Some(fen) => read_fen(
            fen.trim(),
            ReadOptions::lenient()
                .with_chess960(chess960)
                .with_variant(variant),
        ),
        None => read_fen(
            variant.unwrap_or(Variant::Chess).start_fen(),
            ReadOptions::strict(),
        ),
    };
    read.map(|read| read.position).map_err(|_| ())
}

/// A ply kept for `every_ply`.
pub(super) fn ply(mv: Option<crate::rules::Move>, san: String, position: Position) -> Ply {
    Ply { mv, san, position }
}

#[cfg(test)]
#[path = "read_tests.rs"]
mod tests;
