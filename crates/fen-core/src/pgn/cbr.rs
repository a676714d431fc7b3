//! CBR and CBL, the game and library files of 象棋桥 (CCBridge).
//!
//! A CBR file holds one game: a 2214-byte header (`CCBridge Record`, the
//! title, event and players in UTF-16LE, the result, the side to move and
//! the 90 points of the board), the game's comment, then the move tree, four
//! bytes a move (flags, unused, from, to) with its comment. A CBL library
//! holds many such records, one every 4096 bytes from byte 101952 on. Each
//! game is turned into the xiangqi PGN it stands for (ICCS moves, comments,
//! variations, the start as `[FEN]`), as XQF files are.
//!
//! The format facts are those cchess's reader (`read_cbr.py`) works by; the
//! code is this project's own.

use super::record_tree::{Board, Reader, Record, black_moves_first, game_pgn, read_tree};

const RECORD_MAGIC: &[u8] = b"CCBridge Record\0";
const LIBRARY_MAGIC: &[u8] = b"CCBridgeLibrary\0";
/// A game record's header: its move tree starts here.
const HEADER: usize = 2214;
/// Where a library's games start, and the size of one game's block.
const LIBRARY_GAMES: usize = 101_952;
const BLOCK: usize = 4096;
/// More games than this in one library (a hostile file) are left out.
const MAX_GAMES: usize = 100_000;

/// Whether `bytes` start like a CBR game or a CBL library.
pub fn is_cbr(bytes: &[u8]) -> bool {
    bytes.starts_with(RECORD_MAGIC) || bytes.starts_with(LIBRARY_MAGIC)
}

/// The game of a CBR file, or every game of a CBL library, as xiangqi PGN;
/// `None` when the bytes are neither.
pub fn read_cbr(bytes: &[u8]) -> Option<String> {
    if bytes.starts_with(LIBRARY_MAGIC) {
        return Some(read_library(bytes));
    }
    read_record(bytes)
}

fn read_library(bytes: &[u8]) -> String {
    let mut pgn = String::new();
    let Some(first) = bytes
        .get(LIBRARY_GAMES..)
        .and_then(|games| find(games, &RECORD_MAGIC[..15]))
        .map(|at| at + LIBRARY_GAMES)
    else {
        return pgn;
    };
    let mut at = first;
    let mut games = 0;
    while at < bytes.len() && games < MAX_GAMES {
        if let Some(game) = read_record(&bytes[at..]) {
            if !pgn.is_empty() {
                pgn.push('\n');
            }
            pgn.push_str(&game);
            games += 1;
        }
        at += BLOCK;
    }
    pgn
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// UTF-16LE text up to its first NUL (or the end).
fn utf16(bytes: &[u8]) -> String {
    let units: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|pair| u16::from_le_bytes([pair[0], pair[1]]))
        .take_while(|&u| u != 0)
        .collect();
    String::from_utf16_lossy(&units).trim().to_owned()
}

/// A CBR point (row * 9 + file, row 0 at Black's back rank) as the XQF
/// point `file * 10 + rank` the PGN writer takes; 255 off the board.
fn xqf_point(point: u8) -> u8 {
    if point >= 90 {
        return 255;
    }
    let (row, file) = (point / 9, point % 9);
    file * 10 + (9 - row)
}

/// One move's record, its points as XQF's. None at the end of the bytes
/// or at an empty record (four zero bytes).
fn read_step(reader: &mut Reader) -> Option<Record> {
    let raw = reader.take(4)?;
    let (flags, from, to) = (raw[0], raw[2], raw[3]);
    if raw == [0, 0, 0, 0] {
        return None;
    }
    let comment = if flags & 0x04 != 0 {
        let len = reader.int()?;
        reader.text(len)
    } else {
        None
    };
    Some(Record {
        from: xqf_point(from),
        to: xqf_point(to),
        next: flags & 0x01 == 0,
        instead: flags & 0x02 != 0,
        comment,
    })
}

/// The FEN letter of a board byte (0x11-0x17 Red, 0x21-0x27 Black).
fn letter(code: u8) -> Option<u8> {
    let role = match code & 0x0F {
        1 => b'r',
        2 => b'n',
        3 => b'b',
        4 => b'a',
        5 => b'k',
        6 => b'c',
        7 => b'p',
        _ => return None,
    };
    match code & 0xF0 {
        0x10 => Some(role.to_ascii_uppercase()),
        0x20 => Some(role),
        _ => None,
    }
}

