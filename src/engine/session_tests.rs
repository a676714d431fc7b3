//! Each protocol rule of the session, on scripted engine answers.

use super::*;
use crate::core::fen::{ReadOptions, read_fen};
use crate::core::rules;

fn pos(fen: &str) -> Position {
    read_fen(fen, ReadOptions::lenient())
        .expect("reads")
        .position
}

const MATE_IN_ONE: &str = "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1";

fn job(id: u64, fen: &str, multipv: u32) -> Job {
    Job {
        id,
        position: pos(fen),
        limit: Limit::Infinite,
        multipv,
    }
}

/// A session through its handshake, with `advertised` options.
fn ready(advertised: &[&str]) -> Session {
    let mut session = Session::new(Variant::Chess, Setup::default(), "stockfish");
    for name in advertised {
        session.on_line(&format!("option name {name} type check default false"));
    }
    session.on_line("uciok");
    session.on_line("readyok");
    session
}

fn analyses(step: &Step) -> Vec<&Analysis> {
    step.events
        .iter()
        .filter_map(|event| match event {
            Event::Analysis(analysis) => Some(analysis),
            _ => None,
        })
        .collect()
}

#[test]
fn nothing_but_uci_until_uciok_and_no_go_before_readyok() {
    let setup = Setup {
        threads: Some(2),
        hash_mb: Some(64),
        options: vec![("Skill Level".into(), "20".into())],
    };
    let mut session = Session::new(Variant::Chess, setup, "stockfish");
    assert_eq!(session.start(), vec!["uci"]);
    // Wanted before the engine is ready: held back.
    assert!(session.analyse(job(1, MATE_IN_ONE, 1)).is_empty());
    assert!(session.on_line("id name Stockfish 15.1").send.is_empty());
    assert!(
        session
            .on_line("option name UCI_ShowWDL type check default false")
            .send
            .is_empty()
    );
    assert_eq!(session.awaiting(), Some(Awaiting::UciOk));
    // A readyok before uciok means nothing.
    assert!(session.on_line("readyok").send.is_empty());
    let after_uciok = session.on_line("uciok").send;
    assert_eq!(
        after_uciok,
        vec![
            "setoption name Threads value 2",
            "setoption name Hash value 64",
            "setoption name UCI_ShowWDL value true",
            "setoption name Skill Level value 20",
            "isready",
        ]
    );
    assert!(!after_uciok.iter().any(|c| c.starts_with("go")));
    assert_eq!(session.awaiting(), Some(Awaiting::ReadyOk));
    let after_readyok = session.on_line("readyok");
    assert_eq!(
        after_readyok.events,
        vec![Event::Ready {
            name: "Stockfish 15.1".into()
        }]
    );
    assert_eq!(
        after_readyok.send,
        vec![
            "setoption name MultiPV value 1",
            "position fen 6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1",
            "go infinite",
        ]
    );
}

#[test]
fn a_new_position_during_a_search_stops_and_waits_for_bestmove() {
    let mut session = ready(&[]);
    session.analyse(job(1, MATE_IN_ONE, 1));
    let fen2 = "6k1/5ppp/8/8/8/8/8/1R4K1 w - - 0 1";
    let fen3 = "6k1/5ppp/8/8/8/8/8/2R3K1 w - - 0 1";
    assert_eq!(session.analyse(job(2, fen2, 1)), vec!["stop"]);
    // More wishes while stopping: only the last counts, nothing is sent.
    assert!(session.analyse(job(3, fen3, 2)).is_empty());
    assert_eq!(session.awaiting(), Some(Awaiting::StopAnswer));
    // The old search's lines and bestmove are dropped.
    let late = session.on_line("info depth 9 score mate 1 pv a1a8");
    assert!(late.events.is_empty() && late.send.is_empty());
    let answer = session.on_line("bestmove a1a8");
    assert!(analyses(&answer).is_empty());
    assert_eq!(
        answer.send,
        vec![
            "setoption name MultiPV value 2",
            format!("position fen {fen3}").as_str(),
            "go infinite",
        ]
    );
}

#[test]
fn no_setoption_during_a_search() {
    let mut session = ready(&[]);
    session.analyse(job(1, MATE_IN_ONE, 1));
    let sent = session.analyse(job(2, MATE_IN_ONE, 3));
    assert_eq!(sent, vec!["stop"]);
    let after = session.on_line("bestmove a1a8").send;
    assert_eq!(after[0], "setoption name MultiPV value 3");
}

