//! From the network's probabilities to a board's labels: each class
//! weighed by its share of the training cells, then the labels chosen so the
//! position is possible (no pawn on the first or last rank, one king of each
//! colour), and which side is at the bottom read from the kings and pawns.

use crate::net::LABELS;

/// One square's reading.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Square {
    /// '.' for empty, else the FEN letter.
    pub label: char,
    pub confidence: f32,
    /// The other candidate, with its probability: the next most likely label,
    /// or, where the network's first choice would make an impossible position
    /// (a second king, a pawn on the first rank), that first choice; then
    /// `confidence` is below `UNCERTAIN_BELOW` or the label still certain.
    pub runner_up: (char, f32),
}

/// How many cells of each class the network was trained on (the `classes`
/// line `training/train.py` prints; LABELS order). Pawns and empty squares
/// are far commoner there than other pieces, so a piece of a shape the
/// network has not seen leans to "pawn"; dividing by these shares reads
/// every class as if all were equally common (the balanced decision rule).
const TRAINED_ON: [f32; 13] = [
    47533.0, 13148.0, 3163.0, 3220.0, 3259.0, 1564.0, 3000.0, 14203.0, 3203.0, 3272.0, 3181.0,
    1596.0, 3000.0,
];

/// `p` with each class's probability divided by its share of the training
/// cells, normalised again.
pub(crate) fn balanced(p: [f32; 13]) -> [f32; 13] {
    let total: f32 = TRAINED_ON.iter().sum();
    let q: [f32; 13] = std::array::from_fn(|k| p[k] / (TRAINED_ON[k] / total));
    let sum: f32 = q.iter().sum();
    if sum > 0.0 { q.map(|v| v / sum) } else { p }
}

/// The most likely label index of `p` among those `allowed`.
fn best(p: &[f32; 13], allowed: impl Fn(usize) -> bool) -> usize {
    (0..13)
        .filter(|&k| allowed(k))
        .max_by(|&a, &b| p[a].total_cmp(&p[b]))
        .unwrap_or(0)
}

/// Below this a king is not put where the network saw none (an empty board stays empty).
const KING_AT_LEAST: f32 = 0.01;

/// The labels of the 64 squares in picture order (row 0 the top), each the
/// network's first choice unless that breaks what every chess position
/// keeps: no pawn on the top or bottom row (the first and last ranks,
/// whichever side is at the bottom), at most one king of each colour, and
/// one where the network gives some square a fair chance of it (a king
/// read as a rook is the held-out sets' commonest miss). A square whose
/// label was changed so gets the chosen label's probability as its
/// confidence, so it is listed as uncertain, with the network's first
/// choice as the other candidate.
pub(crate) fn legal_labels(probs: &[[f32; 13]]) -> Vec<Square> {
    let index = |c: char| LABELS.iter().position(|&l| l == c).unwrap_or(0);
    let pawn = |k: usize| matches!(LABELS[k], 'P' | 'p');
    let king = |k: usize| matches!(LABELS[k], 'K' | 'k');
    let edge = |i: usize| i / 8 == 0 || i / 8 == 7;
    let mut choice: Vec<usize> = probs.iter().map(|p| best(p, |_| true)).collect();
    for (i, p) in probs.iter().enumerate() {
        if edge(i) && pawn(choice[i]) {
            choice[i] = best(p, |k| !pawn(k));
        }
    }
    for k in [index('K'), index('k')] {
        let holders: Vec<usize> = (0..probs.len()).filter(|&i| choice[i] == k).collect();
        if holders.len() > 1 {
            let keep = holders
                .iter()
                .copied()
                .max_by(|&a, &b| probs[a][k].total_cmp(&probs[b][k]))
                .unwrap_or(holders[0]);
            for i in holders.into_iter().filter(|&i| i != keep) {
                choice[i] = best(&probs[i], |j| j != k && !(edge(i) && pawn(j)));
            }
        } else if holders.is_empty()
            && let Some(i) = (0..probs.len())
                .filter(|&i| !king(choice[i]))
                .max_by(|&a, &b| probs[a][k].total_cmp(&probs[b][k]))
            && probs[i][k] >= KING_AT_LEAST
        {
            choice[i] = k;
        }
    }
    probs
        .iter()
        .zip(choice)
        .map(|(p, k)| chosen(p, &LABELS, k))
        .collect()
}

/// A cell's square with label `k` chosen (of `labels`, in the network's
/// order): the network's first choice as it is, or, where the rules chose
/// another, that one with its own probability as the confidence and the
/// first choice as the other candidate.
pub(crate) fn chosen<const K: usize>(p: &[f32; K], labels: &[char; K], k: usize) -> Square {
    let first = square_of(p, labels);
    if labels[k] == first.label {
        first
    } else {
        Square {
            label: labels[k],
            confidence: p[k],
            runner_up: (first.label, first.confidence),
        }
    }
}

