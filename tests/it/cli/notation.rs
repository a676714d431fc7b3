//! `fen-tui moves --notation …`: xiangqi moves written in ICCS, UCI, WXF and
//! Chinese, read in any of them, one output line per input line, and the
//! column of a move that does not read.

use super::{START, XIANGQI, run, temp_file};

#[test]
fn the_issue_example_prints_chinese() {
    let input = format!("{XIANGQI} moves h2e2 h9g7");
    let out = run(&["moves", "--notation", "chinese", &input], "");
    assert_eq!((out.code, out.stdout.as_str()), (0, "炮二平五 马８进７\n"));
}

#[test]
fn wxf_chinese_and_iccs_read_to_the_same_moves() {
    for moves in ["h2e2 h9g7", "C2=5 H8+7", "炮二平五 马8进7", "H2-E2 N8+7"] {
        let input = format!("{XIANGQI} moves {moves}");
        let iccs = run(&["moves", "--notation", "iccs", &input], "");
        assert_eq!(iccs.stdout, "h2e2 h9g7\n", "{moves}");
        let uci = run(&["moves", "--notation", "uci", &input], "");
        assert_eq!(uci.stdout, "h3e3 h10g8\n", "{moves}");
    }
}

#[test]
fn stdin_gives_a_line_per_line_and_a_bad_move_its_column() {
    let stdin = format!("{XIANGQI} moves C2=5\n{XIANGQI} moves C2=5 X9\n");
    let out = run(&["moves", "--notation", "wxf"], stdin);
    assert_eq!(out.code, 1);
    assert_eq!(out.stdout, "C2=5\n\n");
    assert!(
        out.stderr.contains("error[unreadable-move]"),
        "{}",
        out.stderr
    );
    let caret = out.stderr.lines().find(|l| l.trim() == "^").unwrap_or("");
    // The caret stands under X9: two columns of indent, then the text.
    assert_eq!(caret.len() - 1 - 2, XIANGQI.len() + " moves C2=5 ".len());
}

#[test]
fn chess_takes_san_or_uci_only() {
    let input = format!("{START} moves e2e4 e5");
    assert_eq!(run(&["moves", &input], "").stdout, "e4 e5\n");
    assert_eq!(
        run(&["moves", "--notation", "uci", &input], "").stdout,
        "e2e4 e7e5\n"
    );
    assert_eq!(run(&["moves", "--notation", "wxf", &input], "").code, 1);
}

#[test]
fn ranks_one_to_ten_are_read_only_under_notation_uci() {
    let fairy = format!("{XIANGQI} moves h3e3 h10g8");
    let refused = run(&["moves", "--notation", "wxf", &fairy], "");
    assert_eq!(refused.code, 1);
    assert!(
        refused.stderr.contains("note[xiangqi-ranks-other]")
            && refused.stderr.contains("--notation uci"),
        "{}",
        refused.stderr
    );
    let read = run(&["moves", "--notation", "uci", &fairy], "");
    assert_eq!((read.code, read.stdout.as_str()), (0, "h3e3 h10g8\n"));
    // Chariots on a1 and a2: a2i2 plays in both numberings; each says which it read.
    let both = "3k5/9/9/9/9/9/9/R8/R8/4K4 w - - 0 1 moves a2i2";
    let iccs = run(&["moves", "--notation", "iccs", both], "");
    assert_eq!(iccs.stdout, "a2i2\n");
    assert!(iccs.stderr.contains("ICCS's ranks 0-9"), "{}", iccs.stderr);
    let uci = run(&["moves", "--notation", "uci", both], "");
    // Read as a1-i1, written back in ranks 1-10.
    assert_eq!(uci.stdout, "a2i2\n");
    assert!(uci.stderr.contains("UCI's ranks 1-10"), "{}", uci.stderr);
}

