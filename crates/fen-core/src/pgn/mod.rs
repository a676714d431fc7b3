//! PGN, the form games travel in. Reading takes files as they are found in the
//! wild (many games, tags with escapes and UTF-8, `[FEN]` starts, comments,
//! NAGs, variations, CRLF), streamed line by line in bounded memory; each
//! variant's `MoveReader` plays the main line (SAN for chess). A move that
//! cannot be read or played is an error naming the game, line, column and
//! move number, and reading goes on with the next game.
//! Writing makes a game (Seven Tag Roster, SAN movetext) from a start and moves,
//! or writes a game read whole (`PgnOptions::tree`) again: [`write_pgn`].

mod cbr;
mod dhtmlxq;
mod encoding;
mod kept_tree;
mod moves;
mod movetext;
mod nodes;
mod read;
mod record_tree;
mod result;
mod scan;
mod tree;
mod write;
mod xqf;

use crate::rules::Move;
use crate::{Diagnostic, Position};

pub use cbr::{is_cbr, read_cbr};
pub use dhtmlxq::{DhtmlxqMove, dhtmlxq_moves, is_dhtmlxq, read_dhtmlxq};
pub use encoding::{Decoded, TextEncoding, decode, decoded, detect, encode};
pub use moves::{MoveProblem, MoveReader, move_reader};
pub use nodes::{GameNodes, Node, ROOT, nag_sign};
pub use read::{PgnGames, PgnOptions, index_games, read_games, read_pgn};
pub use result::{forced_result, result_contradiction};
pub use scan::{MAX_LINE, MAX_LINE_SEARCHED};
pub use tree::{Item, MoveStyle, MoveTree, default_style, move_text, suffix_nag, write_pgn};
pub use write::{WriteError, write_game, write_game_as, write_game_in};
pub use xqf::{is_xqf, read_xqf};

/// A PGN file's bytes as the reader takes them: UTF-8 (GBK and Big5
/// decoded, told from the first 64 KiB), a DhtmlXQ text, an XQF file or a
/// CBR/CBL file turned into PGN.
pub fn pgn_text(bytes: Vec<u8>) -> Vec<u8> {
    if let Some(pgn) = read_xqf(&bytes).or_else(|| read_cbr(&bytes)) {
        return pgn.into_bytes();
    }
    let sample = &bytes[..bytes.len().min(1 << 16)];
    let text = match decode(&bytes, detect(sample)) {
        std::borrow::Cow::Borrowed(_) => bytes,
        std::borrow::Cow::Owned(decoded) => decoded,
    };
    match std::str::from_utf8(&text).ok().and_then(read_dhtmlxq) {
        Some(pgn) => pgn.into_bytes(),
        None => text,
    }
}

/// Every diagnostic code of PGN reading (each has a message in `pgn.ftl`).
pub const CODES: &[&str] = &[
    "pgn-illegal-move",
    "pgn-ambiguous-move",
    "pgn-unreadable-move",
    "pgn-bad-fen-tag",
    "pgn-start-not-playable",
    "pgn-unterminated-tag",
    "pgn-malformed-tag",
    "pgn-unterminated-comment",
    "pgn-unclosed-variation",
    "pgn-stray-parenthesis",
    "pgn-line-too-long",
    "pgn-not-text",
    "pgn-line-endless",
    "pgn-no-game",
    "pgn-variation-move",
];

/// One move of a game's main line and the position after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ply {
    /// `None` for a null move (`--`).
    pub mv: Option<Move>,
    /// Standard SAN with `+`/`#` when `PgnOptions::san` asked for it, else empty.
    pub san: String,
    /// The position after the move.
    pub position: Position,
}

/// A game as read from a PGN.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PgnGame {
    /// 1-based place of the game in the file.
    pub number: usize,
    /// 1-based line where the game starts.
    pub line: usize,
    /// Byte offset where the game's text starts (to read it again from there).
    pub offset: u64,
    /// Tags in the order written, values unescaped.
    pub tags: Vec<(String, String)>,
    /// The position the game starts from (`None` when its FEN tag did not read).
    pub start: Option<Position>,
    /// The main line's moves, with positions, when `PgnOptions::every_ply` asked for them.
    pub plies: Vec<Ply>,
    /// The main line's moves alone (`None`: a null move), when `PgnOptions::moves` asked for them.
    pub moves: Vec<Option<Move>>,
    /// The position after the last move that could be played.
    pub end: Option<Position>,
    /// Moves of the main line played (also counted when `plies` is not kept).
    pub moves_played: usize,
    /// The SAN of the last move played, when `PgnOptions::san` asked for it
    /// (kept without `every_ply` too: the final position's last move).
    pub last_san: Option<String>,
    /// The result written after the moves, else the `Result` tag.
    pub result: Option<String>,
    /// The `{comment}` before the first move (a puzzle's "White to play"), spaces collapsed.
    pub comment: Option<String>,
    /// What went wrong, each with the game number, line and column as arguments.
    pub errors: Vec<Diagnostic>,
    /// The whole movetext (variations, comments, NAGs), when `PgnOptions::tree` asked for it.
    pub tree: Option<MoveTree>,
}

impl PgnGame {
    /// The value of the first tag called `name`.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// Read to the end of its main line without errors.
    pub fn is_ok(&self) -> bool {
        self.errors.is_empty()
    }
}
