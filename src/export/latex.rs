//! A diagram as LaTeX to paste into a document. Chess: the `chessboard`
//! package's `\chessboard[setfen=…]` (the package every chess LaTeX user
//! has; marks with its `markfields`). Xiangqi: no common package, so a
//! self-contained TikZ picture (lines, palaces, river, discs): the Chinese
//! characters need XeLaTeX or LuaLaTeX with a CJK package, and WXF letters
//! (`XiangqiPieces::Wxf`) set with any engine. The first lines say which.

use super::Style;
use super::pieces::XiangqiPieces;
use crate::core::diagram::{Diagram, MarkKind, xiangqi_lines};
use crate::core::fen::write_fen;
use crate::core::symbols::{symbol, wxf_letter};
use crate::core::{Color, Position, Square, Variant};
use std::fmt::Write as _;

/// `position` drawn as `diagram` shows it, in LaTeX.
pub fn write(position: &Position, diagram: &Diagram, style: &Style) -> String {
    match diagram.variant {
        Variant::Chess => chessboard(position, diagram, style),
        Variant::Xiangqi => tikz(diagram, style),
    }
}

fn chessboard(position: &Position, diagram: &Diagram, style: &Style) -> String {
    let mut options = vec![
        format!("setfen={{{}}}", write_fen(position)),
        // The package's own mark of the side to move, beside the board.
        "showmover=true".into(),
    ];
    if diagram.flipped {
        options.push("inverse".into());
    }
    if !style.coordinates {
        options.push("label=false".into());
    }
    let squares = |kind: MarkKind| -> Vec<String> {
        diagram
            .marks
            .iter()
            .filter(|m| m.kind == kind)
            .map(|m| square_of(diagram, m.cell.column, m.cell.row).name(Variant::Chess))
            .collect()
    };
    let moved: Vec<String> = [MarkKind::MovedFrom, MarkKind::MovedTo]
        .into_iter()
        .flat_map(squares)
        .collect();
    if !moved.is_empty() {
        options.push(format!(
            "pgfstyle=color, color=yellow!60, opacity=0.6, markfields={{{}}}",
            moved.join(",")
        ));
    }
    let check = squares(MarkKind::Check);
    if !check.is_empty() {
        options.push(format!(
            "pgfstyle=border, color=red, markfields={{{}}}",
            check.join(",")
        ));
    }
    format!(
        "% Needs \\usepackage{{chessboard}} in the preamble.\n\\chessboard[{}]\n",
        options.join(",\n  ")
    )
}

/// The square a picture cell shows, undoing the flip.
fn square_of(diagram: &Diagram, column: u8, row: u8) -> Square {
    if diagram.flipped {
        Square::new(diagram.columns - 1 - column, row)
    } else {
        Square::new(column, diagram.rows - 1 - row)
    }
}

