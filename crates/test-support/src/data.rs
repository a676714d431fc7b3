//! The files of `tests/data/`, read one way everywhere (integration tests,
//! unit tests and benches): each starts with `#` lines
//! (`%` in a PGN file, PGN's own escape) naming its source — the oracle and
//! its version — and the script that remakes it; in a table, the first other
//! line names the columns.

/// The text of `tests/data/NAME`.
pub fn text(name: &str) -> String {
    // This crate sits at `crates/test-support`; the data at the workspace root.
    let path = format!("{}/../../tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The lines that hold data: not the `#` header or other comments, not blank.
pub fn lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
}

/// A table's rows: its data lines after the one naming the columns.
pub fn rows(text: &str) -> impl Iterator<Item = &str> {
    lines(text).skip(1)
}

/// A table's column names.
pub fn columns(text: &str) -> Vec<&str> {
    lines(text)
        .next()
        .map_or_else(Vec::new, |line| line.split('\t').collect())
}
