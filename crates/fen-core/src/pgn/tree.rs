//! A game's movetext kept whole (`PgnOptions::tree`): every move of the main
//! line and of each variation (nested to any depth), every comment (`{…}` and
//! `;` to the line's end, their text as written), every NAG (`$n`, and the
//! `!`, `?`, `!!`, `??`, `!?`, `?!` suffixes as the NAGs 1 to 6 they stand
//! for, as python-chess reads them), in the order the file has them. A flat
//! list rather than a tree of nodes: a few bytes an item, and walked in order
//! to write the game again ([`write_pgn`]) or to follow one line of it.
//!
//! Writing makes normalised PGN: the tags as read (values escaped), then the
//! movetext with its move numbers worked out again (`N...` before Black's
//! move at a variation's start and after a comment or a variation), moves in
//! one notation, NAGs as `$n`, comments exactly as read, lines wrapped under
//! 80 columns. Read again, that text gives the same game, and written again
//! the same bytes.

use super::PgnGame;
use crate::rules::chess::notation::{ChessNotation, write as chess_write};
use crate::rules::xiangqi::notation::{self as xiangqi, Notation};
use crate::rules::{self, Move};
use crate::{Color, Position, Variant};

/// One item of a game's movetext.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Item {
    /// A move played (`None`: a null move, `--`).
    Move(Option<Move>),
    /// A numeric annotation glyph: `$n`, or a `!?`-style suffix's number.
    Nag(u16),
    /// `{text}`: the text between the braces, as written (lines joined by `\n`).
    Comment(Box<str>),
    /// `;text`: the rest of the line after the `;`.
    LineComment(Box<str>),
    /// `(`: a variation starts, in place of the move before it.
    Open,
    /// `)`: the variation ends.
    Close,
}

/// A game's movetext, item by item, in the order written.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveTree {
    /// The items, in the order the movetext has them.
    pub items: Vec<Item>,
}

/// The NAG a `!?`-style suffix stands for (as python-chess reads them).
pub fn suffix_nag(suffix: &[u8]) -> Option<u16> {
    Some(match suffix {
        b"!" => 1,
        b"?" => 2,
        b"!!" => 3,
        b"??" => 4,
        b"!?" => 5,
        b"?!" => 6,
        _ => return None,
    })
}

/// How `write_pgn` writes moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveStyle {
    /// Chess moves in one of the chess notations.
    Chess(ChessNotation),
    /// xqbase's three formats (`Uci` is written as ICCS).
    Xiangqi(Notation),
}

impl MoveStyle {
    /// xqbase's `[Format]` value for a xiangqi style.
    fn format_tag(self) -> Option<&'static str> {
        match self {
            MoveStyle::Chess(_) => None,
            MoveStyle::Xiangqi(Notation::Wxf) => Some("WXF"),
            MoveStyle::Xiangqi(Notation::Chinese) => Some("Chinese"),
            MoveStyle::Xiangqi(Notation::Iccs | Notation::Uci) => Some("ICCS"),
        }
    }
}

/// The style a game is written in when none is asked: SAN for chess; for
/// xiangqi the format its `[Format]` tag names (Chinese without one, as
/// xqbase reads such files).
pub fn default_style(game: &PgnGame, variant: Variant) -> MoveStyle {
    match variant {
        Variant::Chess => MoveStyle::Chess(ChessNotation::San),
        Variant::Xiangqi => {
            let format = game.tag("Format").unwrap_or("").to_ascii_lowercase();
            MoveStyle::Xiangqi(if format.contains("iccs") {
                Notation::Iccs
            } else if format.contains("wxf") {
                Notation::Wxf
            } else {
                Notation::Chinese
            })
        }
    }
}

const LINE_WIDTH: usize = 79;

/// A game read with `PgnOptions::tree` as normalised PGN, its moves in
/// `style` (the game's own when `None`); `None` when the game has no start
/// position or no tree, or the style is the other game's.
pub fn write_pgn(game: &PgnGame, style: Option<MoveStyle>) -> Option<String> {
    let start = game.start?;
    let tree = game.tree.as_ref()?;
    let style = style.unwrap_or_else(|| default_style(game, start.variant));
    match (start.variant, style) {
        (Variant::Chess, MoveStyle::Chess(_)) | (Variant::Xiangqi, MoveStyle::Xiangqi(_)) => {}
        _ => return None,
    }
    let mut out = String::new();
    let format = style.format_tag();
    let mut format_written = false;
    for (name, value) in &game.tags {
        let value = match format {
            Some(format) if name == "Format" => {
                format_written = true;
                format
            }
            _ => value.as_str(),
        };
        push_tag(&mut out, name, value);
    }
    if let Some(format) = format
        && !format_written
        && format != "Chinese"
    {
        push_tag(&mut out, "Format", format);
    }
    out.push('\n');
    let mut wrap = Wrap {
        out: &mut out,
        width: 0,
        glued: false,
    };
    movetext(&start, &tree.items, style, &mut wrap);
    wrap.token(game.result.as_deref().unwrap_or("*"));
    out.push('\n');
    Some(out)
}