/// Issue 37: chess moves written as the user asks, and read in any form.
#[test]
fn chess_moves_in_russian_long_and_figurine_notation() {
    let out = run(
        &["moves", "--notation", "ru", "startpos moves e2e4 g8f6"],
        "",
    );
    assert_eq!((out.code, out.stdout.as_str()), (0, "e4 Кf6\n"));
    let input = format!("{START} moves e2-e4 Кg8-f6 Кf3 ♞c6 Сc4 e7-e6 0-0");
    for (notation, written) in [
        ("san", "e4 Nf6 Nf3 Nc6 Bc4 e6 O-O\n"),
        ("lan", "e2-e4 Ng8-f6 Ng1-f3 Nb8-c6 Bf1-c4 e7-e6 O-O\n"),
        ("fan", "e4 ♞f6 ♘f3 ♞c6 ♗c4 e6 O-O\n"),
        ("ru", "e4 Кf6 Кf3 Кc6 Сc4 e6 0-0\n"),
        ("uci", "e2e4 g8f6 g1f3 b8c6 f1c4 e7e6 e1g1\n"),
    ] {
        let out = run(&["moves", "--notation", notation, &input], "");
        assert_eq!(
            (out.code, out.stdout.as_str()),
            (0, written),
            "{notation}: {}",
            out.stderr
        );
    }
    assert_eq!(
        run(
            &[
                "moves",
                "--notation",
                "ru",
                &format!("{XIANGQI} moves h2e2")
            ],
            ""
        )
        .code,
        1
    );
}

/// Issue 37: xiangqi text copied from a book reads as its moves; a Red move
/// on Black's turn is refused at its ply, naming the side.
#[test]
fn a_book_line_reads_and_the_other_sides_numerals_are_refused() {
    let out = run(
        &["moves", "１．炮二平五　马８进７　２．马二进三　车９平８"],
        "",
    );
    assert_eq!(
        (out.code, out.stdout.as_str()),
        (0, "h2e2 h9g7 h0g2 i9h9\n"),
        "{}",
        out.stderr
    );
    let out = run(&["moves", "1.C２=５，H８+７；2.H２+３、R９=８"], "");
    assert_eq!(out.stdout, "h2e2 h9g7 h0g2 i9h9\n", "{}", out.stderr);
    let out = run(&["moves", "--lang", "en", "炮二平五 马二进三"], "");
    assert_eq!(out.code, 1);
    assert!(
        out.stderr.contains("error[other-side-numerals]")
            && out.stderr.contains("Red's numerals")
            && out.stderr.contains("(ply 2) Black is to move"),
        "{}",
        out.stderr
    );
}

/// Issue 37: a DhtmlXQ file's bad move is named at its own line and column,
/// as written (`1919`), not at the PGN made of it (`dh3.txt:5:10`, `B0-B0`);
/// a move list cut short is an error, not exit 0.
#[test]
fn a_dhtmlxq_files_bad_move_is_named_where_it_is_written() {
    let file = temp_file(
        "dh3.txt",
        "title\n[DhtmlXQ_movelist]774719191[/DhtmlXQ_movelist]\nend\n".as_bytes(),
    );
    let name = file.display().to_string();
    let out = run(&["pgn", "--lang", "en", &name], "");
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains(&format!("{name}:2:23: error[pgn-illegal-move]"))
            && out.stderr.contains("1919")
            && !out.stderr.contains("B0-B0"),
        "{}",
        out.stderr
    );
    let cut = temp_file(
        "cut.txt",
        "[DhtmlXQ_movelist]77477062191[/DhtmlXQ_movelist]".as_bytes(),
    );
    let out = run(&["pgn", "--lang", "en", &cut.display().to_string()], "");
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("cut.txt:1:27: error[pgn-unreadable-move]")
            && out.stderr.contains("191"),
        "{}",
        out.stderr
    );
}

/// Issue 37: an XQF file reads in `pgn` (encrypted, version 18).
#[test]
fn an_xqf_file_reads_in_pgn() {
    let data = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/xqf/keys-12.xqf");
    let out = run(
        &["pgn", "--format", "json", &data.display().to_string()],
        "",
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(out.stdout.contains("\"Red\":\"赵国荣\""), "{}", out.stdout);
}
