//! What a FEN can say: the board, side to move, castling, en passant, clocks.
//!
//! A `Position` holds anything a user can build while editing, legal or not
//! (no king, twenty queens): legality is the rules' verdict, never a reason
//! to refuse to hold a position.

mod castling;

pub use castling::CastlingRights;

use super::Variant;

/// White in chess, Red in xiangqi (the side that writes uppercase letters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Color {
    /// White in chess, Red in xiangqi; moves first.
    #[default]
    White,
    /// Black in both games.
    Black,
}

impl Color {
    /// The opponent.
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// The side-to-move letter a FEN writes: `w` or `b` (also for xiangqi).
    pub const fn fen_char(self) -> char {
        match self {
            Color::White => 'w',
            Color::Black => 'b',
        }
    }

    /// Selector key for translated text: `white`/`black` in chess, `red`/`black` in xiangqi.
    pub const fn key(self, variant: Variant) -> &'static str {
        match (self, variant) {
            (Color::White, Variant::Chess) => "white",
            (Color::White, Variant::Xiangqi) => "red",
            (Color::Black, _) => "black",
        }
    }
}

/// A kind of piece, named by its FEN letter. Xiangqi's elephant, horse and
/// chariot write `b`, `n`, `r` like chess's bishop, knight and rook, so they share
/// those roles; the faces name them per variant.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// King; xiangqi's general (`k`).
    King,
    /// Queen (chess only, `q`).
    Queen,
    /// Rook; xiangqi's chariot (`r`).
    Rook,
    /// Bishop; xiangqi's elephant (`b`).
    Bishop,
    /// Knight; xiangqi's horse (`n`).
    Knight,
    /// Pawn; xiangqi's soldier (`p`).
    Pawn,
    /// Xiangqi's advisor (`a`).
    Advisor,
    /// Xiangqi's cannon (`c`).
    Cannon,
}

impl Role {
    /// The chess roles, king first.
    pub const CHESS: [Role; 6] = [
        Role::King,
        Role::Queen,
        Role::Rook,
        Role::Bishop,
        Role::Knight,
        Role::Pawn,
    ];
    /// The xiangqi roles, general first, in the order players list them.
    pub const XIANGQI: [Role; 7] = [
        Role::King,
        Role::Advisor,
        Role::Bishop,
        Role::Knight,
        Role::Rook,
        Role::Cannon,
        Role::Pawn,
    ];

    /// The roles of `variant`: [`Role::CHESS`] or [`Role::XIANGQI`].
    pub const fn all(variant: Variant) -> &'static [Role] {
        match variant {
            Variant::Chess => &Self::CHESS,
            Variant::Xiangqi => &Self::XIANGQI,
        }
    }

    /// Lowercase FEN letter.
    pub const fn letter(self) -> char {
        match self {
            Role::King => 'k',
            Role::Queen => 'q',
            Role::Rook => 'r',
            Role::Bishop => 'b',
            Role::Knight => 'n',
            Role::Pawn => 'p',
            Role::Advisor => 'a',
            Role::Cannon => 'c',
        }
    }

    /// The role a lowercase letter stands for in `variant` (canonical letters only).
    pub fn from_letter(letter: char, variant: Variant) -> Option<Role> {
        let role = match letter {
            'k' => Role::King,
            'r' => Role::Rook,
            'b' => Role::Bishop,
            'n' => Role::Knight,
            'p' => Role::Pawn,
            'q' if variant == Variant::Chess => Role::Queen,
            'a' | 'c' if variant == Variant::Xiangqi => {
                if letter == 'a' {
                    Role::Advisor
                } else {
                    Role::Cannon
                }
            }
            _ => return None,
        };
        Some(role)
    }

    /// Key for translated piece names, e.g. `knight` in chess and `horse` in xiangqi.
    pub const fn key(self, variant: Variant) -> &'static str {
        match (self, variant) {
            (Role::King, Variant::Chess) => "king",
            (Role::King, Variant::Xiangqi) => "general",
            (Role::Queen, _) => "queen",
            (Role::Rook, Variant::Chess) => "rook",
            (Role::Rook, Variant::Xiangqi) => "chariot",
            (Role::Bishop, Variant::Chess) => "bishop",
            (Role::Bishop, Variant::Xiangqi) => "elephant",
            (Role::Knight, Variant::Chess) => "knight",
            (Role::Knight, Variant::Xiangqi) => "horse",
            (Role::Pawn, Variant::Chess) => "pawn",
            (Role::Pawn, Variant::Xiangqi) => "soldier",
            (Role::Advisor, _) => "advisor",
            (Role::Cannon, _) => "cannon",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
/// A piece: a colour and a role.
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind of piece it is.
    pub role: Role,
}

impl Piece {
    /// The piece of `color` and `role`.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// FEN letter: uppercase for White/Red, lowercase for Black.
    pub const fn fen_char(self) -> char {
        let c = self.role.letter();
        match self.color {
            Color::White => c.to_ascii_uppercase(),
            Color::Black => c,
        }
    }

    /// The piece a canonical FEN letter stands for in `variant`.
    pub fn from_fen_char(c: char, variant: Variant) -> Option<Piece> {
        let color = if c.is_ascii_uppercase() {
            Color::White
        } else {
            Color::Black
        };
        let role = Role::from_letter(c.to_ascii_lowercase(), variant)?;
        Some(Piece { color, role })
    }
}

/// A square (chess) or point (xiangqi): file 0 = a, rank 0 = the bottom rank
/// from White's/Red's side (chess rank 1, xiangqi rank 0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    /// File from 0 (a) on the left, as seen from White's/Red's side.
    pub file: u8,
    /// Rank from 0 at White's/Red's edge.
    pub rank: u8,
}

