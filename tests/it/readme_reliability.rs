//! The guide's Reliability page (`docs/guide/reliability.md`) names, for each
//! guarantee, the tests that hold it (`file`: `test_name`, ...) and the fuzz
//! targets. This keeps that list honest with the test harness's own evidence
//! (`--list`, as `cargo test -- --list` prints it): every test named is one the
//! harness runs (a `#[test]`, not ignored) in the module of the file named,
//! every file named exists, and every fuzz target named is one `fuzz/` builds.

// Helpers outside `#[test]` functions panic on bad data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::Path;
use std::process::Command;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The guarantee rows of the Reliability table (before its Fuzzing part).
fn rows() -> Vec<String> {
    let page = Path::new(ROOT).join("docs/guide/reliability.md");
    let page = std::fs::read_to_string(page).unwrap();
    let section = page.split("# Reliability\n").nth(1).unwrap();
    let section = section.split("\n## ").next().unwrap();
    let table = section.split("## Fuzzing").next().unwrap();
    table
        .lines()
        .filter(|l| l.starts_with("| ") && !l.starts_with("| guarantee"))
        .map(str::to_string)
        .collect()
}

/// The last cell of a row: what holds the guarantee.
fn held(row: &str) -> &str {
    row.trim_end_matches('|').rsplit(" | ").next().unwrap()
}

/// The `(file, [test names])` pairs in a row's last cell:
/// "`a.rs`: `x`, `y`; `b.rs` (why): `z`; `c.rs` (what it runs)".
fn cited(row: &str) -> Vec<(String, Vec<String>)> {
    held(row)
        .split(';')
        .filter_map(|part| {
            let file = part.split('`').nth(1).filter(|f| f.ends_with(".rs"))?;
            let names = part.split_once("): ").or_else(|| part.split_once("`: "));
            let names = names.map_or(Vec::new(), |(_, names)| backticked(names));
            Some((file.to_string(), names))
        })
        .collect()
}

/// The fuzz targets a row names: "fuzz target(s) `a`, `b` (...)".
fn fuzz_targets(row: &str) -> Vec<String> {
    held(row)
        .split(';')
        .filter_map(|part| part.trim().strip_prefix("fuzz target"))
        .flat_map(|rest| backticked(rest.split(" (").next().unwrap_or(rest)))
        .collect()
}

fn backticked(text: &str) -> Vec<String> {
    text.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// The module path a test in `file` has in its test binary: `tests/it/a/b.rs`
/// → `a::b` (the `it` binary), `src/x/y.rs` → `x::y` (the library's).
fn module_of(file: &str) -> String {
    let inner = file
        .strip_prefix("tests/it/")
        .or_else(|| file.strip_prefix("src/"))
        .unwrap_or(file);
    let inner = inner.trim_end_matches(".rs").trim_end_matches("/mod");
    inner.replace('/', "::")
}

/// The tests a test binary runs, as `--list` names them (ignored ones left
/// out); `None` for a binary that is no test harness (the program itself).
fn listed(binary: &Path) -> Option<Vec<String>> {
    let names = |ignored: bool| {
        let mut command = Command::new(binary);
        command.args(["--list", "--format", "terse"]);
        if ignored {
            command.arg("--ignored");
        }
        let output = command.output().ok().filter(|o| o.status.success())?;
        let text = String::from_utf8(output.stdout).ok()?;
        Some(
            text.lines()
                .filter_map(|line| line.strip_suffix(": test"))
                .map(str::to_string)
                .collect::<Vec<_>>(),
        )
    };
    let ignored = names(true)?;
    let all = names(false)?;
    Some(
        all.into_iter()
            .filter(|name| !ignored.contains(name))
            .collect(),
    )
}

/// The tests of the library's unit-test binary beside this one, if it is
/// built: of the `fen_tui-*` binaries there (the library's tests, the
/// program's tests, the program itself, maybe older builds too), the newest
/// test harness with more than a few tests.
fn library_tests() -> Option<Vec<String>> {
    let here = std::env::current_exe().unwrap();
    let mut binaries: Vec<_> = std::fs::read_dir(here.parent()?)
        .ok()?
        .flatten()
        .filter(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.starts_with("fen_tui-") && !name.contains('.')
        })
        .filter_map(|entry| Some((entry.metadata().ok()?.modified().ok()?, entry.path())))
        .collect();
    binaries.sort();
    binaries
        .into_iter()
        .rev()
        .filter_map(|(_, binary)| listed(&binary))
        .find(|tests| tests.len() > 20)
}

