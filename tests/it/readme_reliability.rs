//! The README's Reliability section names, for each guarantee, the tests that
//! hold it (`file`: `test_name`, ...). This keeps that list honest: every file
//! it names exists and defines every test named after it, and every row names
//! at least one.

// Helpers outside `#[test]` functions panic on bad data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;

/// The guarantee rows of the Reliability table (before its Fuzzing part).
fn rows() -> Vec<String> {
    let root = env!("CARGO_MANIFEST_DIR");
    let readme = std::fs::read_to_string(Path::new(root).join("README.md")).unwrap();
    let section = readme.split("## Reliability\n").nth(1).unwrap();
    let section = section.split("\n## ").next().unwrap();
    let table = section.split("### Fuzzing").next().unwrap();
    table
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| guarantee"))
        .map(str::to_string)
        .collect()
}

/// The `(file, [test names])` pairs in a row's last cell:
/// "`a.rs`: `x`, `y`; `b.rs` (why): `z`; `c.rs` (what it runs)".
fn cited(row: &str) -> Vec<(String, Vec<String>)> {
    let held = row.trim_end_matches('|').rsplit(" | ").next().unwrap();
    held.split(';')
        .filter_map(|part| {
            let file = part.split('`').nth(1).filter(|f| f.ends_with(".rs"))?;
            let names = part.split_once("): ").or_else(|| part.split_once("`: "));
            let names = names.map_or(Vec::new(), |(_, names)| {
                names
                    .split('`')
                    .skip(1)
                    .step_by(2)
                    .map(str::to_string)
                    .collect()
            });
            Some((file.to_string(), names))
        })
        .collect()
}

#[test]
fn every_guarantee_names_tests_that_exist() {
    let rows = rows();
    assert!(rows.len() >= 15, "{} rows", rows.len());
    let mut checked = 0;
    for row in &rows {
        let citations = cited(row);
        let by_tool = row.contains("cargo clippy");
        assert!(!citations.is_empty() || by_tool, "no test named: {row}");
        for (file, names) in citations {
            let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(&file);
            let source = std::fs::read_to_string(&path)
                .unwrap_or_else(|e| panic!("{file} named in the README: {e}"));
            for name in names {
                assert!(
                    source.contains(&format!("fn {name}(")),
                    "{file} has no test {name}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 40, "only {checked} tests named");
}

#[test]
fn a_misnamed_test_would_be_caught() {
    let row =
        "| x | `tests/it/readme_reliability.rs` (this): `rows`, `no_such_test`; `src/lib.rs` |";
    let citations = cited(row);
    assert_eq!(citations.len(), 2);
    assert_eq!(citations[0].1, ["rows", "no_such_test"]);
    assert!(citations[1].1.is_empty());
    let source =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(&citations[0].0))
            .unwrap();
    assert!(source.contains("fn rows("));
    assert!(!source.contains(&format!("fn {}(", "no_such_test")));
}
