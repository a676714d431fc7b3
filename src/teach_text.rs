//! The words of the teaching steps, shared by the editor's teaching views and
//! `fen-tui explain`: the core says what a step is (a message id and its
//! arguments); this puts it into a language. Neither face imports the other.

use crate::core::Arg;
use crate::core::teach::Step;
use crate::i18n::Localizer;

/// The words of one teaching step, in the localizer's language.
pub fn step_text(loc: &Localizer, step: &Step) -> String {
    loc.format(step.code, &step_args(loc, step))
}

/// The step's variables, plus piece names put into words (`piece-name`,
/// `captured-name`, `promotion-name`) for the messages that print them.
fn step_args(loc: &Localizer, step: &Step) -> Vec<(&'static str, Arg)> {
    let mut args = step.args.clone();
    let key = |name: &str| match step.arg_value(name) {
        Some(Arg::Str(s)) => Some(Arg::Str(s.clone())),
        _ => None,
    };
    let name_of = |color: Option<Arg>, piece: Option<Arg>| {
        let (color, piece) = (color?, piece?);
        Some(loc.format("teach-piece", &[("color", color), ("piece", piece)]))
    };
    if let Some(name) = name_of(key("color"), key("piece")) {
        args.push(("piece-name", name.into()));
    }
    if let Some(name) = name_of(key("captured-color"), key("captured")) {
        args.push(("captured-name", name.into()));
    }
    if let Some(Arg::Str(role)) = step.arg_value("promotion") {
        args.push(("promotion-name", loc.text(&format!("piece-{role}")).into()));
    }
    args
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::fen::{ReadOptions, read_fen};
    use crate::core::teach::{Part, walk_through};
    use crate::i18n::Lang;

    /// FIDE's Laws: after 50 moves each without a capture or pawn move a draw
    /// may be claimed (9.3), after 75 it is drawn without a claim (9.6.2); a
    /// castling right also goes when that rook is captured (3.8.2.1).
    #[test]
    fn the_walk_through_says_what_the_laws_say_in_every_language() {
        let fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 7 30";
        let position = read_fen(fen, ReadOptions::strict()).unwrap().position;
        let walk = walk_through(&position);
        let text = |lang: Lang, part: Part| {
            let step = walk.steps.iter().find(|s| s.part == part).unwrap();
            step_text(&Localizer::new(lang), step)
        };
        for (lang, claim, captured) in [
            (Lang::En, "may claim a draw", "captured"),
            (Lang::Ru, "потребовать ничью", "её берут"),
            (Lang::Zh, "要求和棋", "被吃掉"),
        ] {
            let clock = text(lang, Part::HalfmoveClock);
            assert!(clock.contains(claim) && clock.contains("150"), "{clock}");
            let castling = text(lang, Part::Castling);
            assert!(castling.contains(captured), "{castling}");
        }
    }

    /// Chinese counts the clock in 半回合 (the side panel's 半回合计数), never
    /// in 步, which a reader may take for a move of both sides.
    #[test]
    fn chinese_counts_the_clock_in_half_moves_in_both_games() {
        for (fen, limit) in [
            ("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 7 30", "满 100 个半回合"),
            (
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 7 30",
                "满 120 个半回合",
            ),
        ] {
            let position = read_fen(fen, ReadOptions::lenient()).unwrap().position;
            let walk = walk_through(&position);
            let step = walk
                .steps
                .iter()
                .find(|s| s.part == Part::HalfmoveClock)
                .unwrap();
            let said = step_text(&Localizer::new(Lang::Zh), step);
            assert!(said.contains("走了 7 个半回合"), "{said}");
            assert!(said.contains(limit), "{said}");
            // 步 only where 半回合 is explained (一方走一步, 双方各走一步).
            assert_eq!(said.matches('步').count(), 2, "{said}");
        }
    }
}
