//! One screen-reader session: the position, its undo history, and what each
//! command line does to it, said as plain lines. The rules, the FEN reader
//! and writer are the core's; this file only maps words to them.

use super::speech::Speech;
use super::tokens::{Word, piece_token, words};
use crate::clipboard::Clipboard;
use crate::core::fen::{ReadOptions, read_fen, read_input_on, read_paste_on, write_fen};
use crate::core::rules::{self, Status};
use crate::core::{Color, Diagnostic, Piece, Position, Square, Variant};
use crate::safe_text::shown;

/// How a session ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Quit {
    /// Print the FEN on stdout, as the editor does.
    Print,
    /// `q!`: leave without printing.
    WithoutPrinting,
}

/// What the analysis command needs from outside (an engine), so tests can
/// run without one.
pub trait Analyst {
    /// Say the evaluation of a valid `position` through `say`.
    fn analyse(&mut self, position: &Position, speech: &Speech, say: &mut dyn FnMut(String));
}

pub struct Session {
    position: Position,
    undo: Vec<Position>,
    redo: Vec<Position>,
    pub(super) speech: Speech,
    clipboard: Box<dyn Clipboard>,
    analyst: Box<dyn Analyst>,
}

/// The commands' names, for `Nf3` against `f` (a command wins).
const COMMANDS: &[&str] = &[
    "h", "help", "?", "q", "quit", "exit", "q!", "p", "pieces", "f", "fen", "s", "scan", "x",
    "clear", "put", "setup", "side", "castling", "ep", "clocks", "pr", "problems", "v", "analyse",
    "analyze", "copy", "paste", "u", "undo", "redo", "new", "letters", "m", "move", "i", "info",
];

impl Session {
    pub fn new(
        position: Position,
        speech: Speech,
        clipboard: Box<dyn Clipboard>,
        analyst: Box<dyn Analyst>,
    ) -> Session {
        Session {
            position,
            undo: Vec::new(),
            redo: Vec::new(),
            speech,
            clipboard,
            analyst,
        }
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    fn variant(&self) -> Variant {
        self.position.variant
    }

    /// Do one command line; each line said goes through `say`. `Some` when
    /// the session ends.
    pub fn command(&mut self, line: &str, say: &mut dyn FnMut(String)) -> Option<Quit> {
        let all = words(line);
        let first = all.first().copied()?;
        let rest = &all[1..];
        let mut out = Vec::new();
        match first.text {
            "q" | "quit" | "exit" => return Some(Quit::Print),
            "q!" => return Some(Quit::WithoutPrinting),
            "h" | "help" | "?" => out = self.help(),
            "p" | "pieces" => out = self.speech.pieces(&self.position),
            "f" | "fen" => out.push(write_fen(&self.position)),
            "i" | "info" => out = self.info(),
            "s" | "scan" => out.push(self.scan(first, rest)),
            "x" => out.push(self.clear_squares(first, rest)),
            "clear" if rest.is_empty() => {
                // As the editor's F4: no piece, so no castling or en passant either.
                let mut position = self.position;
                position.board = Default::default();
                position.castling = Default::default();
                position.en_passant = None;
                self.change(position);
                out.push(self.speech.loc.text("reader-board-cleared"));
            }
            "clear" => out.push(self.clear_squares(first, rest)),
            "put" => out.push(self.put(first, rest, false)),
            "setup" => out.push(self.put(first, rest, true)),
            "side" => out.push(self.side(rest)),
            "castling" => out.push(self.field(2, rest, "castling")),
            "ep" => out.push(self.field(3, rest, "ep")),
            "clocks" => out.push(self.clocks(rest)),
            "pr" | "problems" => out = self.problems(),
            "v" | "analyse" | "analyze" => self.analyse(say),
            "copy" => out.push(self.copy()),
            "paste" => out = self.paste(),
            "u" | "undo" => out.push(self.undo()),
            "redo" => out.push(self.redo()),
            "new" => out.push(self.new_game(rest)),
            "letters" => out.push(self.letters(rest)),
            "m" | "move" => out.push(self.play(first, rest)),
            _ => out = self.other(line, &all),
        }
        for line in out {
            say(line);
        }
        None
    }

    /// A change to the position, kept for undo.
    fn change(&mut self, position: Position) {
        if position != self.position {
            self.undo.push(self.position);
            self.redo.clear();
            self.position = position;
        }
    }

    fn error(&self, word: Word<'_>, id: &str, args: &[(&str, crate::core::Arg)]) -> String {
        let mut all: Vec<(&str, crate::core::Arg)> =
            vec![("word", shown(word.text).into_owned().into())];
        all.extend(args.iter().cloned());
        self.speech.error(word.column, self.speech.say(id, &all))
    }

    fn not_square(&self, word: Word<'_>) -> String {
        self.error(
            word,
            "reader-not-square",
            &[("game", self.variant().name().into())],
        )
    }

    fn example(&self) -> &'static str {
        match self.variant() {
            Variant::Chess => "wNf3",
            Variant::Xiangqi => "rNh0",
        }
    }

