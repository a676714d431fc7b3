//! The WCAG 2 contrast ratio, from the standard's own formula (relative
//! luminance of sRGB), written here rather than taken from the code tested:
//! the oracle of `editor_contrast`, checked on the standard's reference values.

use fen_tui::tui::theme::contrast_ratio;

/// The WCAG 2 contrast ratio, from the standard's own formula (relative
/// luminance of sRGB), written here rather than taken from the code tested.
pub fn wcag_ratio(a: (u8, u8, u8), b: (u8, u8, u8)) -> f64 {
    fn channel(c: u8) -> f64 {
        let c = f64::from(c) / 255.0;
        if c <= 0.04045 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    }
    let luminance =
        |(r, g, b): (u8, u8, u8)| 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    let (la, lb) = (luminance(a), luminance(b));
    (la.max(lb) + 0.05) / (la.min(lb) + 0.05)
}

#[test]
fn the_ratio_formula_gives_wcag_s_reference_values() {
    let (white, black) = ((255, 255, 255), (0, 0, 0));
    assert!((wcag_ratio(white, black) - 21.0).abs() < 1e-9);
    assert!((wcag_ratio(black, white) - 21.0).abs() < 1e-9);
    assert!((wcag_ratio((0x77, 0x77, 0x77), white) - 4.48).abs() < 0.005);
    // #767676 is the lightest grey that passes AA on white; pure red 4:1.
    assert!((wcag_ratio((0x76, 0x76, 0x76), white) - 4.54).abs() < 0.005);
    assert!((wcag_ratio((255, 0, 0), white) - 4.0).abs() < 0.005);
    assert!((wcag_ratio(white, white) - 1.0).abs() < 1e-9);
    // The code's own ratio agrees (it chooses colours with it).
    for (a, b) in [
        (white, black),
        ((0x77, 0x77, 0x77), white),
        ((0, 0, 128), (215, 175, 135)),
    ] {
        assert!((contrast_ratio(a, b) - wcag_ratio(a, b)).abs() < 1e-6);
    }
}
