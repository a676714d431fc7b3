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

use super::record_tree::{
    Board, Reader, Record, black_moves_first, decode_point, game_pgn, read_tree,
};

/// The header's size: the move tree starts here.
const HEADER: usize = 0x400;

/// The bytes every key of the move tree is masked with, as XQStudio writes them.
const KEY_TEXT: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";

/// The FEN letter of each of the 32 pieces in the header's order.
const PIECE_ORDER: &[u8; 32] = b"RNBAKABNRCCPPPPPrnbakabnrccppppp";

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

fn gb18030(bytes: &[u8]) -> String {
    let end = bytes.iter().position(|&b| b == 0).unwrap_or(bytes.len());
    let (text, _) = encoding_rs::GB18030.decode_without_bom_handling(&bytes[..end]);
    text.trim().to_owned()
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
    let mut reader = Reader {
        bytes: body,
        at: 0,
        decode: gb18030,
    };
    let game_comment = read_record(&mut reader, keys.as_ref()).and_then(|r| r.comment);
    let nodes = read_tree(|| read_record(&mut reader, keys.as_ref()));

    let mut board: Board = [[None; 9]; 10];
    for (piece, &point) in PIECE_ORDER.iter().zip(points.iter()) {
        if let Some((file, rank)) = decode_point(point)
            && board[rank][file].is_none()
        {
            board[rank][file] = Some(*piece);
        }
    }
    // The first mover's side is the side to move at the start.
    let black_first = black_moves_first(&nodes, &board).unwrap_or(false);
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
    let tags = [
        ("Event", field(208, 63)),
        ("Site", field(288, 15)),
        ("Date", field(272, 15)),
        ("Red", field(304, 15)),
        ("Black", field(320, 15)),
        ("Title", field(80, 63)),
        ("Annotator", field(464, 15)),
    ];
    Some(game_pgn(
        &tags,
        result,
        (&board, black_first),
        game_comment.as_deref(),
        &nodes,
    ))
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

/// One record, its points and flags decoded (with the keys from version 11).
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
