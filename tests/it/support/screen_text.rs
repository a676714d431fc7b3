//! Words read off a captured screen: a side panel's text, its lines joined so
//! a sentence wrapped in the panel reads as one.

/// The words of the panel whose title is `title` (right of the board), its
/// lines joined, so a sentence wrapped in the panel reads as one.
pub fn panel_text(screen: &str, title: &str) -> String {
    let x = screen
        .lines()
        .find_map(|line| {
            let at = line.find(&format!("┌ {title}"))?;
            Some(line[..at].chars().count())
        })
        .unwrap_or_else(|| panic!("no {title} panel:\n{screen}"));
    let words: Vec<String> = screen
        .lines()
        .map(|line| line.chars().skip(x + 1).collect::<String>())
        .map(|part| {
            part.trim_matches(|c: char| c == '│' || c.is_whitespace())
                .to_string()
        })
        .collect();
    collapse(&words.join(" "))
}

/// `text` with every run of whitespace made one space.
pub fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
