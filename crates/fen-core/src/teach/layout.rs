//! Where each rank and each field sits in a FEN, so steps can point at the
//! characters they talk about.

use std::ops::Range;

/// Byte ranges of a single-spaced FEN's fields and of the placement's ranks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FenLayout {
    /// The placement's ranks, top rank first, without the `/` between them.
    pub ranks: Vec<Range<usize>>,
    /// Every field, placement first.
    pub fields: Vec<Range<usize>>,
}

impl FenLayout {
    /// Lay out a FEN as `write_fen` writes it (fields split by single spaces).
    pub fn of(fen: &str) -> FenLayout {
        let fields = split_spans(fen, ' ', 0);
        let ranks = fields
            .first()
            .map(|placement| split_spans(&fen[placement.clone()], '/', placement.start))
            .unwrap_or_default();
        FenLayout { ranks, fields }
    }

    /// The span of field `index` (0 = placement), or an empty span at the end.
    pub fn field(&self, index: usize) -> Range<usize> {
        self.fields.get(index).cloned().unwrap_or_else(|| {
            let end = self.fields.last().map_or(0, |f| f.end);
            end..end
        })
    }
}

fn split_spans(text: &str, separator: char, offset: usize) -> Vec<Range<usize>> {
    let mut spans = Vec::new();
    let mut start = 0;
    for (at, c) in text.char_indices() {
        if c == separator {
            spans.push(offset + start..offset + at);
            start = at + c.len_utf8();
        }
    }
    spans.push(offset + start..offset + text.len());
    spans
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_and_ranks_of_the_start_position() {
        let fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        let layout = FenLayout::of(fen);
        assert_eq!(layout.fields.len(), 6);
        assert_eq!(layout.ranks.len(), 8);
        assert_eq!(&fen[layout.ranks[0].clone()], "rnbqkbnr");
        assert_eq!(&fen[layout.ranks[2].clone()], "8");
        assert_eq!(&fen[layout.field(2)], "KQkq");
        assert_eq!(&fen[layout.field(5)], "1");
        assert_eq!(layout.field(9), fen.len()..fen.len());
    }
}
