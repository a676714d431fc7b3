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
        pgn.push_str(token);
        pgn.push(' ');
    }
    pgn.push_str(result);
    pgn.push('\n');
    Some(pgn)
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
                // The reader stops at it and says where.
                tokens.push(written);
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
            pgn.contains("[FEN \"?\"]") && pgn.contains("1. H2-E2 70 *"),
            "{pgn}"
        );
        assert_eq!(read_dhtmlxq("1. h2e2"), None);
    }
}
