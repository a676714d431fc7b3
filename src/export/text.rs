//! A diagram as text for forums and e-mail: Unicode (chess symbols, xiangqi's
//! characters, box lines) or plain ASCII (FEN letters, dots, `+-|`). Every
//! point takes two columns, so the double-width xiangqi characters line up.

use crate::core::diagram::{Cell, Diagram};
use crate::core::symbols::symbol;
use crate::core::{Color, Variant};

/// Unicode or ASCII.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Charset {
    Unicode,
    Ascii,
}

struct Frame {
    top: [char; 3],
    bottom: [char; 3],
    side: char,
    river: char,
}

const UNICODE: Frame = Frame {
    top: ['┌', '─', '┐'],
    bottom: ['└', '─', '┘'],
    side: '│',
    river: '┄',
};

const ASCII: Frame = Frame {
    top: ['+', '-', '+'],
    bottom: ['+', '-', '+'],
    side: '|',
    river: '~',
};

/// The diagram as lines of text, ending with a newline.
pub fn write(diagram: &Diagram, charset: Charset) -> String {
    write_with(diagram, charset, false)
}

/// [`write`], with xiangqi pieces in simplified characters (帅 车 马) when
/// `simplified` says so.
pub fn write_with(diagram: &Diagram, charset: Charset, simplified: bool) -> String {
    let frame = match charset {
        Charset::Unicode => &UNICODE,
        Charset::Ascii => &ASCII,
    };
    let width = usize::from(diagram.columns) * 2 + 1;
    let rule = |ends: [char; 3]| {
        format!(
            "   {}{}{}\n",
            ends[0],
            ends[1].to_string().repeat(width),
            ends[2]
        )
    };
    // A line of labels: Chinese numerals are two columns wide each.
    let label_line = |labels: &[crate::core::diagram::Label]| {
        let wide = labels.iter().any(|l| !l.text.is_ascii());
        let texts: Vec<&str> = labels.iter().map(|l| l.text.as_str()).collect();
        if wide {
            format!("    {}\n", texts.join(""))
        } else {
            format!("     {}\n", texts.join(" "))
        }
    };
    let mut out = String::new();
    if !diagram.top_files.is_empty() {
        out.push_str(&label_line(&diagram.top_files));
    }
    out.push_str(&rule(frame.top));
    for label in &diagram.ranks {
        let row = label.index;
        if diagram.variant == Variant::Xiangqi && row == diagram.rows / 2 {
            out.push_str(&river(frame, width, charset));
        }
        out.push_str(&format!("{:>2} {}", label.text, frame.side));
        for column in 0..diagram.columns {
            out.push_str(&point(diagram, Cell { column, row }, charset, simplified));
        }
        out.push_str(&format!(" {}", frame.side));
        if row == diagram.mover_row() {
            out.push_str(&format!(" {}", mover_mark(diagram, charset)));
        }
        out.push('\n');
    }
    out.push_str(&rule(frame.bottom));
    out.push_str(&label_line(&diagram.files));
    out
}

/// One point: a space then the piece or an empty mark (two columns), except a
/// xiangqi character, which is two columns itself.
fn point(diagram: &Diagram, cell: Cell, charset: Charset, simplified: bool) -> String {
    let piece = diagram.piece_at(cell);
    match (charset, diagram.variant, piece) {
        (Charset::Unicode, Variant::Xiangqi, Some(piece)) if simplified => {
            crate::core::symbols::simplified(piece, Variant::Xiangqi).to_string()
        }
        (Charset::Unicode, Variant::Xiangqi, Some(piece)) => {
            symbol(piece, Variant::Xiangqi).to_string()
        }
        (Charset::Unicode, Variant::Chess, Some(piece)) => {
            format!(" {}", symbol(piece, Variant::Chess))
        }
        (Charset::Ascii, _, Some(piece)) => format!(" {}", piece.fen_char()),
        (Charset::Unicode, _, None) => " ·".to_string(),
        (Charset::Ascii, _, None) => " .".to_string(),
    }
}

/// The side to move, beside its edge of the board: an open disc for White
/// (xiangqi's Red), a filled one for Black, or the FEN's `w` / `b` in ASCII.
fn mover_mark(diagram: &Diagram, charset: Charset) -> char {
    match (charset, diagram.to_move) {
        (Charset::Ascii, Color::White) => 'w',
        (Charset::Ascii, Color::Black) => 'b',
        (Charset::Unicode, Color::White) => '○',
        (Charset::Unicode, Color::Black) => '●',
    }
}

