//! Every file under `tests/data/` says where its rows come from: a header of
//! `#` lines (`%` in PGN, its escape) naming the oracle with its version and
//! the script that remakes (or re-checks) it, a script that exists. A folder
//! whose files must stay byte for byte as a tool wrote them (GBK, Big5, a
//! program's exact output) says it once for all of them, in a `SOURCE` file.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used)]

use std::path::{Path, PathBuf};

fn files(dir: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            files(&path, found);
        } else {
            found.push(path);
        }
    }
}

/// The leading comment lines of a data file.
fn header(path: &Path) -> String {
    // Not every file is UTF-8 (GBK, Big5): the header is ASCII all the same.
    let text = String::from_utf8_lossy(&std::fs::read(path).unwrap()).into_owned();
    let mark = if path.extension().is_some_and(|e| e == "pgn") {
        '%'
    } else {
        '#'
    };
    text.lines()
        .take_while(|line| line.starts_with(mark))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn every_data_file_names_its_oracle_and_script() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    files(&root.join("tests/data"), &mut found);
    assert!(found.len() >= 15, "{found:?}");
    for path in found {
        let mut header = header(&path);
        let source = path.with_file_name("SOURCE");
        if header.is_empty() && source.is_file() {
            header = self::header(&source);
        }
        let name = path.display();
        assert!(!header.is_empty(), "{name} has no header");
        let versioned = [
            "python-chess 1.",
            "pyffish 0.",
            "Fairy-Stockfish 0",
            "cchess 1.",
        ]
        .iter()
        .any(|oracle| header.contains(oracle));
        assert!(
            versioned,
            "{name} names no oracle with its version:\n{header}"
        );
        let scripts: Vec<&str> = header
            .split(|c: char| c.is_whitespace() || c == ',' || c == ';' || c == '(' || c == ')')
            .filter(|word| word.starts_with("scripts/"))
            .map(|word| word.trim_end_matches(['.', ':']))
            .collect();
        assert!(!scripts.is_empty(), "{name} names no script:\n{header}");
        for script in scripts {
            assert!(
                root.join(script).is_file(),
                "{name} names {script}, which is not there"
            );
        }
    }
}