fn push_tag(out: &mut String, name: &str, value: &str) {
    out.push('[');
    out.push_str(name);
    out.push_str(" \"");
    for c in value.chars() {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push_str("\"]\n");
}

/// Tokens separated by spaces, a new line before one that would pass the width.
struct Wrap<'a> {
    out: &'a mut String,
    /// Columns on the current line; 0 at a line's start.
    width: usize,
    /// The last token was `(`: the next one follows it without a space.
    glued: bool,
}

impl Wrap<'_> {
    fn token(&mut self, token: &str) {
        self.token_glued(token, false);
    }

    /// A token; `glue` writes it without the space before it (`)`).
    fn token_glued(&mut self, token: &str, glue: bool) {
        // Taken first: `glue || take(…)` would leave it set for the next token.
        let glue = std::mem::take(&mut self.glued) || glue;
        let first_line = token.split('\n').next().unwrap_or("");
        let length = unicode_width::UnicodeWidthStr::width(first_line);
        if self.width > 0 && self.width + usize::from(!glue) + length > LINE_WIDTH {
            self.out.push('\n');
            self.width = 0;
        } else if self.width > 0 && !glue {
            self.out.push(' ');
            self.width += 1;
        }
        self.out.push_str(token);
        match token.rsplit_once('\n') {
            Some((_, last)) => self.width = unicode_width::UnicodeWidthStr::width(last).max(1),
            None => self.width += length.max(1),
        }
    }

    /// A `;` comment: to the end of the line, which then ends.
    fn line_comment(&mut self, text: &str) {
        if self.width > 0 && !std::mem::take(&mut self.glued) {
            self.out.push(' ');
        }
        self.out.push(';');
        self.out.push_str(text);
        self.out.push('\n');
        self.width = 0;
    }
}

/// The movetext's items as tokens, positions followed through variations.
fn movetext(start: &Position, items: &[Item], style: MoveStyle, wrap: &mut Wrap) {
    // The position now and before the last move, for each open variation.
    let mut stack: Vec<(Position, Position)> = Vec::new();
    let (mut now, mut before) = (*start, *start);
    // A Black move here says its number (`3...`).
    let mut number_black = true;
    let mut written_any = false;
    for item in items {
        match item {
            Item::Move(mv) => {
                if now.side_to_move == Color::White {
                    wrap.token(&format!("{}.", now.fullmove_number));
                } else if number_black {
                    wrap.token(&format!("{}...", now.fullmove_number));
                }
                let text = match mv {
                    Some(mv) => move_text(&now, *mv, style),
                    None => "--".to_string(),
                };
                wrap.token(&text);
                before = now;
                now = match mv {
                    Some(mv) => rules::play(&now, *mv),
                    None => null_move(&now),
                };
                number_black = false;
            }
            Item::Nag(nag) => wrap.token(&format!("${nag}")),
            Item::Comment(text) => {
                wrap.token(&format!("{{{text}}}"));
                number_black = true;
            }
            Item::LineComment(text) if !written_any && !text.contains('}') => {
                // A movetext's first line starting with `;` would be taken
                // for a line between games: written as a `{}` comment.
                wrap.token(&format!("{{{text}}}"));
                number_black = true;
            }
            Item::LineComment(text) => {
                wrap.line_comment(text);
                number_black = true;
            }
            Item::Open => {
                wrap.token("(");
                wrap.glued = true;
                stack.push((now, before));
                now = before;
                number_black = true;
            }
            Item::Close => {
                wrap.token_glued(")", true);
                if let Some((n, b)) = stack.pop() {
                    (now, before) = (n, b);
                }
                number_black = true;
            }
        }
        written_any = true;
    }
}

/// The position after a null move: the other side to move.
fn null_move(position: &Position) -> Position {
    let mut next = *position;
    next.side_to_move = position.side_to_move.other();
    next.en_passant = None;
    if position.side_to_move == Color::Black {
        next.fullmove_number += 1;
    }
    next
}

