//! A game's movetext ([`MoveTree`], a flat list of items) as a tree of moves
//! to walk, as the editor's moves view walks it: each move with the NAGs and
//! comments written after it, the moves that follow it (the first goes on
//! with its line, the others are the variations written for it, in order),
//! so that the view can show a move's comment and step into the moves
//! played instead of it.
//!
//! A variation (`(`…`)`) stands in place of the move written before it: its
//! first move is another child of that move's parent. A comment written at a
//! variation's start, before its first move, is that move's `before`. A null
//! move (`--`) ends its line here: what follows it in that line (and the
//! variations opened there) is left out, as the moves view cannot show it.

use super::tree::{Item, MoveTree};
use crate::rules::Move;

/// The root of every tree: the start position, no move.
pub const ROOT: usize = 0;

/// One move of the tree (the root: none).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Node {
    /// The move played (`None` for the root).
    pub mv: Option<Move>,
    /// The move it was played after (the root's is the root).
    pub parent: usize,
    /// The moves played after it: the first goes on with its line, the
    /// others are variations, in the order written.
    pub children: Vec<usize>,
    /// Its NAGs, in the order written (`!` is 1, `?` 2, …).
    pub nags: Vec<u16>,
    /// The comments written after it (the root's: before the first move).
    pub comments: Vec<Box<str>>,
    /// The comments written before it, at the start of its variation.
    pub before: Vec<Box<str>>,
}

/// A game's moves as a tree (see the module's words).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameNodes {
    nodes: Vec<Node>,
}

impl Default for GameNodes {
    fn default() -> GameNodes {
        GameNodes {
            nodes: vec![Node::default()],
        }
    }
}

/// Where the reading stands in one line of the movetext.
#[derive(Clone, Copy)]
struct Frame {
    /// The last move of the line (the root before its first).
    current: usize,
    /// No move of this line yet: a comment now is its first move's `before`.
    fresh: bool,
    /// A null move ended the line: the rest of it is left out.
    ended: bool,
}

impl GameNodes {
    /// The tree of `tree`'s items.
    pub fn of(tree: &MoveTree) -> GameNodes {
        let mut game = GameNodes::default();
        let mut frame = Frame {
            current: ROOT,
            fresh: false,
            ended: false,
        };
        let mut outer: Vec<Frame> = Vec::new();
        // Comments waiting for the first move of a variation.
        let mut before: Vec<Box<str>> = Vec::new();
        for item in &tree.items {
            match item {
                Item::Open => {
                    outer.push(frame);
                    let parent = game.nodes[frame.current].parent;
                    frame = Frame {
                        // A variation at the very start (no move to stand
                        // for) has nothing to follow: left out.
                        ended: frame.ended || frame.current == ROOT,
                        current: parent,
                        fresh: true,
                    };
                    before.clear();
                }
                Item::Close => {
                    if let Some(back) = outer.pop() {
                        frame = back;
                    }
                    before.clear();
                }
                _ if frame.ended => {}
                Item::Move(None) => frame.ended = true,
                Item::Move(Some(mv)) => {
                    let id = game.nodes.len();
                    game.nodes.push(Node {
                        mv: Some(*mv),
                        parent: frame.current,
                        before: std::mem::take(&mut before),
                        ..Node::default()
                    });
                    game.nodes[frame.current].children.push(id);
                    frame.current = id;
                    frame.fresh = false;
                }
                Item::Nag(nag) => {
                    if frame.current != ROOT && !frame.fresh {
                        game.nodes[frame.current].nags.push(*nag);
                    }
                }
                Item::Comment(text) | Item::LineComment(text) => {
                    if frame.fresh {
                        before.push(text.clone());
                    } else {
                        game.nodes[frame.current].comments.push(text.clone());
                    }
                }
            }
        }
        game
    }

    /// The node `id` (the root is [`ROOT`]).
    pub fn node(&self, id: usize) -> Option<&Node> {
        self.nodes.get(id)
    }

    /// How many moves the tree holds, in every line.
    pub fn len(&self) -> usize {
        self.nodes.len() - 1
    }

    /// Whether the tree holds no move.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The nodes `moves` (played from the start) go through, the root
    /// first: one more than the moves, or fewer where a move leaves the
    /// tree. Where a move was written twice at one place, the first.
    pub fn path(&self, moves: &[Move]) -> Vec<usize> {
        let mut path = Vec::with_capacity(moves.len() + 1);
        let mut at = ROOT;
        path.push(at);
        for mv in moves {
            let next = self.nodes[at]
                .children
                .iter()
                .copied()
                .find(|&child| self.nodes[child].mv == Some(*mv));
            let Some(next) = next else { break };
            path.push(next);
            at = next;
        }
        path
    }

    /// The moves played instead of `id` and `id` itself, in the order
    /// written (the line's own move first); `id` alone when none was.
    pub fn alternatives(&self, id: usize) -> &[usize] {
        match self.nodes.get(id) {
            Some(node) if id != ROOT => &self.nodes[node.parent].children,
            _ => &[],
        }
    }

