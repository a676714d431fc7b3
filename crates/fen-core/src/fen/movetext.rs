//! Moves as people copy them from a game: PGN movetext with move numbers
//! (`1.`, `12...`, `1.e4`), `{comments}`, `; rest of line` comments,
//! `(variations)`, NAGs (`$1`), annotation marks (`e4!?`, `Nf3!`) and the
//! result (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`). What is left are the moves,
//! each with its byte offset so a bad one can be pointed at. The paste, the
//! command line, `check` and the editor's moves view all split moves here.

/// The moves of `text` with their byte offsets in it, in order.
pub fn move_tokens(text: &str) -> Vec<(usize, &str)> {
    let mut tokens = Vec::new();
    let mut depth = 0usize; // inside `( … )`
    let mut rest = text;
    let mut at = 0;
    while let Some(c) = rest.chars().next() {
        let skip = match c {
            '{' => rest.find('}').map_or(rest.len(), |end| end + 1),
            ';' => rest.find('\n').unwrap_or(rest.len()),
            '(' => {
                depth += 1;
                1
            }
            ')' => {
                depth = depth.saturating_sub(1);
                1
            }
            // A `}` without its `{`: skipped, else the word below would be empty.
            '}' => 1,
            c if c.is_whitespace() => c.len_utf8(),
            _ => {
                let len = rest
                    .find(|c: char| c.is_whitespace() || "{}();".contains(c))
                    .unwrap_or(rest.len());
                if depth == 0
                    && let Some((lead, token)) = move_in_word(&rest[..len])
                {
                    tokens.push((at + lead, token));
                }
                len
            }
        };
        at += skip;
        rest = &rest[skip..];
    }
    tokens
}

/// Does `text` begin the way a game's moves begin (`1.`, `1...`, `1.e4`)?
/// Plain moves (`e4 e5`) are recognised by playing them instead.
pub fn starts_with_move_number(text: &str) -> bool {
    let text = text.trim_start();
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && text[digits..].starts_with('.')
}

/// The move inside one word, without its number and marks, and where it
/// starts; None for numbers, NAGs, results and marks alone.
fn move_in_word(word: &str) -> Option<(usize, &str)> {
    if word.starts_with('$') || matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
        return None;
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let lead = if digits > 0 && word[digits..].starts_with('.') {
        word.len() - word[digits..].trim_start_matches('.').len()
    } else {
        word.len() - word.trim_start_matches('.').len()
    };
    let token = word[lead..].trim_end_matches(['!', '?']);
    (!token.is_empty()).then_some((lead, token))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(text: &str) -> Vec<&str> {
        move_tokens(text).into_iter().map(|(_, t)| t).collect()
    }

    #[test]
    fn numbers_results_and_marks_are_not_moves() {
        assert_eq!(moves(" 1. e4 e5 2.Nf3 1-0"), ["e4", "e5", "Nf3"]);
        assert_eq!(
            moves("1.e4 1...c5 2. Nf3!? d6?! $1 *"),
            ["e4", "c5", "Nf3", "d6"]
        );
        assert_eq!(moves("12... Nf6 1/2-1/2"), ["Nf6"]);
        assert_eq!(moves("h2e2 h9g7"), ["h2e2", "h9g7"]);
    }

    #[test]
    fn comments_and_variations_are_skipped() {
        let text = "1. e4 {best by test} e5 (1... c5 {Sicilian} 2. Nf3) 2. Nf3 ; a note\n Nc6";
        assert_eq!(moves(text), ["e4", "e5", "Nf3", "Nc6"]);
        assert_eq!(moves("1. e4 {never closed"), ["e4"]);
        assert_eq!(moves("1. e4 ((e5) c5) d5"), ["e4", "d5"]);
    }

    #[test]
    fn offsets_point_at_the_move_itself() {
        let offsets: Vec<usize> = move_tokens(" 1. e4 e5 2.Nf3 1-0")
            .into_iter()
            .map(|(o, _)| o)
            .collect();
        assert_eq!(offsets, [4, 7, 12]);
        assert_eq!(move_tokens("{é} e4"), [(5, "e4")]);
    }

    #[test]
    fn a_game_is_recognised_by_its_first_number() {
        assert!(starts_with_move_number(" 1. e4"));
        assert!(starts_with_move_number("1...e5"));
        assert!(!starts_with_move_number("e4 e5"));
        assert!(!starts_with_move_number("8/8/8/8/8/8/8/8 w - - 0 1"));
    }

    #[test]
    fn a_stray_closing_brace_is_skipped_not_looped_on() {
        assert_eq!(move_tokens("} e4 }}e5"), [(2, "e4"), (7, "e5")]);
    }
}