/// `mv` (legal in `position`) in `style`.
pub fn move_text(position: &Position, mv: Move, style: MoveStyle) -> String {
    match style {
        MoveStyle::Chess(notation) => chess_write(position, mv, notation),
        MoveStyle::Xiangqi(Notation::Iccs | Notation::Uci) => {
            // xqbase's ICCS format: capitals and a dash, H2-E2.
            let upper = xiangqi::write(position, mv, Notation::Iccs).to_ascii_uppercase();
            match (upper.get(..2), upper.get(2..)) {
                (Some(from), Some(to)) => format!("{from}-{to}"),
                _ => upper,
            }
        }
        MoveStyle::Xiangqi(notation) => xiangqi::write(position, mv, notation),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{PgnOptions, read_games};

    const TREE: PgnOptions = PgnOptions {
        every_ply: false,
        san: false,
        moves: false,
        tree: true,
    };

    fn one(text: &str) -> PgnGame {
        let games: Vec<_> = read_games(text.as_bytes(), TREE).collect();
        assert_eq!(games.len(), 1, "{text}");
        games.into_iter().next().unwrap()
    }

    /// Written, read again and written again: the same bytes.
    fn stable(text: &str) -> String {
        let game = one(text);
        assert!(game.is_ok(), "{:?}", game.errors);
        let first = write_pgn(&game, None).unwrap();
        let again = one(&first);
        assert!(again.is_ok(), "{first}\n{:?}", again.errors);
        assert_eq!(again.tree, game.tree, "{first}");
        assert_eq!(again.tags, game.tags, "{first}");
        let second = write_pgn(&again, None).unwrap();
        assert_eq!(first, second);
        first
    }

    #[test]
    fn variations_comments_and_nags_are_kept_and_written_again() {
        let text = "[Event \"A \\\"quoted\\\" name\"]\n[White \"Back\\\\slash\"]\n\n\
            {Before} 1. e4 $1 {best by test} (1. d4!? d5 (1... Nf6 2. c4 ; Indian\n\
            g6) 2. c4) 1... e5?! 2. Nf3 {multi\nline} Nc6 (2... d6 {Philidor}) 3. Bb5 1-0\n";
        let game = one(text);
        let items = &game.tree.as_ref().unwrap().items;
        let nags: Vec<_> = items
            .iter()
            .filter_map(|i| match i {
                Item::Nag(n) => Some(*n),
                _ => None,
            })
            .collect();
        assert_eq!(nags, [1, 5, 6]);
        let opens = items.iter().filter(|i| **i == Item::Open).count();
        assert_eq!(opens, 3);
        assert!(items.contains(&Item::LineComment(" Indian".into())));
        assert!(items.contains(&Item::Comment("multi\nline".into())));
        assert_eq!(game.tag("Event"), Some("A \"quoted\" name"));
        let written = stable(text);
        assert_eq!(
            written,
            "[Event \"A \\\"quoted\\\" name\"]\n[White \"Back\\\\slash\"]\n\n\
             {Before} 1. e4 $1 {best by test} (1. d4 $5 d5 (1... Nf6 2. c4 ; Indian\n\
             2... g6) 2. c4) 1... e5 $6 2. Nf3 {multi\nline} 2... Nc6 (2... d6 {Philidor}) 3. Bb5 \
             1-0\n"
        );
    }

    #[test]
    fn a_bad_move_in_a_variation_is_said_where_it_is() {
        let game = one("1. e4 (1. Ke2 e5) e5 *\n");
        assert_eq!(game.errors.len(), 1, "{:?}", game.errors);
        let error = &game.errors[0];
        assert_eq!(error.code, "pgn-variation-move");
        assert_eq!(error.arg_value("why"), Some(&crate::Arg::from("illegal")));
        assert_eq!(error.column, Some(11));
        // The main line goes on.
        assert_eq!(game.moves_played, 2);
        // The variation's moves left out, what stands after it is spaced as ever.
        let written = write_pgn(&game, None).unwrap();
        assert!(written.ends_with("\n1. e4 () 1... e5 *\n"), "{written}");
    }

    #[test]
    fn xiangqi_variations_read_in_any_format_and_are_written_in_the_files() {
        let text = "[Game \"Chinese Chess\"]\n[Format \"WXF\"]\n\n\
            1. C2.5 {中炮} H8+7 (1... C8.5 2. H2+3) 2. H2+3 *\n";
        let game = one(text);
        assert!(game.is_ok(), "{:?}", game.errors);
        let written = stable(text);
        assert!(
            written.ends_with("\n1. C2=5 {中炮} 1... H8+7 (1... C8=5 2. H2+3) 2. H2+3 *\n"),
            "{written}"
        );
        let chinese = write_pgn(&game, Some(MoveStyle::Xiangqi(Notation::Chinese))).unwrap();
        assert!(chinese.contains("[Format \"Chinese\"]"), "{chinese}");
        assert!(chinese.contains("(1... 炮８平５ 2. 马二进三)"), "{chinese}");
        let iccs = write_pgn(&game, Some(MoveStyle::Xiangqi(Notation::Iccs))).unwrap();
        assert!(iccs.contains("1. H2-E2 {中炮} 1... H9-G7"), "{iccs}");
        assert_eq!(
            write_pgn(&game, Some(MoveStyle::Chess(ChessNotation::San))),
            None
        );
    }
}
