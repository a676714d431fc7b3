//! Ways to hand a position to other tools: the analysis and editor links of
//! Lichess, Chess.com and pychess.org, and the UCI `position fen ...` command
//! an engine reads. Each link is one the FEN reader reads back (`fen::url`).

use super::fen::write_fen;
use super::rules::Move;
use super::{Position, Variant};

/// A site that opens a position from a link.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Site {
    /// `https://lichess.org/analysis/<fen with _ for spaces>`
    Lichess,
    /// `https://lichess.org/editor/<fen with _ for spaces>`
    LichessEditor,
    /// `https://www.chess.com/analysis?fen=<fen, %2F for /, %20 for spaces>`
    ChessCom,
    /// `https://www.pychess.org/analysis/<variant>?fen=<fen with _ for spaces>`
    PyChess,
}

impl Site {
    /// Every site, in the order the command line lists them.
    pub const ALL: [Site; 4] = [
        Site::Lichess,
        Site::LichessEditor,
        Site::ChessCom,
        Site::PyChess,
    ];

    /// The name the command line uses (`--site lichess-editor`).
    pub const fn name(self) -> &'static str {
        match self {
            Site::Lichess => "lichess",
            Site::LichessEditor => "lichess-editor",
            Site::ChessCom => "chesscom",
            Site::PyChess => "pychess",
        }
    }

    /// Lichess and Chess.com play chess only; pychess.org plays both.
    pub const fn supports(self, variant: Variant) -> bool {
        match self {
            Site::Lichess | Site::LichessEditor | Site::ChessCom => {
                matches!(variant, Variant::Chess)
            }
            Site::PyChess => true,
        }
    }

    /// Where a position goes when the user names no site.
    pub const fn default_for(variant: Variant) -> Site {
        match variant {
            Variant::Chess => Site::Lichess,
            Variant::Xiangqi => Site::PyChess,
        }
    }
}

/// The link that opens `pos` on `site`, or None when the site does not play
/// the position's variant.
pub fn share_url(pos: &Position, site: Site) -> Option<String> {
    if !site.supports(pos.variant) {
        return None;
    }
    let fen = write_fen(pos);
    let underscored = fen.replace(' ', "_");
    // Without the variant in the path, Lichess and pychess.org read a Chess960
    // position as standard chess, where its castling rights are impossible.
    let lichess_variant = if pos.chess960 { "chess960/" } else { "" };
    let pychess_variant = if pos.chess960 {
        "chess960"
    } else {
        pos.variant.name()
    };
    Some(match site {
        Site::Lichess => format!("https://lichess.org/analysis/{lichess_variant}{underscored}"),
        Site::LichessEditor => format!("https://lichess.org/editor/{underscored}"),
        Site::ChessCom => format!(
            "https://www.chess.com/analysis?fen={}",
            fen.replace('/', "%2F").replace(' ', "%20")
        ),
        Site::PyChess => {
            format!("https://www.pychess.org/analysis/{pychess_variant}?fen={underscored}")
        }
    })
}

