//! Whole MultiPV sets out of `info` lines: a set is handed on only when all
//! its lines of one depth are in (or as many as the position has moves), and
//! a search's answer is never a bound's line when an exact set came.

use super::{Analysis, Job, Line, Session};
use crate::core::rules;
use crate::engine::uci::{Bound, Info};

impl Session {
    /// Lines a whole set has: as many as asked, or as the position has moves.
    fn lines_expected(job: &Job) -> usize {
        let moves = rules::legal_moves(&job.position).len();
        (job.multipv.max(1) as usize).min(moves).max(1)
    }

    pub(super) fn take_info(&mut self, info: Info) -> Option<Analysis> {
        let job = self.current?;
        self.nodes = info.nodes.unwrap_or(self.nodes);
        self.nps = info.nps.unwrap_or(self.nps);
        let score = info.score?;
        let depth = info.depth.unwrap_or(self.set_depth);
        // No `multipv` (an engine without MultiPV): its line is line 1, and
        // the only one it will give.
        let single = info.multipv.is_none();
        let index = info.multipv.unwrap_or(1);
        if index == 1 || depth != self.set_depth {
            self.set.clear();
            self.set_depth = depth;
        }
        let line = Line {
            score,
            bound: info.bound,
            wdl: info.wdl,
            moves: self.dialect.read_line(&job.position, &info.pv),
        };
        self.set.retain(|(i, _)| *i != index);
        self.set.push((index, line));
        self.set.sort_by_key(|(i, _)| *i);
        let whole = single
            || self.set.len() >= Self::lines_expected(&job)
                && self
                    .set
                    .iter()
                    .enumerate()
                    .all(|(n, (i, _))| *i as usize == n + 1);
        if !whole {
            return None;
        }
        let analysis = Analysis {
            job: job.id,
            position: job.position,
            depth,
            nodes: self.nodes,
            nps: self.nps,
            lines: self.set.iter().map(|(_, line)| line.clone()).collect(),
            done: false,
            best: None,
        };
        if analysis.lines.iter().all(|line| line.bound == Bound::Exact) {
            self.last_exact = Some(analysis.clone());
        }
        self.last_whole = Some(analysis.clone());
        Some(analysis)
    }

    pub(super) fn finish(&mut self, best: Option<&str>) -> Option<Analysis> {
        let job = self.current.take()?;
        let best = best.and_then(|text| self.dialect.read_move(&job.position, text));
        // Never a bound's line as the answer: the last exact set, else the
        // last set (its lines flagged as bounds).
        let last = self.last_exact.take().or(self.last_whole.take());
        let mut analysis = last.unwrap_or(Analysis {
            job: job.id,
            position: job.position,
            depth: 0,
            nodes: self.nodes,
            nps: self.nps,
            lines: Vec::new(),
            done: true,
            best,
        });
        analysis.done = true;
        analysis.best = best;
        analysis.nodes = analysis.nodes.max(self.nodes);
        Some(analysis)
    }
}
