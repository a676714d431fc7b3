//! How the reference readers hold a game, rebuilt from fen-tui's reading of
//! it: python-chess's GameBuilder (moves, NAGs, comments, starting comments,
//! variations) and cchess's tree (moves, comments, variations), as the JSON
//! scripts/pgn-lossless-vectors.py writes of their readings.

use fen_tui::core::Position;
use fen_tui::core::pgn::{Item, MoveStyle, PgnGame, move_text};
use fen_tui::core::rules::chess::notation::ChessNotation;
use fen_tui::core::rules::{self, Move};
use serde_json::{Value, json};
use std::collections::BTreeSet;

/// How a reference reader takes comments.
#[derive(Clone, Copy)]
struct Reading {
    /// python-chess: one space after `{` and before `}` is not the comment's;
    /// `;` comments are passed over; two comments of a move joined by a space.
    python_chess: bool,
}

/// A move of the tree being built, as python-chess's GameNode holds it.
#[derive(Default)]
struct Node {
    mv: Option<Move>,
    before: Option<Position>,
    after: Option<Position>,
    parent: usize,
    nags: BTreeSet<u16>,
    comment: String,
    starting: String,
    children: Vec<usize>,
}

fn joined(old: &str, new: &str, with: &str) -> String {
    [old, new]
        .iter()
        .filter(|s| !s.is_empty())
        .copied()
        .collect::<Vec<_>>()
        .join(with)
}

/// The game as python-chess's GameBuilder (or cchess's tree) holds it: the
/// items replayed as its visitor calls are.
fn tree(game: &PgnGame, reading: Reading) -> Vec<Node> {
    let start = game.start.expect("a start position");
    let mut nodes = vec![Node {
        after: Some(start),
        ..Node::default()
    }];
    let mut stack = vec![0usize];
    let mut starting = String::new();
    let mut in_variation = false;
    let join = if reading.python_chess { " " } else { "\n" };
    for item in &game.tree.as_ref().expect("a tree").items {
        let top = *stack.last().unwrap();
        match item {
            Item::Move(mv) => {
                let before = nodes[top].after.unwrap();
                let mv = mv.expect("no null moves in the vectors");
                nodes.push(Node {
                    mv: Some(mv),
                    before: Some(before),
                    after: Some(rules::play(&before, mv)),
                    parent: top,
                    starting: std::mem::take(&mut starting),
                    ..Node::default()
                });
                let new = nodes.len() - 1;
                nodes[top].children.push(new);
                *stack.last_mut().unwrap() = new;
                in_variation = true;
            }
            Item::Comment(text) | Item::LineComment(text) => {
                let line = matches!(item, Item::LineComment(_));
                if line && reading.python_chess {
                    continue;
                }
                let mut text: &str = text;
                if reading.python_chess {
                    text = text.strip_prefix(' ').unwrap_or(text);
                    text = text.strip_suffix(' ').unwrap_or(text);
                }
                if in_variation || (top == 0 && nodes[0].children.is_empty()) {
                    nodes[top].comment = joined(&nodes[top].comment, text, join);
                } else {
                    starting = joined(&starting, text, join);
                }
            }
            Item::Nag(nag) => {
                nodes[top].nags.insert(*nag);
            }
            Item::Open => {
                stack.push(nodes[top].parent);
                in_variation = false;
            }
            Item::Close => {
                stack.pop();
            }
        }
    }
    nodes
}

/// A line of the tree as the script writes it: from the main child of
/// `parent`, or from `start` (a variation, its alternatives listed at the main move).
fn line(nodes: &[Node], parent: usize, start: Option<usize>) -> Value {
    let (mut at, mut alternatives): (Option<usize>, Vec<usize>) = match start {
        None => (
            nodes[parent].children.first().copied(),
            nodes[parent].children.iter().skip(1).copied().collect(),
        ),
        Some(start) => (Some(start), Vec::new()),
    };
    let mut out = Vec::new();
    while let Some(index) = at {
        let node = &nodes[index];
        let (before, mv) = (node.before.unwrap(), node.mv.unwrap());
        let variations: Vec<Value> = alternatives
            .iter()
            .map(|&alt| line(nodes, node.parent, Some(alt)))
            .collect();
        out.push(json!({
            "move": move_text(&before, mv, MoveStyle::Chess(ChessNotation::San)),
            "nags": node.nags.iter().collect::<Vec<_>>(),
            "comment": node.comment,
            "starting_comment": node.starting,
            "variations": variations,
        }));
        alternatives = node.children.iter().skip(1).copied().collect();
        at = node.children.first().copied();
    }
    Value::Array(out)
}

pub(super) fn chess_reading(game: &PgnGame, file: &str) -> Value {
    let nodes = tree(game, Reading { python_chess: true });
    json!({
        "file": file,
        "tags": game.tags.iter().map(|(n, v)| json!([n, v])).collect::<Vec<_>>(),
        "result": game.result,
        "comment": nodes[0].comment,
        "line": line(&nodes, 0, None),
    })
}

/// ICCS as cchess writes it (`h2e2`): the coordinates of a xiangqi move.
fn iccs(position: &Position, mv: Move) -> String {
    fen_tui::core::rules::xiangqi::notation::write(
        position,
        mv,
        fen_tui::core::rules::xiangqi::notation::Notation::Iccs,
    )
}

fn xiangqi_line(nodes: &[Node], parent: usize, start: Option<usize>) -> Value {
    let (mut at, mut alternatives): (Option<usize>, Vec<usize>) = match start {
        None => (
            nodes[parent].children.first().copied(),
            nodes[parent].children.iter().skip(1).copied().collect(),
        ),
        Some(start) => (Some(start), Vec::new()),
    };
    let mut out = Vec::new();
    while let Some(index) = at {
        let node = &nodes[index];
        let variations: Vec<Value> = alternatives
            .iter()
            .map(|&alt| xiangqi_line(nodes, node.parent, Some(alt)))
            .collect();
        out.push(json!({
            "move": iccs(&node.before.unwrap(), node.mv.unwrap()),
            "comment": node.comment,
            "variations": variations,
        }));
        alternatives = node.children.iter().skip(1).copied().collect();
        at = node.children.first().copied();
    }
    Value::Array(out)
}

pub(super) fn xiangqi_reading(game: &PgnGame, file: &str) -> Value {
    let nodes = tree(
        game,
        Reading {
            python_chess: false,
        },
    );
    json!({
        "file": file,
        "fen": fen_tui::core::fen::write_fen(&game.start.unwrap()),
        "comment": nodes[0].comment,
        "line": xiangqi_line(&nodes, 0, None),
    })
}

/// cchess's reading without the moves' Chinese text (that is notation,
/// held by the xiangqi notation vectors) and with the start FEN's two
/// fields padded as fen-tui writes a FEN.
pub(super) fn without_text(mut value: Value) -> Value {
    fn strip(line: &mut Value) {
        for entry in line.as_array_mut().unwrap() {
            entry.as_object_mut().unwrap().remove("text");
            for variation in entry["variations"].as_array_mut().unwrap() {
                strip(variation);
            }
        }
    }
    strip(&mut value["line"]);
    let fen = value["fen"].as_str().unwrap().to_string();
    value["fen"] = json!(format!("{fen} - - 0 1"));
    value
}
