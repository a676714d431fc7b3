//! A page's words as PDF text, so that a reader can copy and search them
//! (`pdftotext` reads them): drawn in Type 3 fonts made, page by page, of
//! just the characters the page uses, from the very outlines the SVG draws
//! (DejaVu Sans and Noto Sans CJK, `assets/diagram/LICENSES.md`), each with
//! a `/ToUnicode` map to its character. So the page looks exactly as its SVG
//! does, no font file is loaded or shipped, and the subset embedded is what
//! the page shows. A Type 3 font has 255 codes: a page with more different
//! characters gets more fonts.

use super::glyphs;
use pdf_writer::types::{SystemInfo, UnicodeCmap};
use pdf_writer::{Chunk, Content, Finish, Name, Rect, Ref, Str};
use std::collections::BTreeMap;

/// A line of words on a page: its start and baseline in points from the
/// page's top-left corner (as the SVG places it), its size and colour.
#[derive(Clone, Debug, PartialEq)]
pub struct Text {
    pub text: String,
    pub x: f32,
    pub y: f32,
    pub size: f32,
    pub fill: [u8; 3],
}

/// Codes per font (1 to 255; 0 is left unused).
const CODES: usize = 255;

/// The fonts written for a page: each font's resource name and object.
pub struct Fonts {
    pub names: Vec<(String, Ref)>,
    /// Which font and code draws each character.
    codes: BTreeMap<char, (usize, u8)>,
}

/// Write the fonts that `runs` need into `chunk`, numbering objects with
/// `alloc`.
pub fn fonts(runs: &[Text], chunk: &mut Chunk, alloc: &mut Ref) -> Fonts {
    let mut chars: Vec<char> = runs
        .iter()
        .flat_map(|run| run.text.chars())
        .filter(|c| !c.is_control())
        .collect();
    chars.sort_unstable();
    chars.dedup();
    let mut names = Vec::new();
    let mut codes = BTreeMap::new();
    for (index, group) in chars.chunks(CODES).enumerate() {
        let font_id = alloc.bump();
        let cmap_id = alloc.bump();
        let mut procs = Vec::with_capacity(group.len());
        let mut widths = Vec::with_capacity(group.len());
        let mut bbox = [0.0f32, -250.0, 1000.0, 1000.0];
        for (at, &c) in group.iter().enumerate() {
            let code = u8::try_from(at + 1).unwrap_or(u8::MAX);
            codes.insert(c, (index, code));
            let (advance, path) = glyphs::outline(c).unwrap_or((0.0, ""));
            let id = alloc.bump();
            let mut content = Content::new();
            let bounds = draw(path, &mut content, advance);
            bbox = [
                bbox[0].min(bounds[0]),
                bbox[1].min(bounds[1]),
                bbox[2].max(bounds[2]),
                bbox[3].max(bounds[3]),
            ];
            chunk.stream(id, &content.finish());
            procs.push((format!("g{code}"), id));
            widths.push(advance);
        }
        let mut font = chunk.type3_font(font_id);
        font.bbox(Rect::new(bbox[0], bbox[1], bbox[2], bbox[3]));
        font.matrix([0.001, 0.0, 0.0, 0.001, 0.0, 0.0]);
        font.char_procs()
            .pairs(procs.iter().map(|(name, id)| (Name(name.as_bytes()), *id)));
        font.encoding_custom()
            .differences()
            .consecutive(1, procs.iter().map(|(name, _)| Name(name.as_bytes())));
        font.first_char(1);
        font.last_char(u8::try_from(group.len()).unwrap_or(u8::MAX));
        font.widths(widths);
        font.to_unicode(cmap_id);
        font.finish();
        let info = SystemInfo {
            registry: Str(b"Adobe"),
            ordering: Str(b"Identity"),
            supplement: 0,
        };
        let mut cmap = UnicodeCmap::<u8>::new(Name(b"Custom"), info);
        for (at, &c) in group.iter().enumerate() {
            cmap.pair(u8::try_from(at + 1).unwrap_or(u8::MAX), c);
        }
        chunk.cmap(cmap_id, &cmap.finish());
        names.push((format!("T{index}"), font_id));
    }
    Fonts { names, codes }
}

/// Show `runs` on the page (`height` points high) in `fonts`.
pub fn show(runs: &[Text], fonts: &Fonts, height: f32, content: &mut Content) {
    if runs.is_empty() {
        return;
    }
    content.begin_text();
    for run in runs {
        let [r, g, b] = run.fill.map(|v| f32::from(v) / 255.0);
        content.set_fill_rgb(r, g, b);
        content.set_text_matrix([1.0, 0.0, 0.0, 1.0, run.x, height - run.y]);
        // Consecutive characters of one font in one string.
        let mut current: Option<usize> = None;
        let mut bytes = Vec::new();
        for c in run.text.chars() {
            let Some(&(font, code)) = fonts.codes.get(&c) else {
                continue;
            };
            if current != Some(font) {
                flush(content, fonts, current, &mut bytes, run.size);
                current = Some(font);
            }
            bytes.push(code);
        }
        flush(content, fonts, current, &mut bytes, run.size);
    }
    content.end_text();
}

