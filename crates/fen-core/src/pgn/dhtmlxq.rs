//! DhtmlXQ, the text xiangqi web pages (dpxq.com and the sites that copy its
//! viewer) carry a game in: `[DhtmlXQ_binit]` the 32 pieces' points (two
//! digits each, file 0-8 from the left then row 0-9 from Black's side, `99`
//! for a piece off the board; Red's R N B A K A B N R C C P P P P P, then
//! Black's), and `[DhtmlXQ_movelist]` four digits a move (from, to). A
//! DhtmlXQ text is turned into the xiangqi PGN it stands for (ICCS moves,
//! the start as `[FEN]`), which the PGN reader then plays like any other.

/// The standard start, as `[DhtmlXQ_binit]` writes it.
const START_BINIT: &str = "8979695949392919097717866646260600102030405060708012720323436383";

/// The FEN letter of each of the 32 pieces in `binit`'s order.
const PIECE_ORDER: &[u8; 32] = b"RNBAKABNRCCPPPPPrnbakabnrccppppp";

/// Whether `text` holds a DhtmlXQ game (the block, or its move list alone).
pub fn is_dhtmlxq(text: &str) -> bool {
    text.contains("[DhtmlXQ") || text.contains("[dhtmlxq")
}

/// The value of `[DhtmlXQ_<name>]…[/DhtmlXQ_<name>]`, if it is there.
fn field<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let open = format!("[DhtmlXQ_{name}]");
    let close = format!("[/DhtmlXQ_{name}]");
    let start = text.find(&open)? + open.len();
    let end = text[start..].find(&close).map_or(text.len(), |n| start + n);
    Some(text[start..end].trim())
}

/// The xiangqi PGN a DhtmlXQ text stands for; `None` when it is no DhtmlXQ.
pub fn read_dhtmlxq(text: &str) -> Option<String> {
    build(text).map(|(pgn, _)| pgn)
}

/// A move of a DhtmlXQ text: where its four digits stand in the text (line
/// and column from 1, the column in characters) and as written, and where
/// the PGN made of the text has it, so a message about the PGN's move can
/// name the text's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DhtmlxqMove {
    /// The line of the PGN's move.
    pub pgn_line: usize,
    /// The column of the PGN's move, in characters.
    pub pgn_column: usize,
    /// The line of the move's first digit in the text.
    pub line: usize,
    /// Its column, in characters.
    pub column: usize,
    /// The move's digits as written (`1919`).
    pub written: String,
}

/// The moves of a DhtmlXQ text, placed (see [`DhtmlxqMove`]); empty when it is no DhtmlXQ.
pub fn dhtmlxq_moves(text: &str) -> Vec<DhtmlxqMove> {
    build(text).map(|(_, moves)| moves).unwrap_or_default()
}

/// Line and column (from 1, in characters) of byte `at` of `text`.
fn line_column(text: &str, at: usize) -> (usize, usize) {
    let before = text.get(..at).unwrap_or(text);
    let line_start = before.rfind('\n').map_or(0, |n| n + 1);
    (
        before.matches('\n').count() + 1,
        before[line_start..].chars().count() + 1,
    )
}

/// The byte offsets in `text` of the move list's digits (spaces left out).
fn list_offsets(text: &str) -> Vec<usize> {
    let open = "[DhtmlXQ_movelist]";
    let Some(start) = text.find(open).map(|n| n + open.len()) else {
        return Vec::new();
    };
    let end = text[start..]
        .find("[/DhtmlXQ_movelist]")
        .map_or(text.len(), |n| start + n);
    text[start..end]
        .char_indices()
        .filter(|(_, c)| !c.is_whitespace())
        .map(|(i, _)| start + i)
        .collect()
}

