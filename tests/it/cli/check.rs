//! `fen-tui check`: where the lines come from (files, stdin, arguments), line
//! numbers, sizes, order and exit codes. What it says of each line is in
//! `check_verdicts.rs`.

use super::*;

#[test]
fn a_valid_line_prints_ok_and_its_canonical_fen() {
    let r = run(&["check"], format!("{START}\n"));
    assert_eq!(r.stdout, format!("OK {START}\n"));
    assert_eq!(r.code, 0);
}

#[test]
fn an_error_is_reported_like_a_compiler_with_line_and_column() {
    let r = run(
        &["check", "--lang", "en"],
        format!("{START}\n{TOO_LONG_RANK}\n"),
    );
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], format!("OK {START}"));
    assert!(
        lines[1].starts_with("<stdin>:2:19: error[rank-too-long]: "),
        "{}",
        r.stdout
    );
    assert_eq!(lines.len(), 2);
    assert_eq!(r.code, 1);
}

#[test]
fn files_blank_lines_comments_and_crlf() {
    let path = temp_file(
        "mixed.txt",
        format!("# a comment\n\n{START}\r\n   \n{TOO_LONG_RANK}\r\n").as_bytes(),
    );
    let name = path.display().to_string();
    let r = run(&["check", &name], "");
    assert_eq!(r.code, 1);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{}", r.stdout);
    // With files named, an OK line says where it comes from too.
    assert_eq!(lines[0], format!("{name}:3: OK {START}"));
    assert!(
        lines[1].starts_with(&format!("{name}:5:19: error[rank-too-long]")),
        "{}",
        r.stdout
    );
}

#[test]
fn files_and_dash_for_stdin_are_read_in_the_order_given() {
    let first = temp_file("first.txt", format!("{START}\n").as_bytes());
    let second = temp_file("second.txt", format!("{TOO_LONG_RANK}\n").as_bytes());
    let (first, second) = (first.display().to_string(), second.display().to_string());
    let r = run(&["check", &first, "-", &second], format!("{XIANGQI}\n"));
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines[0], format!("{first}:1: OK {START}"));
    assert_eq!(lines[1], format!("<stdin>:1: OK {XIANGQI}"));
    assert!(lines[2].starts_with(&format!("{second}:1:19: error[rank-too-long]")));
    assert_eq!(r.code, 1);
}

#[test]
fn every_valid_input_exits_zero() {
    let first = temp_file("valid.txt", format!("{START}\n{XIANGQI}\n").as_bytes());
    let r = run(&["check", &first.display().to_string()], "");
    assert_eq!(r.code, 0, "{}", r.stdout);
    assert_eq!(r.stdout.lines().count(), 2);
}

#[test]
fn an_unreadable_file_is_named_and_exits_two_after_the_others() {
    let good = temp_file("good.txt", format!("{START}\n").as_bytes());
    let missing = good.with_file_name("no-such-file.txt");
    let r = run(
        &[
            "check",
            &missing.display().to_string(),
            &good.display().to_string(),
        ],
        "",
    );
    assert_eq!(r.code, 2);
    assert!(r.stderr.contains("no-such-file.txt"), "{}", r.stderr);
    assert_eq!(r.stdout, format!("{}:1: OK {START}\n", good.display()));
}

#[test]
fn a_directory_is_an_io_error_too() {
    let dir = temp_file("dir-marker.txt", b"")
        .parent()
        .unwrap()
        .to_path_buf();
    let r = run(&["check", &dir.display().to_string()], "");
    assert_eq!(r.code, 2);
    assert!(
        r.stderr.contains(&dir.display().to_string()),
        "{}",
        r.stderr
    );
}

#[test]
fn a_non_utf8_line_is_an_error_for_that_line_only() {
    let mut input = format!("{START}\n").into_bytes();
    input.extend_from_slice(b"8/8/8/\xff8/8/8/8/8 w - - 0 1\n");
    input.extend_from_slice(format!("{START}\n").as_bytes());
    let r = run(&["check", "--lang", "en"], input.clone());
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.len(), 3, "{}", r.stdout);
    assert!(
        lines[1].starts_with("<stdin>:2:7: error[invalid-utf8]: "),
        "{}",
        lines[1]
    );
    assert_eq!(lines[2], format!("OK {START}"));
    assert_eq!(r.code, 1);

    let r = run(&["check", "--format", "json"], input);
    let objects = json_lines(&r.stdout);
    assert_eq!(objects[1]["errors"][0]["code"], "invalid-utf8");
    assert_eq!(objects[1]["errors"][0]["column"], 7);
    assert_eq!(objects[1]["fen"], Value::Null);
    assert_eq!(objects[1]["valid"], false);
}

#[test]
fn a_line_over_64_kib_is_refused_and_the_next_one_read() {
    let mut input = "8".repeat(70_000);
    input.push('\n');
    input.push_str(START);
    input.push('\n');
    let r = run(&["check", "--format", "json"], input);
    let objects = json_lines(&r.stdout);
    assert_eq!(objects.len(), 2);
    assert_eq!(objects[0]["errors"][0]["code"], "input-too-long");
    assert_eq!(objects[1]["fen"], START);
    assert_eq!(r.code, 1);
}

