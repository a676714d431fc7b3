//! Saving over another writer's change: the lines this editor changed, put
//! into the file as it is now. The editor only ever replaces a position's
//! line or adds lines at the end, so its edits are "line `old` became `new`"
//! and "these lines were added". Each replaced line is found again in the
//! file by what it said (its identity), not by its number, since the other
//! writer may have added or removed lines above it; when it is there more
//! than once, the one nearest its old place is taken. A line the other
//! writer changed or removed too is a conflict: nothing is guessed.

/// A line edited here that the other writer changed or removed as well.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Conflict {
    /// Its 1-based number in the file as this editor read it.
    pub line: usize,
}

/// `theirs` (the file now) with the edits that turned `base` (the file as
/// read) into `ours` (the file as this editor would write it).
pub fn merge_lines(base: &[u8], ours: &[u8], theirs: &[u8]) -> Result<Vec<u8>, Conflict> {
    let base_lines = lines(base);
    let our_lines = lines(ours);
    let mut merged: Vec<Vec<u8>> = lines(theirs).into_iter().map(<[u8]>::to_vec).collect();
    let mut taken = vec![false; merged.len()];
    for (at, (old, new)) in base_lines.iter().zip(&our_lines).enumerate() {
        if content(old) == content(new) {
            continue;
        }
        let found = (0..merged.len())
            .filter(|&i| !taken[i] && content(&merged[i]) == content(old))
            .min_by_key(|&i| i.abs_diff(at))
            .ok_or(Conflict { line: at + 1 })?;
        let ending = merged[found][content(&merged[found]).len()..].to_vec();
        merged[found] = [content(new), &ending].concat();
        taken[found] = true;
    }
    let mut bytes = merged.concat();
    for added in our_lines.iter().skip(base_lines.len()) {
        if !bytes.is_empty() && !bytes.ends_with(b"\n") {
            bytes.push(b'\n');
        }
        bytes.extend_from_slice(added);
    }
    Ok(bytes)
}

/// The lines of `bytes`, each with its line break.
fn lines(bytes: &[u8]) -> Vec<&[u8]> {
    bytes.split_inclusive(|&b| b == b'\n').collect()
}

/// A line without its `\n` or `\r\n`.
fn content(line: &[u8]) -> &[u8] {
    let line = line.strip_suffix(b"\n").unwrap_or(line);
    line.strip_suffix(b"\r").unwrap_or(line)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn merged(base: &str, ours: &str, theirs: &str) -> Result<String, Conflict> {
        merge_lines(base.as_bytes(), ours.as_bytes(), theirs.as_bytes())
            .map(|bytes| String::from_utf8(bytes).unwrap())
    }

    #[test]
    fn a_line_added_by_another_writer_is_kept() {
        let base = "A\nB\n";
        assert_eq!(merged(base, "A\nB2\n", "A\nB\nC\n").unwrap(), "A\nB2\nC\n");
        // Added above: the edited line is found by what it said.
        assert_eq!(
            merged(base, "A2\nB\n", "Z\nY\nA\nB\n").unwrap(),
            "Z\nY\nA2\nB\n"
        );
        // Lines added here go after theirs.
        assert_eq!(
            merged(base, "A\nB\nD\n", "A\nB\nC").unwrap(),
            "A\nB\nC\nD\n"
        );
    }

    #[test]
    fn moved_lines_are_found_by_identity_and_endings_kept() {
        // Theirs swapped the lines and wrote CRLF.
        assert_eq!(
            merged("A\nB\n", "A\nB2\n", "B\r\nA\r\n").unwrap(),
            "B2\r\nA\r\n"
        );
        // A repeated line: the one nearest its old place.
        assert_eq!(
            merged("x\nA\nx\n", "x\nA\nx2\n", "x\nA\nx\nnew\n").unwrap(),
            "x\nA\nx2\nnew\n"
        );
    }

    #[test]
    fn the_same_line_changed_by_both_is_a_conflict() {
        assert_eq!(
            merged("A\nB\n", "A\nB2\n", "A\nB3\n"),
            Err(Conflict { line: 2 })
        );
        assert_eq!(
            merged("A\nB\n", "A\nB2\n", "A\n"),
            Err(Conflict { line: 2 })
        );
        // Nothing edited here: theirs as it is.
        assert_eq!(merged("A\n", "A\n", "A\nC\n").unwrap(), "A\nC\n");
    }
}
