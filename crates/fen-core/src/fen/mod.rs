//! Forsyth–Edwards Notation for chess and xiangqi: one reader (strict or
//! lenient, with located errors and warnings) and one canonical writer.

pub mod castling;
pub mod epd;
pub mod field_at;
pub mod game_link;
pub mod input;
pub mod line_comment;
pub mod movetext;
pub mod paste;
mod paste_pgn;
mod play;
pub mod read;
pub mod url;
pub mod write;

pub use castling::CastlingNotation;
pub use input::{InputReading, read_input, read_input_on};
pub use paste::{read_paste, read_paste_on};
pub use read::{FenFailure, FenRead, Mode, ReadOptions, read_fen};
pub use write::{write_fen, write_fen_into, write_fen_into_with, write_fen_with};

/// Longest text any reader accepts; longer input is refused before it is looked at.
pub const MAX_INPUT_BYTES: usize = 64 * 1024;
