//! Every command and key the README and the guide (`docs/guide/*.md`) name is
//! one the program has, and the guide covers every subcommand and overlay:
//! the commands in `commands.rs`, the keys in `keys.rs`; here, the pages and
//! the code read from them, and the README's size.

// Helpers outside `#[test]` functions panic on bad data, as tests do.
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod commands;
mod keys;

use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The README and every page of the guide, with their text.
pub(crate) fn pages() -> Vec<(PathBuf, String)> {
    let mut paths = vec![Path::new(ROOT).join("README.md")];
    let guide = Path::new(ROOT).join("docs/guide");
    let mut guide_pages: Vec<PathBuf> = std::fs::read_dir(&guide)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    guide_pages.sort();
    assert!(
        guide_pages.len() >= 10,
        "the guide has {} pages",
        guide_pages.len()
    );
    paths.extend(guide_pages);
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p, text)
        })
        .collect()
}

/// The guide's pages alone, not the README: what the guide must cover
/// (every subcommand shown, every overlay's key named) is read here.
pub(crate) fn guide_pages() -> Vec<(PathBuf, String)> {
    let guide = Path::new(ROOT).join("docs/guide");
    pages()
        .into_iter()
        .filter(|(path, _)| path.starts_with(&guide))
        .collect()
}

/// The code of a page: `spans` (which may run over a line's end, so they are
/// read a paragraph at a time) and the lines of code blocks (fenced, or
/// indented by four spaces), each with the line it starts on.
pub(crate) fn code(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut fenced = false;
    let mut paragraph: Option<(usize, String)> = None;
    let spans = |paragraph: Option<(usize, String)>, out: &mut Vec<(usize, String)>| {
        if let Some((line, text)) = paragraph {
            for span in text.split('`').skip(1).step_by(2) {
                out.push((line, span.to_string()));
            }
        }
    };
    for (i, line) in text.lines().enumerate() {
        if line.trim_start().starts_with("```") {
            spans(paragraph.take(), &mut out);
            fenced = !fenced;
            continue;
        }
        if fenced || line.starts_with("    ") {
            spans(paragraph.take(), &mut out);
            out.push((i + 1, line.to_string()));
        } else if line.trim().is_empty() || line.starts_with('|') {
            spans(paragraph.take(), &mut out);
            spans(Some((i + 1, line.to_string())), &mut out);
        } else {
            let (_, text) = paragraph.get_or_insert_with(|| (i + 1, String::new()));
            text.push(' ');
            text.push_str(line);
        }
    }
    spans(paragraph, &mut out);
    out
}

/// The README is a front door (issue 36): under 350 lines, none wider than
/// 100 columns, counted in characters as a terminal shows them.
#[test]
fn the_readme_stays_short_and_narrow() {
    let text = std::fs::read_to_string(Path::new(ROOT).join("README.md")).unwrap();
    assert!(text.lines().count() < 350, "{} lines", text.lines().count());
    let wide: Vec<(usize, usize)> = text
        .lines()
        .enumerate()
        .map(|(index, line)| (index + 1, unicode_width::UnicodeWidthStr::width(line)))
        .filter(|&(_, width)| width > 100)
        .collect();
    assert!(wide.is_empty(), "lines wider than 100 columns: {wide:?}");
}

/// Every overlay is in the guide (issue 36): each folder of `src/tui/layers/`
/// is an overlay (or, for `files` and `teach`, a family of them), and the
/// guide's table "Every overlay" names each as `layers/<folder>` beside how it
/// opens, those that open by themselves included (the session offer, the
/// config's problems, the quit question), which no key test can reach.
#[test]
fn the_guide_names_every_overlay_folder() {
    let layers = Path::new(ROOT).join("src/tui/layers");
    let mut folders: Vec<String> = std::fs::read_dir(&layers)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.is_dir())
        .map(|path| path.file_name().unwrap().to_string_lossy().into_owned())
        .collect();
    folders.sort();
    assert!(folders.len() >= 12, "only {folders:?} under {layers:?}");
    let guide: String = guide_pages().into_iter().map(|(_, text)| text).collect();
    let missing: Vec<&String> = folders
        .iter()
        .filter(|folder| !guide.contains(&format!("`layers/{folder}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "overlays the guide's table does not name: {missing:?}"
    );
}
