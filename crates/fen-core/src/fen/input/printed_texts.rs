//! Xiangqi games as books and web pages print them (full-width numbers and
//! punctuation, move numbers, separators, traditional characters, the other
//! side's piece characters, WXF in full width, stacked soldiers) read to
//! the moves python's cchess plays: the set made by
//! scripts/xiangqi-text-set.py (tests/data/xiangqi-texts.txt, seed 37).
//! `XIANGQI_TEXTS=FILE` reads another set (a seed never used measures
//! texts the reader never saw).

use super::read_input;
use crate::Variant;
use crate::fen::ReadOptions;

/// (cchess's ICCS moves, the text) of each record of a set.
fn records(set: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut current: Option<(String, Vec<&str>)> = None;
    for line in set.lines() {
        if line == "@@" {
            if let Some((iccs, lines)) = current.take() {
                out.push((iccs, lines.join("\n")));
            }
        } else if let Some(iccs) = line.strip_prefix("@ ") {
            current = Some((iccs.to_owned(), Vec::new()));
        } else if let Some((_, lines)) = current.as_mut() {
            lines.push(line);
        }
    }
    out
}

#[test]
fn printed_texts_read_to_the_moves_cchess_plays() {
    let path = std::env::var("XIANGQI_TEXTS").unwrap_or_else(|_| {
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../../tests/data/xiangqi-texts.txt"
        )
        .to_owned()
    });
    let set = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let records = records(&set);
    assert!(records.len() >= 200, "{path}: {} texts", records.len());
    let mut wrong = Vec::new();
    for (iccs, text) in &records {
        let reading = read_input(text, ReadOptions::lenient());
        let read: Vec<String> = reading
            .moves
            .iter()
            .map(|m| m.coordinates(Variant::Xiangqi))
            .collect();
        if read.join(" ") != *iccs || !reading.errors.is_empty() {
            wrong.push(format!(
                "{text}\n  cchess: {iccs}\n  read:   {}\n  errors: {:?}",
                read.join(" "),
                reading
                    .errors
                    .iter()
                    .map(|e| (e.code, e.column, e.arg_value("move")))
                    .collect::<Vec<_>>()
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} of {} texts read wrong:\n{}",
        wrong.len(),
        records.len(),
        wrong[..wrong.len().min(15)].join("\n\n")
    );
}