/// What the citations of `rows` name that the harness does not run, or that
/// is not there: none, when the table is honest.
fn missing(rows: &[String], it: &[String], lib: Option<&[String]>) -> Vec<String> {
    let mut missing = Vec::new();
    for row in rows {
        for (file, names) in cited(row) {
            if !Path::new(ROOT).join(&file).exists() {
                missing.push(format!("{file} (no such file)"));
            }
            let (module, tests) = if file.starts_with("tests/it/") {
                (module_of(&file), Some(it))
            } else {
                (module_of(&file), lib)
            };
            let Some(tests) = tests else { continue };
            for name in names {
                // In the file's own module, or its `tests` submodule.
                let runs = tests.iter().any(|test| {
                    test.strip_suffix(&format!("::{name}")).is_some_and(|path| {
                        path == module || path.strip_suffix("::tests") == Some(&module)
                    })
                });
                if !runs {
                    missing.push(format!("{file}: {name}"));
                }
            }
        }
        for target in fuzz_targets(row) {
            let source = Path::new(ROOT).join(format!("fuzz/fuzz_targets/{target}.rs"));
            let manifest =
                std::fs::read_to_string(Path::new(ROOT).join("fuzz/Cargo.toml")).unwrap();
            if !source.exists() || !manifest.contains(&format!("name = \"{target}\"")) {
                missing.push(format!("fuzz target {target}"));
            }
        }
    }
    missing
}

#[test]
fn every_guarantee_names_tests_that_exist_and_run() {
    let rows = rows();
    assert!(rows.len() >= 15, "{} rows", rows.len());
    for row in &rows {
        let by_tool = row.contains("cargo clippy");
        assert!(!cited(row).is_empty() || by_tool, "no test named: {row}");
    }
    let named: usize = rows
        .iter()
        .flat_map(|r| cited(r))
        .map(|(_, n)| n.len())
        .sum();
    assert!(named >= 40, "only {named} tests named");
    assert!(rows.iter().map(|r| fuzz_targets(r).len()).sum::<usize>() >= 4);

    let it = listed(&std::env::current_exe().unwrap()).unwrap();
    let lib = library_tests();
    if lib.is_none() {
        crate::support::skip::skip("the library's unit tests are not built (cargo test --lib)");
    }
    let missing = missing(&rows, &it, lib.as_deref());
    assert!(
        missing.is_empty(),
        "named in the guide, not run: {missing:?}"
    );
}

#[test]
fn a_misnamed_test_or_target_would_be_caught() {
    let row = "| x | fuzz targets `reader`, `no_such_target` (figures); \
               `tests/it/readme_reliability.rs` (this): `a_misnamed_test_or_target_would_be_caught`, \
               `rows`, `no_such_test`; `tests/it/nowhere.rs` |"
        .to_string();
    let it = listed(&std::env::current_exe().unwrap()).unwrap();
    assert_eq!(
        missing(&[row], &it, None),
        [
            "tests/it/readme_reliability.rs: rows",
            "tests/it/readme_reliability.rs: no_such_test",
            "tests/it/nowhere.rs (no such file)",
            "fuzz target no_such_target",
        ]
    );
    assert_eq!(
        module_of("tests/it/pty_session/more.rs"),
        "pty_session::more"
    );
    assert_eq!(module_of("tests/it/cli/mod.rs"), "cli");
    assert_eq!(
        module_of("src/tui/session/atomic.rs"),
        "tui::session::atomic"
    );
}
