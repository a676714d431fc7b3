//! Chess moves as people write them, in and out: SAN (`Nf3`), long algebraic
//! (`Ng1-f3`, `e4xd5`, `e7-e8=Q`, as python-chess's `Board.lan` writes it),
//! figurine (`♘f3`, `♞f6`: SAN with the mover's glyphs), UCI (`g1f3`) and
//! Russian letters (`Кf3`, `Крe1`, `Фd8`, `Лa1`, `Сc4`, castling `0-0`).
//!
//! Reading turns any of these into ASCII SAN (or long SAN, `Ng1f3`, which
//! the SAN reader takes as a fully disambiguated move) before the one move
//! reader reads it: [`to_ascii`]. So the FEN field, the paste, the moves
//! view, `moves` and `pgn` read every form the same way.

use super::game::Game;
use crate::rules::Move;
use crate::{Color, Position, Variant};
use shakmaty::san::SanPlus;
use std::borrow::Cow;

/// A way of writing chess moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ChessNotation {
    /// `Nf3`, `O-O`, `e8=Q+`.
    #[default]
    San,
    /// `Ng1-f3`, `e4xd5`, `e7-e8=Q`, as python-chess writes it.
    Lan,
    /// `♘f3`, `♞f6`: SAN with figurines of the mover's colour.
    Fan,
    /// `g1f3`, `e7e8q`.
    Uci,
    /// `Кf3`, `Крe1`, `0-0`: SAN with Russian piece letters.
    Ru,
}

impl ChessNotation {
    /// Every notation, in the order the editor's moves view cycles through them.
    pub const CYCLE: [ChessNotation; 5] = [
        ChessNotation::San,
        ChessNotation::Lan,
        ChessNotation::Fan,
        ChessNotation::Ru,
        ChessNotation::Uci,
    ];

    /// The name a user types after `--notation`.
    pub const fn key(self) -> &'static str {
        match self {
            ChessNotation::San => "san",
            ChessNotation::Lan => "lan",
            ChessNotation::Fan => "fan",
            ChessNotation::Uci => "uci",
            ChessNotation::Ru => "ru",
        }
    }

    /// The notation a `--notation` name stands for, in any case.
    pub fn from_key(key: &str) -> Option<ChessNotation> {
        Self::CYCLE
            .into_iter()
            .find(|n| n.key().eq_ignore_ascii_case(key))
    }

    /// The next one in the editor's cycle SAN → LAN → FAN → ru → UCI → SAN.
    pub fn next(self) -> ChessNotation {
        let at = Self::CYCLE.iter().position(|&n| n == self).unwrap_or(0);
        Self::CYCLE[(at + 1) % Self::CYCLE.len()]
    }
}

/// `mv` (legal in `pos`) written in `notation`; coordinates for a move that
/// is not legal there.
pub fn write(pos: &Position, mv: Move, notation: ChessNotation) -> String {
    match notation {
        ChessNotation::Uci => mv.coordinates(Variant::Chess),
        ChessNotation::San => super::san(pos, mv),
        ChessNotation::Lan => lan(pos, mv),
        ChessNotation::Fan => figurine(&super::san(pos, mv), pos.side_to_move),
        ChessNotation::Ru => russian(&super::san(pos, mv)),
    }
}

/// Long algebraic notation as python-chess's `Board.lan` writes it: the
/// piece letter, the square left, `-` or `x`, the square reached, `=Q`,
/// then `+`/`#`; castling as in SAN.
fn lan(pos: &Position, mv: Move) -> String {
    let Some((game, m)) = Game::new(pos).and_then(|game| {
        let m = game.find(mv)?;
        Some((game, m))
    }) else {
        return mv.coordinates(Variant::Chess);
    };
    let san = SanPlus::from_move(game.chess.clone(), m);
    if m.is_castle() {
        return san.to_string();
    }
    let mut text = String::new();
    if m.role() != shakmaty::Role::Pawn {
        text.push(m.role().upper_char());
    }
    if let Some(from) = m.from() {
        text.push_str(&from.to_string());
    }
    text.push(if m.is_capture() { 'x' } else { '-' });
    text.push_str(&m.to().to_string());
    if let Some(role) = m.promotion() {
        text.push('=');
        text.push(role.upper_char());
    }
    if let Some(suffix) = san.suffix {
        text.push(suffix.char());
    }
    text
}

