//! Reading what a UCI engine prints, one line at a time, into data. Pure: no
//! process, no clock. Unknown words are skipped the way the UCI text says
//! ("the engine or GUI should ignore any unknown token"); a line that is not
//! UCI at all comes back as `Other`, so garbage never stops a session.

/// A score as the engine gives it: from the side to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// Centipawns.
    Cp(i32),
    /// Mate in N moves (negative: the side to move is mated); `Mate(0)` is a
    /// position already mated.
    Mate(i32),
}

impl Score {
    /// The same score from the other side's view.
    pub fn negated(self) -> Score {
        match self {
            Score::Cp(cp) => Score::Cp(cp.saturating_neg()),
            Score::Mate(n) => Score::Mate(n.saturating_neg()),
        }
    }
}

/// `+1.3`, `-0.2`, `#3`, `#-2`: how people write an evaluation, with one
/// decimal (the panel's and the CLI's alike).
impl std::fmt::Display for Score {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Score::Cp(cp) => write!(f, "{:+.1}", f64::from(*cp) / 100.0),
            Score::Mate(n) => write!(f, "#{n}"),
        }
    }
}

/// The largest mate distance read (an engine's plies are fewer); beyond it a
/// figure is read as this.
pub const MAX_MATE: i32 = 999;
/// The largest centipawn figure read.
pub const MAX_CP: i32 = 100_000;

/// Win, draw and loss per mille as whole percents that sum to 100 (the
/// largest remainders rounded up), whatever the three per mille sum to; `None`
/// when they are all 0.
pub fn wdl_percent(permille: [u32; 3]) -> Option<[u32; 3]> {
    let total: u64 = permille.iter().map(|n| u64::from(*n)).sum();
    if total == 0 {
        return None;
    }
    let exact = permille.map(|n| u64::from(n) * 100);
    let mut percent = exact.map(|n| n / total);
    let given: u64 = percent.iter().sum();
    let mut order = [0, 1, 2];
    // Largest remainder first; ties to the earlier (win before draw before loss).
    order.sort_by_key(|&i| std::cmp::Reverse(exact[i] % total));
    for &i in order.iter().take(usize::try_from(100 - given).unwrap_or(0)) {
        percent[i] += 1;
    }
    Some(percent.map(|n| u32::try_from(n).unwrap_or(100)))
}

/// Whether a score is exact or only a bound (aspiration-window fail-high/low).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Bound {
    #[default]
    Exact,
    /// `lowerbound`: at least this good.
    Lower,
    /// `upperbound`: at most this good.
    Upper,
}

/// One `info` line's fields (each only when the engine gave it).
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Info {
    pub depth: Option<u32>,
    pub seldepth: Option<u32>,
    /// 1-based line number with `MultiPV` above 1; absent means 1.
    pub multipv: Option<u32>,
    pub score: Option<Score>,
    pub bound: Bound,
    /// Win, draw, loss per mille, from the side to move (`UCI_ShowWDL`).
    pub wdl: Option<[u32; 3]>,
    pub nodes: Option<u64>,
    pub nps: Option<u64>,
    pub time_ms: Option<u64>,
    /// The moves as the engine wrote them (checked later, against our rules).
    pub pv: Vec<String>,
}

/// What one line of engine output says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EngineLine {
    IdName(String),
    IdAuthor(String),
    /// `option name NAME type KIND ...`: the name and its kind, kept to know
    /// which options the engine has (`UCI_ShowWDL`, `UCI_Variant`, `EvalFile`).
    Option {
        name: String,
        kind: String,
    },
    UciOk,
    ReadyOk,
    /// `info string ...`: the engine talking to people (errors, NNUE notes).
    InfoString(String),
    Info(Info),
    /// `bestmove MOVE [ponder MOVE]`; `None` for `bestmove (none)` (or `0000`),
    /// what engines say for a position with no legal move.
    BestMove(Option<String>),
    /// Anything else: a banner, garbage, an unknown command's echo.
    Other(String),
}