    fn too_much(&self, word: Word<'_>, command: &str) -> String {
        self.error(
            word,
            "reader-too-much",
            &[("command", command.to_string().into())],
        )
    }

    fn help(&self) -> Vec<String> {
        [
            "title", "put", "x", "setup", "side", "castling", "ep", "clocks", "p", "s", "f",
            "problems", "v", "move", "copy", "fen", "new", "undo", "letters", "quit",
        ]
        .iter()
        .map(|id| self.speech.loc.text(&format!("reader-help-{id}")))
        .collect()
    }

    fn info(&self) -> Vec<String> {
        let position = &self.position;
        let mut out = vec![self.speech.side(position)];
        if position.variant == Variant::Chess {
            out.push(self.speech.castling(position));
            out.push(self.speech.en_passant(position));
        }
        out.push(self.speech.clocks(position));
        out
    }

    /// `s 4` a rank, `s e` a file, `s e4` a square.
    fn scan(&self, command: Word<'_>, rest: &[Word<'_>]) -> String {
        let variant = self.variant();
        let Some(word) = rest.first().copied() else {
            return self.error(
                command,
                "reader-needs-square",
                &[("example", "s 4, s e, s e4".into())],
            );
        };
        if let Some(extra) = rest.get(1) {
            return self.too_much(*extra, command.text);
        }
        let text = word.text;
        if let Some(square) = Square::parse(text, variant) {
            return self.speech.square(&self.position, square);
        }
        let mut chars = text.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            return self.not_square(word);
        };
        if let Some(rank) = c
            .to_digit(10)
            .and_then(|d| u8::try_from(d).ok())
            .and_then(|d| d.checked_sub(variant.first_rank_number()))
            .filter(|rank| *rank < variant.ranks())
        {
            let squares: Vec<Square> = (0..variant.files()).map(|f| Square::new(f, rank)).collect();
            return self.speech.say(
                "reader-rank",
                &[
                    ("rank", c.into()),
                    ("list", self.speech.line_of(&self.position, &squares).into()),
                ],
            );
        }
        let file = (c as u32).wrapping_sub('a' as u32);
        if let Some(file) = u8::try_from(file).ok().filter(|f| *f < variant.files()) {
            // From the near side up, as the board is read from White's/Red's side.
            let squares: Vec<Square> = (0..variant.ranks()).map(|r| Square::new(file, r)).collect();
            return self.speech.say(
                "reader-file",
                &[
                    ("file", c.into()),
                    ("list", self.speech.line_of(&self.position, &squares).into()),
                ],
            );
        }
        self.not_square(word)
    }

    /// `x f3 g4`: those squares emptied.
    fn clear_squares(&mut self, command: Word<'_>, rest: &[Word<'_>]) -> String {
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
    fn put(&mut self, command: Word<'_>, rest: &[Word<'_>], setup: bool) -> String {
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
    fn side(&mut self, rest: &[Word<'_>]) -> String {
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
    fn field(&mut self, index: usize, rest: &[Word<'_>], command: &str) -> String {
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
    fn with_field(&self, index: usize, word: Word<'_>) -> Result<Position, String> {
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
    fn clocks(&mut self, rest: &[Word<'_>]) -> String {
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

    fn problems(&self) -> Vec<String> {
        let position = &self.position;
        let problems = rules::problems(position);
        let loc = &self.speech.loc;
        if problems.is_empty() {
            let mut out = vec![loc.text("reader-no-problems")];
            let side = position.side_to_move.key(position.variant);
            match rules::status(position) {
                Status::Check => {
                    out.push(loc.format("reader-status-check", &[("side", side.into())]))
                }
                Status::Checkmate => out.push(loc.text("reader-status-mate")),
                Status::Stalemate => out.push(loc.text("reader-status-stalemate")),
                Status::Ongoing => {}
            }
            return out;
        }
        let mut out = vec![loc.format("reader-problems", &[("count", problems.len().into())])];
        out.extend(
            problems
                .iter()
                .map(|problem| loc.diagnostic(problem, position.variant)),
        );
        out
    }

    fn analyse(&mut self, say: &mut dyn FnMut(String)) {
        let problems = rules::problems(&self.position);
        if !problems.is_empty() {
            say(crate::engine::words::invalid(
                &problems,
                self.variant(),
                &self.speech.loc,
            ));
            return;
        }
        self.analyst.analyse(&self.position, &self.speech, say);
    }

    fn copy(&mut self) -> String {
        let fen = write_fen(&self.position);
        match self.clipboard.copy(&fen) {
            Ok(_) => self.speech.loc.text("reader-copied"),
            Err(error) => self.speech.say(
                "reader-copy-failed",
                &[("reason", self.clipboard_words(&error).into())],
            ),
        }
    }

    fn clipboard_words(&self, error: &crate::clipboard::ClipboardError) -> String {
        let loc = &self.speech.loc;
        let mut text = loc.text(error.code());
        if let Some(detail) = error.detail() {
            text.push_str(" (");
            text.push_str(&shown(detail));
            text.push(')');
        }
        text
    }

    fn paste(&mut self) -> Vec<String> {
        match self.clipboard.paste() {
            Ok(text) => {
                let options = ReadOptions::lenient().with_chess960(self.position.chess960);
                let reading = read_paste_on(&text, options, self.variant());
                self.take_reading(reading)
            }
            Err(error) => vec![self.speech.say(
                "reader-paste-failed",
                &[("reason", self.clipboard_words(&error).into())],
            )],
        }
    }

    /// A position read from a typed or pasted text: taken and announced, or
    /// its first error said with the column.
    fn take_reading(&mut self, reading: crate::core::fen::InputReading) -> Vec<String> {
        let variant = reading.position.map_or(self.variant(), |p| p.variant);
        match (reading.position, reading.errors.first()) {
            (Some(position), None) => {
                self.change(position);
                let mut out = vec![self.speech.read(&self.position)];
                out.extend(reading.warnings.iter().map(|warning| {
                    let message = self.speech.loc.diagnostic(warning, variant);
                    self.speech.error(warning.column.unwrap_or(1), message)
                }));
                out
            }
            (_, error) => {
                let error = error
                    .cloned()
                    .unwrap_or_else(|| Diagnostic::error("no-fen-found"));
                let message = self.speech.loc.diagnostic(&error, variant);
                vec![
                    self.speech.error(
                        error.column.unwrap_or(1),
                        self.speech
                            .say("reader-not-a-position", &[("message", message.into())]),
                    ),
                ]
            }
        }
    }

    fn undo(&mut self) -> String {
        match self.undo.pop() {
            Some(before) => {
                self.redo.push(self.position);
                self.position = before;
                let loc = &self.speech.loc;
                format!(
                    "{} {}",
                    loc.text("reader-undone"),
                    write_fen(&self.position)
                )
            }
            None => self.speech.loc.text("reader-nothing-to-undo"),
        }
    }

    fn redo(&mut self) -> String {
        match self.redo.pop() {
            Some(after) => {
                self.undo.push(self.position);
                self.position = after;
                let loc = &self.speech.loc;
                format!(
                    "{} {}",
                    loc.text("reader-redone"),
                    write_fen(&self.position)
                )
            }
            None => self.speech.loc.text("reader-nothing-to-redo"),
        }
    }

    /// `new`, `new chess`, `new xiangqi`: a start position.
    fn new_game(&mut self, rest: &[Word<'_>]) -> String {
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

    fn letters(&mut self, rest: &[Word<'_>]) -> String {
        self.speech.letters = match rest {
            [] => !self.speech.letters,
            [word] => match word.text.to_ascii_lowercase().as_str() {
                "on" => true,
                "off" => false,
                _ => return self.error(*word, "reader-unknown-command", &[]),
            },
            [_, extra, ..] => return self.too_much(*extra, "letters"),
        };
        let id = if self.speech.letters {
            "reader-letters-on"
        } else {
            "reader-letters-off"
        };
        self.speech.loc.text(id)
    }

    /// `m e4`, `m g1f3`: a legal move played.
    fn play(&mut self, command: Word<'_>, rest: &[Word<'_>]) -> String {
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

    /// `Nf3`, `e4?`, `e4`, a FEN or a link; else not a command.
    fn other(&mut self, line: &str, all: &[Word<'_>]) -> Vec<String> {
        let variant = self.variant();
        let first = all[0];
        if all.len() == 1 {
            let text = first.text.strip_suffix('?').unwrap_or(first.text);
            if let Some(square) = Square::parse(text, variant) {
                return vec![self.speech.square(&self.position, square)];
            }
            if piece_token(text, variant).is_some_and(|t| t.role.is_some()) {
                return vec![self.put(
                    Word {
                        text: "put",
                        column: 1,
                    },
                    all,
                    false,
                )];
            }
        }
        if looks_like_a_position(line) {
            let options = ReadOptions::lenient().with_chess960(self.position.chess960);
            let reading = read_input_on(line, options, variant);
            return self.take_reading(reading);
        }
        debug_assert!(!COMMANDS.contains(&first.text));
        vec![self.error(first, "reader-unknown-command", &[])]
    }
}

/// A FEN, `position …`, `startpos …` or a link: something the one reader
/// reads as a position, not a command misspelt.
fn looks_like_a_position(line: &str) -> bool {
    let trimmed = line.trim_start().trim_start_matches(['"', '\'', '`']);
    trimmed.contains('/')
        || trimmed.starts_with("position")
        || trimmed.starts_with("startpos")
        || trimmed.contains("://")
}
