//! `fen-tui image FILE…` (#35): one FEN a line in the order given, `-` for
//! stdin, an empty line and exit 1 for a picture with no board (the reason
//! on stderr), JSON with every square's label and confidence; garbage never
//! panics. The pictures are crates/fen-vision/tests/pictures/ (made by
//! training/test_pictures.py: the project's own diagrams, a held-out piece
//! set, a cat).

use super::{json_lines, run, temp_file};
use serde_json::Value;

fn picture(name: &str) -> String {
    format!(
        "{}/crates/fen-vision/tests/pictures/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// A xiangqi test picture: fen-tui's own diagrams in tests/xiangqi/finder/.
fn xiangqi_picture(name: &str) -> String {
    format!(
        "{}/crates/fen-vision/tests/xiangqi/finder/{name}",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// The board field each test picture holds, from EXPECTED.tsv.
fn expected(name: &str) -> String {
    let table = std::fs::read_to_string(picture("EXPECTED.tsv")).unwrap();
    table
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|cols| cols[0] == name)
        .map(|cols| cols[1].to_string())
        .unwrap_or_else(|| panic!("{name} not in EXPECTED.tsv"))
}

fn field(fen: &str) -> &str {
    fen.split(' ').next().unwrap_or("")
}

#[test]
fn one_fen_a_line_in_the_order_given() {
    let (a, b) = (picture("diagram-start.png"), picture("diagram-flipped.png"));
    let out = run(&["image", &b, &a], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{}", out.stdout);
    assert_eq!(field(lines[0]), expected("diagram-flipped.png"));
    assert_eq!(field(lines[1]), expected("diagram-start.png"));
    // The other fields are guesses: White to move, castling from kings and rooks at home.
    assert_eq!(
        lines[1],
        format!("{} w KQkq - 0 1", expected("diagram-start.png"))
    );
}

#[test]
fn a_held_out_piece_set_on_a_page_is_found_and_mostly_read() {
    let out = run(&["image", &picture("heldout-chessnut.jpg")], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let squares = |field: &str| -> Vec<char> {
        field
            .chars()
            .flat_map(|c| match c.to_digit(10) {
                Some(n) => vec!['.'; n as usize],
                None if c == '/' => vec![],
                None => vec![c],
            })
            .collect()
    };
    let got = squares(field(out.stdout.trim_end()));
    let truth = squares(&expected("heldout-chessnut.jpg"));
    assert_eq!(got.len(), 64, "{}", out.stdout);
    let right = got.iter().zip(&truth).filter(|(a, b)| a == b).count();
    assert!(right >= 56, "{right} of 64 squares right");
}

#[test]
fn a_picture_with_no_board_keeps_its_line_empty_and_exits_1() {
    let cat = picture("cat.jpg");
    let start = picture("diagram-start.png");
    let out = run(&["image", &cat, &start], "");
    assert_eq!(out.code, 1);
    let lines: Vec<&str> = out.stdout.split('\n').collect();
    assert_eq!(lines[0], "", "{}", out.stdout);
    assert_eq!(field(lines[1]), expected("diagram-start.png"));
    assert!(
        out.stderr
            .contains("cat.jpg: no chessboard or xiangqi board found in the picture"),
        "{}",
        out.stderr
    );
}

#[test]
fn stdin_is_read_for_a_dash() {
    let bytes = std::fs::read(picture("diagram-start.png")).unwrap();
    let out = run(&["image", "-"], bytes);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(field(out.stdout.trim_end()), expected("diagram-start.png"));
}

#[test]
fn json_has_every_squares_label_and_confidence() {
    let out = run(
        &[
            "image",
            "--format",
            "json",
            &picture("diagram-start.png"),
            &picture("cat.jpg"),
        ],
        "",
    );
    assert_eq!(out.code, 1);
    let objects = json_lines(&out.stdout);
    assert_eq!(objects.len(), 2);
    let first = &objects[0];
    assert_eq!(
        field(first["fen"].as_str().unwrap()),
        expected("diagram-start.png")
    );
    let squares = first["squares"].as_array().unwrap();
    assert_eq!(squares.len(), 64);
    assert_eq!(squares[0]["square"], "a8");
    assert_eq!(squares[0]["label"], "r");
    assert_eq!(squares[63]["square"], "h1");
    let confidence = squares[0]["confidence"].as_f64().unwrap();
    assert!((0.0..=1.0).contains(&confidence), "{confidence}");
    assert_eq!(first["error"], Value::Null);
    assert_eq!(objects[1]["fen"], Value::Null);
    assert!(
        objects[1]["error"]
            .as_str()
            .unwrap()
            .contains("no chessboard")
    );
}

#[test]
fn garbage_and_empty_files_are_refused_in_words() {
    let mut seed = 35u32;
    let garbage: Vec<u8> = (0..5000)
        .map(|_| {
            seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            (seed >> 16) as u8
        })
        .collect();
    // A PNG signature with nonsense after it, and a header alone.
    let mut fake_png = b"\x89PNG\r\n\x1a\n".to_vec();
    fake_png.extend_from_slice(&garbage[..200]);
    for (name, bytes) in [
        ("garbage.png", garbage.clone()),
        ("empty.jpg", Vec::new()),
        ("fake.png", fake_png),
    ] {
        let path = temp_file(name, &bytes);
        let out = run(&["image", path.to_str().unwrap()], "");
        assert_eq!(out.code, 1, "{name}: {}", out.stderr);
        assert_eq!(out.stdout, "\n", "{name}");
        assert!(
            out.stderr.contains("not a picture fen-tui reads"),
            "{name}: {}",
            out.stderr
        );
    }
}

#[test]
fn a_missing_file_is_an_io_error_with_its_line_kept() {
    let out = run(
        &[
            "image",
            "/nonexistent/board.png",
            &picture("diagram-start.png"),
        ],
        "",
    );
    assert_eq!(out.code, 2);
    assert!(out.stdout.starts_with('\n'), "{}", out.stdout);
    assert!(
        out.stderr.contains("cannot read /nonexistent/board.png"),
        "{}",
        out.stderr
    );
}

#[test]
fn a_chess_picture_holds_no_xiangqi_board_and_a_xiangqi_picture_no_chessboard() {
    let out = run(
        &[
            "image",
            "--variant",
            "xiangqi",
            &picture("diagram-start.png"),
        ],
        "",
    );
    assert_eq!(out.code, 1);
    assert_eq!(out.stdout, "\n");
    assert!(
        out.stderr
            .contains("diagram-start.png: no xiangqi board found in the picture"),
        "{}",
        out.stderr
    );
    let out = run(
        &[
            "image",
            "--variant",
            "chess",
            &xiangqi_picture("start-brown.png"),
        ],
        "",
    );
    assert_eq!(out.code, 1);
    assert_eq!(out.stdout, "\n");
    assert!(
        out.stderr
            .contains("start-brown.png: no chessboard found in the picture"),
        "{}",
        out.stderr
    );
}

/// The board field each xiangqi test picture holds, from its labels.tsv.
fn xiangqi_expected(name: &str) -> (String, bool) {
    let table = std::fs::read_to_string(xiangqi_picture("labels.tsv")).unwrap();
    table
        .lines()
        .map(|l| l.split('\t').collect::<Vec<_>>())
        .find(|cols| cols[0] == name)
        .map(|cols| (cols[1].to_string(), cols[2] == "1"))
        .unwrap_or_else(|| panic!("{name} not in labels.tsv"))
}

#[test]
fn xiangqi_pictures_read_as_xiangqi_fens_whether_asked_or_by_auto() {
    let names = ["start-brown.png", "middle-blue-flipped.png"];
    let files: Vec<String> = names.iter().map(|n| xiangqi_picture(n)).collect();
    for variant in ["xiangqi", "auto"] {
        let mut args = vec!["image", "--variant", variant];
        args.extend(files.iter().map(String::as_str));
        // A chess picture among them: auto reads it as chess.
        let chess = picture("diagram-start.png");
        if variant == "auto" {
            args.push(&chess);
        }
        let out = run(&args, "");
        assert_eq!(out.code, 0, "{variant}: {}", out.stderr);
        let lines: Vec<&str> = out.stdout.lines().collect();
        for (line, name) in lines.iter().zip(names) {
            let (field, _) = xiangqi_expected(name);
            // Red to move is the guess; xiangqi has no castling or en passant.
            assert_eq!(*line, format!("{field} w - - 0 1"), "{variant} {name}");
        }
        if variant == "auto" {
            assert_eq!(
                lines[2],
                format!("{} w KQkq - 0 1", expected("diagram-start.png"))
            );
        }
    }
}

#[test]
fn json_names_each_xiangqi_point_with_its_label_and_confidence() {
    let name = "middle-blue-flipped.png";
    let out = run(&["image", "--format", "json", &xiangqi_picture(name)], "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let objects = json_lines(&out.stdout);
    let reading = &objects[0];
    let (placement, flipped) = xiangqi_expected(name);
    assert_eq!(reading["variant"], "xiangqi");
    assert_eq!(field(reading["fen"].as_str().unwrap()), placement);
    assert_eq!(reading["flipped"], flipped);
    assert_eq!(
        reading["guessed_fields"],
        serde_json::json!(["side to move"])
    );
    let points = reading["squares"].as_array().unwrap();
    assert_eq!(points.len(), 90);
    assert_eq!(points[0]["square"], "a9");
    assert_eq!(points[89]["square"], "i0");
    // 2bakab2 on the top rank: c9 is Black's elephant.
    assert_eq!(points[2]["square"], "c9");
    assert_eq!(points[2]["label"], "b");
    for p in points {
        let c = p["confidence"].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&c), "{p}");
    }
}

#[test]
fn the_editor_refuses_a_picture_with_no_board_in_words() {
    // The picture is read before the editor starts: a cat opens nothing.
    let out = run(&[&picture("cat.jpg")], "");
    assert_eq!(out.code, 1);
    assert!(out.stdout.is_empty(), "{}", out.stdout);
    assert!(
        out.stderr
            .contains("cat.jpg: no chessboard or xiangqi board found in the picture"),
        "{}",
        out.stderr
    );
}
