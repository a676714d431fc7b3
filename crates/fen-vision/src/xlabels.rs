//! From the xiangqi network's probabilities to a board's labels: each
//! point's first choice unless that breaks what every xiangqi position
//! keeps — one general a side, in its palace; advisors on the palace's five
//! points, elephants on their side's seven; soldiers never behind their
//! start rank, and on their own side only on their five files; at most two
//! advisors, elephants, horses, chariots and cannons and five soldiers a
//! side. Points are in the picture's order (row 0 the top), red at the
//! bottom (a flipped picture is turned first); which side is at the bottom
//! is read from where the generals stand.

use crate::labels::Square;
use crate::net::XIANGQI_LABELS as LABELS;

/// Classes of the xiangqi network.
pub(crate) const CLASSES: usize = 15;

/// Points of the board.
pub(crate) const POINTS: usize = 90;

/// Below this a general is not put where the network saw none.
const GENERAL_AT_LEAST: f32 = 0.01;

fn index(c: char) -> usize {
    LABELS.iter().position(|&l| l == c).unwrap_or(0)
}

/// Whether label `k` may stand on point `i` (row i / 9 from the top, column
/// i % 9), red at the bottom.
fn may_stand(k: usize, i: usize) -> bool {
    let (r, c) = (i / 9, i % 9);
    let palace_col = (3..=5).contains(&c);
    match LABELS[k] {
        'K' => palace_col && r >= 7,
        'k' => palace_col && r <= 2,
        'A' => matches!((r, c), (7 | 9, 3 | 5) | (8, 4)),
        'a' => matches!((r, c), (0 | 2, 3 | 5) | (1, 4)),
        'B' => matches!((r, c), (9 | 5, 2 | 6) | (7, 0 | 4 | 8)),
        'b' => matches!((r, c), (0 | 4, 2 | 6) | (2, 0 | 4 | 8)),
        // Red soldiers start on row 6: never below it; on their own side
        // (rows 5, 6) only on the even files.
        'P' => r <= 4 || (r <= 6 && c % 2 == 0),
        'p' => r >= 5 || (r >= 3 && c % 2 == 0),
        _ => true,
    }
}

/// How many of label `k` a side may have.
fn most(k: usize) -> usize {
    match LABELS[k] {
        '.' => POINTS,
        'K' | 'k' => 1,
        'P' | 'p' => 5,
        _ => 2,
    }
}

/// The most likely label of `p` among those `allowed`.
fn best(p: &[f32; CLASSES], allowed: impl Fn(usize) -> bool) -> usize {
    (0..CLASSES)
        .filter(|&k| allowed(k))
        .max_by(|&a, &b| p[a].total_cmp(&p[b]))
        .unwrap_or(0)
}

/// The labels of the 90 points (red at the bottom, row 0 the top), each the
/// network's first choice among the labels that may stand there and are not
/// already as many as a side may have (the likeliest holders kept). A point
/// whose label was changed so gets the chosen label's probability as its
/// confidence, so it is listed as uncertain, with the network's first
/// choice as the other candidate.
pub(crate) fn legal_labels(probs: &[[f32; CLASSES]]) -> Vec<Square> {
    let n = probs.len().min(POINTS);
    let mut choice: Vec<usize> = (0..n)
        .map(|i| best(&probs[i], |k| may_stand(k, i)))
        .collect();
    // The generals first: the likeliest point in the palace holds each.
    for k in [index('K'), index('k')] {
        let keep = (0..n)
            .filter(|&i| may_stand(k, i))
            .max_by(|&a, &b| probs[a][k].total_cmp(&probs[b][k]));
        let keep = keep.filter(|&i| choice[i] == k || probs[i][k] >= GENERAL_AT_LEAST);
        for i in 0..n {
            if Some(i) == keep {
                choice[i] = k;
            } else if choice[i] == k {
                choice[i] = best(&probs[i], |j| j != k && may_stand(j, i));
            }
        }
    }
    // Then each other piece: at most `most` of it, the likeliest kept; the
    // others take their next label that may stand there and is not full.
    // Each pass settles one label for good, so this ends.
    let mut count = [0usize; CLASSES];
    for &k in &choice {
        count[k] += 1;
    }
    let mut settled = [false; CLASSES];
    for _ in 0..CLASSES {
        let Some(k) = (1..CLASSES).find(|&k| !settled[k] && count[k] > most(k)) else {
            break;
        };
        settled[k] = true;
        let mut holders: Vec<usize> = (0..n).filter(|&i| choice[i] == k).collect();
        holders.sort_by(|&a, &b| probs[b][k].total_cmp(&probs[a][k]));
        for &i in &holders[most(k)..] {
            let j = best(&probs[i], |j| {
                j == 0 || (j != k && may_stand(j, i) && count[j] < most(j))
            });
            count[k] -= 1;
            count[j] += 1;
            choice[i] = j;
        }
    }
    probs[..n]
        .iter()
        .zip(choice)
        .map(|(p, k)| {
            let first = square_of(p);
            if LABELS[k] == first.label {
                first
            } else {
                Square {
                    label: LABELS[k],
                    confidence: p[k],
                    runner_up: (first.label, first.confidence),
                }
            }
        })
        .collect()
}

fn square_of(p: &[f32; CLASSES]) -> Square {
    let mut order: Vec<usize> = (0..CLASSES).collect();
    order.sort_by(|a, b| p[*b].total_cmp(&p[*a]));
    Square {
        label: LABELS[order[0]],
        confidence: p[order[0]],
        runner_up: (LABELS[order[1]], p[order[1]]),
    }
}

