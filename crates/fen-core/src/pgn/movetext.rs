//! A game's movetext, read line by line as it streams in: comments (kept
//! only before the first move, as the game's caption), `;` to the line's end,
//! NAGs, move numbers, results, variations (passed over, their balance
//! checked), and the main line's moves, each played by the variant's
//! `MoveReader`. Every word that cannot be read or played is reported with
//! its line, column and move number; the game stops before the first one.

use super::kept_tree::Tree;
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
    /// The whole movetext, when `PgnOptions::tree` asks for it.
    tree: Option<Tree>,
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
            tree: options.tree.then(Tree::default),
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
                let part = &rest[..close.unwrap_or(rest.len())];
                self.caption(part);
                if let Some(tree) = &mut self.tree {
                    tree.comment_part(part);
                }
                match close {
                    Some(close) => {
                        self.comment_open = None;
                        if let Some(tree) = &mut self.tree {
                            tree.comment_closed();
                        }
                        at += close + 1;
                    }
                    None => {
                        self.caption(b" ");
                        if let Some(tree) = &mut self.tree {
                            tree.comment_line_end();
                        }
                        return;
                    }
                }
                continue;
            }
            match text[at] {
                b';' => {
                    if let Some(tree) = &mut self.tree {
                        tree.line_comment(&text[at + 1..]);
                    }
                    return;
                }
                b'{' => self.comment_open = Some((line, column(text, at))),
                b'(' => {
                    if self.depth == 0 {
                        self.variation_open = Some((line, column(text, at)));
                    }
                    self.depth += 1;
                    if let Some(tree) = &mut self.tree {
                        tree.open_variation(self.moves_played);
                    }
                }
                b')' if self.depth == 0 => {
                    self.error_at("pgn-stray-parenthesis", line, column(text, at))
                }
                b')' => {
                    self.depth -= 1;
                    if let Some(tree) = &mut self.tree {
                        tree.close_variation();
                    }
                }
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
    fn word(&mut self, word: &[u8], line: usize, text: &[u8], at: usize) {
        if let Some(tree) = &mut self.tree
            && let Some(digits) = word.strip_prefix(b"$")
        {
            if let Some(nag) = std::str::from_utf8(digits)
                .ok()
                .and_then(|d| d.parse().ok())
            {
                tree.nag(nag);
            }
            return;
        }
        if self.depth > 0 && self.tree.is_some() {
            return self.variation_word(word, line, text, at);
        }
        if self.depth > 0 || word.starts_with(b"$") {
            return;
        }
        if matches!(word, b"1-0" | b"0-1" | b"1/2-1/2" | b"*") {
            self.game_seen = true;
            self.result = Some(String::from_utf8_lossy(word).into_owned());
            return;
        }
        let (word, at) = without_move_number(word, at);
        let (word, suffix) = split_suffix(word);
        if word.is_empty() {
            self.nag(suffix);
        }
        if word.is_empty() || self.stopped {
            return;
        }
        let Some(reader) = self.reader.as_mut() else {
            return;
        };
        let spelled = String::from_utf8_lossy(word);
        let notation = self.options.san;
        let before = self.tree.as_ref().map(|_| reader.fork());
        match reader.play(&spelled, notation) {
            Ok((mv, san)) => {
                if let Some(tree) = &mut self.tree {
                    tree.main_move(mv, before);
                }
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
                self.game_seen |= problem != MoveProblem::Unreadable;
                self.stopped = true;
                let error =
                    self.move_error(problem, &before, &spelled, line, self.moves_played + 1);
                self.error(error.at(column(text, at)));
                return;
            }
        }
        self.nag(suffix);
    }

    /// The error of a move that could not be played in `before`.
    fn move_error(
        &self,
        problem: MoveProblem,
        before: &crate::Position,
        spelled: &str,
        line: usize,
        ply: usize,
    ) -> Diagnostic {
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
        Diagnostic::error(code)
            .arg("game", self.game)
            .arg("line", line)
            .arg("move", spelled.to_string())
            .arg("number", number)
            // The move number alone (`6`), for words that count moves
            // without PGN's dots (第 6 回合).
            .arg("round", before.fullmove_number)
            .arg("ply", ply)
    }

    /// A `!?`-style suffix (or such a word standing alone) kept as its NAG.
    fn nag(&mut self, suffix: &[u8]) {
        if let Some(tree) = &mut self.tree {
            tree.suffix(suffix);
        }
    }

    /// A word inside a variation of a tree: a move played from the
    /// variation's start (a result or a move number is passed over).
    fn variation_word(&mut self, word: &[u8], line: usize, text: &[u8], at: usize) {
        if matches!(word, b"1-0" | b"0-1" | b"1/2-1/2" | b"*") {
            return;
        }
        let (word, at) = without_move_number(word, at);
        let (word, suffix) = split_suffix(word);
        if word.is_empty() {
            self.nag(suffix);
            return;
        }
        let spelled = String::from_utf8_lossy(word);
        let Some(tree) = self.tree.as_mut() else {
            return;
        };
        match tree.variation_move(&spelled, self.options.san) {
            Ok(true) => self.nag(suffix),
            Ok(false) => {}
            Err(refused) => {
                let why = match refused.problem {
                    MoveProblem::Unreadable => "unreadable",
                    MoveProblem::Illegal => "illegal",
                    MoveProblem::Ambiguous => "ambiguous",
                };
                let mut error = self.move_error(
                    refused.problem,
                    &refused.before,
                    &spelled,
                    line,
                    refused.ply,
                );
                error.code = "pgn-variation-move";
                let error = error.arg("why", why);
                self.error(error.at(column(text, at)));
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
        if let Some(tree) = self.tree.take() {
            // An unclosed comment (said above) is kept as far as it goes.
            game.tree = Some(tree.finish(self.comment_open.is_some()));
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

/// A word and its `!?`-style suffix (`e4!?` → `e4`, `!?`).
fn split_suffix(word: &[u8]) -> (&[u8], &[u8]) {
    let end = word
        .iter()
        .rposition(|b| !b"!?".contains(b))
        .map_or(0, |last| last + 1);
    word.split_at(end)
}

/// `word` without a move number before it (`12.`, `12...`, or a number
/// standing alone), and the column `at` moved past what was taken off.
fn without_move_number(word: &[u8], at: usize) -> (&[u8], usize) {
    let digits = word.iter().take_while(|b| b.is_ascii_digit()).count();
    let dots = word[digits..].iter().take_while(|&&b| b == b'.').count();
    if digits > 0 && (dots > 0 || digits == word.len()) {
        (&word[digits + dots..], at + digits + dots)
    } else {
        (word, at)
    }
}
