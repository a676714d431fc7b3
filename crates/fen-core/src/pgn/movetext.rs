//! A game's movetext, read line by line as it streams in: comments (kept
//! only before the first move, as the game's caption), `;` to the line's end,
//! NAGs, move numbers, results, variations (passed over, their balance
//! checked), and the main line's moves, each played by the variant's
//! `MoveReader`. Every word that cannot be read or played is reported with
//! its line, column and move number; the game stops before the first one.

use super::moves::{MoveProblem, MoveReader};
use super::read::{PgnOptions, ply};
use super::scan::column;
use super::{PgnGame, Ply};
use crate::rules::Move;
use crate::{Color, Diagnostic};

/// Enough of an opening comment for a caption (a bound against a file that is one comment).
const MAX_COMMENT_BYTES: usize = 4096;
/// Errors kept per game: a file of garbage is said, not copied out.
const MAX_ERRORS: usize = 100;

pub(super) struct Movetext {
    game: usize,
    reader: Option<Box<dyn MoveReader>>,
    options: PgnOptions,
    /// Where the open `{` stands, while inside a comment.
    comment_open: Option<(usize, usize)>,
    depth: usize,
    /// Where the outermost unclosed `(` stands.
    variation_open: Option<(usize, usize)>,
    comment: Vec<u8>,
    result: Option<String>,
    plies: Vec<Ply>,
    moves: Vec<Option<Move>>,
    moves_played: usize,
    last_san: Option<String>,
    /// A move failed: the rest of the main line is not played.
    stopped: bool,
    /// A word was read as a move (played or not), or a result: a game is here.
    game_seen: bool,
    errors: Vec<Diagnostic>,
}

fn ends_word(b: u8) -> bool {
    b.is_ascii_whitespace() || b"{}();".contains(&b)
}

impl Movetext {
    pub fn new(game: usize, reader: Option<Box<dyn MoveReader>>, options: PgnOptions) -> Self {
        Movetext {
            game,
            reader,
            options,
            comment_open: None,
            depth: 0,
            variation_open: None,
            comment: Vec::new(),
            result: None,
            plies: Vec::new(),
            moves: Vec::new(),
            moves_played: 0,
            last_san: None,
            stopped: false,
            game_seen: false,
            errors: Vec::new(),
        }
    }

    pub fn in_comment(&self) -> bool {
        self.comment_open.is_some()
    }

    pub fn error(&mut self, error: Diagnostic) {
        if self.errors.len() < MAX_ERRORS {
            self.errors.push(error);
        }
    }

    fn error_at(&mut self, code: &'static str, line: usize, column: usize) {
        let error = Diagnostic::error(code)
            .arg("game", self.game)
            .arg("line", line)
            .at(column);
        self.error(error);
    }

    /// One line of movetext.
    pub fn line(&mut self, text: &[u8], line: usize) {
        let mut at = 0;
        while at < text.len() {
            if self.in_comment() {
                let rest = &text[at..];
                let close = rest.iter().position(|&b| b == b'}');
                self.caption(&rest[..close.unwrap_or(rest.len())]);
                match close {
                    Some(close) => {
                        self.comment_open = None;
                        at += close + 1;
                    }
                    None => {
                        self.caption(b" ");
                        return;
                    }
                }
                continue;
            }
            match text[at] {
                b';' => return,
                b'{' => self.comment_open = Some((line, column(text, at))),
                b'(' => {
                    if self.depth == 0 {
                        self.variation_open = Some((line, column(text, at)));
                    }
                    self.depth += 1;
                }
                b')' if self.depth == 0 => {
                    self.error_at("pgn-stray-parenthesis", line, column(text, at))
                }
                b')' => self.depth -= 1,
                b if b.is_ascii_whitespace() || b == b'}' => {}
                _ => {
                    let end = text[at..]
                        .iter()
                        .position(|&b| ends_word(b))
                        .map_or(text.len(), |n| at + n);
                    self.word(&text[at..end], line, text, at);
                    at = end;
                    continue;
                }
            }
            at += 1;
        }
    }

    fn caption(&mut self, part: &[u8]) {
        if self.moves_played == 0 && self.depth == 0 && self.comment.len() < MAX_COMMENT_BYTES {
            let room = MAX_COMMENT_BYTES - self.comment.len();
            self.comment
                .extend_from_slice(&part[..part.len().min(room)]);
        }
    }

