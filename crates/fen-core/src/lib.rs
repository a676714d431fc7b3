//! Pure game knowledge: positions, FEN, rules, notation, teaching steps.
//! Nothing here touches a terminal, a file or the clock; problems leave as data
//! (`Diagnostic`) and get their words from `assets/i18n` in the faces.

pub mod chess960;
pub mod collection;
pub mod diagnostic;
pub mod diagram;
pub mod encoding;
pub mod fen;
pub mod library;
pub mod merge;
pub mod pgn;
pub mod position;
pub mod rules;
pub mod share;
pub mod teach;
pub mod transform;
pub mod variant;

pub use diagnostic::{Arg, Diagnostic, LIST_SEPARATOR, Severity};
pub use position::{Board, CastlingRights, Color, Piece, Position, Role, Square};
pub use variant::Variant;