/// Whether the picture has red at the top: red's general likelier in the
/// top palace than the bottom one, and black's the other way round.
pub(crate) fn looks_flipped(probs: &[[f32; CLASSES]]) -> bool {
    let (red, black) = (index('K'), index('k'));
    let palace = |top: bool, k: usize| -> f32 {
        (0..probs.len().min(POINTS))
            .filter(|&i| (3..=5).contains(&(i % 9)) && if top { i / 9 <= 2 } else { i / 9 >= 7 })
            .map(|i| probs[i][k])
            .fold(0.0, f32::max)
    };
    palace(true, red) + palace(false, black) > palace(false, red) + palace(true, black)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::UNCERTAIN_BELOW;

    /// 90 points sure to be empty, with `set` changing some: (row, column,
    /// label, probability, second label taking the rest).
    fn board(set: &[(usize, usize, char, f32, char)]) -> Vec<[f32; CLASSES]> {
        let mut probs = vec![[0.0f32; CLASSES]; POINTS];
        for p in &mut probs {
            p[0] = 1.0;
        }
        for &(r, c, label, prob, second) in set {
            let p = &mut probs[r * 9 + c];
            *p = [0.0; CLASSES];
            p[index(label)] = prob;
            p[index(second)] += 1.0 - prob;
        }
        probs
    }

    fn at(squares: &[Square], r: usize, c: usize) -> char {
        squares[r * 9 + c].label
    }

    #[test]
    fn a_possible_position_is_left_alone() {
        let probs = board(&[
            (9, 4, 'K', 0.9, 'A'),
            (0, 4, 'k', 0.9, 'a'),
            (7, 4, 'B', 0.8, 'b'),
            (3, 0, 'p', 0.7, 'P'),
            (6, 2, 'P', 0.9, 'p'),
            (4, 4, 'R', 0.9, 'C'),
        ]);
        let squares = legal_labels(&probs);
        assert_eq!(at(&squares, 7, 4), 'B');
        assert_eq!(at(&squares, 3, 0), 'p');
        assert_eq!(at(&squares, 6, 2), 'P');
        assert_eq!(at(&squares, 4, 4), 'R');
        assert_eq!(squares.iter().filter(|s| s.label != '.').count(), 6);
        assert!(
            squares
                .iter()
                .all(|s| s.confidence >= UNCERTAIN_BELOW || s.label != '.')
        );
    }

    #[test]
    fn pieces_off_their_points_take_their_next_allowed_label() {
        let probs = board(&[
            (9, 4, 'K', 0.9, 'A'),
            (0, 4, 'k', 0.9, 'a'),
            // an advisor outside the palace, an elephant across the river,
            // a red soldier behind its start rank, one on an odd file at home
            (8, 0, 'A', 0.6, 'R'),
            (3, 2, 'B', 0.6, 'C'),
            (8, 8, 'P', 0.6, 'N'),
            (5, 1, 'P', 0.55, 'C'),
            // a general outside its palace
            (4, 0, 'k', 0.7, 'r'),
        ]);
        let squares = legal_labels(&probs);
        assert_eq!(at(&squares, 8, 0), 'R');
        assert_eq!(at(&squares, 3, 2), 'C');
        assert_eq!(at(&squares, 8, 8), 'N');
        assert_eq!(at(&squares, 5, 1), 'C');
        assert_eq!(at(&squares, 4, 0), 'r');
        assert_eq!(at(&squares, 0, 4), 'k');
        let moved = &squares[8 * 9];
        assert!(moved.confidence < UNCERTAIN_BELOW);
        assert_eq!(moved.runner_up.0, 'A');
    }

    #[test]
    fn one_general_a_side_and_two_of_each_piece() {
        let probs = board(&[
            (9, 4, 'K', 0.95, 'A'),
            (9, 3, 'K', 0.6, 'A'),
            (0, 4, 'k', 0.9, 'a'),
            (5, 0, 'R', 0.99, 'C'),
            (5, 3, 'R', 0.98, 'C'),
            (5, 5, 'R', 0.7, 'C'),
        ]);
        let squares = legal_labels(&probs);
        assert_eq!(at(&squares, 9, 4), 'K');
        assert_eq!(at(&squares, 9, 3), 'A');
        assert_eq!(at(&squares, 5, 0), 'R');
        assert_eq!(at(&squares, 5, 3), 'R');
        assert_eq!(at(&squares, 5, 5), 'C');
    }

    #[test]
    fn a_missing_general_goes_where_it_is_likeliest_in_its_palace() {
        let probs = board(&[(9, 4, 'A', 0.6, 'K'), (0, 4, 'k', 0.9, 'a')]);
        let squares = legal_labels(&probs);
        assert_eq!(at(&squares, 9, 4), 'K');
        assert!(squares[9 * 9 + 4].confidence < UNCERTAIN_BELOW);
        // an empty board stays empty
        assert!(legal_labels(&board(&[])).iter().all(|s| s.label == '.'));
    }

    #[test]
    fn red_in_the_top_palace_is_a_flipped_picture() {
        assert!(!looks_flipped(&board(&[
            (9, 4, 'K', 0.9, 'A'),
            (0, 4, 'k', 0.9, 'a')
        ])));
        assert!(looks_flipped(&board(&[
            (0, 4, 'K', 0.9, 'A'),
            (9, 4, 'k', 0.9, 'a')
        ])));
    }
}
