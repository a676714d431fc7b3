//! XQF, the game file of XQStudio (象棋演播室), the commonest xiangqi game
//! file: a 1024-byte header (`XQ`, the version, the keys, the 32 pieces'
//! points, the result, the title, event, date, place and players in GB18030)
//! then the move tree, a record of four bytes per move (from, to, flags) with
//! its comment. From version 11 (1.1) the points, the moves and the comment
//! lengths are encrypted with keys in the header. An XQF file is turned into
//! the xiangqi PGN it stands for (ICCS moves, comments, variations, the start
//! as `[FEN]`), which the PGN reader then plays like any other.
//!
//! The format facts (the header's layout, the key arithmetic, the flags of
//! old and new versions) are those cchess's reader works by; the code is
//! this project's own.

use std::fmt::Write as _;

/// The header's size: the move tree starts here.
const HEADER: usize = 0x400;

/// The bytes every key of the move tree is masked with, as XQStudio writes them.
const KEY_TEXT: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";

/// The FEN letter of each of the 32 pieces in the header's order.
const PIECE_ORDER: &[u8; 32] = b"RNBAKABNRCCPPPPPrnbakabnrccppppp";

/// Nesting deeper than this (a hostile file) is cut: its moves are left out
/// and a comment says so.
const MAX_NESTING: usize = 64;

/// Whether `bytes` start like an XQF file.
pub fn is_xqf(bytes: &[u8]) -> bool {
    bytes.len() >= HEADER && bytes.starts_with(b"XQ")
}

/// The keys of an encrypted file (version 11 and later).
struct Keys {
    xy: u8,
    xyf: u8,
    xyt: u8,
    remark_size: i64,
    mask: [u8; 32],
}

fn scramble(b: u8) -> u32 {
    let b = u32::from(b);
    ((((b.wrapping_mul(b).wrapping_mul(3).wrapping_add(9))
        .wrapping_mul(3)
        .wrapping_add(8))
    .wrapping_mul(2)
    .wrapping_add(1))
    .wrapping_mul(3))
    .wrapping_add(8)
}

impl Keys {
    fn new(head: &[u8]) -> Keys {
        let at = |i: usize| head.get(i).copied().unwrap_or(0);
        let (mask, or) = (at(3), [at(8), at(9), at(10), at(11)]);
        let (sum, hxy, hxyf, hxyt) = (at(12), at(13), at(14), at(15));
        let low = |n: u32| n.to_le_bytes()[0];
        let xy = low(scramble(hxy).wrapping_mul(u32::from(hxy)));
        let xyf = low(scramble(hxyf).wrapping_mul(u32::from(xy)));
        let xyt = low(scramble(hxyt).wrapping_mul(u32::from(xyf)));
        let remark_size = (i64::from(sum) * 256 + i64::from(hxy)) % 32000 + 767;
        let bytes = [
            (sum & mask) | or[0],
            (hxy & mask) | or[1],
            (hxyf & mask) | or[2],
            (hxyt & mask) | or[3],
        ];
        let mut masked = *KEY_TEXT;
        for (i, b) in masked.iter_mut().enumerate() {
            *b &= bytes[i % 4];
        }
        Keys {
            xy,
            xyf,
            xyt,
            remark_size,
            mask: masked,
        }
    }
}

/// The move tree's bytes, read in order; reading past the end gives nothing.
struct Reader<'a> {
    bytes: std::borrow::Cow<'a, [u8]>,
    at: usize,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Option<&[u8]> {
        let end = self.at.checked_add(n)?;
        let slice = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(slice)
    }

    fn int(&mut self) -> Option<i64> {
        let b = self.take(4)?;
        Some(i64::from(i32::from_le_bytes([b[0], b[1], b[2], b[3]])))
    }

    /// A comment of `len` bytes (what is left when the file ends first).
    fn text(&mut self, len: i64) -> Option<String> {
        if len <= 0 {
            return None;
        }
        let left = self.bytes.len().saturating_sub(self.at);
        let n = usize::try_from(len).map_or(left, |n| n.min(left));
        let bytes = self.take(n)?;
        Some(gb18030(bytes)).filter(|t| !t.trim().is_empty())
    }
}

fn gb18030(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    let (text, _) = encoding_rs::GB18030.decode_without_bom_handling(&bytes[..end]);
    text.trim().to_owned()
}

/// One move of the tree: from and to as (file, rank), its comment, the move
/// after it and the first move played instead of it.
pub(super) struct Node {
    pub(super) from: u8,
    pub(super) to: u8,
    pub(super) comment: Option<String>,
    pub(super) next: Option<usize>,
    pub(super) instead: Option<usize>,
}

