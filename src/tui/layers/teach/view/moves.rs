//! The moves view: the moves played (the one shown highlighted), what the
//! move shown changed in the FEN and why, the new FEN with the changed
//! characters marked, and the line where moves are typed. Xiangqi moves are
//! listed in the chosen notation (Ctrl-N: ICCS → WXF → Chinese), chess moves
//! too (Ctrl-N: SAN → LAN → FAN → Russian letters → UCI).

use super::game_notes;
use super::page::{Page, fen_rows, input_row, message_row, paragraph};
use crate::core::rules::chess::ChessNotation;
use crate::core::rules::xiangqi::notation::Notation;
use crate::core::{Arg, Color, Variant};
use crate::i18n::Localizer;
use crate::teach_text::step_text;
use crate::tui::app::{App, MoveLine, MovesView};
use crate::tui::theme::Styles;
use crate::tui::view::text::unbroken;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

pub(crate) fn page<'a>(
    app: &'a App,
    view: &'a MovesView,
    loc: &'a Localizer,
    styles: Styles,
) -> Option<Page<'a>> {
    let line = app.move_line_in_view()?;
    let current = line.current();
    let changed = current
        .map(|m| m.explanation.changed.clone())
        .unwrap_or_default();
    let fen_label = loc.text("fen-label");
    let [fen, marks] = fen_rows(&fen_label, &line.fen(), &changed, styles);
    let input_label = loc.text("moves-input-label");
    let mut rows = vec![
        fen,
        marks,
        input_row(&input_label, &view.input, view.caret, styles),
    ];
    // The row under the input exists only for an error: the panel needs the room.
    if let Some(error) = &view.error {
        rows.push(message_row(
            &input_label,
            &view.input,
            error.column.unwrap_or(1),
            loc.diagnostic(error, line.start().variant),
            styles.error(),
        ));
    }

    let notation = view.notation(loc.lang());
    let chess = view.chess_notation(loc.lang());
    let list = move_list(view, line, (notation, chess), loc);
    let notes = game_notes::rows(view, line, (notation, chess), loc, styles);
    let signs = game_notes::Notes::new(view, line, line.at()).signs(line.at().saturating_sub(1));
    let heading = current.map(|m| {
        loc.format(
            "explain-move-title",
            &[
                ("number", Arg::from(m.number)),
                ("color", Arg::from(m.side.key(line.start().variant))),
                (
                    "move",
                    // A move is never split across rows ("炮" / "２进４").
                    Arg::from(unbroken(&format!(
                        "{}{signs}",
                        line.current_in(notation, chess)
                            .unwrap_or_else(|| m.text.clone())
                    ))),
                ),
            ],
        )
    });
    let sentences: Vec<String> = current
        .map(|m| {
            m.explanation
                .steps
                .iter()
                .map(|s| step_text(loc, s))
                .collect()
        })
        .unwrap_or_default();
    let prompt = loc.text(match line.start().variant {
        Variant::Chess => "moves-prompt",
        Variant::Xiangqi => "moves-prompt-xiangqi",
    });
    let engine = engine_rows(app, notation, loc, styles);
    let lit = current
        .and_then(|m| m.explanation.steps.first())
        .map(|s| s.squares.clone())
        .unwrap_or_default();
    Some(Page {
        title: loc.text("explain-moves-title"),
        position: line.position(),
        lit,
        panel: Box::new(move |width| {
            let mut lines = Vec::new();
            // The analysis panel's lines first, when it is open: it follows
            // the position shown.
            for (text, style, first, rest) in &engine {
                lines.extend(paragraph(text, width, *style, first, rest));
            }
            if !engine.is_empty() {
                lines.push(Line::default());
            }
            lines.extend(wrap_moves(&list, usize::from(width), styles));
            lines.push(Line::default());
            // The game's comments and variations at the move shown.
            let notes = notes
                .iter()
                .map(|(text, style, first, rest)| paragraph(text, width, *style, first, rest));
            match &heading {
                Some(heading) => {
                    lines.extend(paragraph(heading, width, styles.focused(), "", ""));
                    lines.extend(notes.flatten());
                    for sentence in &sentences {
                        lines.extend(paragraph(sentence, width, Style::new(), "• ", "  "));
                    }
                }
                None => {
                    lines.extend(notes.flatten());
                    lines.extend(paragraph(&prompt, width, styles.dim(), "", ""));
                }
            }
            lines
        }),
        rows,
        // FEN, marks, input and the error line.
        most_rows: 4,
    })
}