/// The river between xiangqi's two halves; in Unicode with 楚河 and 汉界
/// in it as on a board (each character two columns wide).
fn river(frame: &Frame, width: usize, charset: Charset) -> String {
    let line = |n: usize| frame.river.to_string().repeat(n);
    let middle = match charset {
        Charset::Unicode if width >= 12 => {
            let inner = width - 8 - 4;
            format!("{}楚河{}汉界{}", line(2), line(inner), line(2))
        }
        _ => line(width),
    };
    format!("   {}{middle}{}\n", frame.side, frame.side)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::diagram::DiagramOptions;
    use crate::core::fen::{ReadOptions, read_input};

    fn diagram(text: &str, flip: bool) -> Diagram {
        let position = read_input(text, ReadOptions::lenient()).position.unwrap();
        Diagram::new(
            &position,
            DiagramOptions {
                flip,
                last_move: None,
            },
        )
    }

    #[test]
    fn chess_in_ascii_and_unicode() {
        let d = diagram("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", false);
        let ascii = write(&d, Charset::Ascii);
        let lines: Vec<&str> = ascii.lines().collect();
        assert_eq!(lines[0], "   +-----------------+");
        assert_eq!(lines[1], " 8 | . . . . k . . . |");
        assert_eq!(lines[8], " 1 | R . . . K . . R | w");
        assert_eq!(lines[10], "     a b c d e f g h");
        assert!(ascii.is_ascii());
        let unicode = write(&d, Charset::Unicode);
        assert!(unicode.contains(" 1 │ ♖ · · · ♔ · · ♖ │ ○"), "{unicode}");
    }

    /// Issue 38: `--coordinates chinese` and `--characters simplified` in a
    /// text diagram: Black's numbers above, Red's numerals below, each under
    /// its file, and 马 车 炮 帅 where the traditional set has 傌 俥 帥.
    #[test]
    fn xiangqi_text_with_chinese_coordinates_and_simplified_characters() {
        let d = diagram(Variant::Xiangqi.start_fen(), false).with_chinese_coordinates();
        let text = write_with(&d, Charset::Unicode, true);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "     1 2 3 4 5 6 7 8 9", "{text}");
        assert_eq!(
            lines.last().copied(),
            Some("    九八七六五四三二一"),
            "{text}"
        );
        assert!(text.contains("车马相仕帅仕相马车"), "{text}");
        assert!(text.contains("车马象士将士象马车"), "{text}");
        assert!(!text.contains('傌') && !text.contains('帥'), "{text}");
        // The numeral stands in the columns of its file's point.
        let red_rook_row = lines
            .iter()
            .find(|l| l.contains("帅"))
            .copied()
            .unwrap_or("");
        let column = |line: &str, c: char| {
            let byte = line.find(c).unwrap_or(0);
            unicode_width::UnicodeWidthStr::width(&line[..byte])
        };
        assert_eq!(
            column(red_rook_row, '车'),
            column(lines[lines.len() - 1], '九')
        );
        assert_eq!(column(lines[0], '1'), column(red_rook_row, '车') + 1);
        let traditional = write(&d, Charset::Unicode);
        assert!(traditional.contains("俥傌相仕帥仕相傌俥"), "{traditional}");
    }

    #[test]
    fn flipped_text_reads_from_blacks_side() {
        let d = diagram("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", true);
        let ascii = write(&d, Charset::Ascii);
        let lines: Vec<&str> = ascii.lines().collect();
        assert_eq!(lines[1], " 1 | R . . K . . . R | w");
        assert_eq!(lines[10], "     h g f e d c b a");
    }

    #[test]
    fn the_side_to_move_is_marked_beside_its_own_edge() {
        let d = diagram("4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1", false);
        let lines: Vec<String> = write(&d, Charset::Unicode)
            .lines()
            .map(String::from)
            .collect();
        assert!(lines[1].ends_with("│ ●"), "{lines:?}");
        assert!(lines[8].ends_with('│'), "{lines:?}");
        let flipped = diagram("4k3/8/8/8/8/8/8/R3K2R b KQ - 0 1", true);
        let lines: Vec<String> = write(&flipped, Charset::Ascii)
            .lines()
            .map(String::from)
            .collect();
        assert!(lines[8].ends_with("| b"), "{lines:?}");
    }

    #[test]
    fn xiangqi_has_its_river_and_characters() {
        let d = diagram(Variant::Xiangqi.start_fen(), false);
        let unicode = write(&d, Charset::Unicode);
        let lines: Vec<&str> = unicode.lines().collect();
        assert_eq!(lines.len(), 1 + 10 + 1 + 1 + 1);
        assert_eq!(lines[1], " 9 │車馬象士將士象馬車 │");
        // The river after five ranks, as wide as a rank (19 columns).
        assert_eq!(lines[6], "   │┄┄楚河┄┄┄┄┄┄┄汉界┄┄│", "{unicode}");
        assert_eq!(lines[11], " 0 │俥傌相仕帥仕相傌俥 │ ○");
        let ascii = write(&d, Charset::Ascii);
        assert!(ascii.contains(" 0 | R N B A K A B N R | w"), "{ascii}");
        assert!(ascii.contains("~~~~~~~~~~~~~~~~~~~"));
    }
}