/// The game in an XQF file's bytes as xiangqi PGN; `None` when they are no XQF.
pub fn read_xqf(bytes: &[u8]) -> Option<String> {
    if !is_xqf(bytes) {
        return None;
    }
    let head = &bytes[..HEADER];
    let version = head[2];
    let keys = (version > 10).then(|| Keys::new(head));
    let points = board_points(&head[16..48], version, keys.as_ref());
    let body = &bytes[HEADER..];
    let body = match &keys {
        Some(keys) => std::borrow::Cow::Owned(
            body.iter()
                .enumerate()
                .map(|(i, b)| b.wrapping_sub(keys.mask[(HEADER + i) % 32]))
                .collect(),
        ),
        None => std::borrow::Cow::Borrowed(body),
    };
    let mut reader = Reader { bytes: body, at: 0 };
    let game_comment = read_record(&mut reader, keys.as_ref()).and_then(|r| r.comment);
    let nodes = read_tree(&mut reader, keys.as_ref());

    let mut board: [[Option<u8>; 9]; 10] = [[None; 9]; 10];
    for (piece, &point) in PIECE_ORDER.iter().zip(points.iter()) {
        if let Some((file, rank)) = decode_point(point)
            && board[rank][file].is_none()
        {
            board[rank][file] = Some(*piece);
        }
    }
    // The first mover's side is the side to move at the start.
    let black_first = nodes.first().is_some_and(|n| {
        decode_point(n.from)
            .is_some_and(|(f, r)| board[r][f].is_some_and(|p| p.is_ascii_lowercase()))
    });
    let placement = placement(&board);
    let result = match head[51] {
        1 => "1-0",
        2 => "0-1",
        3 | 4 => "1/2-1/2",
        _ => "*",
    };
    let field = |len_at: usize, max: usize| {
        let len = usize::from(head[len_at]).min(max);
        gb18030(&head[len_at + 1..len_at + 1 + len])
    };
    let mut pgn = String::from("[Game \"Chinese Chess\"]\n");
    for (tag, value) in [
        ("Event", field(208, 63)),
        ("Site", field(288, 15)),
        ("Date", field(272, 15)),
        ("Red", field(304, 15)),
        ("Black", field(320, 15)),
        ("Title", field(80, 63)),
        ("Annotator", field(464, 15)),
    ] {
        if !value.is_empty() {
            let value = value.replace('\\', "\\\\").replace('"', "\\\"");
            let _ = writeln!(pgn, "[{tag} \"{value}\"]");
        }
    }
    let _ = writeln!(pgn, "[Result \"{result}\"]\n[Format \"ICCS\"]");
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    if placement != start || black_first {
        let side = if black_first { "b" } else { "w" };
        let _ = writeln!(pgn, "[FEN \"{placement} {side} - - 0 1\"]");
    }
    pgn.push('\n');
    if let Some(comment) = game_comment {
        pgn.push_str(&comment_pgn(&comment));
    }
    if !nodes.is_empty() {
        write_line(&mut pgn, &nodes, 0, u32::from(black_first), 0, true);
    }
    pgn.push_str(result);
    pgn.push('\n');
    Some(pgn)
}

/// The 32 pieces' points: plain up to version 10; then shifted by the key,
/// and from version 12 also stored in a rotated order.
fn board_points(stored: &[u8], version: u8, keys: Option<&Keys>) -> [u8; 32] {
    let mut points = [0u8; 32];
    let Some(keys) = keys else {
        points.copy_from_slice(&stored[..32]);
        return points;
    };
    for (i, &b) in stored.iter().enumerate().take(32) {
        let at = if version >= 12 {
            (usize::from(keys.xy) + i + 1) & 0x1F
        } else {
            i
        };
        points[at] = b;
    }
    for p in &mut points {
        *p = p.wrapping_sub(keys.xy);
    }
    points
}

/// A point `file * 10 + rank` (rank 0 on Red's side); None off the board.
fn decode_point(point: u8) -> Option<(usize, usize)> {
    (point <= 89).then(|| (usize::from(point / 10), usize::from(point % 10)))
}

/// One record: the move's two points, whether a move follows it and
/// whether another is played instead, and its comment.
struct Record {
    from: u8,
    to: u8,
    next: bool,
    instead: bool,
    comment: Option<String>,
}

fn read_record(reader: &mut Reader, keys: Option<&Keys>) -> Option<Record> {
    let raw = reader.take(4)?;
    let (b0, b1, flags) = (raw[0], raw[1], raw[2]);
    match keys {
        None => {
            let len = reader.int()?;
            Some(Record {
                from: b0.wrapping_sub(0x18),
                to: b1.wrapping_sub(0x20),
                next: flags & 0xF0 != 0,
                instead: flags & 0x0F != 0,
                comment: reader.text(len),
            })
        }
        Some(keys) => {
            let flags = flags & 0xE0;
            let comment = if flags & 0x20 != 0 {
                let len = reader.int()? - keys.remark_size;
                reader.text(len)
            } else {
                None
            };
            Some(Record {
                from: b0.wrapping_sub(0x18).wrapping_sub(keys.xyf),
                to: b1.wrapping_sub(0x20).wrapping_sub(keys.xyt),
                next: flags & 0x80 != 0,
                instead: flags & 0x40 != 0,
                comment,
            })
        }
    }
}

