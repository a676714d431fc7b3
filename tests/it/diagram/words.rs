//! Text and LaTeX diagrams, formats chosen by extension, and refusals in words.

use super::{XIANGQI, run, scratch};

fn stdout(args: &[&str]) -> String {
    let done = run(args);
    assert_eq!(done.code, 0, "{}", done.stderr);
    String::from_utf8(done.stdout).unwrap()
}

#[test]
fn text_diagrams_for_both_games() {
    let chess = stdout(&["diagram", "position startpos moves e2e4"]);
    assert!(chess.contains(" 4 │ · · · · ♙ · · · │"), "{chess}");
    assert!(chess.contains(" 8 │ ♜ ♞ ♝ ♛ ♚ ♝ ♞ ♜ │"), "{chess}");
    let ascii = stdout(&[
        "diagram",
        "position startpos moves e2e4",
        "--format",
        "ascii",
        "--flip",
    ]);
    assert!(ascii.is_ascii());
    assert!(ascii.contains(" 1 | R N B K Q B N R |"), "{ascii}");
    let xiangqi = stdout(&["diagram", XIANGQI, "--format", "text"]);
    assert!(xiangqi.contains(" 0 │俥傌相仕帥仕相傌俥 │"), "{xiangqi}");
    // The river, in simplified characters (the pieces' glyphs are a style).
    assert!(xiangqi.contains("│┄┄楚河┄┄┄┄┄┄┄汉界┄┄│"), "{xiangqi}");
    let ascii = stdout(&["diagram", XIANGQI, "--format", "ascii"]);
    assert!(ascii.contains(" 9 | r n b a k a b n r |"), "{ascii}");
}

#[test]
fn latex_carries_the_placement() {
    let dir = scratch("latex");
    let file = dir.join("board.tex");
    let done = run(&[
        "diagram",
        "position startpos moves e2e4",
        "-o",
        file.to_str().unwrap(),
    ]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    let tex = std::fs::read_to_string(&file).unwrap();
    assert!(
        tex.contains(
            "\\chessboard[setfen={rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1}"
        ),
        "{tex}"
    );
    assert!(tex.contains("markfields={e2,e4}"), "{tex}");
    let xiangqi = stdout(&["diagram", XIANGQI, "--format", "latex"]);
    assert!(xiangqi.contains("at (4,0) {帥}") && xiangqi.contains("\\begin{tikzpicture}"));
}

#[test]
fn an_unknown_extension_or_bad_input_is_told_in_words() {
    let dir = scratch("refusals");
    let file = dir.join("board.bmp");
    let done = run(&["diagram", XIANGQI, "-o", file.to_str().unwrap()]);
    assert_eq!(done.code, 2);
    assert!(
        done.stderr.contains("cannot tell the format"),
        "{}",
        done.stderr
    );
    assert!(!file.exists());
    let done = run(&[
        "diagram",
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ]);
    assert_eq!(done.code, 1);
    assert!(
        done.stderr.contains("rank-too-long") && done.stderr.contains('^'),
        "{}",
        done.stderr
    );
    let done = run(&["diagram", XIANGQI, "--theme", "purple"]);
    assert_eq!(done.code, 2);
    assert!(
        done.stderr.contains("brown"),
        "the themes are offered: {}",
        done.stderr
    );
}

#[test]
fn a_pdf_diagram_is_one_page() {
    let dir = scratch("pdf");
    let file = dir.join("board.pdf");
    let done = run(&["diagram", XIANGQI, "-o", file.to_str().unwrap()]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    let pdf = std::fs::read(&file).unwrap();
    assert!(pdf.starts_with(b"%PDF-"));
    assert_eq!(super::sheets::page_count(&pdf), 1);
}

/// The outline a glyph table of `assets/diagram/` holds for `key`.
fn outline(table: &str, key: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/diagram/");
    let text = std::fs::read_to_string(format!("{path}{table}")).unwrap();
    let line = text
        .lines()
        .find(|l| l.starts_with(&format!("{key} ")))
        .unwrap();
    line[line.find('M').unwrap()..].to_string()
}

#[test]
fn the_river_says_chu_he_han_jie_in_simplified_characters() {
    let svg = stdout(&["diagram", XIANGQI, "--format", "svg"]);
    // 楚 河 汉 界 as Noto Sans CJK SC draws them; not 漢 in either table.
    for code in ["695a", "6cb3", "6c49", "754c"] {
        assert!(
            svg.contains(&outline("cjk-glyphs.txt", code)),
            "{code} missing"
        );
    }
    assert!(!svg.contains(&outline("cjk-glyphs.txt", "6f22")));
    assert!(!svg.contains(&outline("piece-glyphs.txt", "xiangqi-漢")));
}

/// Issue #19 case 11: `-o` goes through the product's writer, not a plain
/// create-and-truncate or a rename over the name: a link named by `-o`
/// (GNU stow's style) is written through to its target and stays a link,
/// and a file with a second hard link is updated where both names see it.
#[test]
fn diagram_o_writes_through_a_link_and_keeps_hard_links_in_step() {
    let dir = scratch("through-link");
    let target = dir.join("real.txt");
    let link = dir.join("board.txt");
    std::fs::write(&target, "old\n").unwrap();
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let done = run(&[
        "diagram",
        "position startpos",
        "--format",
        "ascii",
        "-o",
        link.to_str().unwrap(),
    ]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink(),
        "-o replaced the link with a file"
    );
    let written = std::fs::read_to_string(&target).unwrap();
    assert!(written.contains("r n b q k b n r"), "{written}");

    let other = dir.join("other-name.txt");
    std::fs::hard_link(&target, &other).unwrap();
    let done = run(&[
        "diagram",
        XIANGQI,
        "--format",
        "ascii",
        "-o",
        target.to_str().unwrap(),
    ]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    let seen = std::fs::read_to_string(&other).unwrap();
    assert!(
        seen.contains(" 9 | r n b a k a b n r |"),
        "the other hard link kept the old content: {seen}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// Issue #19 case 11: `diagram -o` onto a file that cannot be written whole
/// (the file-size limit of `ulimit -f` stands in for a full disk: the write
/// fails with EFBIG past 2 KiB) leaves the old file as it was and no
/// temporary beside it, and says so; the old `-o` truncated it in place.
#[test]
fn diagram_o_that_cannot_be_written_whole_leaves_the_old_file() {
    let dir = scratch("file-too-large");
    let file = dir.join("board.png");
    std::fs::write(&file, "the old picture\n").unwrap();
    let output = crate::support::command::with_little_disk(&format!(
        "diagram 'position startpos' -o \"{}\"",
        file.display()
    ));
    crate::support::command::assert_left_whole(
        &output,
        &file,
        b"the old picture\n",
        "file",
        &["board.png"],
    );
    let _ = std::fs::remove_dir_all(&dir);
}