#[test]
fn isready_is_a_ping_and_readyok_its_pong() {
    let mut session = ready(&[]);
    // During the handshake isready is setup, not a ping.
    let mut fresh = Session::new(Variant::Chess, Setup::default(), "stockfish");
    assert!(fresh.ping().is_empty());
    session.analyse(job(1, MATE_IN_ONE, 1));
    assert_eq!(session.ping(), vec!["isready"]);
    assert_eq!(session.awaiting(), Some(Awaiting::Pong));
    assert_eq!(session.on_line("readyok").events, vec![Event::Pong]);
    assert_eq!(session.awaiting(), None);
}

#[test]
fn only_whole_multipv_sets_are_handed_on() {
    let mut session = ready(&["UCI_ShowWDL"]);
    session.analyse(job(1, MATE_IN_ONE, 2));
    let first =
        session.on_line("info depth 8 multipv 1 score mate 1 wdl 1000 0 0 nodes 10 nps 5 pv a1a8");
    assert!(analyses(&first).is_empty(), "half a set");
    let second = session.on_line("info depth 8 multipv 2 score cp 319 nodes 12 nps 6 pv g1f2 h7h6");
    let sets = analyses(&second);
    assert_eq!(sets.len(), 1);
    let set = sets[0];
    assert_eq!((set.depth, set.nodes, set.nps, set.done), (8, 12, 6, false));
    assert_eq!(set.lines.len(), 2);
    assert_eq!(set.lines[0].score, Score::Mate(1));
    assert_eq!(set.lines[0].wdl, Some([1000, 0, 0]));
    assert_eq!(set.lines[1].score, Score::Cp(319));
    assert_eq!(set.lines[1].moves.len(), 2);
    // The next depth starts a new set.
    let next = session.on_line("info depth 9 multipv 1 score mate 1 pv a1a8");
    assert!(analyses(&next).is_empty());
}

#[test]
fn fewer_lines_than_asked_when_the_position_has_fewer_moves() {
    // A bare king in the corner has three moves; MultiPV 5 asked.
    let fen = "7k/8/8/8/8/8/8/K7 b - - 0 1";
    let moves = rules::legal_moves(&pos(fen)).len();
    assert!(moves < 5, "{moves}");
    let mut session = ready(&[]);
    session.analyse(job(1, fen, 5));
    let mut sets = Vec::new();
    for (i, mv) in rules::legal_moves(&pos(fen)).iter().enumerate() {
        let text = mv.coordinates(Variant::Chess);
        let step = session.on_line(&format!(
            "info depth 5 multipv {} score cp 0 pv {text}",
            i + 1
        ));
        sets.extend(analyses(&step).into_iter().cloned());
    }
    assert_eq!(sets.len(), 1);
    assert_eq!(sets[0].lines.len(), moves);
}

#[test]
fn a_mated_position_gives_mate_zero_and_no_best_move() {
    let fen = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1";
    let mut session = ready(&[]);
    session.analyse(job(1, fen, 3));
    let step = session.on_line("info depth 0 score mate 0");
    let first = analyses(&step);
    assert_eq!(first.len(), 1);
    assert_eq!(first[0].lines[0].score, Score::Mate(0));
    let done = session.on_line("bestmove (none)");
    let last = analyses(&done);
    assert_eq!(last.len(), 1);
    assert!(last[0].done);
    assert_eq!(last[0].best, None);
    assert_eq!(last[0].lines[0].score, Score::Mate(0));
    assert_eq!(session.awaiting(), None);
}

#[test]
fn info_string_is_handed_on_and_garbage_ignored() {
    let mut session = ready(&[]);
    session.analyse(job(1, MATE_IN_ONE, 1));
    let step = session.on_line("info string ERROR: illegal move x9y9");
    assert_eq!(
        step.events,
        vec![Event::Message("ERROR: illegal move x9y9".into())]
    );
    for garbage in [
        "",
        "\u{1b}[31mhello",
        "bestmov",
        "info depth",
        "uciok uciok",
    ] {
        let step = session.on_line(garbage);
        assert!(
            step.send.is_empty() && step.events.is_empty(),
            "{garbage:?}"
        );
    }
}

#[test]
fn an_illegal_engine_move_cuts_the_line_and_the_best_move() {
    let mut session = ready(&[]);
    session.analyse(job(1, MATE_IN_ONE, 1));
    let step = session.on_line("info depth 3 score mate 1 pv a1a8 e1e2 g8h7");
    let set = analyses(&step);
    assert_eq!(set[0].lines[0].moves.len(), 1);
    let done = session.on_line("bestmove h1h8");
    assert_eq!(analyses(&done)[0].best, None);
}