/// SAN with each piece letter a figurine of the mover's colour.
fn figurine(san: &str, mover: Color) -> String {
    san.chars()
        .map(|c| match (c, mover) {
            ('K', Color::White) => '♔',
            ('Q', Color::White) => '♕',
            ('R', Color::White) => '♖',
            ('B', Color::White) => '♗',
            ('N', Color::White) => '♘',
            ('K', Color::Black) => '♚',
            ('Q', Color::Black) => '♛',
            ('R', Color::Black) => '♜',
            ('B', Color::Black) => '♝',
            ('N', Color::Black) => '♞',
            (c, _) => c,
        })
        .collect()
}

/// SAN with Russian piece letters: Кр Ф Л С К, castling with zeros.
fn russian(san: &str) -> String {
    let mut out = String::with_capacity(san.len() + 4);
    for c in san.chars() {
        match c {
            'K' => out.push_str("Кр"),
            'Q' => out.push('Ф'),
            'R' => out.push('Л'),
            'B' => out.push('С'),
            'N' => out.push('К'),
            'O' => out.push('0'),
            c => out.push(c),
        }
    }
    out
}

/// Does `text` use Russian piece letters? Any Cyrillic letter says so, and
/// so does a Latin lookalike no English SAN has: `C` for С, `Kp` for Кр.
fn is_russian(text: &str) -> bool {
    text.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
        || text.starts_with('C')
        || text.starts_with("Kp")
        || text.starts_with("KP")
}

