//! What XQF (XQStudio) and CBR/CBL (象棋桥) files share: a move tree stored
//! as records in reading order (a move, then the rest of its line, then the
//! move played instead of it), read here without recursion, and the xiangqi
//! PGN a game of either is turned into (the tags, the start as `[FEN]` when
//! it is not the usual one, ICCS moves, comments and variations). Each
//! file's reader (`xqf.rs`, `cbr.rs`) only decodes its own bytes.

use std::fmt::Write as _;

/// Nesting deeper than this (a hostile file) is cut: its moves are left out
/// and a comment says so.
const MAX_NESTING: usize = 64;

/// The start position's placement: a game from it has no `[FEN]` tag.
const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";

/// A file's record bytes, read in order; reading past the end gives nothing.
pub(super) struct Reader<'a> {
    pub(super) bytes: std::borrow::Cow<'a, [u8]>,
    pub(super) at: usize,
    /// How the file writes a comment's text (trimmed).
    pub(super) decode: fn(&[u8]) -> String,
}

impl Reader<'_> {
    pub(super) fn take(&mut self, n: usize) -> Option<&[u8]> {
        let end = self.at.checked_add(n)?;
        let slice = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(slice)
    }

    pub(super) fn int(&mut self) -> Option<i64> {
        let b = self.take(4)?;
        Some(i64::from(i32::from_le_bytes([b[0], b[1], b[2], b[3]])))
    }

    /// A comment of `len` bytes (what is left when the bytes end first);
    /// `None` for no text or only spaces.
    pub(super) fn text(&mut self, len: i64) -> Option<String> {
        if len <= 0 {
            return None;
        }
        let left = self.bytes.len().saturating_sub(self.at);
        let n = usize::try_from(len).map_or(left, |n| n.min(left));
        let decode = self.decode;
        let bytes = self.take(n)?;
        Some(decode(bytes)).filter(|t| !t.trim().is_empty())
    }
}

/// A board by rank (0 on Red's side) and file, each point a FEN letter.
pub(super) type Board = [[Option<u8>; 9]; 10];

/// One record as a file stores it: the move's two points (XQF's
/// `file * 10 + rank`), whether its line goes on after it, whether another
/// move is played instead of it, and its comment.
pub(super) struct Record {
    pub(super) from: u8,
    pub(super) to: u8,
    pub(super) next: bool,
    pub(super) instead: bool,
    pub(super) comment: Option<String>,
}

/// One move of the tree: from and to, its comment, the move after it and
/// the first move played instead of it.
pub(super) struct Node {
    pub(super) from: u8,
    pub(super) to: u8,
    pub(super) comment: Option<String>,
    pub(super) next: Option<usize>,
    pub(super) instead: Option<usize>,
}

/// Every move of the tree, the main line's first at index 0, from the
/// records `read` gives in order (`None`: the bytes ended, or an empty
/// record, whose place stays empty). A record is followed by its next
/// move's subtree, then by the move played instead of it; read without
/// recursion, so a file of a million moves cannot overflow the stack.
pub(super) fn read_tree(mut read: impl FnMut() -> Option<Record>) -> Vec<Node> {
    enum Link {
        Next,
        Instead,
    }
    let mut nodes: Vec<Node> = Vec::new();
    let mut pending: Vec<(Option<usize>, Link)> = vec![(None, Link::Next)];
    while let Some((owner, link)) = pending.pop() {
        let Some(record) = read() else {
            continue;
        };
        let index = nodes.len();
        nodes.push(Node {
            from: record.from,
            to: record.to,
            comment: record.comment,
            next: None,
            instead: None,
        });
        if let Some(owner) = owner {
            match link {
                Link::Next => nodes[owner].next = Some(index),
                Link::Instead => nodes[owner].instead = Some(index),
            }
        }
        if record.instead {
            pending.push((Some(index), Link::Instead));
        }
        if record.next {
            pending.push((Some(index), Link::Next));
        }
    }
    nodes
}

/// A point `file * 10 + rank` (rank 0 on Red's side); None off the board.
pub(super) fn decode_point(point: u8) -> Option<(usize, usize)> {
    (point <= 89).then(|| (usize::from(point / 10), usize::from(point % 10)))
}

/// Whether the tree's first move is Black's (its piece is Black's); `None`
/// when there is no first move or no piece where it starts.
pub(super) fn black_moves_first(nodes: &[Node], board: &Board) -> Option<bool> {
    let (file, rank) = decode_point(nodes.first()?.from)?;
    board[rank][file].map(|p| p.is_ascii_lowercase())
}