#[test]
fn xiangqi_on_fairy_stockfish_says_the_variant_and_reads_ranks_from_one() {
    let mut session = Session::new(Variant::Xiangqi, Setup::default(), "fairy-stockfish");
    session.on_line("id name Fairy-Stockfish 11.1 LB");
    let setup = session.on_line("uciok").send;
    assert!(setup.contains(&"setoption name UCI_Variant value xiangqi".to_string()));
    session.on_line("readyok");
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    session.analyse(Job {
        id: 1,
        position: pos(start),
        limit: Limit::Depth(5),
        multipv: 1,
    });
    let step = session.on_line("info depth 5 score cp 30 pv h3e3 h10g8");
    let line = &analyses(&step)[0].lines[0];
    let texts: Vec<String> = line
        .moves
        .iter()
        .map(|m| m.coordinates(Variant::Xiangqi))
        .collect();
    assert_eq!(texts, vec!["h2e2", "h9g7"]);
}

#[test]
fn pikafish_gets_no_variant_option_and_ranks_from_zero() {
    let mut session = Session::new(Variant::Xiangqi, Setup::default(), "pikafish");
    session.on_line("id name Pikafish 2024-06-21");
    let setup = session.on_line("uciok").send;
    assert!(!setup.iter().any(|c| c.contains("UCI_Variant")));
    session.on_line("readyok");
    let black = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1";
    let sent = session.analyse(Job {
        id: 1,
        position: pos(black),
        limit: Limit::Nodes(1000),
        multipv: 1,
    });
    assert_eq!(sent[1], format!("position fen {black}"));
    assert_eq!(sent[2], "go nodes 1000");
    let step = session.on_line("info depth 1 score cp -20 pv h9g7");
    assert_eq!(analyses(&step)[0].lines[0].moves.len(), 1);
}

#[test]
fn chess960_positions_go_with_uci_chess960_and_castling_reads_back() {
    let mut session = ready(&[]);
    let c960 = "2rkr3/2p1p3/8/8/8/8/PP6/RK6 w A - 0 1";
    let send = session.analyse(job(1, c960, 1));
    let at = send
        .iter()
        .position(|c| c == "setoption name UCI_Chess960 value true")
        .expect("UCI_Chess960 sent");
    let position = send
        .iter()
        .position(|c| c.starts_with("position"))
        .expect("position");
    assert!(at < position, "{send:?}");
    assert!(send[position].ends_with(" w A - 0 1"), "{send:?}");
    // Stockfish's castling in UCI_Chess960: king takes rook.
    session.on_line("info depth 1 score mate 1 pv b1a1");
    let step = session.on_line("bestmove b1a1");
    let done = analyses(&step);
    let line = &done[0].lines[0];
    assert_eq!(
        crate::engine::line_text(&done[0].position, &line.moves),
        vec!["O-O-O#"]
    );
    // A standard position after it: the option is taken back.
    let send = session.analyse(job(2, MATE_IN_ONE, 1));
    assert!(
        send.contains(&"setoption name UCI_Chess960 value false".to_string()),
        "{send:?}"
    );
}

#[test]
fn info_without_multipv_is_line_one_and_a_whole_set() {
    let mut session = ready(&[]);
    session.analyse(job(1, MATE_IN_ONE, 3));
    let step = session.on_line("info depth 5 score mate 1 pv a1a8");
    assert_eq!(analyses(&step).len(), 1, "{step:?}");
}

#[test]
fn an_option_that_could_carry_a_command_is_never_sent() {
    let setup = Setup {
        threads: None,
        hash_mb: None,
        options: vec![
            ("Threads value 2 x".into(), "1".into()),
            ("A".into(), "1\nquit".into()),
            ("B".into(), "1\u{b}go".into()),
            ("C".into(), "1\u{85}go".into()),
            ("D".into(), "1\u{2028}go".into()),
            ("E\u{0}".into(), "1".into()),
            ("Skill Level".into(), "20".into()),
        ],
    };
    let mut session = Session::new(Variant::Chess, setup, "stockfish");
    let sent = session.on_line("uciok").send;
    let options: Vec<&String> = sent.iter().filter(|c| c.starts_with("setoption")).collect();
    assert_eq!(
        options,
        vec!["setoption name Skill Level value 20"],
        "{sent:?}"
    );
}
