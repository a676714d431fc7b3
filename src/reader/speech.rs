//! Pieces, squares and the position's fields in words fit for speech (or in
//! letters, for braille displays), in the language asked.

use crate::core::{Arg, Color, Piece, Position, Role, Square, Variant};
use crate::i18n::Localizer;

/// How pieces are said: in words ("White knight"), or letters only ("wN").
pub struct Speech {
    pub loc: Localizer,
    pub letters: bool,
}

impl Speech {
    pub(super) fn say(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.loc.format(id, args)
    }

    /// "White knight", «Белый конь», "红马"; `wN` with letters only.
    pub(super) fn piece(&self, piece: Piece, variant: Variant) -> String {
        if self.letters {
            let colour = match (piece.color, variant) {
                (Color::White, Variant::Xiangqi) => 'r',
                (Color::White, Variant::Chess) => 'w',
                (Color::Black, _) => 'b',
            };
            return format!("{colour}{}", piece.role.letter().to_ascii_uppercase());
        }
        self.say(
            "reader-piece",
            &[
                ("color", piece.color.key(variant).into()),
                ("piece", piece.role.key(variant).into()),
            ],
        )
    }

    /// "White knight on f3".
    pub(super) fn on(&self, piece: Piece, square: Square, variant: Variant) -> String {
        self.say(
            "reader-on",
            &[
                ("piece", self.piece(piece, variant).into()),
                ("square", square.name(variant).into()),
            ],
        )
    }

    /// What is on `square`: "White knight on f3" or "f3 empty".
    pub(super) fn square(&self, position: &Position, square: Square) -> String {
        match position.get(square) {
            Some(piece) => self.on(piece, square, position.variant),
            None => self.say(
                "reader-empty",
                &[("square", square.name(position.variant).into())],
            ),
        }
    }

    fn list(&self, items: &[String]) -> String {
        items.join(&self.loc.text("list-separator"))
    }

    /// One line per side: "White: king e1, queen d1."
    pub(super) fn pieces(&self, position: &Position) -> Vec<String> {
        let variant = position.variant;
        [Color::White, Color::Black]
            .into_iter()
            .map(|color| {
                let mut pieces: Vec<(Square, Piece)> = position
                    .board
                    .pieces()
                    .filter(|(_, piece)| piece.color == color)
                    .collect();
                let order = |role: Role| Role::all(variant).iter().position(|r| *r == role);
                pieces.sort_by_key(|(square, piece)| (order(piece.role), square.file, square.rank));
                let items: Vec<String> = pieces
                    .iter()
                    .map(|(square, piece)| {
                        let name = square.name(variant);
                        if self.letters {
                            format!("{}{name}", piece.role.letter().to_ascii_uppercase())
                        } else {
                            let word = self.loc.text(&format!("piece-{}", piece.role.key(variant)));
                            format!("{word} {name}")
                        }
                    })
                    .collect();
                let list = if items.is_empty() {
                    self.loc.text("reader-no-pieces")
                } else {
                    self.list(&items)
                };
                self.say(
                    "reader-side-pieces",
                    &[("side", color.key(variant).into()), ("list", list.into())],
                )
            })
            .collect()
    }

    /// The squares in order, runs of empty ones said once: "a4 to d4 empty,
    /// White pawn on e4, f4 to h4 empty".
    pub(super) fn line_of(&self, position: &Position, squares: &[Square]) -> String {
        let variant = position.variant;
        let mut items = Vec::new();
        let mut run: Option<(Square, Square)> = None;
        let flush = |run: &mut Option<(Square, Square)>, items: &mut Vec<String>| {
            if let Some((from, to)) = run.take() {
                items.push(if from == to {
                    self.say("reader-empty", &[("square", from.name(variant).into())])
                } else {
                    self.say(
                        "reader-run-empty",
                        &[
                            ("from", from.name(variant).into()),
                            ("to", to.name(variant).into()),
                        ],
                    )
                });
            }
        };
        for &square in squares {
            match position.get(square) {
                Some(piece) => {
                    flush(&mut run, &mut items);
                    items.push(self.on(piece, square, variant));
                }
                None => run = Some((run.map_or(square, |(from, _)| from), square)),
            }
        }
        flush(&mut run, &mut items);
        self.list(&items)
    }

    /// "White to move."
    pub(super) fn side(&self, position: &Position) -> String {
        self.say(
            "reader-side",
            &[("side", position.side_to_move.key(position.variant).into())],
        )
    }

    /// "Castling: White both sides, Black none."
    pub(super) fn castling(&self, position: &Position) -> String {
        if position.variant == Variant::Xiangqi {
            return self.loc.text("reader-castling-xiangqi");
        }
        let rights = |color: Color| {
            let back = if color == Color::White { 0 } else { 7 };
            let king = position
                .board
                .find(Piece::new(color, Role::King))
                .find(|square| square.rank == back)
                .map_or(4, |square| square.file);
            let files: Vec<u8> = position.castling.files(color).collect();
            let key = match (
                files.iter().any(|f| *f > king),
                files.iter().any(|f| *f < king),
            ) {
                (true, true) => "both",
                (true, false) => "king",
                (false, true) => "queen",
                (false, false) => "none",
            };
            self.say("reader-castling-rights", &[("rights", key.into())])
        };
        self.say(
            "reader-castling",
            &[
                ("white", rights(Color::White).into()),
                ("black", rights(Color::Black).into()),
            ],
        )
    }

    /// "En passant: e3." / "En passant: none."
    pub(super) fn en_passant(&self, position: &Position) -> String {
        match (position.variant, position.en_passant) {
            (Variant::Xiangqi, _) => self.loc.text("reader-ep-xiangqi"),
            (_, Some(square)) => self.say(
                "reader-ep",
                &[("square", square.name(position.variant).into())],
            ),
            (_, None) => self.loc.text("reader-ep-none"),
        }
    }

    pub(super) fn clocks(&self, position: &Position) -> String {
        self.say(
            "reader-clocks",
            &[
                ("half", position.halfmove_clock.into()),
                ("full", position.fullmove_number.into()),
            ],
        )
    }

    /// "Position read: 3 pieces, Black to move."
    pub(super) fn read(&self, position: &Position) -> String {
        self.say(
            "reader-read",
            &[
                ("count", position.board.pieces().count().into()),
                ("side", position.side_to_move.key(position.variant).into()),
            ],
        )
    }

    /// "Column 5: …", the sentence an error is said in.
    pub(super) fn error(&self, column: usize, message: String) -> String {
        self.say(
            "reader-error",
            &[("column", column.into()), ("message", message.into())],
        )
    }
}