/// A game of a file as xiangqi PGN: `tags` (empty values left out), the
/// result, `[Format "ICCS"]`, the start as `[FEN]` unless it is the usual
/// one with Red first, the game's comment, then the moves.
pub(super) fn game_pgn(
    tags: &[(&str, String)],
    result: &str,
    (board, black_first): (&Board, bool),
    game_comment: Option<&str>,
    nodes: &[Node],
) -> String {
    let mut pgn = String::from("[Game \"Chinese Chess\"]\n");
    for (tag, value) in tags {
        if !value.is_empty() {
            let value = value.replace('\\', "\\\\").replace('"', "\\\"");
            let _ = writeln!(pgn, "[{tag} \"{value}\"]");
        }
    }
    let _ = writeln!(pgn, "[Result \"{result}\"]\n[Format \"ICCS\"]");
    let placement = placement(board);
    if placement != START || black_first {
        let side = if black_first { "b" } else { "w" };
        let _ = writeln!(pgn, "[FEN \"{placement} {side} - - 0 1\"]");
    }
    pgn.push('\n');
    if let Some(comment) = game_comment {
        pgn.push_str(&comment_pgn(comment));
    }
    if !nodes.is_empty() {
        write_line(&mut pgn, nodes, 0, u32::from(black_first), 0, true);
    }
    pgn.push_str(result);
    pgn.push('\n');
    pgn
}

/// `H2-E2`; a point off the board is written as it was stored, so the PGN
/// reader stops at it and says so.
fn iccs(from: u8, to: u8) -> String {
    match (decode_point(from), decode_point(to)) {
        (Some((ff, fr)), Some((tf, tr))) => {
            let file = |f: usize| char::from(b'A' + u8::try_from(f).unwrap_or(0));
            format!("{}{fr}-{}{tr}", file(ff), file(tf))
        }
        _ => format!("XQF{from:02}{to:02}"),
    }
}

/// A comment as PGN holds it whole: `{text} `, or, when the text has a `}`
/// (which no `{}` comment can hold), a `;` comment a line (issue 37: the
/// braces were dropped). Line ends are `\n`.
fn comment_pgn(comment: &str) -> String {
    let comment = comment.replace("\r\n", "\n").replace('\r', "\n");
    if !comment.contains('}') {
        return format!("{{{comment}}} ");
    }
    let mut out = String::from("\n");
    for line in comment.split('\n') {
        out.push(';');
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The line starting at `first` (played at half-move `ply`, 0 = Red's first
/// when Red starts) with its variations in brackets. The moves played
/// instead of `first` are written after it only when `own` says so (in a
/// variation they are its caller's, each a variation of its own).
fn write_line(pgn: &mut String, nodes: &[Node], first: usize, ply: u32, depth: usize, own: bool) {
    let mut at = Some(first);
    let mut ply = ply;
    let mut numbered = false;
    while let Some(index) = at {
        let alternatives = own || index != first;
        let node = &nodes[index];
        let number = ply / 2 + 1;
        if ply.is_multiple_of(2) {
            let _ = write!(pgn, "{number}. ");
        } else if !numbered {
            let _ = write!(pgn, "{number}... ");
        }
        numbered = true;
        let _ = write!(pgn, "{} ", iccs(node.from, node.to));
        if let Some(comment) = &node.comment {
            pgn.push_str(&comment_pgn(comment));
        }
        let mut instead = node.instead.filter(|_| alternatives);
        while let Some(other) = instead {
            if depth >= MAX_NESTING {
                pgn.push_str("{variations nested too deep are left out} ");
                break;
            }
            pgn.push('(');
            write_line(pgn, nodes, other, ply, depth + 1, false);
            pgn.push_str(") ");
            numbered = false;
            instead = nodes[other].instead;
        }
        at = node.next;
        ply += 1;
    }
}

/// The board's placement field, Black's back rank first.
fn placement(board: &Board) -> String {
    let rows: Vec<String> = board
        .iter()
        .rev()
        .map(|row| {
            let mut text = String::new();
            let mut empty = 0;
            for point in row {
                match point {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            let _ = write!(text, "{empty}");
                            empty = 0;
                        }
                        text.push(char::from(*piece));
                    }
                }
            }
            if empty > 0 {
                let _ = write!(text, "{empty}");
            }
            text
        })
        .collect();
    rows.join("/")
}