    /// The moves from the start to `id`, then on along each first move.
    pub fn line_through(&self, id: usize) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut at = id;
        while at != ROOT {
            let node = &self.nodes[at];
            moves.extend(node.mv);
            at = node.parent;
        }
        moves.reverse();
        moves.extend(self.main_line_after(id));
        moves
    }

    /// The moves after `id`, along each first move.
    pub fn main_line_after(&self, id: usize) -> Vec<Move> {
        let mut moves = Vec::new();
        let mut at = id;
        while let Some(&next) = self.nodes.get(at).and_then(|n| n.children.first()) {
            moves.extend(self.nodes[next].mv);
            at = next;
        }
        moves
    }
}

/// A NAG as people write it beside a move (`!`, `?!`, `±`, …); `None` for
/// one with no usual sign (written `$n`).
pub fn nag_sign(nag: u16) -> Option<&'static str> {
    Some(match nag {
        1 => "!",
        2 => "?",
        3 => "!!",
        4 => "??",
        5 => "!?",
        6 => "?!",
        7 => "□",
        10 => "=",
        13 => "∞",
        14 => "⩲",
        15 => "⩱",
        16 => "±",
        17 => "∓",
        18 => "+−",
        19 => "−+",
        22 | 23 => "⨀",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pgn::{PgnOptions, read_games};
    use crate::rules::parse_move;

    fn game(text: &str) -> (crate::Position, GameNodes) {
        let options = PgnOptions {
            tree: true,
            ..PgnOptions::default()
        };
        let game = read_games(text.as_bytes(), options).next().unwrap();
        assert!(game.is_ok(), "{:?}", game.errors);
        (
            game.start.unwrap(),
            GameNodes::of(game.tree.as_ref().unwrap()),
        )
    }

    fn moves(start: &crate::Position, words: &str) -> Vec<Move> {
        let mut position = *start;
        words
            .split_whitespace()
            .map(|w| {
                let mv = parse_move(&position, w).unwrap();
                position = crate::rules::play(&position, mv);
                mv
            })
            .collect()
    }

    #[test]
    fn comments_nags_and_nested_variations_hang_on_their_moves() {
        let (start, tree) = game(
            "{Start} 1. e4 $1 {best by test} (1. d4!? d5 (1... Nf6 2. c4 ; Indian\n\
             g6) 2. c4) 1... e5?! 2. Nf3 (2. f4 {King's gambit}) ({Or} 2. Nc3) Nc6 *\n",
        );
        assert_eq!(&*tree.node(ROOT).unwrap().comments, ["Start".into()]);
        let main = moves(&start, "e4 e5 Nf3 Nc6");
        let path = tree.path(&main);
        assert_eq!(path.len(), 5);
        let e4 = tree.node(path[1]).unwrap();
        assert_eq!(
            (&e4.nags[..], &e4.comments[..]),
            (&[1][..], &["best by test".into()][..])
        );
        assert_eq!(tree.node(path[2]).unwrap().nags, [6]);
        // 1. e4 and 1. d4; 2. Nf3, 2. f4 and 2. Nc3 (its comment before it).
        assert_eq!(tree.alternatives(path[1]).len(), 2);
        let nf3 = tree.alternatives(path[3]);
        assert_eq!(nf3.len(), 3);
        assert_eq!(nf3[0], path[3]);
        assert_eq!(
            &*tree.node(nf3[1]).unwrap().comments,
            ["King's gambit".into()]
        );
        assert_eq!(&*tree.node(nf3[2]).unwrap().before, ["Or".into()]);
        // Into 1. d4: its line on along its first moves; 1... Nf6 nested in it.
        let d4 = tree.alternatives(path[1])[1];
        assert_eq!(tree.line_through(d4), moves(&start, "d4 d5 c4"));
        let d4_path = tree.path(&moves(&start, "d4 d5"));
        let nf6 = tree.alternatives(d4_path[2])[1];
        assert_eq!(tree.line_through(nf6), moves(&start, "d4 Nf6 c4 g6"));
        assert_eq!(
            &*tree
                .node(tree.path(&moves(&start, "d4 Nf6 c4"))[3])
                .unwrap()
                .comments,
            [" Indian".into()]
        );
        // A move the tree does not hold ends the path.
        assert_eq!(tree.path(&moves(&start, "e4 c5")).len(), 2);
        assert_eq!(tree.len(), 12);
    }

    #[test]
    fn a_null_move_ends_its_line_and_the_rest_of_it_is_left_out() {
        let (start, tree) = game("1. e4 -- 2. d4 (2. c4 c5) d5 (1... e5 2. Nf3) *\n");
        assert_eq!(tree.path(&moves(&start, "e4")).len(), 2);
        assert_eq!(tree.main_line_after(ROOT), moves(&start, "e4"));
        assert_eq!(tree.len(), 1);
    }

    #[test]
    fn signs_of_the_usual_nags() {
        assert_eq!(nag_sign(5), Some("!?"));
        assert_eq!(nag_sign(16), Some("±"));
        assert_eq!(nag_sign(140), None);
    }
}
