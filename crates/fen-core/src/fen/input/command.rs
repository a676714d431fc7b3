//! The command around a FEN: UCI's `position startpos|fen ...`, a bare
//! `startpos`, and the ` moves ` keyword with the moves after it.

pub(super) enum Command<'a> {
    StartPos {
        moves: Option<MovesPart<'a>>,
        /// A word between `startpos` and `moves` (or the end), with its byte
        /// offset: `startpos e2e4` forgot the keyword.
        stray: Option<(usize, &'a str)>,
    },
    Fen {
        fen: &'a str,
        /// Byte offset of `fen` in the extracted text.
        offset: usize,
        moves: Option<MovesPart<'a>>,
    },
}

/// The text after the `moves` keyword and its byte offset in the extracted text.
#[derive(Clone, Copy)]
pub(super) struct MovesPart<'a> {
    pub text: &'a str,
    pub offset: usize,
    /// Byte offset of the keyword itself (for "moves with nothing after it").
    pub keyword: usize,
}

/// Split `[position] startpos ...`, `position [fen] ...` and `... moves ...`
/// into their parts. `startpos` reads bare too, as the command line's
/// `fen-tui perft startpos 4` writes it.
pub(super) fn split_command(body: &str) -> Command<'_> {
    let command = strip_word(body, "position").map(str::trim_start);
    if let Some(after) = strip_word(command.unwrap_or(body), "startpos") {
        let from = body.len() - after.len();
        let moves = find_moves(body, from);
        let between = body.get(from..moves.map_or(body.len(), |m| m.keyword));
        return Command::StartPos {
            moves,
            stray: between.and_then(|text| first_word(text, from)),
        };
    }
    let rest = match command {
        Some(after) => strip_word(after, "fen").map_or(after, str::trim_start),
        None => body,
    };
    let fen_start = body.len() - rest.len();
    let moves = find_moves(body, fen_start);
    let fen_end = moves.map_or(body.len(), |m| m.keyword);
    let fen = body.get(fen_start..fen_end).unwrap_or(rest);
    let fen = if moves.is_some() { fen.trim_end() } else { fen };
    Command::Fen {
        fen,
        offset: fen_start,
        moves,
    }
}

/// The first word of `text` (which starts at byte `offset`) and its offset.
fn first_word(text: &str, offset: usize) -> Option<(usize, &str)> {
    let word = text.split_whitespace().next()?;
    let at = text.len() - text.trim_start().len();
    Some((offset + at, word))
}

/// `text` without a leading `word` followed by whitespace or the end.
fn strip_word<'a>(text: &'a str, word: &str) -> Option<&'a str> {
    let rest = text.strip_prefix(word)?;
    (rest.is_empty() || rest.starts_with(char::is_whitespace)).then_some(rest)
}

/// The ` moves ` keyword at or after byte `from`, as a whole word.
fn find_moves(body: &str, from: usize) -> Option<MovesPart<'_>> {
    let tail = body.get(from..)?;
    // No FEN letter is an 'm': a quick byte scan skips the substring search.
    if !tail.as_bytes().contains(&b'm') {
        return None;
    }
    let mut search = 0;
    while let Some(found) = tail.get(search..)?.find("moves") {
        let at = search + found;
        let before_ok = at == 0 || tail[..at].ends_with(char::is_whitespace);
        let after = &tail[at + 5..];
        let after_ok = after.is_empty() || after.starts_with(char::is_whitespace);
        if before_ok && after_ok {
            return Some(MovesPart {
                text: after,
                offset: from + at + 5,
                keyword: from + at,
            });
        }
        search = at + 5;
    }
    None
}
