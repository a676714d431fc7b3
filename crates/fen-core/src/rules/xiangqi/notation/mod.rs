//! Xiangqi moves as players write them: ICCS coordinates (`h2e2`), WXF
//! (`C2=5`, as Fairy-Stockfish writes it) and Chinese (`炮二平五`, as the
//! cchess library and xqbase write it), read and written.
//!
//! Reading goes through one shape, [`Spec`]: which piece (by file, by its
//! place among same pieces on a file, or both), which way and how far. A
//! spec is matched against the legal moves, so every form a player might
//! write resolves to exactly one move or says why not.

mod chinese;
mod iccs;
mod spec;
#[cfg(test)]
mod tandem;
mod vectors;
mod wxf;

pub use spec::{Direction, Pick, Spec};
pub use vectors::{Agreement, agreement};

use super::RankNumbering;
use crate::rules::Move;
use crate::{Diagnostic, Position};

/// A way of writing xiangqi moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Notation {
    /// `h2e2`: files a-i, ranks 0-9 from Red's side (UCCI, pychess).
    #[default]
    Iccs,
    /// `h3e3`: ranks 1-10, as Fairy-Stockfish speaks UCI.
    Uci,
    /// `C2=5`: World Xiangqi Federation notation.
    Wxf,
    /// `炮二平五` / `马８进７`: Chinese notation, simplified characters.
    Chinese,
}

impl Notation {
    /// Every notation, in the order the editor cycles through them.
    pub const CYCLE: [Notation; 3] = [Notation::Iccs, Notation::Wxf, Notation::Chinese];

    /// The name a user types after `--notation`.
    pub const fn key(self) -> &'static str {
        match self {
            Notation::Iccs => "iccs",
            Notation::Uci => "uci",
            Notation::Wxf => "wxf",
            Notation::Chinese => "chinese",
        }
    }

    /// The notation named `key` (`iccs`, `uci`, `wxf`, `chinese`; any case).
    pub fn from_key(key: &str) -> Option<Notation> {
        [
            Notation::Iccs,
            Notation::Uci,
            Notation::Wxf,
            Notation::Chinese,
        ]
        .into_iter()
        .find(|n| n.key().eq_ignore_ascii_case(key))
    }

    /// The next one in the editor's cycle ICCS → WXF → Chinese → ICCS.
    pub fn next(self) -> Notation {
        match self {
            Notation::Iccs | Notation::Uci => Notation::Wxf,
            Notation::Wxf => Notation::Chinese,
            Notation::Chinese => Notation::Iccs,
        }
    }
}

/// `mv` (legal in `pos`) written in `notation`.
///
/// # Examples
///
/// ```
/// use fen_core::fen::{ReadOptions, read_fen};
/// use fen_core::rules::{self, xiangqi::notation::{Notation, write}};
///
/// let pos = read_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
///     ReadOptions::strict()).expect("the start").position;
/// let mv = rules::parse_move(&pos, "b0c2").expect("legal");
/// assert_eq!(write(&pos, mv, Notation::Iccs), "b0c2");
/// assert_eq!(write(&pos, mv, Notation::Uci), "b1c3");
/// assert_eq!(write(&pos, mv, Notation::Wxf), "H8+7");
/// assert_eq!(write(&pos, mv, Notation::Chinese), "马八进七");
/// ```
pub fn write(pos: &Position, mv: Move, notation: Notation) -> String {
    match notation {
        Notation::Iccs => iccs::write(mv, RankNumbering::FromZero),
        Notation::Uci => iccs::write(mv, RankNumbering::FromOne),
        Notation::Wxf => wxf::write(pos, mv),
        Notation::Chinese => chinese::write(pos, mv),
    }
}

/// `mv` in `first`, then in the other two notations in brackets:
/// `C2=5 (h2e2, 炮二平五)`, for the walk-through and `explain`.
pub fn in_all(pos: &Position, mv: Move, first: Notation) -> String {
    let others: Vec<String> = Notation::CYCLE
        .into_iter()
        .filter(|&n| n != first)
        .map(|n| write(pos, mv, n))
        .collect();
    format!("{} ({})", write(pos, mv, first), others.join(", "))
}