/// Read one line of engine output.
pub fn parse_line(line: &str) -> EngineLine {
    let line = line.trim();
    let mut words = line.split_whitespace();
    match words.next() {
        Some("uciok") => EngineLine::UciOk,
        Some("readyok") => EngineLine::ReadyOk,
        Some("id") => match words.next() {
            Some("name") => EngineLine::IdName(rest_after(line, 2)),
            Some("author") => EngineLine::IdAuthor(rest_after(line, 2)),
            _ => EngineLine::Other(line.to_string()),
        },
        Some("option") => option(line),
        Some("bestmove") => match words.next() {
            None | Some("(none)") | Some("0000") | Some("none") => EngineLine::BestMove(None),
            Some(mv) => EngineLine::BestMove(Some(mv.to_string())),
        },
        Some("info") => match words.clone().next() {
            Some("string") => EngineLine::InfoString(rest_after(line, 2)),
            _ => EngineLine::Info(info(words)),
        },
        _ => EngineLine::Other(line.to_string()),
    }
}

/// The text after the first `n` words, with its inner spacing kept.
fn rest_after(line: &str, n: usize) -> String {
    let mut rest = line;
    for _ in 0..n {
        rest = rest.trim_start();
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        rest = &rest[end..];
    }
    rest.trim().to_string()
}

fn option(line: &str) -> EngineLine {
    // The name may hold spaces: it runs from `name` to `type`.
    let words: Vec<&str> = line.split_whitespace().collect();
    let name_at = words.iter().position(|w| *w == "name");
    let type_at = words.iter().position(|w| *w == "type");
    match (name_at, type_at) {
        (Some(n), Some(t)) if t > n + 1 => EngineLine::Option {
            name: words[n + 1..t].join(" "),
            kind: words.get(t + 1).unwrap_or(&"").to_string(),
        },
        _ => EngineLine::Other(line.to_string()),
    }
}

fn info<'a>(mut words: impl Iterator<Item = &'a str>) -> Info {
    let mut info = Info::default();
    while let Some(word) = words.next() {
        match word {
            "depth" => info.depth = number(words.next()),
            "seldepth" => info.seldepth = number(words.next()),
            "multipv" => info.multipv = number(words.next()),
            "nodes" => info.nodes = number(words.next()),
            "nps" => info.nps = number(words.next()),
            "time" => info.time_ms = number(words.next()),
            "score" => {
                info.score = match (words.next(), number::<i32>(words.next())) {
                    // Bounded so that a sign never wraps and a figure stays
                    // readable (`mate -2147483648`, a cp of 2^31).
                    (Some("cp"), Some(cp)) => Some(Score::Cp(cp.clamp(-MAX_CP, MAX_CP))),
                    (Some("mate"), Some(n)) => Some(Score::Mate(n.clamp(-MAX_MATE, MAX_MATE))),
                    _ => None,
                }
            }
            "lowerbound" => info.bound = Bound::Lower,
            "upperbound" => info.bound = Bound::Upper,
            "wdl" => {
                let w = number(words.next());
                let d = number(words.next());
                let l = number(words.next());
                info.wdl = w.zip(d).zip(l).map(|((w, d), l)| [w, d, l]);
            }
            // The moves run to the end of the line.
            "pv" => {
                info.pv = words.by_ref().map(str::to_string).collect();
            }
            // `string` after other fields: the rest is text, not fields.
            "string" => break,
            _ => {}
        }
    }
    info
}

