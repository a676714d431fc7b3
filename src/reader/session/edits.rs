//! The commands that change the position: squares emptied and pieces put
//! (`x`, `put`, `setup`), the side to move, castling and en passant (put in
//! their FEN field and read by the one reader), the clocks, a start
//! position, a move.

use super::super::tokens::{Word, piece_token};
use super::Session;
use crate::core::fen::{ReadOptions, read_fen, write_fen};
use crate::core::rules;
use crate::core::{Color, Diagnostic, Piece, Position, Square, Variant};

impl Session {
    /// `x f3 g4`: those squares emptied.
    pub(super) fn clear_squares(&mut self, command: Word<'_>, rest: &[Word<'_>]) -> String {
        if rest.is_empty() {
            return self.error(
                command,
                "reader-needs-square",
                &[("example", "x f3".into())],
            );
        }
        let mut position = self.position;
        let mut said = Vec::new();
        for word in rest {
            let Some(square) = Square::parse(word.text, self.variant()) else {
                return self.not_square(*word);
            };
            position.set(square, None);
            if position.en_passant == Some(square) {
                position.en_passant = None;
            }
            said.push(self.speech.square(&position, square));
        }
        self.change(position);
        said.join(&self.speech.loc.text("list-separator"))
    }

    /// `put wKg1 bKe8` and `setup wKg1,Pa2,b2 bKe8` (a new board): a colour
    /// letter holds for the pieces after it; a square alone repeats the piece
    /// before it.
    pub(super) fn put(&mut self, command: Word<'_>, rest: &[Word<'_>], setup: bool) -> String {
        if rest.is_empty() {
            return self.error(
                command,
                "reader-needs-square",
                &[("example", self.example().into())],
            );
        }
        let variant = self.variant();
        let mut position = self.position;
        if setup {
            position.board = Default::default();
            position.castling = Default::default();
            position.en_passant = None;
        }
        let mut colour: Option<Color> = None;
        let mut last: Option<Piece> = None;
        let mut said = Vec::new();
        for word in rest {
            let Some(token) = piece_token(word.text, variant) else {
                return self.error(
                    *word,
                    "reader-not-piece",
                    &[("example", self.example().into())],
                );
            };
            if token.color_named {
                colour = token.color;
            }
            let piece = match (token.role, token.color) {
                (Some(role), Some(case)) => Piece::new(colour.unwrap_or(case), role),
                _ => match last {
                    Some(piece) => piece,
                    None => {
                        return self.error(
                            *word,
                            "reader-not-piece",
                            &[("example", self.example().into())],
                        );
                    }
                },
            };
            last = Some(piece);
            let old = position.get(token.square);
            position.set(token.square, Some(piece));
            said.push(match old {
                Some(old) if !setup && old != piece => self.speech.say(
                    "reader-replacing",
                    &[
                        ("piece", self.speech.piece(piece, variant).into()),
                        ("square", token.square.name(variant).into()),
                        ("old", self.speech.piece(old, variant).into()),
                    ],
                ),
                _ => self.speech.on(piece, token.square, variant),
            });
        }
        self.change(position);
        if setup {
            return self.speech.pieces(&self.position).join(" ");
        }
        said.join(&self.speech.loc.text("list-separator"))
    }

    /// `side`, `side w`, `side b`.
    pub(super) fn side(&mut self, rest: &[Word<'_>]) -> String {
        let mut position = self.position;
        match rest {
            [] => position.side_to_move = position.side_to_move.other(),
            [word] => {
                position.side_to_move = match word.text.to_ascii_lowercase().as_str() {
                    "w" | "white" => Color::White,
                    "r" | "red" if self.variant() == Variant::Xiangqi => Color::White,
                    "b" | "black" => Color::Black,
                    _ => return self.error(*word, "reader-bad-side", &[]),
                }
            }
            [_, extra, ..] => return self.too_much(*extra, "side"),
        }
        self.change(position);
        self.speech.side(&self.position)
    }

    /// Castling (field 2) or en passant (field 3): the word is put in that
    /// field of the FEN and read by the one reader, so both take what a FEN takes.
    pub(super) fn field(&mut self, index: usize, rest: &[Word<'_>], command: &str) -> String {
        let say = |session: &Session| match index {
            2 => session.speech.castling(&session.position),
            _ => session.speech.en_passant(&session.position),
        };
        let word = match rest {
            [] => return say(self),
            [word] => *word,
            [_, extra, ..] => return self.too_much(*extra, command),
        };
        if self.variant() == Variant::Xiangqi {
            return say(self);
        }
        match self.with_field(index, word) {
            Ok(position) => {
                self.change(position);
                say(self)
            }
            Err(message) => message,
        }
    }

    /// The position with FEN field `index` written as `word`, or the
    /// reader's complaint at the word's column.
    pub(super) fn with_field(&self, index: usize, word: Word<'_>) -> Result<Position, String> {
        let fen = write_fen(&self.position);
        let mut fields: Vec<&str> = fen.split(' ').collect();
        let Some(slot) = fields.get_mut(index) else {
            return Err(self.error(word, "reader-unknown-command", &[]));
        };
        *slot = word.text;
        let start: usize = fields[..index].iter().map(|f| f.chars().count() + 1).sum();
        let text = fields.join(" ");
        let options = ReadOptions::strict()
            .with_variant(Some(self.variant()))
            .with_chess960(self.position.chess960);
        match read_fen(&text, options) {
            Ok(read) => Ok(read.position),
            Err(failure) => {
                let error = failure
                    .errors
                    .first()
                    .cloned()
                    .unwrap_or_else(|| Diagnostic::error("invalid-castling"));
                let inside = error
                    .column
                    .and_then(|c| c.checked_sub(start + 1))
                    .filter(|offset| *offset < word.text.chars().count())
                    .unwrap_or(0);
                let message = self.speech.loc.diagnostic(&error, self.variant());
                Err(self.speech.error(word.column + inside, message))
            }
        }
    }

    /// `clocks`, `clocks 0 1`.
    pub(super) fn clocks(&mut self, rest: &[Word<'_>]) -> String {
        let (half, full) = match rest {
            [] => return self.speech.clocks(&self.position),
            [half, full] => (*half, *full),
            [_, _, extra, ..] => return self.too_much(*extra, "clocks"),
            [word] => {
                return self
                    .speech
                    .error(word.column, self.speech.loc.text("reader-needs-numbers"));
            }
        };
        let number = |word: Word<'_>, least: u32| {
            word.text
                .parse::<u32>()
                .ok()
                .filter(|n| *n >= least && *n <= 9999)
                .ok_or_else(|| self.error(word, "reader-bad-number", &[("most", 9999u32.into())]))
        };
        let (half_n, full_n) = match (number(half, 0), number(full, 1)) {
            (Ok(h), Ok(f)) => (h, f),
            (Err(e), _) | (_, Err(e)) => return e,
        };
        let mut position = self.position;
        position.halfmove_clock = half_n;
        position.fullmove_number = full_n;
        self.change(position);
        self.speech.clocks(&self.position)
    }

    /// `new`, `new chess`, `new xiangqi`: a start position.
    pub(super) fn new_game(&mut self, rest: &[Word<'_>]) -> String {
        let variant = match rest {
            [] => self.variant(),
            [word] => match word.text.to_ascii_lowercase().as_str() {
                "chess" => Variant::Chess,
                "xiangqi" => Variant::Xiangqi,
                _ => return self.error(*word, "reader-unknown-command", &[]),
            },
            [_, extra, ..] => return self.too_much(*extra, "new"),
        };
        if let Some(start) = crate::core::fen::input::start_position(variant) {
            self.change(start);
        }
        self.speech
            .say("reader-new", &[("game", variant.name().into())])
    }

    /// `m e4`, `m g1f3`: a legal move played.
    pub(super) fn play(&mut self, command: Word<'_>, rest: &[Word<'_>]) -> String {
        let word = match rest {
            [word] => *word,
            [] => {
                return self.error(
                    command,
                    "reader-needs-square",
                    &[("example", "m e4".into())],
                );
            }
            [_, extra, ..] => return self.too_much(*extra, command.text),
        };
        match rules::parse_move(&self.position, word.text) {
            Ok(mv) => {
                let text = rules::move_text(&self.position, mv);
                let after = rules::play(&self.position, mv);
                self.change(after);
                format!(
                    "{} {}",
                    self.speech.say("reader-played", &[("move", text.into())]),
                    self.speech.side(&self.position)
                )
            }
            Err(error) => {
                let message = self.speech.loc.diagnostic(&error, self.variant());
                self.speech.error(word.column, message)
            }
        }
    }
}
