//! Moves as people copy them from a game: PGN movetext with move numbers
//! (`1.`, `12...`, `1.e4`), `{comments}`, `; rest of line` comments,
//! `(variations)`, NAGs (`$1`), annotation marks (`e4!?`, `Nf3!`) and the
//! result (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`), and xiangqi text as books
//! and web pages print it: full-width numbers (`１．`), `第1回合`, and the
//! separators `、` `，` `,` `；` `。` and the ideographic space between moves.
//! What is left are the moves,
//! each with its byte offset so a bad one can be pointed at. The paste, the
//! command line, `check` and the editor's moves view all split moves here.

/// Marks that stand between moves as a space does, in printed xiangqi text.
const SEPARATORS: [char; 5] = ['、', '，', ',', '；', '。'];

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
            '(' | '（' | '【' | '〔' => {
                depth += 1;
                c.len_utf8()
            }
            ')' | '）' | '】' | '〕' => {
                depth = depth.saturating_sub(1);
                c.len_utf8()
            }
            // A `}` without its `{`: skipped, else the word below would be empty.
            '}' => 1,
            c if c.is_whitespace() || SEPARATORS.contains(&c) => c.len_utf8(),
            _ => {
                let len = rest
                    .find(|c: char| {
                        c.is_whitespace()
                            || "{}();（）【】〔〕".contains(c)
                            || SEPARATORS.contains(&c)
                    })
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

/// Does `text` begin the way a game's moves begin (`1.`, `1...`, `1.e4`,
/// `１．`, `第1回合`)? Plain moves (`e4 e5`) are recognised by playing them
/// instead.
pub fn starts_with_move_number(text: &str) -> bool {
    let text = text.trim_start();
    let digits = number_len(text);
    (digits > 0 && text[digits..].starts_with(['.', '．'])) || round_len(text) > 0
}

/// A digit as a move number may be written: ASCII or full-width.
fn is_digit(c: char) -> bool {
    c.is_ascii_digit() || ('０'..='９').contains(&c)
}

/// The length in bytes of the number `text` starts with.
fn number_len(text: &str) -> usize {
    text.find(|c: char| !is_digit(c)).unwrap_or(text.len())
}

/// The length in bytes of a `第1回合` (or `第一回合`, `第１回`) at the start.
fn round_len(text: &str) -> usize {
    let Some(rest) = text.strip_prefix('第') else {
        return 0;
    };
    let numerals = rest
        .find(|c: char| !is_digit(c) && !"一二三四五六七八九十百零〇".contains(c))
        .unwrap_or(rest.len());
    if numerals == 0 {
        return 0;
    }
    let after = &rest[numerals..];
    let word = ["回合", "回", "着", "步"]
        .into_iter()
        .find(|w| after.starts_with(w))
        .map_or(0, str::len);
    if word == 0 {
        return 0;
    }
    '第'.len_utf8() + numerals + word
}

/// The move inside one word, without its number and marks, and where it
/// starts; None for numbers, NAGs, results and marks alone.
fn move_in_word(word: &str) -> Option<(usize, &str)> {
    if word.starts_with('$') || is_result(word) {
        return None;
    }
    let digits = number_len(word);
    let round = round_len(word);
    let lead = if round > 0 {
        round + word[round..].len()
            - word[round..]
                .trim_start_matches(['.', '．', ':', '：'])
                .len()
    } else if digits > 0 && word[digits..].starts_with(['.', '．']) {
        word.len() - word[digits..].trim_start_matches(['.', '．']).len()
    } else if digits == word.len() {
        // A number alone (`1、炮二平五` splits at the 、).
        return None;
    } else {
        0
    };
    // Black's move after its number's dots or an ellipsis (`1...`, `１．……`),
    // and a side's label (`红：`, `黑方：`).
    let rest = word[lead..].trim_start_matches(LEADING_MARKS);
    let rest = SIDE_LABELS
        .iter()
        .find_map(|label| rest.strip_prefix(label))
        .unwrap_or(rest)
        .trim_start_matches(LEADING_MARKS);
    let lead = word.len() - rest.len();
    let token = rest.trim_end_matches(['!', '?', '！', '？']);
    (!token.is_empty() && !is_result(token)).then_some((lead, token))
}

/// Dots, ellipses and colons that stand between a move number and its move.
const LEADING_MARKS: [char; 7] = ['.', '．', '…', '⋯', ':', '：', '—'];

/// Which side's move follows, as some records label them.
const SIDE_LABELS: [&str; 8] = [
    "红方：",
    "黑方：",
    "红：",
    "黑：",
    "紅方：",
    "紅：",
    "红方:",
    "黑方:",
];

/// A game's result as PGN writes it, or as Chinese records end:
/// 红胜 (Red wins), 黑胜, 和棋 / 和局 (a draw), 完 / 终局 (the end).
fn is_result(word: &str) -> bool {
    let word = word.trim_end_matches(['。', '.', '!', '！']);
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
        || [
            "红胜",
            "黑胜",
            "红方胜",
            "黑方胜",
            "红先胜",
            "黑先胜",
            "红负",
            "黑负",
            "红先负",
            "红先和",
            "黑先和",
            "和棋",
            "和局",
            "和",
            "完",
            "全局完",
            "终局",
            "紅勝",
            "黑勝",
            "紅方勝",
            "黑方勝",
            "紅負",
            "紅先勝",
            "紅先和",
            "終局",
            "红方胜利",
            "黑方胜利",
        ]
        .contains(&word)
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
    fn xiangqi_text_as_printed_splits_into_its_moves() {
        assert_eq!(
            moves("１．炮二平五　马８进７　２．马二进三　车９平８"),
            ["炮二平五", "马８进７", "马二进三", "车９平８"]
        );
        assert_eq!(
            moves("第1回合 炮二平五，马８进７；第２回合：马二进三、车９平８。"),
            ["炮二平五", "马８进７", "马二进三", "车９平８"]
        );
        assert_eq!(
            moves("1、炮二平五 马8进7 2、马二进三"),
            ["炮二平五", "马8进7", "马二进三"]
        );
        assert_eq!(moves("1.C2=5 H8+7,2.H2+3"), ["C2=5", "H8+7", "H2+3"]);
        assert!(starts_with_move_number("１．炮二平五"));
        assert!(starts_with_move_number("第一回合 炮二平五"));
        assert!(!starts_with_move_number("第五"));
        let offsets: Vec<usize> = move_tokens("１．炮二平五")
            .into_iter()
            .map(|(o, _)| o)
            .collect();
        assert_eq!(offsets, ["１．".len()]);
    }

    #[test]
    fn printed_records_numbers_labels_ellipses_and_results_are_not_moves() {
        assert_eq!(
            moves("（１）炮二平五，马８进７（２）马二进三 车９平８（完）"),
            ["炮二平五", "马８进７", "马二进三", "车９平８"]
        );
        assert_eq!(
            moves("１．炮二平五\n１．……马８进７\n2... 车９平８ 红胜"),
            ["炮二平五", "马８进７", "车９平８"]
        );
        assert_eq!(
            moves("1. 红：炮二平五 黑：马８进７ 和棋。"),
            ["炮二平五", "马８进７"]
        );
        assert_eq!(
            moves("炮二平五！ 马８进７？ 黑胜"),
            ["炮二平五", "马８进７"]
        );
        assert_eq!(moves("1) C2=5 H8+7 2) H2+3 1-0"), ["C2=5", "H8+7", "H2+3"]);
    }

    #[test]
    fn a_stray_closing_brace_is_skipped_not_looped_on() {
        assert_eq!(move_tokens("} e4 }}e5"), [(2, "e4"), (7, "e5")]);
    }
}