fn number<T: std::str::FromStr>(word: Option<&str>) -> Option<T> {
    word?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_multipv_line_with_wdl_reads_every_field() {
        let line = "info depth 8 seldepth 2 multipv 2 score mate 1 wdl 1000 0 0 nodes 13376 \
                    nps 262274 hashfull 3 tbhits 0 time 51 pv a1a8 g8h7";
        let EngineLine::Info(info) = parse_line(line) else {
            panic!("not info: {line}");
        };
        assert_eq!(info.depth, Some(8));
        assert_eq!(info.seldepth, Some(2));
        assert_eq!(info.multipv, Some(2));
        assert_eq!(info.score, Some(Score::Mate(1)));
        assert_eq!(info.bound, Bound::Exact);
        assert_eq!(info.wdl, Some([1000, 0, 0]));
        assert_eq!(info.nodes, Some(13376));
        assert_eq!(info.nps, Some(262274));
        assert_eq!(info.time_ms, Some(51));
        assert_eq!(info.pv, vec!["a1a8", "g8h7"]);
    }

    #[test]
    fn bounds_negative_scores_and_mate_zero_read() {
        let read = |line: &str| match parse_line(line) {
            EngineLine::Info(info) => (info.score, info.bound),
            other => panic!("{other:?}"),
        };
        assert_eq!(
            read("info depth 3 score cp -41 lowerbound nodes 5"),
            (Some(Score::Cp(-41)), Bound::Lower)
        );
        assert_eq!(
            read("info depth 3 score cp 12 upperbound"),
            (Some(Score::Cp(12)), Bound::Upper)
        );
        assert_eq!(
            read("info depth 0 score mate 0"),
            (Some(Score::Mate(0)), Bound::Exact)
        );
        assert_eq!(
            read("info depth 9 score mate -2"),
            (Some(Score::Mate(-2)), Bound::Exact)
        );
    }

    #[test]
    fn wdl_percents_sum_to_100() {
        // The case: 7 + 94 + 1 = 102 rounded up one by one.
        assert_eq!(wdl_percent([61, 933, 6]), Some([6, 93, 1]));
        assert_eq!(wdl_percent([300, 500, 200]), Some([30, 50, 20]));
        assert_eq!(wdl_percent([0, 0, 0]), None);
        for w in (0..=1000).step_by(7) {
            for d in (0..=1000 - w).step_by(13) {
                let sum: u32 = wdl_percent([w, d, 1000 - w - d])
                    .expect("some")
                    .iter()
                    .sum();
                assert_eq!(sum, 100, "{w} {d}");
            }
        }
    }

    #[test]
    fn a_mate_or_cp_past_any_engine_is_bounded_and_its_sign_kept() {
        let read = |line: &str| match parse_line(line) {
            EngineLine::Info(info) => info.score,
            other => panic!("{other:?}"),
        };
        let worst = read("info depth 1 score mate -2147483648").expect("score");
        assert_eq!(worst, Score::Mate(-MAX_MATE));
        assert_eq!(worst.negated(), Score::Mate(MAX_MATE));
        assert_eq!(worst.negated().to_string(), "#999");
        assert_eq!(Score::Mate(i32::MIN).negated(), Score::Mate(i32::MAX));
        assert_eq!(
            read("info depth 1 score cp 2147483647"),
            Some(Score::Cp(MAX_CP))
        );
    }

    #[test]
    fn bestmove_none_and_ponder() {
        assert_eq!(parse_line("bestmove (none)"), EngineLine::BestMove(None));
        assert_eq!(parse_line("bestmove 0000"), EngineLine::BestMove(None));
        assert_eq!(
            parse_line("bestmove e2e4 ponder e7e5"),
            EngineLine::BestMove(Some("e2e4".into()))
        );
        assert_eq!(
            parse_line("bestmove h10g8"),
            EngineLine::BestMove(Some("h10g8".into()))
        );
    }

    #[test]
    fn info_string_id_and_option_keep_their_text() {
        assert_eq!(
            parse_line("info string ERROR: network  file not found"),
            EngineLine::InfoString("ERROR: network  file not found".into())
        );
        assert_eq!(
            parse_line("id name Fairy-Stockfish 11.1 LB"),
            EngineLine::IdName("Fairy-Stockfish 11.1 LB".into())
        );
        assert_eq!(
            parse_line("option name Clear Hash type button"),
            EngineLine::Option {
                name: "Clear Hash".into(),
                kind: "button".into()
            }
        );
        assert_eq!(
            parse_line("option name UCI_ShowWDL type check default false"),
            EngineLine::Option {
                name: "UCI_ShowWDL".into(),
                kind: "check".into()
            }
        );
    }

    #[test]
    fn garbage_is_other_and_bad_numbers_are_dropped() {
        assert_eq!(
            parse_line("Stockfish 15.1 by the Stockfish developers"),
            EngineLine::Other("Stockfish 15.1 by the Stockfish developers".into())
        );
        assert_eq!(
            parse_line("\u{0}\u{7f}zz"),
            EngineLine::Other("\u{0}\u{7f}zz".into())
        );
        let EngineLine::Info(info) = parse_line("info depth x score cp nodes 7 pv") else {
            panic!("info");
        };
        assert_eq!((info.depth, info.score, info.pv.len()), (None, None, 0));
        assert_eq!(
            parse_line("option name"),
            EngineLine::Other("option name".into())
        );
    }
}
