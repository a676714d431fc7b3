//! Worksheets: the exercise pages, then the answer key, in PDF and SVG.

use super::{Run, run, scratch};
use std::path::PathBuf;

/// Page objects in a PDF (`/Type /Page`, not the `/Pages` tree).
pub fn page_count(pdf: &[u8]) -> usize {
    let text = String::from_utf8_lossy(pdf);
    text.match_indices("/Type /Page")
        .filter(|(at, _)| !text[at + 11..].starts_with('s'))
        .count()
}

const LESSON: &str = "\
# Start position
rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
# After 1. e4
position startpos moves e2e4
4k3/8/8/8/8/8/4P3/4K3 w - - bm e3; id \"Pawn ending\";
this line is no position
# 炮二平五
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1 moves h2e2
3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w
";

fn lesson() -> PathBuf {
    let dir = scratch(&format!("sheet-{}", rand_suffix()));
    let file = dir.join("lesson.fen");
    std::fs::write(&file, LESSON).unwrap();
    file
}

/// `worksheet` of a fresh lesson with `-o` a file called `name` beside it,
/// and `more` arguments: the lesson, the output's path and the run.
fn lesson_sheet(name: &str, more: &[&str]) -> (PathBuf, PathBuf, Run) {
    let file = lesson();
    let out = file.with_file_name(name);
    let mut args = vec![
        "worksheet",
        file.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ];
    args.extend_from_slice(more);
    let done = run(&args);
    (file, out, done)
}

fn rand_suffix() -> u128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_nanos()
}