    /// One word of the movetext, starting at byte `at` of `text`.
    fn word(&mut self, word: &[u8], line: usize, text: &[u8], mut at: usize) {
        if self.depth > 0 || word.starts_with(b"$") {
            return;
        }
        if matches!(word, b"1-0" | b"0-1" | b"1/2-1/2" | b"*") {
            self.game_seen = true;
            self.result = Some(String::from_utf8_lossy(word).into_owned());
            return;
        }
        // A move number (`12.`, `12...`) may stand alone or before its move.
        let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
        let dots = word[digits..].iter().take_while(|&&b| b == b'.').count();
        let mut word = word;
        if digits > 0 && (dots > 0 || digits == word.len()) {
            word = &word[digits + dots..];
            at += digits + dots;
        }
        let word = word
            .iter()
            .rposition(|b| !b"!?".contains(b))
            .map_or(&word[..0], |last| &word[..=last]);
        if word.is_empty() || self.stopped {
            return;
        }
        let Some(reader) = self.reader.as_mut() else {
            return;
        };
        let spelled = String::from_utf8_lossy(word);
        let notation = self.options.san;
        match reader.play(&spelled, notation) {
            Ok((mv, san)) => {
                self.game_seen = true;
                self.moves_played += 1;
                if self.options.moves {
                    self.moves.push(mv);
                }
                if self.options.every_ply {
                    self.plies.push(ply(mv, san, reader.position()));
                } else if notation {
                    self.last_san = Some(san);
                }
            }
            Err(problem) => {
                let before = reader.position();
                let number = format!(
                    "{}{}",
                    before.fullmove_number,
                    if before.side_to_move == Color::White {
                        "."
                    } else {
                        "..."
                    }
                );
                let code = match problem {
                    MoveProblem::Unreadable => "pgn-unreadable-move",
                    MoveProblem::Illegal => "pgn-illegal-move",
                    MoveProblem::Ambiguous => "pgn-ambiguous-move",
                };
                self.game_seen |= problem != MoveProblem::Unreadable;
                self.stopped = true;
                let error = Diagnostic::error(code)
                    .arg("game", self.game)
                    .arg("line", line)
                    .arg("move", spelled.into_owned())
                    .arg("number", number)
                    // The move number alone (`6`), for words that count
                    // moves without PGN's dots (第 6 回合).
                    .arg("round", before.fullmove_number)
                    .arg("ply", self.moves_played + 1)
                    .at(column(text, at));
                self.error(error);
            }
        }
    }

    /// Close the game: what is left open is reported, and what was read goes into `game`.
    pub fn finish(mut self, game: &mut PgnGame) {
        if let Some((line, column)) = self.comment_open {
            self.error_at("pgn-unterminated-comment", line, column);
        }
        if self.depth > 0
            && let Some((line, column)) = self.variation_open
        {
            self.error_at("pgn-unclosed-variation", line, column);
        }
        let holds_a_game = self.game_seen || !game.tags.is_empty();
        if !holds_a_game {
            // Words, but no tag, move or result: this text is not a game, and
            // no position is made of it.
            let at = self
                .errors
                .first()
                .map(|e| (e.arg_value("line").cloned(), e.column));
            let mut error = Diagnostic::error("pgn-no-game").arg("game", self.game);
            if let Some((Some(line), column)) = at {
                error = error.arg("line", line).at(column.unwrap_or(1));
            } else {
                error = error.arg("line", game.line).at(1);
            }
            self.errors.insert(0, error);
            game.start = None;
            self.reader = None;
        }
        game.end = self.reader.as_ref().map(|r| r.position());
        game.errors.append(&mut self.errors);
        game.plies = self.plies;
        game.moves = self.moves;
        game.moves_played = self.moves_played;
        game.last_san = self.last_san.or_else(|| {
            let san = &game.plies.last()?.san;
            (!san.is_empty()).then(|| san.clone())
        });
        game.result = self
            .result
            .or_else(|| game.tag("Result").map(str::to_string));
        let comment = String::from_utf8_lossy(&self.comment)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        game.comment = Some(comment).filter(|c| !c.is_empty());
    }
}
