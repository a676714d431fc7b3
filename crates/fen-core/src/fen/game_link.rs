//! Links that carry no position: a game, a study or another page of a chess
//! site. The editor works offline and cannot fetch what they name, so they are
//! read as one error that says so (and which site), never as a FEN whose
//! letters are no pieces.

use super::url;
use crate::Diagnostic;

/// The code of the one error such a link reads as.
pub const CODE: &str = "link-names-game";

/// The error for `text` when it is a link (in its quotes) that carries no
/// position; None for anything else, a link with a FEN or moves included.
pub fn link_without_position(text: &str) -> Option<Diagnostic> {
    let extracted = url::extract(text);
    // A link with a position is decoded (and a FEN has no '.' nor ':').
    let link = extracted.text.trim();
    if !url::looks_like_link(link) {
        return None;
    }
    let link = link.split_whitespace().next().unwrap_or(link);
    let (site, path) = site_and_path(link);
    Some(
        Diagnostic::error(CODE)
            .at(extracted.column_of_char(0))
            .arg("site", site.to_string())
            .arg("kind", kind(site, path)),
    )
}

/// `lichess.org` and `/study/abc` of `https://www.lichess.org/study/abc?x#y`.
fn site_and_path(link: &str) -> (&str, &str) {
    let rest = link.split_once("://").map_or(link, |(_, rest)| rest);
    let (host, path) = rest.find('/').map_or((rest, ""), |at| rest.split_at(at));
    let host = host.strip_prefix("www.").unwrap_or(host);
    let path = path.split(['?', '#']).next().unwrap_or("");
    (host, path)
}

/// What the link names: `study`, `game` or `page` (the message's choice).
fn kind(site: &str, path: &str) -> &'static str {
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let site = site.to_ascii_lowercase();
    let first = segments.first().copied().unwrap_or("");
    let is_id =
        |s: &str| (8..=12).contains(&s.len()) && s.chars().all(|c| c.is_ascii_alphanumeric());
    if site.ends_with("lichess.org") {
        return match first {
            "study" | "broadcast" => "study",
            "game" | "embed" => "game",
            id if is_id(id) => "game",
            _ => "page",
        };
    }
    if site.ends_with("chess.com") {
        let game = segments
            .iter()
            .any(|s| matches!(*s, "game" | "live" | "daily"));
        return if game { "game" } else { "page" };
    }
    if site.ends_with("pychess.org") && is_id(first) {
        return "game";
    }
    "page"
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind_of(link: &str) -> Option<String> {
        let error = link_without_position(link)?;
        let arg = |name| {
            error
                .args
                .iter()
                .find(|(n, _)| *n == name)
                .map(|(_, v)| format!("{v:?}"))
                .unwrap_or_default()
        };
        Some(format!("{} {}", arg("site"), arg("kind")))
    }

    #[test]
    fn game_and_study_links_are_named_with_their_site() {
        let game = kind_of("https://lichess.org/Xk3fW2pQ").unwrap();
        assert!(
            game.contains("lichess.org") && game.contains("game"),
            "{game}"
        );
        let live = kind_of("https://www.chess.com/game/live/123456789").unwrap();
        assert!(
            live.contains("chess.com") && live.contains("game"),
            "{live}"
        );
        let study = kind_of("https://lichess.org/study/abcd1234/efgh5678").unwrap();
        assert!(study.contains("study"), "{study}");
        let page = kind_of("https://example.org/hello").unwrap();
        assert!(
            page.contains("example.org") && page.contains("page"),
            "{page}"
        );
    }

    #[test]
    fn links_with_a_position_or_moves_and_plain_fens_are_not_this_error() {
        assert_eq!(
            kind_of("https://lichess.org/analysis/8/8/8/8/8/8/8/K6k_w_-_-_0_1"),
            None
        );
        assert_eq!(kind_of("https://lichess.org/analysis/pgn/e4_e5_Nf3"), None);
        assert_eq!(kind_of("8/8/8/8/8/8/8/K6k w - - 0 1"), None);
        assert_eq!(kind_of("e4 e5 Nf3"), None);
    }

    #[test]
    fn the_error_points_at_the_link_inside_its_quotes() {
        let error = link_without_position("  “https://lichess.org/Xk3fW2pQ”").unwrap();
        assert_eq!(error.column, Some(4));
    }
}
