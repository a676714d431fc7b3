//! Cutting a FEN into its fields, and checking the whitespace between them:
//! the standard wants exactly one space; lenient reading takes any run of
//! spaces or tabs (and surrounding whitespace) with a warning.

use super::{Reader, excerpt};
use crate::{Diagnostic, Variant};
use std::ops::Deref;

/// The most fields a FEN has (placement, side, castling, en passant, two clocks).
pub(super) const FIELD_COUNT: usize = 6;

/// A whitespace-separated field: its byte offset in the text and its text.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Field<'a> {
    pub start: usize,
    pub text: &'a str,
}

/// Up to six fields, without allocating.
pub(super) struct Fields<'a> {
    list: [Field<'a>; FIELD_COUNT],
    len: usize,
    /// Byte offset just past the last field: where a missing field would go.
    end: usize,
}

impl<'a> Deref for Fields<'a> {
    type Target = [Field<'a>];

    fn deref(&self) -> &[Field<'a>] {
        &self.list[..self.len]
    }
}

impl<'a> Reader<'a> {
    /// Split on whitespace, keeping offsets. Reports the first whitespace that
    /// is not a single space between fields, and a seventh field.
    pub(super) fn split_fields(&mut self) -> Fields<'a> {
        let text = self.text;
        let mut fields = Fields {
            list: [Field::default(); FIELD_COUNT],
            len: 0,
            end: 0,
        };
        let mut gap_reported = false;
        let mut rest = 0;
        loop {
            let gap_len = text[rest..]
                .find(|c: char| !c.is_whitespace())
                .unwrap_or(text.len() - rest);
            let gap = Field {
                start: rest,
                text: &text[rest..rest + gap_len],
            };
            let start = rest + gap_len;
            let at_end = start == text.len();
            if !gap_reported && self.odd_gap(gap, fields.len == 0, at_end) {
                gap_reported = true;
            }
            if at_end {
                break;
            }
            let len = text[start..]
                .find(char::is_whitespace)
                .unwrap_or(text.len() - start);
            let field = Field {
                start,
                text: &text[start..start + len],
            };
            if fields.len == FIELD_COUNT {
                self.error(
                    Diagnostic::error("too-many-fields")
                        .at(self.col(start))
                        .arg("field", excerpt(field.text))
                        .arg("expected", FIELD_COUNT),
                );
                break;
            }
            fields.list[fields.len] = field;
            fields.len += 1;
            fields.end = start + len;
            rest = start + len;
        }
        fields
    }

    /// Report a gap that is not the one space the standard puts between fields.
    /// Returns whether it was reported.
    fn odd_gap(&mut self, gap: Field<'a>, leading: bool, trailing: bool) -> bool {
        let fine = match (leading, trailing) {
            // Nothing but whitespace: that is an empty input, not a gap.
            (true, true) => true,
            (true, false) | (false, true) => gap.text.is_empty(),
            _ => gap.text == " ",
        };
        if fine {
            return false;
        }
        // A lone leading space is wrong, but between fields the first space is right.
        let skip = usize::from(!leading && !trailing && gap.text.starts_with(' '));
        let offset = gap.text.char_indices().nth(skip).map_or(0, |(i, _)| i);
        let at = self.col(gap.start + offset);
        self.deviation(Diagnostic::warning("bad-whitespace").at(at));
        true
    }

    /// Standard chess has six fields; xiangqi has at least two (placement and
    /// side), and `- -` and `0 1` come in pairs.
    pub(super) fn check_field_count(&mut self, variant: Variant, fields: &Fields<'a>) {
        let found = fields.len;
        let expected = match variant {
            Variant::Chess => FIELD_COUNT,
            Variant::Xiangqi if found <= 2 => 2,
            Variant::Xiangqi if found <= 4 => 4,
            Variant::Xiangqi => FIELD_COUNT,
        };
        if found >= expected {
            return;
        }
        // What a missing field is taken as, field by field (the placement
        // is never missing): only those after the ones written are named.
        const DEFAULTS: [&str; FIELD_COUNT] = ["", "w", "-", "-", "0", "1"];
        let taken_as = DEFAULTS
            .get(found.max(1)..expected)
            .map_or_else(String::new, |missing| missing.join(" "));
        let d = Diagnostic::warning("missing-fields")
            .at(self.col(fields.end))
            .arg("found", found)
            .arg("expected", expected)
            .arg("defaults", taken_as);
        self.deviation(d);
    }
}
