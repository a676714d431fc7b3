//! Issue #33 case 2: two editors pressing Ctrl-S at the same moment.

// Helpers outside `#[test]` functions panic on bad test data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use super::*;
use std::sync::{Arc, Barrier};

/// The rounds of two saves at once: the count the guide gives.
const ROUNDS: usize = 500;

/// Two editors have the same collection open; each round both read it, each
/// changes its own line and adds one at the end, and both save at the same
/// moment (a barrier lets them go together). Every save must be done (saved,
/// or merged into the other's), and no line either wrote may be missing:
/// after 500 rounds the file holds both editors' last lines and all 1000
/// added ones.
#[test]
fn two_editors_saving_at_the_same_moment_lose_no_line() {
    let dir = std::env::temp_dir().join(format!("fen-tui-race-{}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).unwrap();
    let path = dir.join("club.fen");
    fs::write(&path, "# a -\n# b -\n").unwrap();
    let barrier = Arc::new(Barrier::new(2));
    let editor = |who: &'static str, mine: usize| {
        let (path, barrier) = (path.clone(), Arc::clone(&barrier));
        std::thread::spawn(move || {
            let mut refused = Vec::new();
            for round in 0..ROUNDS {
                barrier.wait();
                let base = fs::read(&path).unwrap();
                let mut lines: Vec<String> = String::from_utf8(base.clone())
                    .unwrap()
                    .lines()
                    .map(str::to_owned)
                    .collect();
                lines[mine] = format!("# {who} {round}");
                lines.push(format!("# {who} added {round}"));
                let bytes = lines.iter().map(|l| format!("{l}\n")).collect::<String>();
                // Both have read before either writes.
                barrier.wait();
                let news = perform(FileEffect::Write {
                    path: path.clone(),
                    bytes: bytes.into_bytes(),
                    base: Some(base),
                });
                if !matches!(news, FileNews::Saved { .. } | FileNews::Merged { .. }) {
                    refused.push((round, news));
                }
                barrier.wait();
            }
            refused
        })
    };
    let (a, b) = (editor("a", 0), editor("b", 1));
    let refused: Vec<_> = [a, b]
        .into_iter()
        .flat_map(|editor| editor.join().unwrap())
        .collect();
    assert!(
        refused.is_empty(),
        "{} of {} saves not done, first: {:?}",
        refused.len(),
        2 * ROUNDS,
        refused.first()
    );
    let text = fs::read_to_string(&path).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let last = ROUNDS - 1;
    assert_eq!(lines[..2], [format!("# a {last}"), format!("# b {last}")]);
    let lost: Vec<String> = (0..ROUNDS)
        .flat_map(|round| [format!("# a added {round}"), format!("# b added {round}")])
        .filter(|line| !lines.contains(&line.as_str()))
        .collect();
    assert!(
        lost.is_empty(),
        "{} lines lost, first: {:?}",
        lost.len(),
        lost.first()
    );
    assert_eq!(lines.len(), 2 + 2 * ROUNDS);
    let names: Vec<_> = fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["club.fen"], "a lock file or temporary left");
    let _ = fs::remove_dir_all(&dir);
}

/// The README and the files guide give the count of rounds this test runs.
#[test]
fn the_readme_and_the_guide_give_this_tests_count() {
    let root = env!("CARGO_MANIFEST_DIR");
    for page in ["README.md", "docs/guide/files.md"] {
        let text = fs::read_to_string(format!("{root}/{page}")).unwrap();
        assert!(
            text.contains(&format!("**{ROUNDS} rounds** of two editors")),
            "{page} does not say {ROUNDS} rounds"
        );
    }
}
