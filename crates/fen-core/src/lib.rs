//! FEN, rules and notation for chess and xiangqi (Chinese chess), as plain data.
//!
//! `fen-core` is the game knowledge of fen-tui — a terminal
//! position editor — published as a library of its own. It reads and writes FEN
//! for both games, says *everything* that is wrong with a position (not just the
//! first thing), plays and writes moves — SAN and UCI in chess; ICCS coordinates,
//! WXF (`C2=5`) and Chinese (`炮二平五`) in xiangqi — and reads PGN (also xiangqi
//! PGN in GBK or Big5, and DhtmlXQ). Nothing here touches a terminal, a file or
//! the clock.
//!
//! Problems leave as data: a [`Diagnostic`] has a stable kebab-case `code`, a
//! [`Severity`], the 1-based column of the text at fault and named arguments, so
//! you choose the words (fen-tui takes them from Fluent files with the code as
//! the message id).
//!
//! # Where to start
//!
//! | To… | Use |
//! |-----|-----|
//! | read a FEN (strict or lenient, with located errors) | [`fen::read_fen`] |
//! | write the canonical FEN | [`fen::write_fen`] |
//! | list every problem of a position | [`rules::problems`], [`rules::notes`] |
//! | check, mate or stalemate | [`rules::status`] |
//! | legal moves, play one | [`rules::legal_moves`], [`rules::play`] |
//! | read a typed move (UCI/SAN; ICCS/WXF/Chinese) | [`rules::parse_move`] |
//! | write a xiangqi move in ICCS, WXF or Chinese | [`rules::xiangqi::notation::write`] |
//! | read PGN games | [`pgn`] |
//! | count leaf positions | [`rules::perft`], [`rules::fast_perft`] |
//!
//! # Chess
//!
//! ```
//! use fen_core::fen::{ReadOptions, read_fen, write_fen};
//! use fen_core::rules::{self, Status};
//!
//! let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
//! let mut pos = read_fen(start, ReadOptions::strict()).expect("a valid FEN").position;
//! assert!(rules::problems(&pos).is_empty());
//! assert_eq!(rules::legal_moves(&pos).len(), 20);
//!
//! // Moves typed as SAN or UCI; `move_text` writes SAN back.
//! for typed in ["f3", "e7e5", "g4", "Qh4#"] {
//!     let mv = rules::parse_move(&pos, typed).expect("a legal move");
//!     pos = rules::play(&pos, mv);
//! }
//! assert_eq!(rules::status(&pos), Status::Checkmate);
//! assert_eq!(
//!     write_fen(&pos),
//!     "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"
//! );
//!
//! // A position with faults: every problem is listed, each with a code.
//! let odd = read_fen("8/8/8/8/8/8/8/K1K4k w - - 0 1", ReadOptions::strict())
//!     .expect("the FEN reads; the position is what is wrong")
//!     .position;
//! let codes: Vec<&str> = rules::problems(&odd).iter().map(|d| d.code).collect();
//! assert_eq!(codes, ["too-many-kings"]);
//! ```
//!
//! # Xiangqi
//!
//! Files a–i, ranks 0–9 from Red's side; Red is [`Color::White`] and writes
//! uppercase letters. The elephant, horse and chariot share the roles
//! [`Role::Bishop`], [`Role::Knight`] and [`Role::Rook`] (FEN letters `b`, `n`, `r`).
//!
//! ```
//! use fen_core::fen::{ReadOptions, read_fen, write_fen};
//! use fen_core::rules::{self, xiangqi::notation::{self, Notation}};
//!
//! let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
//! let mut pos = read_fen(start, ReadOptions::strict()).expect("a valid FEN").position;
//! assert!(rules::problems(&pos).is_empty());
//! assert_eq!(rules::legal_moves(&pos).len(), 44);
//!
//! // The same game in ICCS coordinates, WXF and Chinese notation.
//! let mut written = Vec::new();
//! for typed in ["h2e2", "H8+7", "马二进三"] {
//!     let mv = rules::parse_move(&pos, typed).expect("a legal move");
//!     written.push(notation::in_all(&pos, mv, Notation::Wxf));
//!     pos = rules::play(&pos, mv);
//! }
//! assert_eq!(
//!     written,
//!     ["C2=5 (h2e2, 炮二平五)", "H8+7 (h9g7, 马８进７)", "H2+3 (h0g2, 马二进三)"]
//! );
//! assert_eq!(
//!     write_fen(&pos),
//!     "rnbakab1r/9/1c4nc1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C1N2/9/RNBAKAB1R b - - 3 2"
//! );
//!
//! // Flying generals: the kings face on an open file.
//! let facing = read_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", ReadOptions::strict())
//!     .expect("the FEN reads")
//!     .position;
//! let codes: Vec<&str> = rules::problems(&facing).iter().map(|d| d.code).collect();
//! assert!(codes.contains(&"kings-facing"), "{codes:?}");
//! ```
//!
//! # Errors with columns
//!
//! ```
//! use fen_core::fen::{ReadOptions, read_fen};
//!
//! let failure = read_fen("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
//!     ReadOptions::strict()).expect_err("rank 7 has nine squares");
//! let first = &failure.errors[0];
//! assert_eq!(first.code, "rank-too-long");
//! assert!(first.column.is_some());
//! ```
#![deny(missing_docs)]
#![forbid(unsafe_code)]

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

/// The examples of `README.md`, run as doctests so the front page cannot drift.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub use diagnostic::{Arg, Diagnostic, LIST_SEPARATOR, Severity};
pub use position::{Board, CastlingRights, Color, Piece, Position, Role, Square};
pub use variant::Variant;