fn tikz(diagram: &Diagram, style: &Style) -> String {
    let rows = f32::from(diagram.rows);
    // TikZ's y grows upwards; the picture's rows grow downwards.
    let at = |x: f32, y: f32| format!("({},{})", fmt(x - 0.5), fmt(rows - 0.5 - y));
    let mut out = String::new();
    let characters = style.xiangqi_pieces != XiangqiPieces::Wxf;
    out.push_str("% Needs \\usepackage{tikz} in the preamble.\n");
    if characters {
        out.push_str(
            "% The characters need XeLaTeX (\\usepackage{xeCJK}) or LuaLaTeX (\\usepackage{luatexja-fontspec}).\n",
        );
    }
    out.push_str("\\begin{tikzpicture}[x=0.7cm,y=0.7cm,line cap=rect]\n");
    for line in xiangqi_lines() {
        let _ = writeln!(
            out,
            "  \\draw {} -- {};",
            at(line.from.0, line.from.1),
            at(line.to.0, line.to.1)
        );
    }
    let _ = writeln!(
        out,
        "  \\draw[very thick] (-0.25,-0.25) rectangle ({},{});",
        fmt(f32::from(diagram.columns) - 0.75),
        fmt(rows - 0.75)
    );
    if characters {
        out.push_str("  \\node at (2,4.5) {楚\\quad 河};\n  \\node at (6,4.5) {漢\\quad 界};\n");
    }
    for mark in &diagram.marks {
        let centre = at(
            f32::from(mark.cell.column) + 0.5,
            f32::from(mark.cell.row) + 0.5,
        );
        let _ = match mark.kind {
            MarkKind::Check => {
                writeln!(out, "  \\draw[red,line width=2pt] {centre} circle (0.46);")
            }
            _ => writeln!(
                out,
                "  \\draw[blue,thick] {centre} ++(-0.47,-0.47) rectangle ++(0.94,0.94);"
            ),
        };
    }
    // The side to move: a disc right of the board, level with its edge.
    let mover = at(
        f32::from(diagram.columns) + 0.3,
        f32::from(diagram.mover_row()) + 0.5,
    );
    let mover_ink = if diagram.to_move == Color::White {
        "red!70!black"
    } else {
        "black"
    };
    let _ = writeln!(out, "  \\fill[{mover_ink}] {mover} circle (0.18);");
    for (cell, piece) in &diagram.pieces {
        let centre = at(f32::from(cell.column) + 0.5, f32::from(cell.row) + 0.5);
        let ink = if piece.color == Color::White {
            "red!70!black"
        } else {
            "black"
        };
        let symbol = if style.xiangqi_pieces == XiangqiPieces::Simplified {
            crate::core::symbols::simplified(*piece, Variant::Xiangqi).to_string()
        } else if characters {
            symbol(*piece, Variant::Xiangqi).to_string()
        } else {
            wxf_letter(piece.role).to_string()
        };
        let _ = writeln!(
            out,
            "  \\node[circle,draw={ink},fill=white,text={ink},inner sep=0pt,minimum size=0.6cm,font=\\bfseries] at {centre} {{{symbol}}};"
        );
    }
    if style.coordinates {
        for label in &diagram.files {
            let _ = writeln!(
                out,
                "  \\node at {} {{\\small {}}};",
                at(f32::from(label.index) + 0.5, rows + 0.3),
                label.text
            );
        }
        for label in &diagram.top_files {
            let _ = writeln!(
                out,
                "  \\node at {} {{\\small {}}};",
                at(f32::from(label.index) + 0.5, -0.3),
                label.text
            );
        }
        for label in diagram.ranks.iter().filter(|l| !l.text.is_empty()) {
            let _ = writeln!(
                out,
                "  \\node at {} {{\\small {}}};",
                at(-0.3, f32::from(label.index) + 0.5),
                label.text
            );
        }
    }
    out.push_str("\\end{tikzpicture}\n");
    out
}

/// A coordinate as TikZ reads it: at most two decimals.
fn fmt(value: f32) -> String {
    super::glyphs::num(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::diagram::DiagramOptions;
    use crate::core::fen::{ReadOptions, read_input};

    fn latex(text: &str, flip: bool, style: Style) -> String {
        let read = read_input(text, ReadOptions::lenient());
        let position = read.position.unwrap();
        let options = DiagramOptions {
            flip,
            last_move: read.moves.last().copied(),
        };
        write(&position, &Diagram::new(&position, options), &style)
    }

    #[test]
    fn chess_uses_chessboard_with_the_placement_and_marks() {
        let out = latex(
            "position startpos moves e2e4 f7f6 d1h5",
            true,
            Style::default(),
        );
        assert!(out.contains("\\chessboard[setfen={rnbqkbnr/ppppp1pp/5p2/7Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2}"), "{out}");
        assert!(out.contains("inverse"));
        assert!(out.contains("markfields={d1,h5}"), "{out}");
        assert!(out.contains("color=red, markfields={e8}"), "{out}");
        assert_eq!(out.matches('[').count(), out.matches(']').count());
        assert_eq!(out.matches('{').count(), out.matches('}').count());
    }

    #[test]
    fn xiangqi_is_a_tikz_picture_with_each_piece_on_its_point() {
        let out = latex(Variant::Xiangqi.start_fen(), false, Style::default());
        assert!(out.contains("\\begin{tikzpicture}") && out.ends_with("\\end{tikzpicture}\n"));
        // Red's general on e0 = column 4, bottom row; Black's on e9 at the top.
        assert!(out.contains("at (4,0) {帥}"), "{out}");
        assert!(out.contains("at (4,9) {將}"), "{out}");
        assert_eq!(out.matches("\\node[circle").count(), 32);
        let letters = Style {
            xiangqi_pieces: XiangqiPieces::Wxf,
            ..Style::default()
        };
        let out = latex(Variant::Xiangqi.start_fen(), false, letters);
        assert!(
            out.contains("at (1,0) {H}") && !out.contains("xeCJK"),
            "{out}"
        );
        assert!(out.is_ascii());
    }
}