/// One game record (a CBR file, or a block of a library) as PGN.
fn read_record(bytes: &[u8]) -> Option<String> {
    if !bytes.starts_with(RECORD_MAGIC) || bytes.len() < HEADER {
        return None;
    }
    let head = &bytes[..HEADER];
    let mut board: Board = [[None; 9]; 10];
    for (i, &code) in head[2120..2210].iter().enumerate() {
        let (row, file) = (i / 9, i % 9);
        board[9 - row][file] = letter(code);
    }
    let mut reader = Reader {
        bytes: std::borrow::Cow::Borrowed(&bytes[HEADER..]),
        at: 0,
        decode: utf16,
    };
    let game_comment = match reader.int() {
        Some(0) | None => None,
        Some(_) => reader.int().and_then(|len| reader.text(len)),
    };
    let nodes = read_tree(|| read_step(&mut reader));
    let red_to_move = u16::from_le_bytes([head[2116], head[2117]]) == 1;
    // The first mover's side, else the header's side to move.
    let black_first = black_moves_first(&nodes, &board).unwrap_or(!red_to_move);
    let result = match head[2076] {
        1 => "1-0",
        2 => "0-1",
        3 | 4 => "1/2-1/2",
        _ => "*",
    };
    let tags = [
        ("Event", utf16(&head[692..692 + 64])),
        ("Red", utf16(&head[1076..1076 + 64])),
        ("Black", utf16(&head[1300..1300 + 64])),
        ("Title", utf16(&head[180..180 + 128])),
    ];
    Some(game_pgn(
        &tags,
        result,
        (&board, black_first),
        game_comment.as_deref(),
        &nodes,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;
    use crate::fen::write_fen;
    use crate::pgn::{PgnOptions, read_games};

    fn fixtures() -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/cbr")
    }

    /// Every game of the CBR and CBL files made by scripts/cbr-fixtures.py
    /// (its own writer, from the format as cchess reads it: from the start
    /// and from a set position with Black first, with comments and
    /// variations) reads to the moves and tags cchess's readers read.
    #[test]
    fn cbr_and_cbl_files_read_as_cchess_reads_them() {
        let table = std::fs::read_to_string(fixtures().join("expected.tsv"))
            .unwrap_or_else(|e| panic!("expected.tsv: {e}"));
        let mut checked = 0;
        for row in table.lines().filter(|l| !l.starts_with('#')) {
            let cells: Vec<&str> = row.split('\t').collect();
            let [
                name,
                index,
                fen,
                moves,
                red,
                black,
                event,
                title,
                result,
                lines,
            ] = cells[..]
            else {
                panic!("row {row}");
            };
            let index: usize = index.parse().unwrap_or_else(|e| panic!("{row}: {e}"));
            let bytes =
                std::fs::read(fixtures().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(is_cbr(&bytes), "{name}");
            let pgn = read_cbr(&bytes).unwrap_or_else(|| panic!("{name}: not read"));
            let options = PgnOptions {
                moves: true,
                ..PgnOptions::default()
            };
            let games: Vec<_> = read_games(pgn.as_bytes(), options).collect();
            let game = games
                .get(index)
                .unwrap_or_else(|| panic!("{name}: {} games\n{pgn}", games.len()));
            assert!(game.errors.is_empty(), "{name}: {:?}\n{pgn}", game.errors);
            let start = game.start.unwrap_or_else(|| panic!("{name}: no start"));
            assert_eq!(start.variant, Variant::Xiangqi);
            let written = write_fen(&start);
            assert!(written.starts_with(fen), "{name}: {written} is not {fen}");
            let played: Vec<String> = game
                .moves
                .iter()
                .flatten()
                .map(|m| m.coordinates(Variant::Xiangqi))
                .collect();
            assert_eq!(played.join(" "), moves, "{name} {index}\n{pgn}");
            let tag = |key: &str| game.tag(key).unwrap_or("").to_owned();
            assert_eq!(
                [
                    tag("Red"),
                    tag("Black"),
                    tag("Event"),
                    tag("Title"),
                    tag("Result")
                ],
                [red, black, event, title, result],
                "{name} {index}"
            );
            // Lines: the main line and each variation, as cchess counts them.
            let one_game = pgn
                .split("[Game ")
                .nth(index + 1)
                .unwrap_or_else(|| panic!("{name} {index}"));
            let variations = one_game.matches('(').count() + 1;
            assert_eq!(
                variations.to_string(),
                lines,
                "{name} {index}: lines\n{pgn}"
            );
            checked += 1;
        }
        assert_eq!(checked, 5);
    }

    #[test]
    fn short_or_foreign_bytes_are_no_cbr_and_broken_trees_never_panic() {
        assert_eq!(read_cbr(b"CCBridge Record\0"), None);
        assert_eq!(read_cbr(&[0u8; 4096]), None);
        let bytes = std::fs::read(fixtures().join("game.cbr")).unwrap_or_default();
        for cut in [HEADER, HEADER + 3, HEADER + 9, bytes.len() - 1] {
            let pgn = read_cbr(&bytes[..cut.min(bytes.len())]);
            assert!(
                pgn.is_some_and(|p| p.contains("[Format \"ICCS\"]")),
                "{cut}"
            );
        }
        // A tree that promises a move after every move, forever: bounded by
        // the bytes, and no recursion.
        let mut endless = bytes[..HEADER].to_vec();
        endless.extend([0, 0, 0, 0]);
        for _ in 0..200_000 {
            endless.extend([0x02, 0, 80, 71]);
        }
        assert!(read_cbr(&endless).is_some());
        // A library cut anywhere, or with no games.
        let library = std::fs::read(fixtures().join("library.cbl")).unwrap_or_default();
        for cut in [16, 600, LIBRARY_GAMES + 10, library.len() - 5] {
            let _ = read_cbr(&library[..cut.min(library.len())]);
        }
        assert_eq!(read_cbr(&library[..600]).as_deref(), Some(""));
    }
}