#[test]
fn a_write_the_fen_pdf_has_its_diagram_pages_and_an_answer_page() {
    let (_, out, done) = lesson_sheet("sheet.pdf", &["--per-page", "4"]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    assert!(
        done.stderr.contains(":6: skipped"),
        "the bad line is named: {}",
        done.stderr
    );
    // The summary is a message: on stderr, as stdout may be the PDF.
    assert!(
        done.stderr.contains("5 positions on 3 pages"),
        "{}",
        done.stderr
    );
    assert!(done.stdout.is_empty());
    let pdf = std::fs::read(&out).unwrap();
    // Five positions, four a page: two pages of diagrams, one of answers.
    assert_eq!(page_count(&pdf), 3);
    // The words are text in fonts the PDF carries (made of the outlines the
    // SVG draws): no font file to find or install.
    let raw = String::from_utf8_lossy(&pdf);
    assert!(raw.contains("/Type3"), "words as text");
    assert!(!raw.contains("/FontFile"), "nothing to install");
}

#[test]
fn a_set_up_sheet_answers_with_diagrams_in_letter_size() {
    let (_, out, done) = lesson_sheet("sheet.pdf", &["--exercise", "set-up", "--paper", "letter"]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    let pdf = std::fs::read(&out).unwrap();
    assert_eq!(
        page_count(&pdf),
        2,
        "one page of empty boards, one of answers"
    );
    assert!(
        String::from_utf8_lossy(&pdf).contains("612 792"),
        "letter paper"
    );
}

#[test]
fn an_svg_sheet_stacks_its_pages_and_parses() {
    let (_, out, done) = lesson_sheet("sheet.svg", &["--lang", "zh"]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    let svg = std::fs::read_to_string(&out).unwrap();
    let tree = resvg::usvg::Tree::from_str(&svg, &resvg::usvg::Options::default()).unwrap();
    // Two A4 pages (842 pt) and the gap between them.
    assert_eq!(tree.size().height(), 842.0 * 2.0 + 24.0);
    assert!(!svg.contains("<text"));
}

#[test]
fn a_worksheet_needs_pdf_or_svg_and_some_position() {
    let file = lesson();
    let done = run(&["worksheet", file.to_str().unwrap(), "-o", "sheet.png"]);
    assert_eq!(done.code, 2);
    assert!(done.stderr.contains("PDF or SVG"), "{}", done.stderr);
    let empty = file.with_file_name("empty.fen");
    std::fs::write(&empty, "# nothing here\n\n").unwrap();
    let out = file.with_file_name("none.pdf");
    let done = run(&[
        "worksheet",
        empty.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(done.code, 1);
    assert!(done.stderr.contains("no position"), "{}", done.stderr);
    assert!(!out.exists());
}

#[test]
fn a_pgn_gives_each_games_final_position_with_its_last_move_and_its_tags_or_comment_as_caption() {
    let dir = scratch(&format!("pgn-{}", rand_suffix()));
    let pgn = dir.join("games.pgn");
    std::fs::write(
        &pgn,
        "[Event \"Casual Game\"]\n[Date \"1851.06.21\"]\n[White \"Anderssen, Adolf\"]\n\
         [Black \"Kieseritzky, Lionel\"]\n[Result \"*\"]\n\n1. e4 e5 2. f4 exf4 *\n\n\
         [Event \"?\"]\n[White \"?\"]\n\n1. d4 Ke7 2. Qd3 *\n\n\
         [Event \"Lesson\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n\n1. e4 Kd7 *\n\n\
         [SetUp \"1\"]\n[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\"]\n\n{ Mate in one } 1. Ra8# *\n",
    )
    .unwrap();
    // The same positions, moves and captions written as a position file.
    let fen = dir.join("games.fen");
    std::fs::write(
        &fen,
        "# Anderssen, Adolf – Kieseritzky, Lionel, Casual Game 1851\n\
         position startpos moves e2e4 e7e5 f2f4 e5f4\n\
         # Lesson\n\
         4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 moves e2e4 e8d7\n\
         # Mate in one\n\
         6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1 moves a1a8\n",
    )
    .unwrap();
    let sheet = |input: &std::path::Path, out: &str| {
        let out = dir.join(out);
        let done = run(&[
            "worksheet",
            input.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ]);
        (done, std::fs::read(&out).unwrap())
    };
    let (from_pgn, pgn_svg) = sheet(&pgn, "from-pgn.svg");
    assert_eq!(from_pgn.code, 0, "{}", from_pgn.stderr);
    // The game whose move cannot be played is named and left out.
    assert!(
        from_pgn.stderr.contains("game 2 left out") && from_pgn.stderr.contains("Ke7"),
        "{}",
        from_pgn.stderr
    );
    assert!(
        from_pgn.stderr.contains("3 positions on 2 pages"),
        "the summary is on stderr: {}",
        from_pgn.stderr
    );
    let (from_fen, fen_svg) = sheet(&fen, "from-fen.svg");
    assert_eq!(from_fen.code, 0, "{}", from_fen.stderr);
    assert!(
        pgn_svg == fen_svg,
        "the PGN's sheet differs from the same positions' sheet"
    );
}

/// The PDF is written page by page with its own cross-reference table: a
/// real reader (qpdf) finds every object where the table says, with no
/// warning; without `-o` (or with `-o -`) the same bytes go to stdout.
#[test]
fn a_streamed_pdf_passes_a_real_reader_and_stdout_gets_the_same() {
    let (file, out, done) = lesson_sheet("sheet.pdf", &[]);
    assert_eq!(done.code, 0, "{}", done.stderr);
    let pdf = std::fs::read(&out).unwrap();
    let to_stdout = run(&["worksheet", file.to_str().unwrap()]);
    assert_eq!(to_stdout.code, 0, "{}", to_stdout.stderr);
    // (svg2pdf may order a page's objects differently from run to run: the
    // same pages and size, checked by the reader below.)
    assert_eq!(page_count(&to_stdout.stdout), page_count(&pdf));
    assert_eq!(to_stdout.stdout.len(), pdf.len());
    let piped = file.with_file_name("piped.pdf");
    std::fs::write(&piped, &to_stdout.stdout).unwrap();
    let dash = run(&[
        "worksheet",
        file.to_str().unwrap(),
        "-o",
        "-",
        "--format",
        "svg",
    ]);
    assert!(dash.stdout.starts_with(b"<?xml") || dash.stdout.starts_with(b"<svg"));
    let Ok(check) = std::process::Command::new("qpdf")
        .arg("--check")
        .arg(&out)
        .output()
    else {
        crate::support::skip::skip("qpdf is not installed (apt-get install qpdf)");
        return;
    };
    let said = String::from_utf8_lossy(&check.stdout).into_owned()
        + &String::from_utf8_lossy(&check.stderr);
    // qpdf exits 0 only for a file without errors or warnings (3: warnings,
    // such as a table it had to rebuild).
    assert_eq!(check.status.code(), Some(0), "{said}");
    assert!(
        said.contains("No syntax or stream encoding errors"),
        "{said}"
    );
    // Broken on purpose, the same reader does complain: the check bites.
    let mut broken = pdf.clone();
    let at = broken.windows(6).rposition(|w| w == b"0 obj\n").unwrap();
    broken.insert(at, b' ');
    let bad = file.with_file_name("broken.pdf");
    std::fs::write(&bad, broken).unwrap();
    let check = std::process::Command::new("qpdf")
        .arg("--check")
        .arg(&bad)
        .output()
        .unwrap();
    assert_ne!(
        check.status.code(),
        Some(0),
        "a shifted object is found out"
    );
}

/// Issue #19 case 11, `worksheet -o` as `diagram -o` (`words.rs`): a sheet
/// that cannot be written whole (`ulimit -f` stands in for a full disk: the
/// write fails with EFBIG past 2 KiB, far less than a sheet) leaves the old
/// file as it was and no temporary beside it, and says so.
#[test]
fn worksheet_o_that_cannot_be_written_whole_leaves_the_old_file() {
    let file = lesson();
    let out = file.with_file_name("sheet.pdf");
    std::fs::write(&out, "the old sheet\n").unwrap();
    let output = crate::support::command::with_little_disk(&format!(
        "worksheet \"{}\" -o \"{}\"",
        file.display(),
        out.display()
    ));
    crate::support::command::assert_left_whole(
        &output,
        &out,
        b"the old sheet\n",
        "sheet",
        &["lesson.fen", "sheet.pdf"],
    );
}

/// `worksheet -o` through a link (GNU stow's style) writes the link's
/// target and leaves the link; a file with a second hard link is updated
/// where both names see it.
#[test]
fn worksheet_o_writes_through_a_link_and_keeps_hard_links_in_step() {
    let file = lesson();
    let target = file.with_file_name("real.pdf");
    let link = file.with_file_name("sheet.pdf");
    std::fs::write(&target, "old\n").unwrap();
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let sheet = |out: &PathBuf| {
        run(&[
            "worksheet",
            file.to_str().unwrap(),
            "-o",
            out.to_str().unwrap(),
        ])
    };
    let done = sheet(&link);
    assert_eq!(done.code, 0, "{}", done.stderr);
    assert!(
        std::fs::symlink_metadata(&link)
            .unwrap()
            .file_type()
            .is_symlink(),
        "-o replaced the link with a file"
    );
    let written = std::fs::read(&target).unwrap();
    assert!(written.starts_with(b"%PDF-"), "the target was not written");
    assert!(page_count(&written) >= 2, "exercises and answers");

    let other = file.with_file_name("other-name.pdf");
    std::fs::hard_link(&target, &other).unwrap();
    std::fs::write(&target, "old\n").unwrap();
    let done = sheet(&target);
    assert_eq!(done.code, 0, "{}", done.stderr);
    let seen = std::fs::read(&other).unwrap();
    assert!(
        seen.starts_with(b"%PDF-"),
        "the other hard link kept the old content: {} bytes",
        seen.len()
    );
}