/// Every move of the tree, the main line's first at index 0. A record is
/// followed by its next move's subtree, then by the move played instead of
/// it; read without recursion, so a file of a million moves cannot
/// overflow the stack.
fn read_tree(reader: &mut Reader, keys: Option<&Keys>) -> Vec<Node> {
    enum Link {
        Next,
        Instead,
    }
    let mut nodes: Vec<Node> = Vec::new();
    let mut pending: Vec<(Option<usize>, Link)> = vec![(None, Link::Next)];
    while let Some((owner, link)) = pending.pop() {
        let Some(record) = read_record(reader, keys) else {
            break;
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
pub(super) fn comment_pgn(comment: &str) -> String {
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
pub(super) fn write_line(
    pgn: &mut String,
    nodes: &[Node],
    first: usize,
    ply: u32,
    depth: usize,
    own: bool,
) {
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

pub(super) fn placement(board: &[[Option<u8>; 9]; 10]) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;
    use crate::fen::write_fen;
    use crate::pgn::{PgnOptions, read_games};

    fn fixtures() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/xqf")
    }

    /// Every XQF file made by scripts/xqf-fixtures.py (versions 10, 11, 12
    /// and 18, plain and encrypted, from the start and from a set position
    /// with Black first, with comments and variations) reads to the moves
    /// and tags cchess's reader reads in it.
    #[test]
    fn xqf_files_read_as_cchess_reads_them() {
        let table = std::fs::read_to_string(fixtures().join("expected.tsv"))
            .unwrap_or_else(|e| panic!("expected.tsv: {e}"));
        let mut files = 0;
        for row in table.lines().filter(|l| !l.starts_with('#')) {
            let cells: Vec<&str> = row.split('\t').collect();
            let [name, _version, fen, moves, red, black, event, result, lines] = cells[..] else {
                panic!("row {row}");
            };
            let bytes =
                std::fs::read(fixtures().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
            let pgn = read_xqf(&bytes).unwrap_or_else(|| panic!("{name}: not read as XQF"));
            let options = PgnOptions {
                moves: true,
                ..PgnOptions::default()
            };
            let games: Vec<_> = read_games(pgn.as_bytes(), options).collect();
            let [game] = &games[..] else {
                panic!("{name}: {} games\n{pgn}", games.len());
            };
            assert!(game.errors.is_empty(), "{name}: {:?}\n{pgn}", game.errors);
            let start = game
                .start
                .unwrap_or_else(|| panic!("{name}: no start\n{pgn}"));
            assert_eq!(start.variant, Variant::Xiangqi);
            let written = write_fen(&start);
            assert!(written.starts_with(fen), "{name}: {written} is not {fen}");
            let played: Vec<String> = game
                .moves
                .iter()
                .flatten()
                .map(|m| m.coordinates(Variant::Xiangqi))
                .collect();
            assert_eq!(played.join(" "), moves, "{name}\n{pgn}");
            let tag = |key: &str| {
                game.tags
                    .iter()
                    .find(|(k, _)| k == key)
                    .map_or("", |(_, v)| v.as_str())
                    .to_owned()
            };
            assert_eq!(
                [tag("Red"), tag("Black"), tag("Event"), tag("Result")],
                [red, black, event, result],
                "{name}"
            );
            let variations = pgn.matches('(').count() + 1;
            assert_eq!(variations.to_string(), lines, "{name}: lines\n{pgn}");
            files += 1;
        }
        assert_eq!(files, 6);
    }

    #[test]
    fn short_or_foreign_bytes_are_no_xqf_and_broken_trees_never_panic() {
        assert_eq!(read_xqf(b"XQ"), None);
        assert_eq!(read_xqf(&[0u8; 2048]), None);
        let bytes = std::fs::read(fixtures().join("keys-18.xqf")).unwrap_or_default();
        for cut in [HEADER, HEADER + 3, HEADER + 9, bytes.len() - 1] {
            let pgn = read_xqf(&bytes[..cut.min(bytes.len())]);
            assert!(
                pgn.is_some_and(|p| p.contains("[Format \"ICCS\"]")),
                "{cut}"
            );
        }
        // A tree that promises a move after every move, forever: bounded by
        // the bytes, and no recursion.
        let mut endless = bytes[..HEADER].to_vec();
        endless[2] = 10;
        endless.extend([0, 0, 0xF0, 0, 0, 0, 0, 0]);
        for _ in 0..200_000 {
            endless.extend([0x18 + 1, 0x20 + 2, 0xFF, 0, 0, 0, 0, 0]);
        }
        assert!(read_xqf(&endless).is_some());
    }
}