#[test]
fn a_10_mb_line_is_one_error_echoed_only_in_part() {
    let mut input = "8".repeat(10 * 1024 * 1024);
    input.push('\n');
    input.push_str(START);
    input.push('\n');
    let r = run(&["check", "--format", "json"], input);
    let objects = json_lines(&r.stdout);
    assert_eq!(objects.len(), 2);
    assert_eq!(objects[0]["errors"][0]["code"], "input-too-long");
    // Only the first 64 KiB of the line is kept: output stays small.
    assert!(objects[0]["input"].as_str().unwrap().len() <= 64 * 1024 + 1);
    assert!(
        r.stdout.len() < 80 * 1024,
        "{} bytes of output",
        r.stdout.len()
    );
    assert_eq!(objects[1]["fen"], START);
}

#[test]
fn lenient_reading_warns_and_strict_reading_refuses() {
    let sloppy = "8/8/8/8/8/8/8/K6k   w\n";
    let r = run(&["check"], sloppy);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert!(
        lines.iter().any(|l| l.contains(": warning[")),
        "{}",
        r.stdout
    );
    assert_eq!(lines.last().unwrap(), &"OK 8/8/8/8/8/8/8/K6k w - - 0 1");
    assert_eq!(r.code, 0);

    let r = run(&["check", "--strict"], sloppy);
    assert!(r.stdout.contains(": error["), "{}", r.stdout);
    assert!(!r.stdout.contains("OK "), "{}", r.stdout);
    assert_eq!(r.code, 1);
}

#[test]
fn variant_flag_reads_every_line_as_that_game() {
    let r = run(&["check", "--variant", "xiangqi"], format!("{START}\n"));
    assert_eq!(r.code, 1);
    assert!(r.stdout.contains("error["), "{}", r.stdout);
    let r = run(
        &["check", "--variant", "xiangqi", "--format", "json"],
        format!("{XIANGQI}\n"),
    );
    assert_eq!(json_lines(&r.stdout)[0]["variant"], "xiangqi");
    assert_eq!(r.code, 0);
}

#[test]
fn a_large_input_keeps_its_order_on_two_cores() {
    // Enough lines for several batches, valid and invalid interleaved.
    let mut input = String::new();
    for i in 0..20_000 {
        input.push_str(if i % 7 == 3 { TOO_LONG_RANK } else { START });
        input.push('\n');
    }
    let r = run(&["check", "--format", "json"], input);
    let objects = json_lines(&r.stdout);
    assert_eq!(objects.len(), 20_000);
    for (i, object) in objects.iter().enumerate() {
        assert_eq!(object["line"], i + 1);
        assert_eq!(object["valid"], i % 7 != 3, "line {}", i + 1);
    }
    assert_eq!(r.code, 1);
}

/// Issue 33 case 12: `check 'FEN'` read the FEN as a file name (`cannot
/// read R3k3/…: No such file or directory`, exit 2). An argument that is no
/// file but reads as a FEN is checked as one; a file of that very name is
/// read, and stderr says which was done.
#[test]
fn an_argument_that_is_no_file_but_a_fen_is_checked_as_one() {
    let both_in_check = "R3k3/8/8/8/8/8/8/4K2r w - - 0 1";
    let r = run(&["check", "--lang", "en", both_in_check], "");
    assert!(!r.stderr.contains("cannot read"), "{}", r.stderr);
    assert!(r.stdout.contains("error[opposite-check]"), "{}", r.stdout);
    assert!(r.stdout.contains("Both kings are in check"), "{}", r.stdout);
    assert_eq!(r.code, 1);
    let r = run(&["check", "--lang", "en", START], "");
    assert_eq!(r.stdout, format!("<argument>:1: OK {START}\n"));
    assert_eq!(r.code, 0, "{}", r.stderr);
    // A missing file whose name is no FEN is still a missing file.
    let r = run(&["check", "--lang", "en", "no-such-file.fen"], "");
    assert!(
        r.stderr.contains("cannot read no-such-file.fen"),
        "{}",
        r.stderr
    );
    assert_eq!(r.code, 2);
    // A file named as a FEN reads (8/8/8/8/8/8/8/ folders, then the file
    // `K6k w - - 0 1`): the file is read, and that is said.
    let dir = temp_file("fen-named.txt", b"")
        .parent()
        .unwrap()
        .join("fen-named");
    let name = "8/8/8/8/8/8/8/K6k w - - 0 1";
    let path = dir.join(name);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, format!("{START}\n")).unwrap();
    let output = fen_tui()
        .current_dir(&dir)
        .args(["check", "--lang", "en", name])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stdout.contains(START), "the file was not read: {stdout}");
    assert!(
        stderr.contains("is a file and also reads as a FEN: the file was read"),
        "{stderr}"
    );
    assert_eq!(output.status.code(), Some(0));
}