/// One word of the move list: a move number, the start, a move (and
/// whether it is the one shown), or a variation written for a move.
struct Word {
    text: String,
    shown: bool,
    variation: bool,
}

/// How many moves the list shows at most: a long game is listed around the
/// move shown (working out every move's words on each frame would take
/// seconds for a long game, and only a screenful fits anyway).
const LISTED: usize = 80;
/// How many moves before the one shown stay listed; the list moves on by
/// this many at a time, so that it stands still while stepping.
const LISTED_BEFORE: usize = 20;

/// The moves listed when the move `at` is shown in a line of `len` moves.
pub(crate) fn listed_range(at: usize, len: usize) -> std::ops::Range<usize> {
    if len <= LISTED {
        return 0..len;
    }
    let first =
        (at.saturating_sub(LISTED_BEFORE) / LISTED_BEFORE * LISTED_BEFORE).min(len - LISTED);
    first..first + LISTED
}

/// "Start 1. e4 e5 2. Nf3": the start is a place to step back to as well;
/// "… 40. Nf3 Nf6 …" in the middle of a long game.
fn move_list(
    view: &MovesView,
    line: &MoveLine,
    (notation, chess): (Notation, ChessNotation),
    loc: &Localizer,
) -> Vec<Word> {
    let range = listed_range(line.at(), line.len());
    let (first, end) = (range.start, range.end);
    let word = |text: String| Word {
        text,
        shown: false,
        variation: false,
    };
    let mut words = vec![match first {
        0 => Word {
            shown: line.at() == 0,
            ..word(loc.text("moves-start"))
        },
        _ => word("…".to_string()),
    }];
    let notes = game_notes::Notes::new(view, line, end);
    // After a variation, Black's move says its number again.
    let mut numbered = true;
    for (index, listed) in (first..).zip(line.listed_in(range, notation, chess)) {
        match listed.side {
            Color::White => words.push(word(format!("{}.", listed.number))),
            Color::Black if index == first || !numbered => {
                words.push(word(format!("{}...", listed.number)))
            }
            Color::Black => {}
        }
        words.push(Word {
            shown: line.at() == index + 1,
            ..word(format!("{}{}", listed.text, notes.signs(index)))
        });
        let variations = notes.variations(line, index, (notation, chess));
        numbered = variations.is_empty();
        words.extend(variations.into_iter().map(|text| Word {
            variation: true,
            ..word(text)
        }));
    }
    if end < line.len() {
        words.push(word("…".to_string()));
    }
    words
}

fn wrap_moves(words: &[Word], width: usize, styles: Styles) -> Vec<Line<'static>> {
    let mut lines: Vec<Line<'static>> = vec![Line::default()];
    for word in words {
        let style = if word.shown {
            styles.selected()
        } else if word.variation {
            styles.dim()
        } else {
            Style::new()
        };
        let Some(last) = lines.last_mut() else {
            continue;
        };
        let used = last.width();
        let needed = Span::raw(word.text.as_str()).width() + usize::from(used > 0);
        if used > 0 && used + needed > width {
            lines.push(Line::default());
        }
        if let Some(last) = lines.last_mut() {
            if last.width() > 0 {
                last.spans.push(Span::raw(" "));
            }
            last.spans.push(Span::styled(word.text.clone(), style));
        }
    }
    lines
}

/// The analysis panel's head and lines for the moves view's panel (none
/// while the panel is closed): each row's text, style and leads.
fn engine_rows(
    app: &App,
    notation: Notation,
    loc: &Localizer,
    styles: Styles,
) -> Vec<(String, Style, &'static str, &'static str)> {
    use crate::tui::layers::analysis::text;
    let Some(panel) = app.analysis() else {
        return Vec::new();
    };
    let mut rows = vec![(text::head(panel, loc), styles.title(), "", "")];
    if let Some(said) = text::standing(panel, app.variant(), loc) {
        rows.push((said, styles.dim(), "", ""));
        return rows;
    }
    let chosen = text::chosen_index(panel);
    for (index, (score, moves)) in text::lines(panel, notation, loc).into_iter().enumerate() {
        let lead = if Some(index) == chosen { "▸ " } else { "  " };
        rows.push((format!("{score:>6} {moves}"), Style::new(), lead, "  "));
    }
    rows
}
