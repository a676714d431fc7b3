//! TEMPORARY: a copy of the CLI branch's `core::share` API, deleted when it is merged.
use crate::core::fen::write_fen;
use crate::core::rules::Move;
use crate::core::{Position, Variant};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Site {
    Lichess,
    LichessEditor,
    ChessCom,
    PyChess,
}

pub fn share_url(pos: &Position, site: Site) -> Option<String> {
    let chess_site = matches!(site, Site::Lichess | Site::LichessEditor | Site::ChessCom);
    if chess_site && pos.variant != Variant::Chess {
        return None;
    }
    let fen = write_fen(pos);
    let underscored = fen.replace(' ', "_");
    Some(match site {
        Site::Lichess => format!("https://lichess.org/analysis/{underscored}"),
        Site::LichessEditor => format!("https://lichess.org/editor/{underscored}"),
        Site::ChessCom => format!(
            "https://www.chess.com/analysis?fen={}",
            fen.replace('/', "%2F").replace(' ', "%20")
        ),
        Site::PyChess => format!(
            "https://www.pychess.org/analysis/{}?fen={underscored}",
            pos.variant.name()
        ),
    })
}

pub fn uci_command(start: &Position, moves: &[Move]) -> String {
    let mut command = format!("position fen {}", write_fen(start));
    if !moves.is_empty() {
        command.push_str(" moves");
        for mv in moves {
            command.push(' ');
            command.push_str(&mv.coordinates(start.variant));
        }
    }
    command
}
