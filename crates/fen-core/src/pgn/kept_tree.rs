//! A movetext kept whole while it is read (`PgnOptions::tree`): its items in
//! order (moves, NAGs, comments, variations' brackets), a `{` comment's text
//! as it runs over lines, and a move reader for each open variation, so that
//! a variation's moves are played from where it starts. The main line's
//! reading (`movetext.rs`) hands each of these to the tree.

use super::moves::{MoveProblem, MoveReader};
use super::scan::MAX_LINE;
use super::tree::{Item, MoveTree, suffix_nag};
use crate::Position;
use crate::rules::Move;

/// A movetext being kept whole: its items so far, the open `{` comment's
/// text, and a reader for each open variation.
#[derive(Default)]
pub(super) struct Tree {
    items: Vec<Item>,
    comment: Vec<u8>,
    /// The main line's reader before its last move (a variation's start).
    main_before: Option<Box<dyn MoveReader>>,
    levels: Vec<Level>,
}

/// An open variation.
struct Level {
    reader: Option<Box<dyn MoveReader>>,
    /// Its reader before its last move.
    before: Option<Box<dyn MoveReader>>,
    /// Plies from the game's start to its position now.
    ply: usize,
    /// A move failed: the rest of the variation is not played.
    stopped: bool,
}

/// A variation's move that could not be played: why, the position it was
/// tried in and its ply from the game's start.
pub(super) struct Refused {
    pub(super) problem: MoveProblem,
    pub(super) before: Position,
    pub(super) ply: usize,
}

impl Tree {
    /// Part of a `{` comment's text (a comment of a whole file is cut).
    pub(super) fn comment_part(&mut self, part: &[u8]) {
        if self.comment.len() + part.len() < MAX_LINE {
            self.comment.extend_from_slice(part);
        }
    }

    /// The open `{` comment goes on on the next line.
    pub(super) fn comment_line_end(&mut self) {
        self.comment.push(b'\n');
    }

    /// The `}` of the open comment: kept as an item.
    pub(super) fn comment_closed(&mut self) {
        let comment = String::from_utf8_lossy(&self.comment).into();
        self.comment.clear();
        self.items.push(Item::Comment(comment));
    }

    /// `;text` to the line's end.
    pub(super) fn line_comment(&mut self, text: &[u8]) {
        let comment = String::from_utf8_lossy(text).into();
        self.items.push(Item::LineComment(comment));
    }

    /// `$n`.
    pub(super) fn nag(&mut self, nag: u16) {
        self.items.push(Item::Nag(nag));
    }

    /// A `!?`-style suffix (or such a word standing alone) kept as its NAG.
    pub(super) fn suffix(&mut self, suffix: &[u8]) {
        if let Some(nag) = suffix_nag(suffix) {
            self.items.push(Item::Nag(nag));
        }
    }

    /// A move of the main line played (`before`: its reader before it).
    pub(super) fn main_move(&mut self, mv: Option<Move>, before: Option<Box<dyn MoveReader>>) {
        self.main_before = before;
        self.items.push(Item::Move(mv));
    }

    /// `(`: a variation of the last move of the line it stands in
    /// (`main_played`: the main line's moves so far).
    pub(super) fn open_variation(&mut self, main_played: usize) {
        let (base, ply) = match self.levels.last() {
            Some(level) => (level.before.as_ref(), level.ply.saturating_sub(1)),
            None => (self.main_before.as_ref(), main_played.saturating_sub(1)),
        };
        let reader = base.map(|r| r.fork());
        self.levels.push(Level {
            stopped: reader.is_none(),
            reader,
            before: None,
            ply,
        });
        self.items.push(Item::Open);
    }

    /// `)`.
    pub(super) fn close_variation(&mut self) {
        self.levels.pop();
        self.items.push(Item::Close);
    }

    /// A move of the innermost open variation, `spelled` as written: true
    /// when played, false when the variation stopped before (or none is
    /// open); why not when it cannot be played (the variation stops there).
    pub(super) fn variation_move(
        &mut self,
        spelled: &str,
        san: bool,
    ) -> Result<bool, Box<Refused>> {
        let Some(level) = self.levels.last_mut().filter(|level| !level.stopped) else {
            return Ok(false);
        };
        let Some(reader) = level.reader.as_mut() else {
            return Ok(false);
        };
        let before = reader.fork();
        match reader.play(spelled, san) {
            Ok((mv, _)) => {
                level.before = Some(before);
                level.ply += 1;
                self.items.push(Item::Move(mv));
                Ok(true)
            }
            Err(problem) => {
                level.stopped = true;
                Err(Box::new(Refused {
                    problem,
                    before: before.position(),
                    ply: level.ply + 1,
                }))
            }
        }
    }

    /// The movetext read; `comment_open`: an unclosed comment (said
    /// elsewhere) is kept as far as it goes.
    pub(super) fn finish(mut self, comment_open: bool) -> MoveTree {
        if comment_open {
            self.comment_closed();
        }
        MoveTree { items: self.items }
    }
}