impl Square {
    /// The square on `file` and `rank`, both from 0 (not checked against a board).
    pub const fn new(file: u8, rank: u8) -> Square {
        Square { file, rank }
    }

    /// Index into a `Board` (a fixed stride of 9 serves both variants).
    pub const fn index(self) -> usize {
        self.rank as usize * 9 + self.file as usize
    }

    /// The file's letter, `a` for file 0.
    pub const fn file_char(self) -> char {
        (b'a' + self.file) as char
    }

    /// The square's name: `e4` in chess (ranks 1-8), `e0` in xiangqi (ranks 0-9).
    pub fn name(self, variant: Variant) -> String {
        let rank = u32::from(self.rank) + u32::from(variant.first_rank_number());
        format!("{}{}", self.file_char(), rank)
    }

    /// Parse a square name as `name` writes it.
    pub fn parse(text: &str, variant: Variant) -> Option<Square> {
        let mut chars = text.chars();
        let file = chars.next()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let file = file as u8 - b'a';
        let rank: u8 = chars.as_str().parse().ok()?;
        if chars.as_str().len() > 2 || chars.as_str().starts_with('0') && rank != 0 {
            return None;
        }
        let rank = rank.checked_sub(variant.first_rank_number())?;
        let sq = Square::new(file, rank);
        sq.is_on(variant).then_some(sq)
    }

    /// Whether the square lies on `variant`'s board.
    pub const fn is_on(self, variant: Variant) -> bool {
        self.file < variant.files() && self.rank < variant.ranks()
    }

    /// The square `df` files and `dr` ranks away, if it is on the board.
    pub fn offset(self, df: i8, dr: i8, variant: Variant) -> Option<Square> {
        let file = self.file.checked_add_signed(df)?;
        let rank = self.rank.checked_add_signed(dr)?;
        let sq = Square::new(file, rank);
        sq.is_on(variant).then_some(sq)
    }

    /// Every square of `variant` in FEN order: top rank first, left to right.
    pub fn fen_order(variant: Variant) -> impl Iterator<Item = Square> {
        (0..variant.ranks())
            .rev()
            .flat_map(move |rank| (0..variant.files()).map(move |file| Square::new(file, rank)))
    }
}

/// The pieces on the board. Sized for the larger (xiangqi) board; chess uses
/// files 0-7 and ranks 0-7.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    squares: [Option<Piece>; 90],
}

impl Default for Board {
    fn default() -> Self {
        Board {
            squares: [None; 90],
        }
    }
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for rank in (0..10).rev() {
            let row: String = (0..9)
                .map(|file| {
                    self.get(Square::new(file, rank))
                        .map_or('.', Piece::fen_char)
                })
                .collect();
            writeln!(f, "{row}")?;
        }
        Ok(())
    }
}

impl Board {
    /// The piece on `sq`, if any.
    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.squares.get(sq.index()).copied().flatten()
    }

    /// Puts `piece` on `sq` (`None` empties it).
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        if let Some(slot) = self.squares.get_mut(sq.index()) {
            *slot = piece;
        }
    }

    /// Occupied squares with their pieces, in index order (a1/a0 first).
    pub fn pieces(&self) -> impl Iterator<Item = (Square, Piece)> + '_ {
        self.squares
            .iter()
            .enumerate()
            .filter_map(|(i, p)| p.map(|p| (Square::new((i % 9) as u8, (i / 9) as u8), p)))
    }

    /// How many of `piece` stand on the board.
    pub fn count(&self, piece: Piece) -> usize {
        self.squares.iter().filter(|p| **p == Some(piece)).count()
    }

    /// Whether no piece stands on the board.
    pub fn is_empty(&self) -> bool {
        self.squares.iter().all(Option::is_none)
    }

    /// Squares holding `piece`, in index order.
    pub fn find(&self, piece: Piece) -> impl Iterator<Item = Square> + '_ {
        self.pieces()
            .filter(move |(_, p)| *p == piece)
            .map(|(s, _)| s)
    }
}

/// A whole position, exactly as a FEN describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// The game: chess or xiangqi.
    pub variant: Variant,
    /// The pieces.
    pub board: Board,
    /// Whose move it is.
    pub side_to_move: Color,
    /// Chess only; always empty in xiangqi.
    pub castling: CastlingRights,
    /// Chess960 rules (chess only): castling rights for any rook with the
    /// king between, castling moves the king to g/c and the rook to f/d.
    pub chess960: bool,
    /// Chess only: the square a pawn just jumped over, as written in the FEN.
    pub en_passant: Option<Square>,
    /// Half-moves since the last capture or pawn move (xiangqi: since the last capture).
    pub halfmove_clock: u32,
    /// Starts at 1, grows after Black's move.
    pub fullmove_number: u32,
}

impl Position {
    /// An empty board of `variant`, White/Red to move, clocks `0 1`.
    pub fn empty(variant: Variant) -> Position {
        Position {
            variant,
            board: Board::default(),
            side_to_move: Color::White,
            castling: CastlingRights::NONE,
            chess960: false,
            en_passant: None,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The piece on `sq`, if any.
    pub fn get(&self, sq: Square) -> Option<Piece> {
        self.board.get(sq)
    }

    /// Puts `piece` on `sq` (`None` empties it).
    pub fn set(&mut self, sq: Square, piece: Option<Piece>) {
        if sq.is_on(self.variant) {
            self.board.set(sq, piece);
        }
    }
}

#[cfg(test)]
mod tests;
