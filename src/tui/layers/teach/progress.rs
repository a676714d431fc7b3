//! What a learner did in practice, kept between runs: for each lesson set
//! (a teacher's file, or the built-in lessons) and each exercise in it, how
//! many answers were given, how many were wrong, whether it is solved and
//! the last answer. Data and its arithmetic only; the runtime reads and
//! writes the file (`tui::runtime::practice`).

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::path::PathBuf;

/// The file format's version, written into every file.
pub const FORMAT_VERSION: u32 = 1;

/// One exercise's record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Answers given (Enter pressed on an answer).
    pub tries: u32,
    /// Of those, wrong ones.
    pub wrong: u32,
    /// A right answer was given at least once.
    pub solved: bool,
    /// The last answer typed (write the FEN), as typed.
    #[serde(default)]
    pub answer: String,
}

impl Record {
    /// Solved at the first answer.
    pub fn first_try(&self) -> bool {
        self.solved && self.wrong == 0
    }
}

/// Everything one learner did: lesson set → exercise → record.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub version: u32,
    pub learner: String,
    pub sets: BTreeMap<String, BTreeMap<String, Record>>,
}

/// One answer, to be added to the learner's file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Answer {
    pub set: String,
    pub exercise: String,
    pub correct: bool,
    pub text: String,
}

impl Progress {
    pub fn new(learner: &str) -> Progress {
        Progress {
            version: FORMAT_VERSION,
            learner: learner.to_string(),
            sets: BTreeMap::new(),
        }
    }

    /// Add one answer (to the file as it is now: a merge never loses another
    /// editor's answers, it only adds this one).
    pub fn add(&mut self, answer: &Answer) {
        let record = self
            .sets
            .entry(answer.set.clone())
            .or_default()
            .entry(answer.exercise.clone())
            .or_default();
        record.tries = record.tries.saturating_add(1);
        if answer.correct {
            record.solved = true;
        } else {
            record.wrong = record.wrong.saturating_add(1);
        }
        record.answer = answer.text.chars().take(MAX_ANSWER_CHARS).collect();
    }

    /// The record of one exercise, if it was tried.
    pub fn record(&self, set: &str, exercise: &str) -> Option<&Record> {
        self.sets.get(set)?.get(exercise)
    }
}

/// An answer longer than any FEN is kept cut (a paste of a whole file).
const MAX_ANSWER_CHARS: usize = 200;

/// The learner, where the progress is kept, and what it says so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PracticeBook {
    /// `None`: no state directory (no home): practice works, nothing is kept.
    pub path: Option<PathBuf>,
    pub progress: Progress,
    /// Why the last answer was not kept, if it was not (shown in practice).
    pub not_kept: Option<String>,
}

impl PracticeBook {
    pub fn learner(&self) -> &str {
        &self.progress.learner
    }
}

/// The exercise's key in the file: what is asked and of which position, so
/// a teacher who reorders or edits the file keeps each pupil's results.
pub fn exercise_key(build: bool, fen: &str) -> String {
    format!("{} {fen}", if build { "build" } else { "write" })
}

/// A learner's name as a file name: letters, digits, `-`, `_` and `.` kept
/// (any script), every other character `_`; never empty, never `.`/`..`.
pub fn learner_file_name(learner: &str) -> String {
    let name: String = learner
        .trim()
        .chars()
        .take(64)
        .map(|c| {
            if c.is_alphanumeric() || matches!(c, '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .collect();
    if name.is_empty() {
        "learner".to_string()
    } else {
        name
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_add_up_and_the_first_try_is_told_apart() {
        let mut progress = Progress::new("anna");
        let answer = |correct| Answer {
            set: "file:/l.fen".into(),
            exercise: exercise_key(false, "8/8/8/8/8/8/8/K6k w - - 0 1"),
            correct,
            text: "typed".into(),
        };
        progress.add(&answer(false));
        progress.add(&answer(true));
        let record = progress
            .record(
                "file:/l.fen",
                &exercise_key(false, "8/8/8/8/8/8/8/K6k w - - 0 1"),
            )
            .unwrap();
        assert_eq!((record.tries, record.wrong, record.solved), (2, 1, true));
        assert!(!record.first_try());
        let text = serde_json::to_string(&progress).unwrap();
        let back: Progress = serde_json::from_str(&text).unwrap();
        assert_eq!(back, progress);
    }

    #[test]
    fn a_learners_name_is_a_safe_file_name() {
        assert_eq!(learner_file_name("Аня"), "Аня");
        assert_eq!(learner_file_name("../../etc/passwd"), "______etc_passwd");
        assert_eq!(learner_file_name(".."), "__");
        assert_eq!(learner_file_name("  "), "learner");
        assert_eq!(learner_file_name("a b\u{1b}[31m"), "a_b__31m");
    }
}
