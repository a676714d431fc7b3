//! The built-in lesson positions of `assets/positions/lessons.txt`: the start
//! position, the seeds' examples, castling and en passant, classic positions.
//! Titles live in the translation files as `lesson-<id>`.

use crate::Variant;

const LESSONS: &str = include_str!("../../assets/positions/lessons.txt");

/// One lesson: a position, optionally with moves to play from it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Stable id; the title's message id is `lesson-<id>`.
    pub id: &'static str,
    /// The game.
    pub variant: Variant,
    /// The position the lesson starts from.
    pub fen: &'static str,
    /// Moves to play from `fen` (UCI in chess, UCCI in xiangqi), often none.
    pub moves: Vec<&'static str>,
}

impl Lesson {
    /// The Fluent id of the lesson's title.
    pub fn title_id(&self) -> String {
        format!("lesson-{}", self.id)
    }

    /// The lesson as one input line: the FEN, then ` moves ...` if any.
    pub fn input(&self) -> String {
        if self.moves.is_empty() {
            self.fen.to_string()
        } else {
            format!("{} moves {}", self.fen, self.moves.join(" "))
        }
    }
}

/// Every lesson, in the order of the file.
pub fn lessons() -> Vec<Lesson> {
    LESSONS.lines().filter_map(parse_line).collect()
}

fn parse_line(line: &'static str) -> Option<Lesson> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return None;
    }
    let (id, rest) = line.split_once(char::is_whitespace)?;
    let rest = rest.trim();
    let (fen, moves) = match rest.split_once(" moves ") {
        Some((fen, moves)) => (fen.trim(), moves.split_whitespace().collect()),
        None => (rest, Vec::new()),
    };
    let placement = fen.split(' ').next().unwrap_or_default();
    let variant = if placement.matches('/').count() == 9 {
        Variant::Xiangqi
    } else {
        Variant::Chess
    };
    Some(Lesson {
        id,
        variant,
        fen,
        moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lessons_have_unique_ids_and_the_seed_positions() {
        let all = lessons();
        let mut ids: Vec<_> = all.iter().map(|l| l.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), all.len());
        let fen = |id: &str| all.iter().find(|l| l.id == id).map(|l| l.fen);
        // Seed 000's example, seed 004's examples.
        assert_eq!(
            fen("after-e4-e5"),
            Some("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2")
        );
        assert_eq!(
            fen("xiangqi-example"),
            Some("3k1a3/4a4/5n3/9/9/9/9/9/9/4KR3 w - - 0 1")
        );
        let movelist = all.iter().find(|l| l.id == "xiangqi-movelist");
        assert_eq!(
            movelist.map(|l| l.moves.clone()),
            Some(vec!["g0f0", "d8d9"])
        );
        assert_eq!(movelist.map(|l| l.variant), Some(Variant::Xiangqi));
    }

    /// The board a lesson shows is the one its title speaks of: "the e5 pawn
    /// may take the pawn on d5" is the board before 3. exd6 (issue 38), and
    /// the lesson after it has no pawn left on d5.
    #[test]
    fn the_en_passant_lessons_boards_match_their_words() {
        use crate::fen::{ReadOptions, read_input};
        use crate::{Color, Piece, Role, Square};
        let board = |id: &str| {
            let lesson = lessons().into_iter().find(|l| l.id == id).unwrap();
            read_input(&lesson.input(), ReadOptions::strict())
                .position
                .unwrap()
        };
        let square = |name: &str| Square::parse(name, Variant::Chess).unwrap();
        let white_pawn = Some(Piece::new(Color::White, Role::Pawn));
        let black_pawn = Some(Piece::new(Color::Black, Role::Pawn));
        let before = board("en-passant");
        assert_eq!(before.get(square("e5")), white_pawn);
        assert_eq!(before.get(square("d5")), black_pawn);
        assert_eq!(before.get(square("d6")), None);
        assert_eq!(before.en_passant, Some(square("d6")));
        let after = board("en-passant-taken");
        assert_eq!(after.get(square("d6")), white_pawn);
        assert_eq!(after.get(square("d5")), None);
        assert_eq!(after.get(square("e5")), None);
    }
}