/// Read one move written in any notation: ICCS (`h2e2`, `H2-E2`; ranks 1-10
/// only when `numbering` says so), WXF or Chinese. Errors:
/// `unreadable-move` (arg `move`), `illegal-move` (as [`super::parse_move`]
/// says), `no-such-move` (arg `move`: read, but no legal move fits) and
/// `ambiguous-move` (args `move` and `moves`: the coordinates that fit).
///
/// # Examples
///
/// ```
/// use fen_core::fen::{ReadOptions, read_fen};
/// use fen_core::rules::xiangqi::{RankNumbering, notation::read};
///
/// let pos = read_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
///     ReadOptions::strict()).expect("the start").position;
/// let mv = read(&pos, "炮八平五", RankNumbering::FromZero).expect("legal");
/// assert_eq!(read(&pos, "b2e2", RankNumbering::FromZero), Ok(mv));
/// assert_eq!(read(&pos, "C8=5", RankNumbering::FromZero), Ok(mv));
/// assert_eq!(read(&pos, "b3e3", RankNumbering::FromOne), Ok(mv));
/// assert_eq!(read(&pos, "X9=5", RankNumbering::FromZero).unwrap_err().code, "unreadable-move");
/// ```
pub fn read(pos: &Position, text: &str, numbering: RankNumbering) -> Result<Move, Diagnostic> {
    let token = text.trim();
    let half = halfwidth(token);
    if let Some(coordinates) = iccs::normalise(&half) {
        return super::parse_move(pos, &coordinates, numbering);
    }
    if let Some(spec) = wxf::parse(&half) {
        return spec::resolve(pos, &spec, token);
    }
    let spec = chinese::parse(token)
        .ok_or_else(|| Diagnostic::error("unreadable-move").arg("move", token.to_owned()))?;
    if let Some(side) = chinese::numerals_side(token)
        && side != pos.side_to_move
    {
        return Err(other_side(pos, token, side));
    }
    spec::resolve(pos, &spec, token)
}

/// `马二进三` on Black's turn: Red's numerals (一…九) where Black writes
/// １…９, or the other way round. Never read as the other side's move
/// (code `other-side-numerals`; args `move`, `written`: the side the
/// numerals belong to, `turn`: the side to move, `number`: the move number,
/// `ply`: the half-move counted from move 1).
fn other_side(pos: &Position, token: &str, written: crate::Color) -> Diagnostic {
    let turn = pos.side_to_move;
    let black = u32::from(turn == crate::Color::Black);
    let ply = pos
        .fullmove_number
        .saturating_sub(1)
        .saturating_mul(2)
        .saturating_add(1 + black);
    Diagnostic::error("other-side-numerals")
        .arg("move", token.to_owned())
        .arg("written", written.key(crate::Variant::Xiangqi))
        .arg("turn", turn.key(crate::Variant::Xiangqi))
        .arg("number", pos.fullmove_number)
        .arg("ply", ply)
}

/// Full-width ASCII forms (`Ｃ２＝５`, `ｈ２ｅ２`) as plain ASCII, for WXF and
/// coordinates: there full-width digits say nothing of the side.
fn halfwidth(token: &str) -> std::borrow::Cow<'_, str> {
    if token.is_ascii() {
        return std::borrow::Cow::Borrowed(token);
    }
    token
        .chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(u32::from(c) - 0xFEE0).unwrap_or(c),
            c => c,
        })
        .collect()
}

/// Which notation `text` is written in, if any (ICCS for coordinates).
pub fn recognise(text: &str) -> Option<Notation> {
    let token = text.trim();
    let half = halfwidth(token);
    if iccs::normalise(&half).is_some() {
        Some(Notation::Iccs)
    } else if wxf::parse(&half).is_some() {
        Some(Notation::Wxf)
    } else if chinese::parse(token).is_some() {
        Some(Notation::Chinese)
    } else {
        None
    }
}

#[cfg(test)]
mod tests;
