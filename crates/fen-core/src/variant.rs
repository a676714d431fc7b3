//! The two games fen-tui knows, and the numbers that differ between them.

/// Chess (8×8) or xiangqi (9 files × 10 ranks).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Chess on 8×8 squares (also Chess960).
    #[default]
    Chess,
    /// Xiangqi on 9×10 points.
    Xiangqi,
}

impl Variant {
    /// Both games, chess first.
    pub const ALL: [Variant; 2] = [Variant::Chess, Variant::Xiangqi];

    /// Number of files (columns): 8 in chess, 9 in xiangqi.
    pub const fn files(self) -> u8 {
        match self {
            Variant::Chess => 8,
            Variant::Xiangqi => 9,
        }
    }

    /// Number of ranks (rows): 8 in chess, 10 in xiangqi.
    pub const fn ranks(self) -> u8 {
        match self {
            Variant::Chess => 8,
            Variant::Xiangqi => 10,
        }
    }

    /// Stable lowercase name used by the CLI and JSON output.
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Chess => "chess",
            Variant::Xiangqi => "xiangqi",
        }
    }

    /// The game named `name` (`chess`, `xiangqi`, `cchess`, `chinese-chess`; any case).
    pub fn from_name(name: &str) -> Option<Variant> {
        match name.to_ascii_lowercase().as_str() {
            "chess" => Some(Variant::Chess),
            "xiangqi" | "cchess" | "chinese-chess" => Some(Variant::Xiangqi),
            _ => None,
        }
    }

    /// Half-moves without progress after which the game is drawn:
    /// the 50-move rule (100) in chess, the 60-move rule (120) in xiangqi.
    pub const fn draw_rule_plies(self) -> u32 {
        match self {
            Variant::Chess => 100,
            Variant::Xiangqi => 120,
        }
    }

    /// The start position's canonical FEN.
    pub const fn start_fen(self) -> &'static str {
        match self {
            Variant::Chess => "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            Variant::Xiangqi => {
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
            }
        }
    }

    /// Chess squares are named with ranks 1-8; xiangqi points with ranks 0-9
    /// (the UCCI coordinates of the xiangqi seed document).
    pub const fn first_rank_number(self) -> u8 {
        match self {
            Variant::Chess => 1,
            Variant::Xiangqi => 0,
        }
    }
}