fn build(text: &str) -> Option<(String, Vec<DhtmlxqMove>)> {
    if !is_dhtmlxq(text) {
        return None;
    }
    let binit = field(text, "binit").unwrap_or(START_BINIT);
    let moves = field(text, "movelist").unwrap_or("");
    let (tokens, first_from) = move_tokens(moves);
    let board = board_of(binit);
    // The start's side to move is the first mover's; Red without moves.
    let black_first = match (&board, first_from) {
        (Some(board), Some((file, row))) => {
            board[row][file].is_some_and(|p| p.is_ascii_lowercase())
        }
        _ => false,
    };
    let fen = board.map_or_else(
        || "?".to_string(),
        |board| {
            format!(
                "{} {} - - 0 1",
                placement(&board),
                if black_first { "b" } else { "w" }
            )
        },
    );
    let result = field(text, "result").map_or("*", result_of);
    let mut pgn = String::from("[Game \"Chinese Chess\"]\n");
    for (tag, name) in [
        ("Event", "event"),
        ("Site", "place"),
        ("Date", "date"),
        ("Round", "round"),
        ("Red", "red"),
        ("Black", "black"),
        ("Opening", "open"),
    ] {
        if let Some(value) = field(text, name).filter(|v| !v.is_empty()) {
            let value = value.replace('\\', "\\\\").replace('"', "\\\"");
            pgn.push_str(&format!("[{tag} \"{value}\"]\n"));
        }
    }
    pgn.push_str(&format!("[Result \"{result}\"]\n[Format \"ICCS\"]\n"));
    if fen != format!("{} w - - 0 1", placement_of_start()) || black_first {
        pgn.push_str(&format!("[FEN \"{fen}\"]\n"));
    }
    pgn.push('\n');
    let mut number = 1;
    let offsets = list_offsets(text);
    let pgn_line = pgn.matches('\n').count() + 1;
    let mut placed = Vec::with_capacity(tokens.len());
    for (index, token) in tokens.iter().enumerate() {
        let red_to_move = (index % 2 == 0) != black_first;
        if red_to_move {
            pgn.push_str(&format!("{number}. "));
        } else if index == 0 {
            pgn.push_str(&format!("{number}... "));
        }
        if !red_to_move {
            number += 1;
        }
        let line_start = pgn.rfind('\n').map_or(0, |n| n + 1);
        let pgn_column = pgn[line_start..].chars().count() + 1;
        if let Some(&at) = offsets.get(index * 4) {
            let (line, column) = line_column(text, at);
            let written: String = offsets[index * 4..]
                .iter()
                .take(4)
                .filter_map(|&o| text[o..].chars().next())
                .collect();
            placed.push(DhtmlxqMove {
                pgn_line,
                pgn_column,
                line,
                column,
                written,
            });
        }
        pgn.push_str(token);
        pgn.push(' ');
    }
    pgn.push_str(result);
    pgn.push('\n');
    Some((pgn, placed))
}

/// Each four digits as ICCS (`7747` → `H2-E2`), a last piece that is no
/// move kept as it is written (the reader then names it); and the first
/// move's from-point (file, row).
fn move_tokens(list: &str) -> (Vec<String>, Option<(usize, usize)>) {
    let digits: Vec<u8> = list.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
    let point = |file: u8, row: u8| -> Option<String> {
        let (file, row) = (file.checked_sub(b'0')?, row.checked_sub(b'0')?);
        (file <= 8 && row <= 9).then(|| format!("{}{}", char::from(b'A' + file), 9 - row))
    };
    let mut tokens = Vec::with_capacity(digits.len() / 4);
    for chunk in digits.chunks(4) {
        let written = String::from_utf8_lossy(chunk).into_owned();
        let token = match chunk {
            [a, b, c, d] => point(*a, *b)
                .zip(point(*c, *d))
                .map(|(f, t)| format!("{f}-{t}")),
            _ => None,
        };
        match token {
            Some(token) => tokens.push(token),
            None => {
                // The reader stops at it and says where. A part of a move
                // (the list's length is no multiple of four) ends in `…`:
                // digits alone would be taken for a move number and skipped.
                if chunk.iter().all(u8::is_ascii_digit) {
                    tokens.push(format!("{written}…"));
                } else {
                    tokens.push(written);
                }
                break;
            }
        }
    }
    let first = digits.get(..2).and_then(|d| {
        let (file, row) = (
            usize::from(d[0].checked_sub(b'0')?),
            usize::from(d[1].checked_sub(b'0')?),
        );
        (file <= 8 && row <= 9).then_some((file, row))
    });
    (tokens, first)
}

type Grid = [[Option<u8>; 9]; 10];

/// The board `binit` describes (rows from Black's side); `None` unless it is
/// 64 digits, each piece on the board or at `99`, no two on one point.
fn board_of(binit: &str) -> Option<Grid> {
    let digits = binit.as_bytes();
    if digits.len() != 64 || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    let mut board: Grid = [[None; 9]; 10];
    for (piece, pair) in PIECE_ORDER.iter().zip(digits.chunks(2)) {
        let (file, row) = (usize::from(pair[0] - b'0'), usize::from(pair[1] - b'0'));
        if (file, row) == (9, 9) {
            continue;
        }
        let point = board.get_mut(row)?.get_mut(file)?;
        if point.is_some() {
            return None;
        }
        *point = Some(*piece);
    }
    Some(board)
}

fn placement(board: &Grid) -> String {
    let rows: Vec<String> = board
        .iter()
        .map(|row| {
            let mut text = String::new();
            let mut empty = 0;
            for point in row {
                match point {
                    None => empty += 1,
                    Some(piece) => {
                        if empty > 0 {
                            text.push_str(&empty.to_string());
                            empty = 0;
                        }
                        text.push(char::from(*piece));
                    }
                }
            }
            if empty > 0 {
                text.push_str(&empty.to_string());
            }
            text
        })
        .collect();
    rows.join("/")
}

fn placement_of_start() -> String {
    board_of(START_BINIT)
        .map(|b| placement(&b))
        .unwrap_or_default()
}