/// A cell's square as the network reads it: its likeliest label, and the next.
pub(crate) fn square_of<const K: usize>(p: &[f32; K], labels: &[char; K]) -> Square {
    let mut order: Vec<usize> = (0..K).collect();
    order.sort_by(|a, b| p[*b].total_cmp(&p[*a]));
    Square {
        label: labels[order[0]],
        confidence: p[order[0]],
        runner_up: (labels[order[1]], p[order[1]]),
    }
}

/// Whether the pieces say Black is at the bottom: White's king in the top
/// half, Black's in the bottom half, White's pawns above Black's.
pub(crate) fn looks_flipped(shown: &[Square]) -> bool {
    let mut vote = 0i32;
    let rows = |label: char| -> Vec<usize> {
        shown
            .iter()
            .enumerate()
            .filter(|(_, s)| s.label == label)
            .map(|(i, _)| i / 8)
            .collect()
    };
    for r in rows('K') {
        vote += if r < 4 { 2 } else { -2 };
    }
    for r in rows('k') {
        vote += if r >= 4 { 2 } else { -2 };
    }
    let mean =
        |v: Vec<usize>| (!v.is_empty()).then(|| v.iter().sum::<usize>() as f32 / v.len() as f32);
    if let (Some(w), Some(b)) = (mean(rows('P')), mean(rows('p'))) {
        vote += if w < b {
            3
        } else if w > b {
            -3
        } else {
            0
        };
    }
    vote > 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::UNCERTAIN_BELOW;

    /// 64 squares sure to be empty, with `set` changing some: (square, label, probability)
    /// and the rest of that square's probability on `second`.
    fn board(set: &[(usize, char, f32, char)]) -> Vec<[f32; 13]> {
        let idx = |c: char| LABELS.iter().position(|&l| l == c).unwrap_or(0);
        let mut probs = vec![[0.0f32; 13]; 64];
        for p in &mut probs {
            p[0] = 1.0;
        }
        for &(i, label, prob, second) in set {
            probs[i] = [0.0; 13];
            probs[i][idx(label)] = prob;
            probs[i][idx(second)] += 1.0 - prob;
        }
        probs
    }

    fn labels(squares: &[Square]) -> String {
        squares.iter().map(|s| s.label).collect()
    }

    #[test]
    fn a_position_the_network_reads_as_possible_is_left_alone() {
        let probs = board(&[
            (4, 'k', 0.9, 'q'),
            (60, 'K', 0.95, 'R'),
            (12, 'p', 0.6, 'b'),
        ]);
        let squares = legal_labels(&probs);
        assert_eq!(squares[4].label, 'k');
        assert_eq!(squares[12], square_of(&probs[12], &LABELS));
        assert_eq!(labels(&squares).matches(|c| c != '.').count(), 3);
    }

    #[test]
    fn a_missing_king_goes_where_it_is_likeliest_and_is_marked_uncertain() {
        // White's king read as a rook on e1 (0.6 R, 0.4 K); a rook on a1 with little doubt.
        let probs = board(&[
            (4, 'k', 0.9, 'q'),
            (60, 'R', 0.6, 'K'),
            (56, 'R', 0.97, 'K'),
        ]);
        let squares = legal_labels(&probs);
        assert_eq!(squares[60].label, 'K');
        assert_eq!(squares[56].label, 'R');
        assert!(squares[60].confidence < UNCERTAIN_BELOW);
        assert_eq!(squares[60].runner_up.0, 'R');
    }

    #[test]
    fn a_second_king_becomes_its_next_likeliest_label() {
        let probs = board(&[
            (4, 'k', 0.9, 'q'),
            (60, 'K', 0.95, 'R'),
            (30, 'K', 0.55, 'B'),
        ]);
        let squares = legal_labels(&probs);
        assert_eq!(squares[60].label, 'K');
        assert_eq!(squares[30].label, 'B');
    }

    #[test]
    fn no_pawn_stays_on_the_top_or_bottom_row() {
        let probs = board(&[
            (4, 'k', 0.9, 'q'),
            (60, 'K', 0.95, 'R'),
            (2, 'p', 0.7, 'b'),
            (58, 'P', 0.8, 'B'),
            (10, 'p', 0.7, 'b'),
        ]);
        let squares = legal_labels(&probs);
        assert_eq!(squares[2].label, 'b');
        assert_eq!(squares[58].label, 'B');
        assert_eq!(squares[10].label, 'p');
    }

    #[test]
    fn balancing_favours_the_rarer_class_on_a_tie_and_keeps_a_distribution() {
        // a cell the network finds as likely a pawn as a bishop is read as the rarer bishop
        let mut p = [0.0f32; 13];
        p[1] = 0.5;
        p[3] = 0.5;
        let q = balanced(p);
        assert!(q[3] > q[1]);
        assert!((q.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        // a sure answer stays sure
        let mut sure = [0.0f32; 13];
        sure[0] = 1.0;
        assert_eq!(balanced(sure)[0], 1.0);
    }

    #[test]
    fn an_empty_board_gets_no_kings() {
        let squares = legal_labels(&board(&[]));
        assert!(squares.iter().all(|s| s.label == '.'));
    }
}