/// Any way of writing a chess move turned into ASCII SAN the SAN reader
/// takes: figurines and Russian letters become English letters, `:` and `×`
/// become `x`, the `-` of the long form goes (`Ng1-f3` → `Ng1f3`), and a
/// pawn's `п` goes. Text already in SAN or UCI comes back as it is.
pub fn to_ascii(text: &str) -> Cow<'_, str> {
    let plain = text.is_ascii()
        && !text.contains([':', '-'])
        && !text.starts_with('C')
        && !text.starts_with("Kp")
        && !text.starts_with("KP");
    if plain {
        return Cow::Borrowed(text);
    }
    let russian = is_russian(text);
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while let Some(&c) = chars.get(i) {
        i += 1;
        let next = chars.get(i).copied();
        match c {
            '♔' | '♚' => out.push('K'),
            '♕' | '♛' => out.push('Q'),
            '♖' | '♜' => out.push('R'),
            '♗' | '♝' => out.push('B'),
            '♘' | '♞' => out.push('N'),
            '♙' | '♟' => {}
            ':' | '×' => out.push('x'),
            '–' | '—' | '−' => out.push('-'),
            'К' | 'K' if russian => {
                if matches!(next, Some('р' | 'Р' | 'p' | 'P')) {
                    i += 1;
                    out.push('K');
                } else {
                    out.push('N');
                }
            }
            'Ф' if russian => out.push('Q'),
            'Л' if russian => out.push('R'),
            'С' | 'C' if russian => out.push('B'),
            'п' | 'П' if russian => {}
            // Small Cyrillic letters typed for the Latin files and capture
            // mark they look like.
            'а' if russian => out.push('a'),
            'с' if russian => out.push('c'),
            'е' if russian => out.push('e'),
            'х' if russian => out.push('x'),
            c => out.push(c),
        }
    }
    // The long form's dash between two squares, and a capture mark written
    // after the move (`Кe5:`, as old Russian books have it).
    let bytes: Vec<char> = out.chars().collect();
    let mut joined = String::with_capacity(out.len());
    for (at, &c) in bytes.iter().enumerate() {
        let before = at.checked_sub(1).and_then(|b| bytes.get(b));
        let after = bytes.get(at + 1);
        let between_squares = c == '-'
            && before.is_some_and(|b| ('1'..='8').contains(b))
            && after.is_some_and(|a| ('a'..='h').contains(a));
        if !between_squares {
            joined.push(c);
        }
    }
    if let Some(stripped) = joined.strip_suffix('x') {
        joined = stripped.to_owned();
    }
    Cow::Owned(joined)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_form_becomes_ascii_san() {
        for (written, ascii) in [
            ("Nf3", "Nf3"),
            ("e2e4", "e2e4"),
            ("O-O", "O-O"),
            ("0-0-0", "0-0-0"),
            ("Кf3", "Nf3"),
            ("Крe1", "Ke1"),
            ("Kрe1", "Ke1"),
            ("Kpe1", "Ke1"),
            ("Фd8", "Qd8"),
            ("Лa1", "Ra1"),
            ("Сc4", "Bc4"),
            ("Cc4", "Bc4"),
            ("пe4", "e4"),
            ("e8=Ф", "e8=Q"),
            ("e2-e4", "e2e4"),
            ("Кg1-f3", "Ng1f3"),
            ("Ng1-f3", "Ng1f3"),
            ("e4:d5", "e4xd5"),
            ("Кf3:e5", "Nf3xe5"),
            ("Кe5:", "Ne5"),
            ("e7-e8=Q", "e7e8=Q"),
            ("♘f3", "Nf3"),
            ("♞f6", "Nf6"),
            ("♙e4", "e4"),
            ("e8=♛", "e8=Q"),
            ("Кс3", "Nc3"),
            ("Фхе5", "Qxe5"),
        ] {
            assert_eq!(to_ascii(written), ascii, "{written}");
        }
    }

    #[test]
    fn writing_in_each_notation_changes_only_the_piece_names() {
        assert_eq!(figurine("Nf3", Color::White), "♘f3");
        assert_eq!(figurine("exd8=Q+", Color::Black), "exd8=♛+");
        assert_eq!(figurine("O-O", Color::White), "O-O");
        assert_eq!(russian("Kxe2"), "Крxe2");
        assert_eq!(russian("O-O-O+"), "0-0-0+");
        assert_eq!(russian("Bb5"), "Сb5");
    }

    #[test]
    fn the_cycle_visits_every_notation_and_keys_read_back() {
        let mut n = ChessNotation::San;
        for _ in 0..ChessNotation::CYCLE.len() {
            assert_eq!(ChessNotation::from_key(n.key()), Some(n));
            n = n.next();
        }
        assert_eq!(n, ChessNotation::San);
    }

    /// Every move of the chess move vectors, written in each notation, reads
    /// back as the same move (through the move reader and the PGN reader),
    /// and SAN and LAN are python-chess's (tests/data/chess-notations.tsv,
    /// made by scripts/chess-notation-vectors.py).
    #[test]
    fn every_notation_round_trips_and_agrees_with_python_chess() {
        use crate::fen::{ReadOptions, read_fen};
        let table = include_str!("../../../../../tests/data/chess-notations.tsv");
        let mut rows = 0;
        for line in table.lines().filter(|l| !l.starts_with('#')) {
            let [fen, uci, san, lan] = line.split('\t').collect::<Vec<_>>()[..] else {
                panic!("row {line}");
            };
            let pos = read_fen(fen, ReadOptions::strict())
                .unwrap_or_else(|e| panic!("{fen}: {e:?}"))
                .position;
            let mv = crate::rules::parse_move(&pos, uci).unwrap_or_else(|e| panic!("{uci}: {e:?}"));
            assert_eq!(write(&pos, mv, ChessNotation::San), san, "{fen} {uci}");
            assert_eq!(write(&pos, mv, ChessNotation::Lan), lan, "{fen} {uci}");
            for notation in ChessNotation::CYCLE {
                let text = write(&pos, mv, notation);
                let read = crate::rules::parse_move(&pos, &text);
                assert_eq!(read.ok(), Some(mv), "{fen}: {text} ({notation:?})");
                let mut reader =
                    crate::pgn::move_reader(&pos).unwrap_or_else(|| panic!("no reader for {fen}"));
                let played = reader.play(&text, true);
                assert_eq!(
                    played,
                    Ok((Some(mv), san.to_owned())),
                    "pgn: {fen}: {text} ({notation:?})"
                );
            }
            rows += 1;
        }
        assert!(rows > 900, "{rows} rows");
    }

    #[test]
    fn the_issue_examples_read_as_nf3_and_e4() {
        use crate::fen::{ReadOptions, read_fen};
        let start = read_fen(Variant::Chess.start_fen(), ReadOptions::strict())
            .unwrap_or_else(|e| panic!("{e:?}"))
            .position;
        let read = |text: &str| {
            crate::rules::parse_move(&start, text)
                .map(|mv| super::super::san(&start, mv))
                .unwrap_or_else(|e| panic!("{text}: {e:?}"))
        };
        for text in ["Кf3", "Кg1-f3", "♘f3", "Ng1-f3", "Кg1:f3", "g1f3", "Nf3"] {
            assert_eq!(read(text), "Nf3", "{text}");
        }
        for text in ["e2-e4", "e4", "пe4", "e2e4", "♙e4"] {
            assert_eq!(read(text), "e4", "{text}");
        }
        // Latin K alone is the English king, here unable to reach f3.
        assert!(crate::rules::parse_move(&start, "Kg1-f3").is_err());
    }
}