/// The UCI (UCCI for xiangqi) command that sets up `start` and plays `moves`:
/// `position fen <fen>` plus ` moves <m1> <m2> ...` when there are moves.
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fen::{ReadOptions, read_input};

    const CHESS: &[&str] = &[
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        // The seed's position after 1. e4 e5: the en-passant target is kept.
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
        // Seed 003's Chess.com example.
        "qB6/8/5N2/3B4/8/2p5/1r1pNK2/7k w - - 0 1",
    ];
    const XIANGQI: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    fn position(fen: &str) -> Position {
        let reading = read_input(fen, ReadOptions::strict());
        assert!(reading.is_ok(), "{fen}: {:?}", reading.errors);
        reading.position.unwrap()
    }

    fn read_back(text: &str) -> String {
        let reading = read_input(text, ReadOptions::strict());
        assert!(reading.errors.is_empty(), "{text}: {:?}", reading.errors);
        assert!(
            reading.warnings.is_empty(),
            "{text}: {:?}",
            reading.warnings
        );
        reading.fen().unwrap()
    }

    #[test]
    fn every_chess_link_reads_back_to_the_same_fen() {
        for fen in CHESS {
            for site in Site::ALL {
                let url = share_url(&position(fen), site).unwrap();
                assert_eq!(read_back(&url), *fen, "{}: {url}", site.name());
            }
        }
    }

    #[test]
    fn link_shapes_follow_each_site() {
        let pos = position(CHESS[2]);
        assert_eq!(
            share_url(&pos, Site::ChessCom).unwrap(),
            "https://www.chess.com/analysis?fen=qB6%2F8%2F5N2%2F3B4%2F8%2F2p5%2F1r1pNK2%2F7k%20w%20-%20-%200%201"
        );
        assert_eq!(
            share_url(&pos, Site::Lichess).unwrap(),
            "https://lichess.org/analysis/qB6/8/5N2/3B4/8/2p5/1r1pNK2/7k_w_-_-_0_1"
        );
        assert_eq!(
            share_url(&pos, Site::LichessEditor).unwrap(),
            "https://lichess.org/editor/qB6/8/5N2/3B4/8/2p5/1r1pNK2/7k_w_-_-_0_1"
        );
    }

    #[test]
    fn chess960_links_name_the_variant_and_read_back_as_chess960() {
        let fen = "nqrnbkrb/pppppppp/8/8/8/8/PPPPPPPP/NQRNBKRB w KQkq - 0 1";
        let reading = read_input(fen, ReadOptions::strict().with_chess960(true));
        let pos = reading.position.unwrap();
        assert!(pos.chess960);
        let lichess = share_url(&pos, Site::Lichess).unwrap();
        assert_eq!(
            lichess,
            "https://lichess.org/analysis/chess960/nqrnbkrb/pppppppp/8/8/8/8/PPPPPPPP/NQRNBKRB_w_KQkq_-_0_1"
        );
        let pychess = share_url(&pos, Site::PyChess).unwrap();
        assert_eq!(
            pychess,
            "https://www.pychess.org/analysis/chess960?fen=nqrnbkrb/pppppppp/8/8/8/8/PPPPPPPP/NQRNBKRB_w_KQkq_-_0_1"
        );
        for link in [lichess, pychess] {
            // Read as standard chess unless told otherwise: the link tells.
            let back = read_input(&link, ReadOptions::strict().with_standard(true));
            assert!(back.errors.is_empty(), "{link}: {:?}", back.errors);
            assert!(back.position.as_ref().unwrap().chess960, "{link}");
            assert_eq!(back.fen().unwrap(), fen);
        }
        // A standard position's links stay as they were.
        let standard = position(CHESS[0]);
        assert!(
            !share_url(&standard, Site::Lichess)
                .unwrap()
                .contains("chess960")
        );
    }

    #[test]
    fn xiangqi_goes_to_pychess_only() {
        let pos = position(XIANGQI);
        let url = share_url(&pos, Site::PyChess).unwrap();
        assert_eq!(
            url,
            "https://www.pychess.org/analysis/xiangqi?fen=rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR_w_-_-_0_1"
        );
        assert_eq!(read_back(&url), XIANGQI);
        assert_eq!(Site::default_for(Variant::Xiangqi), Site::PyChess);
        for site in [Site::Lichess, Site::LichessEditor, Site::ChessCom] {
            assert_eq!(share_url(&pos, site), None);
        }
    }

    #[test]
    fn uci_command_reads_back_with_its_moves() {
        let start = position(CHESS[0]);
        assert_eq!(
            uci_command(&start, &[]),
            format!("position fen {}", CHESS[0])
        );
        assert_eq!(read_back(&uci_command(&start, &[])), CHESS[0]);
        let e2e4 = Move {
            from: crate::Square::new(4, 1),
            to: crate::Square::new(4, 3),
            promotion: None,
        };
        let e7e5 = Move {
            from: crate::Square::new(4, 6),
            to: crate::Square::new(4, 4),
            promotion: None,
        };
        assert_eq!(
            uci_command(&start, &[e2e4, e7e5]),
            format!("position fen {} moves e2e4 e7e5", CHESS[0])
        );
        // Played back by the reader, the command gives the seed's FEN after 1. e4 e5.
        assert_eq!(read_back(&uci_command(&start, &[e2e4, e7e5])), CHESS[1]);
    }
}
