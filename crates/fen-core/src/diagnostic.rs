//! Problems and warnings as data: a stable code, where, and the numbers.
//!
//! The words come later, from the Fluent files in `assets/i18n` (the code is the
//! message id, `args` are its variables), so the core stays free of text.

use super::Square;
use std::borrow::Cow;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// How much a [`Diagnostic`] matters.
pub enum Severity {
    /// The input cannot be read, or the position breaks the rules.
    Error,
    /// Read or kept anyway, but worth telling (a repair, an odd value).
    Warning,
    /// Information such as "check" or "the 50-move rule applies".
    Note,
}

/// How the core joins a list of squares or moves in one `Arg::Str`
/// (`e1, g4`); the words side joins it in the language's way instead.
pub const LIST_SEPARATOR: &str = ", ";

/// A value handed to a translated message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A number (a count, a clock, a column).
    Num(i64),
    /// Free text (a square name, a move, a letter) or a selector key such as
    /// `white`/`black`/`red` that the translation turns into words.
    Str(Cow<'static, str>),
}

impl From<i64> for Arg {
    fn from(n: i64) -> Self {
        Arg::Num(n)
    }
}
impl From<u32> for Arg {
    fn from(n: u32) -> Self {
        Arg::Num(i64::from(n))
    }
}
impl From<usize> for Arg {
    fn from(n: usize) -> Self {
        Arg::Num(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<u8> for Arg {
    fn from(n: u8) -> Self {
        Arg::Num(i64::from(n))
    }
}
impl From<&'static str> for Arg {
    fn from(s: &'static str) -> Self {
        Arg::Str(Cow::Borrowed(s))
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Str(Cow::Owned(s))
    }
}
impl From<char> for Arg {
    fn from(c: char) -> Self {
        Arg::Str(Cow::Owned(c.to_string()))
    }
}

/// One thing to tell the user about an input or a position.
///
/// # Examples
///
/// ```
/// use fen_core::{Arg, Diagnostic, Severity};
///
/// let d = Diagnostic::error("rank-too-long").at(10).arg("rank", 7u8);
/// assert_eq!(d.severity, Severity::Error);
/// assert_eq!(d.column, Some(10));
/// assert_eq!(d.arg_value("rank"), Some(&Arg::Num(7)));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Stable kebab-case code, e.g. `rank-too-long`; also the Fluent message id.
    pub code: &'static str,
    /// Error, warning or note.
    pub severity: Severity,
    /// 1-based column (in characters) of the offending text, when it has one.
    pub column: Option<usize>,
    /// Squares involved, for highlighting on the board.
    pub squares: Vec<Square>,
    /// Named values for the message.
    pub args: Vec<(&'static str, Arg)>,
}

impl Diagnostic {
    /// A new [`Severity::Error`] with `code` and nothing else yet.
    pub fn error(code: &'static str) -> Self {
        Self::new(code, Severity::Error)
    }

    /// A new [`Severity::Warning`] with `code` and nothing else yet.
    pub fn warning(code: &'static str) -> Self {
        Self::new(code, Severity::Warning)
    }

    /// A new [`Severity::Note`] with `code` and nothing else yet.
    pub fn note(code: &'static str) -> Self {
        Self::new(code, Severity::Note)
    }

    fn new(code: &'static str, severity: Severity) -> Self {
        Diagnostic {
            code,
            severity,
            column: None,
            squares: Vec::new(),
            args: Vec::new(),
        }
    }

    /// The same diagnostic pointing at the 1-based `column` of the input.
    pub fn at(mut self, column: usize) -> Self {
        self.column = Some(column);
        self
    }

    /// The same diagnostic with one more named argument for its message.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Self {
        self.args.push((name, value.into()));
        self
    }

    /// The same diagnostic with `squares` added to the ones it highlights.
    pub fn squares(mut self, squares: impl IntoIterator<Item = Square>) -> Self {
        self.squares.extend(squares);
        self
    }

    /// Shift the column by `offset` characters: used when a FEN was found
    /// inside a longer text (a URL, a `position fen` command).
    pub fn shifted(mut self, offset: usize) -> Self {
        if let Some(c) = self.column.as_mut() {
            *c += offset;
        }
        self
    }

    /// The value of the argument called `name`, if it has one.
    pub fn arg_value(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| *n == name).map(|(_, v)| v)
    }
}