fn flush(
    content: &mut Content,
    fonts: &Fonts,
    font: Option<usize>,
    bytes: &mut Vec<u8>,
    size: f32,
) {
    let Some((name, _)) = font.and_then(|f| fonts.names.get(f)) else {
        return;
    };
    if bytes.is_empty() {
        return;
    }
    content.set_font(Name(name.as_bytes()), size);
    content.show(Str(bytes));
    bytes.clear();
}

/// A glyph's SVG path (absolute M, L, H, V, Q, C, Z; y down from the
/// baseline) as a Type 3 glyph's drawing (y up), filled; its bounding box.
fn draw(path: &str, content: &mut Content, advance: f32) -> [f32; 4] {
    let mut points: Vec<(f32, f32)> = Vec::new();
    let mut ops: Vec<(char, Vec<f32>)> = Vec::new();
    let mut command = ' ';
    let mut numbers: Vec<f32> = Vec::new();
    let mut token = String::new();
    let end_number = |token: &mut String, numbers: &mut Vec<f32>| {
        if let Ok(n) = token.parse::<f32>() {
            numbers.push(n);
        }
        token.clear();
    };
    for c in path.chars() {
        if c.is_ascii_alphabetic() {
            end_number(&mut token, &mut numbers);
            if command != ' ' {
                ops.push((command, std::mem::take(&mut numbers)));
            }
            command = c;
        } else if c == ' ' || c == ',' {
            end_number(&mut token, &mut numbers);
        } else if c == '-' && !token.is_empty() {
            end_number(&mut token, &mut numbers);
            token.push(c);
        } else {
            token.push(c);
        }
    }
    end_number(&mut token, &mut numbers);
    if command != ' ' {
        ops.push((command, numbers));
    }
    // Everything is mirrored: SVG's y runs down, the glyph's up.
    let mut at = (0.0f32, 0.0f32);
    let mut shape: Vec<Segment> = Vec::new();
    for (command, args) in ops {
        match command {
            'M' | 'L' => {
                for (i, pair) in args.chunks_exact(2).enumerate() {
                    at = (pair[0], -pair[1]);
                    shape.push(if command == 'M' && i == 0 {
                        Segment::Move(at)
                    } else {
                        Segment::Line(at)
                    });
                    points.push(at);
                }
            }
            'H' | 'V' => {
                for &value in &args {
                    if command == 'H' {
                        at.0 = value;
                    } else {
                        at.1 = -value;
                    }
                    shape.push(Segment::Line(at));
                    points.push(at);
                }
            }
            'Q' => {
                for quad in args.chunks_exact(4) {
                    let control = (quad[0], -quad[1]);
                    let end = (quad[2], -quad[3]);
                    let toward = |from: (f32, f32)| {
                        (
                            from.0 + 2.0 / 3.0 * (control.0 - from.0),
                            from.1 + 2.0 / 3.0 * (control.1 - from.1),
                        )
                    };
                    shape.push(Segment::Cubic(toward(at), toward(end), end));
                    points.extend([control, end]);
                    at = end;
                }
            }
            'C' => {
                for cubic in args.chunks_exact(6) {
                    let (c1, c2) = ((cubic[0], -cubic[1]), (cubic[2], -cubic[3]));
                    let end = (cubic[4], -cubic[5]);
                    shape.push(Segment::Cubic(c1, c2, end));
                    points.extend([c1, c2, end]);
                    at = end;
                }
            }
            'Z' => shape.push(Segment::Close),
            _ => {}
        }
    }
    let bounds = if points.is_empty() {
        [0.0; 4]
    } else {
        points.iter().fold(
            [f32::MAX, f32::MAX, f32::MIN, f32::MIN],
            |[x0, y0, x1, y1], &(x, y)| [x0.min(x), y0.min(y), x1.max(x), y1.max(y)],
        )
    };
    content.start_shape_glyph(advance, bounds[0], bounds[1], bounds[2], bounds[3]);
    for segment in &shape {
        match *segment {
            Segment::Move((x, y)) => content.move_to(x, y),
            Segment::Line((x, y)) => content.line_to(x, y),
            Segment::Cubic((a, b), (c, d), (e, f)) => content.cubic_to(a, b, c, d, e, f),
            Segment::Close => content.close_path(),
        };
    }
    if !shape.is_empty() {
        // One fill, non-zero, as the SVG draws it.
        content.fill_nonzero();
    }
    bounds
}

/// A piece of a glyph's outline, in glyph space.
enum Segment {
    Move((f32, f32)),
    Line((f32, f32)),
    Cubic((f32, f32), (f32, f32), (f32, f32)),
    Close,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_outline_becomes_a_mirrored_glyph_with_its_box() {
        let mut content = Content::new();
        let bounds = draw(
            "M151 -124H250V0H151ZM151 -729L240 -235Q200 -100 161 -235Z",
            &mut content,
            401.0,
        );
        assert_eq!(bounds, [151.0, 0.0, 250.0, 729.0]);
        let ops = String::from_utf8(content.finish()).unwrap();
        assert!(
            ops.starts_with("401 0 151 0 250 729 d1\n151 124 m\n250 124 l\n"),
            "{ops}"
        );
        assert!(
            ops.contains(" c\n") && ops.trim_end().ends_with('f'),
            "{ops}"
        );
    }
}
