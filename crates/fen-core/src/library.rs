//! The position library of `assets/positions/library.txt`: start positions,
//! the seeds' examples, openings by name, famous studies and endgames, classic
//! xiangqi endgames. Names are translated (`library-<id>` in `library.ftl`).

const LIBRARY: &str = include_str!("../assets/positions/library.txt");

/// One position of the library.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Stable id, also what `fen-tui library NAME` accepts.
    pub id: &'static str,
    /// `start`, `example`, `opening`, `study`, `endgame` or `xiangqi`.
    pub group: &'static str,
    /// The position.
    pub fen: &'static str,
}

impl Entry {
    /// The Fluent id of the entry's name.
    pub fn name_id(&self) -> String {
        format!("library-{}", self.id)
    }

    /// The game of the position: xiangqi's board has ten ranks.
    pub fn variant(&self) -> crate::Variant {
        let placement = self.fen.split(' ').next().unwrap_or_default();
        if placement.matches('/').count() == 9 {
            crate::Variant::Xiangqi
        } else {
            crate::Variant::Chess
        }
    }

    /// The Fluent id of the entry's group heading.
    pub fn group_id(&self) -> String {
        format!("library-group-{}", self.group)
    }
}

/// Every entry, in the order of the file (grouped).
pub fn entries() -> impl Iterator<Item = Entry> {
    LIBRARY.lines().filter_map(parse_line)
}

/// The entry called `id`, ignoring case and treating `_`/space as `-`.
pub fn find(id: &str) -> Option<Entry> {
    let wanted: String = id
        .trim()
        .chars()
        .map(|c| match c {
            '_' | ' ' => '-',
            c => c.to_ascii_lowercase(),
        })
        .collect();
    entries().find(|entry| entry.id == wanted)
}

fn parse_line(line: &'static str) -> Option<Entry> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return None;
    }
    let (id, rest) = line.split_once(char::is_whitespace)?;
    let (group, fen) = rest.trim_start().split_once(char::is_whitespace)?;
    Some(Entry {
        id,
        group,
        fen: fen.trim(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::{ReadOptions, read_fen};
    use crate::rules;

    #[test]
    fn every_position_reads_strictly_and_is_legal() {
        let mut count = 0;
        for entry in entries() {
            let read = read_fen(entry.fen, ReadOptions::strict())
                .unwrap_or_else(|e| panic!("{}: {e:?}", entry.id));
            assert!(read.warnings.is_empty(), "{}", entry.id);
            assert_eq!(read.position.variant, entry.variant(), "{}", entry.id);
            let problems = rules::problems(&read.position);
            assert!(problems.is_empty(), "{}: {problems:?}", entry.id);
            count += 1;
        }
        assert!(count >= 30, "{count}");
    }

    #[test]
    fn ids_are_unique_and_found_in_any_spelling() {
        let ids: Vec<_> = entries().map(|e| e.id).collect();
        let mut unique = ids.clone();
        unique.sort_unstable();
        unique.dedup();
        assert_eq!(ids.len(), unique.len());
        assert_eq!(find("Ruy_Lopez").map(|e| e.group), Some("opening"));
        assert_eq!(find("reti study").map(|e| e.id), Some("reti-study"));
        assert_eq!(find("nonsense"), None);
    }
}
