//! The walk-through as data: seed 004's order, spans that rebuild every
//! vector position's FEN, the rules behind the fields.

use super::*;

#[test]
fn xiangqi_seed_walk_through_writes_what_the_seed_says_in_order() {
    let walk = walk_through(&position(XIANGQI_EXAMPLE));
    let written: Vec<&str> = walk.steps.iter().map(|s| s.written.as_str()).collect();
    // Seed 004: "3 consecutive empty squares ... 3. Then the Black General, k,
    // followed by one empty square and a Black Advisor, 1a. Then again 3 ...
    // 3. That finishes Black's back rank, and we write a /."
    assert_eq!(written[..6], ["3", "k", "1", "a", "3", "/"]);
    assert_eq!(walk.fen_so_far(5), "3k1a3/");
    let first = &walk.steps[..6];
    assert_eq!(str_arg(&first[1], "piece"), "general");
    assert_eq!(str_arg(&first[1], "color"), "black");
    assert_eq!(str_arg(&first[3], "piece"), "advisor");
    assert_eq!(first[0].arg_value("count"), Some(&Arg::Num(3)));
    assert_eq!(first[2].arg_value("count"), Some(&Arg::Num(1)));
    assert_eq!(first[5].part, Part::RankEnd);
    // The squares of each stretch, for highlighting: a9-c9, then d9.
    let names = |step: &Step| -> Vec<String> {
        step.squares
            .iter()
            .map(|s| s.name(Variant::Xiangqi))
            .collect()
    };
    assert_eq!(names(&first[0]), ["a9", "b9", "c9"]);
    assert_eq!(names(&first[1]), ["d9"]);
    assert_eq!(names(&first[4]), ["g9", "h9", "i9"]);
    // "Finally, a space and w", then the `- -` kept from chess, then the clocks.
    let fields: Vec<(Part, &str)> = walk
        .steps
        .iter()
        .filter(|s| !matches!(s.part, Part::Stretch | Part::RankEnd))
        .map(|s| (s.part, s.written.as_str()))
        .collect();
    assert_eq!(
        fields,
        [
            (Part::SideToMove, "w"),
            (Part::Unused, "- -"),
            (Part::HalfmoveClock, "0"),
            (Part::FullmoveNumber, "1"),
        ]
    );
    let clock = walk
        .steps
        .iter()
        .find(|s| s.part == Part::HalfmoveClock)
        .unwrap();
    assert_eq!(clock.arg_value("limit"), Some(&Arg::Num(120)));
}

/// The steps of any position write exactly its canonical FEN, each at its span.
fn assert_steps_write(fen: &str) {
    let pos = position(fen);
    let walk = walk_through(&pos);
    assert_eq!(walk.fen, write_fen(&pos));
    let mut rebuilt = String::new();
    for step in &walk.steps {
        if step.fen_span.start > rebuilt.len() {
            rebuilt.push(' ');
        }
        assert_eq!(step.fen_span.start, rebuilt.len(), "{fen}: {step:?}");
        rebuilt.push_str(&step.written);
        assert_eq!(&walk.fen[step.fen_span.clone()], step.written);
    }
    assert_eq!(rebuilt, walk.fen);
    // Every square of the board is described by exactly one stretch.
    let described: usize = walk
        .steps
        .iter()
        .filter(|s| s.part == Part::Stretch)
        .map(|s| s.squares.len())
        .sum();
    let variant = pos.variant;
    assert_eq!(
        described,
        usize::from(variant.files()) * usize::from(variant.ranks())
    );
}

#[test]
fn every_vector_position_is_written_step_by_step() {
    for file in ["chess-positions.tsv", "xiangqi-positions.tsv"] {
        let text = data::text(file);
        let mut checked = 0;
        for line in data::rows(&text) {
            let canonical = line.split('\t').nth(3).unwrap_or_default();
            if read_fen(canonical, ReadOptions::strict()).is_ok() {
                assert_steps_write(canonical);
                checked += 1;
            }
        }
        assert!(checked > 100, "{file}: only {checked} positions");
    }
}

#[test]
fn chess_fields_explain_the_rule_behind_each_value() {
    let walk = walk_through(&position(AFTER_E4));
    let field = |part: Part| walk.steps.iter().find(|s| s.part == part).unwrap();
    let ep = field(Part::EnPassant);
    assert_eq!(ep.written, "e3");
    assert_eq!(str_arg(ep, "pawn-from"), "e2");
    assert_eq!(str_arg(ep, "pawn-to"), "e4");
    assert_eq!(str_arg(field(Part::Castling), "white"), "both");
    assert_eq!(
        field(Part::HalfmoveClock).arg_value("limit"),
        Some(&Arg::Num(100))
    );
    let en = texts(&walk.steps, Lang::En);
    let said = |part: Part| {
        let index = walk.steps.iter().position(|s| s.part == part).unwrap();
        en[index].clone()
    };
    assert!(
        said(Part::EnPassant).contains("jumping over e3"),
        "{}",
        said(Part::EnPassant)
    );
    assert!(said(Part::HalfmoveClock).contains("50-move rule"));
    assert!(said(Part::HalfmoveClock).contains("100 half-moves"));
    assert!(said(Part::FullmoveNumber).contains("after each of Black's moves"));
    assert!(said(Part::Castling).contains("KQkq"));
}

#[test]
fn finished_ranks_and_castling_rights_light_up_their_squares() {
    let walk = walk_through(&position("r3k2r/8/8/8/8/8/8/4K2R w Kkq - 0 1"));
    let rank_end = walk.steps.iter().find(|s| s.part == Part::RankEnd).unwrap();
    assert_eq!(
        rank_end.squares,
        (0..8).map(|f| Square::new(f, 7)).collect::<Vec<_>>()
    );
    let castling = walk
        .steps
        .iter()
        .find(|s| s.part == Part::Castling)
        .unwrap();
    let mut names: Vec<String> = castling
        .squares
        .iter()
        .map(|s| s.name(Variant::Chess))
        .collect();
    names.sort();
    assert_eq!(names, ["a8", "e1", "e8", "h1", "h8"]);
    assert_eq!(str_arg(castling, "white"), "king");
}