/// 红胜 / 黑胜 / 和 (simplified or traditional, or PGN's own) as a PGN result.
fn result_of(text: &str) -> &'static str {
    let text = text.trim();
    if text.starts_with("红") || text.starts_with("紅") || text == "1-0" {
        "1-0"
    } else if text.starts_with("黑") || text == "0-1" {
        "0-1"
    } else if text.starts_with("和") || text == "1/2-1/2" {
        "1/2-1/2"
    } else {
        "*"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_standard_start_and_a_move_list_become_iccs_moves() {
        let page = "<div>[DhtmlXQ]\n[DhtmlXQ_red]胡荣华[/DhtmlXQ_red]\n\
                    [DhtmlXQ_result]红胜[/DhtmlXQ_result]\n\
                    [DhtmlXQ_binit]8979695949392919097717866646260600102030405060708012720323436383[/DhtmlXQ_binit]\n\
                    [DhtmlXQ_movelist]77477062[/DhtmlXQ_movelist]\n[/DhtmlXQ]</div>";
        let pgn = read_dhtmlxq(page).unwrap();
        assert_eq!(
            pgn,
            "[Game \"Chinese Chess\"]\n[Red \"胡荣华\"]\n[Result \"1-0\"]\n[Format \"ICCS\"]\n\n\
             1. H2-E2 H9-G7 1-0\n"
        );
        assert_eq!(
            placement_of_start(),
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR"
        );
    }

    #[test]
    fn a_set_position_with_black_first_is_its_fen() {
        // Only the generals (Red's on e0, Black's on d9) and a red chariot on a0.
        let mut binit = "99".repeat(32).into_bytes();
        binit[0..2].copy_from_slice(b"09"); // Red chariot a0
        binit[8..10].copy_from_slice(b"49"); // Red general e0
        binit[40..42].copy_from_slice(b"30"); // Black general d9
        let binit = String::from_utf8(binit).unwrap();
        let page = format!(
            "[DhtmlXQ_binit]{binit}[/DhtmlXQ_binit][DhtmlXQ_movelist]30310905[/DhtmlXQ_movelist]"
        );
        let pgn = read_dhtmlxq(&page).unwrap();
        assert!(
            pgn.contains("[FEN \"3k5/9/9/9/9/9/9/9/9/R3K4 b - - 0 1\"]"),
            "{pgn}"
        );
        assert!(pgn.ends_with("\n\n1... D9-D8 2. A0-A4 *\n"), "{pgn}");
    }

    #[test]
    fn bad_parts_are_kept_for_the_reader_to_name() {
        let pgn = read_dhtmlxq(
            "[DhtmlXQ_binit]12[/DhtmlXQ_binit][DhtmlXQ_movelist]774770[/DhtmlXQ_movelist]",
        )
        .unwrap();
        assert!(
            pgn.contains("[FEN \"?\"]") && pgn.contains("1. H2-E2 70… *"),
            "{pgn}"
        );
        assert_eq!(read_dhtmlxq("1. h2e2"), None);
    }

    /// Issue 37: a message about a move names the line and column of its
    /// digits in the text, and the digits as written.
    #[test]
    fn moves_are_placed_where_the_text_has_them() {
        let text = "title\n[DhtmlXQ_movelist]7747 19\n19[/DhtmlXQ_movelist]\nend\n";
        let moves = dhtmlxq_moves(text);
        let placed: Vec<(usize, usize, &str)> = moves
            .iter()
            .map(|m| (m.line, m.column, m.written.as_str()))
            .collect();
        assert_eq!(placed, [(2, 19, "7747"), (2, 24, "1919")]);
        let pgn = read_dhtmlxq(text).unwrap();
        let game = crate::pgn::read_games(pgn.as_bytes(), crate::pgn::PgnOptions::default())
            .next()
            .unwrap();
        let error = game.errors.first().unwrap();
        let line = match error.arg_value("line") {
            Some(crate::Arg::Num(n)) => usize::try_from(*n).unwrap(),
            _ => 0,
        };
        let found = moves
            .iter()
            .find(|m| (m.pgn_line, Some(m.pgn_column)) == (line, error.column));
        assert_eq!(
            found.map(|m| m.written.as_str()),
            Some("1919"),
            "{pgn}\n{error:?}"
        );
    }

    /// Issue 37: a move list whose length is no multiple of four was read
    /// to its last whole move, with no word: the part left is now an error.
    #[test]
    fn a_move_list_cut_short_is_an_error() {
        for list in ["7747706", "774770", "77477"] {
            let page = format!("[DhtmlXQ_movelist]{list}[/DhtmlXQ_movelist]");
            let pgn = read_dhtmlxq(&page).unwrap();
            let game = crate::pgn::read_games(pgn.as_bytes(), crate::pgn::PgnOptions::default())
                .next()
                .unwrap();
            assert_eq!(game.moves_played, 1, "{list}: {pgn}");
            assert!(
                game.errors.iter().any(|e| e.code == "pgn-unreadable-move"),
                "{list}: {:?}",
                game.errors
            );
        }
    }
}
