//! fen-tui is GPL-3.0-or-later: every crate it builds with must carry a licence
//! a GPL-3.0-or-later program may include. The licences come from `cargo
//! metadata --offline` (the manifests of the crates cargo has already
//! downloaded to build this), so the check runs without a network and a new
//! dependency under an incompatible or missing licence fails `cargo test`.

use serde_json::Value;
use std::process::Command;

/// SPDX licences a GPL-3.0-or-later work may include (the FSF's list of
/// GPL-3-compatible licences, as far as the Rust ecosystem uses them).
const COMPATIBLE: &[&str] = &[
    "0BSD",
    "Apache-2.0",
    "BSD-2-Clause",
    "BSD-3-Clause",
    "BSL-1.0",
    "CC0-1.0",
    "GPL-3.0",
    "GPL-3.0-only",
    "GPL-3.0-or-later",
    "GPL-3.0+",
    "ISC",
    "LGPL-2.1",
    "LGPL-2.1-or-later",
    "LGPL-3.0",
    "LGPL-3.0-only",
    "LGPL-3.0-or-later",
    "MIT",
    "MIT-0",
    "MPL-2.0",
    "OFL-1.1",
    "Unicode-3.0",
    "Unicode-DFS-2016",
    "Unlicense",
    "WTFPL",
    "Zlib",
];

/// Exceptions that only grant more (`Apache-2.0 WITH LLVM-exception`).
const EXCEPTIONS: &[&str] = &["LLVM-exception"];

/// Whether the SPDX expression lets a GPL-3.0-or-later work include the crate:
/// `OR` needs one acceptable side, `AND` both, `WITH` an exception that only
/// grants more. Cargo's old `/` separator means `OR`. Unreadable is `false`.
fn compatible(expression: &str) -> bool {
    let spaced = expression
        .replace('(', " ( ")
        .replace(')', " ) ")
        .replace('/', " OR ");
    let tokens: Vec<&str> = spaced.split_whitespace().collect();
    let mut at = 0;
    let verdict = or_expr(&tokens, &mut at);
    verdict == Some(true) && at == tokens.len()
}

fn or_expr(tokens: &[&str], at: &mut usize) -> Option<bool> {
    let mut any = and_expr(tokens, at)?;
    while tokens.get(*at) == Some(&"OR") {
        *at += 1;
        any |= and_expr(tokens, at)?;
    }
    Some(any)
}

fn and_expr(tokens: &[&str], at: &mut usize) -> Option<bool> {
    let mut all = term(tokens, at)?;
    while tokens.get(*at) == Some(&"AND") {
        *at += 1;
        all &= term(tokens, at)?;
    }
    Some(all)
}

fn term(tokens: &[&str], at: &mut usize) -> Option<bool> {
    let token = *tokens.get(*at)?;
    *at += 1;
    let licence_ok = match token {
        "(" => {
            let inner = or_expr(tokens, at)?;
            (tokens.get(*at) == Some(&")")).then_some(())?;
            *at += 1;
            inner
        }
        ")" | "OR" | "AND" | "WITH" => return None,
        id => COMPATIBLE.contains(&id),
    };
    if tokens.get(*at) == Some(&"WITH") {
        let exception = *tokens.get(*at + 1)?;
        *at += 2;
        return Some(licence_ok && EXCEPTIONS.contains(&exception));
    }
    Some(licence_ok)
}

/// The host's target triple, so metadata lists only the crates built here
/// (and downloaded): other platforms' crates are not on this machine.
fn host_triple() -> String {
    let out = Command::new("rustc")
        .arg("-vV")
        .output()
        .unwrap_or_else(|e| panic!("rustc -vV: {e}"));
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    text.lines()
        .find_map(|l| l.strip_prefix("host: "))
        .unwrap_or_else(|| panic!("no host line in rustc -vV:\n{text}"))
        .to_owned()
}

fn packages() -> Vec<Value> {
    let out = Command::new(env!("CARGO"))
        .args(["metadata", "--offline", "--locked", "--format-version", "1"])
        .args(["--filter-platform", &host_triple()])
        .arg("--manifest-path")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"))
        .output()
        .unwrap_or_else(|e| panic!("cargo metadata: {e}"));
    assert!(
        out.status.success(),
        "cargo metadata failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let metadata: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("cargo metadata output: {e}"));
    match &metadata["packages"] {
        Value::Array(packages) => packages.clone(),
        other => panic!("no package list in cargo metadata: {other}"),
    }
}

#[test]
fn the_crate_itself_is_gpl_3_or_later() {
    let ours = packages()
        .into_iter()
        .find(|p| p["name"] == "fen-tui")
        .unwrap_or_else(|| panic!("fen-tui missing from cargo metadata"));
    assert_eq!(ours["license"], "GPL-3.0-or-later");
}

#[test]
fn every_dependency_licence_is_gpl_3_compatible() {
    let packages = packages();
    // The whole graph, not only direct dependencies (ratatui alone brings dozens).
    assert!(packages.len() > 100, "only {} packages", packages.len());
    let bad: Vec<String> = packages
        .iter()
        .filter_map(|p| {
            let licence = p["license"].as_str().unwrap_or("");
            (!compatible(licence)).then(|| format!("{} {}: {licence:?}", p["name"], p["version"]))
        })
        .collect();
    assert!(
        bad.is_empty(),
        "licences not known to be GPL-3.0-or-later compatible (or missing):\n{}",
        bad.join("\n")
    );
}

#[test]
fn the_check_refuses_what_gpl_3_cannot_include() {
    for refused in [
        "",
        "GPL-2.0-only",
        "MIT AND GPL-2.0-only",
        "Proprietary",
        "Apache-2.0 WITH Commons-Clause",
        "(MIT OR Apache-2.0",
        "MIT OR",
        "SSPL-1.0 OR BUSL-1.1",
    ] {
        assert!(!compatible(refused), "{refused:?} accepted");
    }
    for accepted in [
        "MIT",
        "MIT/Apache-2.0",
        "Apache-2.0 OR GPL-2.0-only",
        "(MIT OR Apache-2.0) AND Unicode-3.0",
        "Apache-2.0 WITH LLVM-exception OR Apache-2.0 OR MIT",
    ] {
        assert!(compatible(accepted), "{accepted:?} refused");
    }
}
