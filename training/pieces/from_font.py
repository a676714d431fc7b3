"""Writes a piece set as SVGs from a font's chess symbols (U+2654..U+265F).

    python3 from_font.py /usr/share/fonts/truetype/freefont/FreeSerif.ttf freeserif

Each white piece is the black symbol's silhouette filled white under the white
symbol's outline drawn in black, as a diagram shows it; each black piece is the
black symbol. Needs fontTools (pip install fonttools); the SVGs are committed,
so training does not need the font."""

import os
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

ROLES = "KQRBNP"  # U+2654 white king .. U+2659 white pawn, then black from U+265A


def path_of(font, code, upm, ascent):
    glyphs = font.getGlyphSet()
    name = font.getBestCmap()[code]
    pen = SVGPathPen(glyphs)
    # font units (y up) to a 1000-unit square (y down), the glyph centred on its advance
    glyph = glyphs[name]
    scale = 1000 / upm
    dx = (upm - glyph.width) / 2
    glyph.draw(TransformPen(pen, (scale, 0, 0, -scale, dx * scale, ascent * scale)))
    return pen.getCommands()


def main():
    font_path, out = sys.argv[1], sys.argv[2]
    font = TTFont(font_path)
    upm = font["head"].unitsPerEm
    ascent = font["hhea"].ascent - (font["hhea"].ascent + font["hhea"].descent - upm) / 2
    os.makedirs(out, exist_ok=True)
    # the view box: the square round all twelve symbols, 4 % to spare, as a piece set fills its square
    glyphs = font.getGlyphSet()
    bounds = BoundsPen(glyphs)
    scale = 1000 / upm
    for code in range(0x2654, 0x2660):
        g = glyphs[font.getBestCmap()[code]]
        g.draw(TransformPen(bounds, (scale, 0, 0, -scale, (upm - g.width) / 2 * scale, ascent * scale)))
    x0, y0, x1, y1 = bounds.bounds
    size = max(x1 - x0, y1 - y0) * 1.08
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    box = f"{cx - size / 2:.1f} {cy - size / 2:.1f} {size:.1f} {size:.1f}"
    for i, role in enumerate(ROLES):
        white = path_of(font, 0x2654 + i, upm, ascent)
        black = path_of(font, 0x265A + i, upm, ascent)
        head = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{box}">'
        with open(os.path.join(out, f"w{role}.svg"), "w", encoding="utf-8") as f:
            f.write(f'{head}<path fill="#ffffff" d="{black}"/><path fill="#000000" d="{white}"/></svg>\n')
        with open(os.path.join(out, f"b{role}.svg"), "w", encoding="utf-8") as f:
            f.write(f'{head}<path fill="#000000" d="{black}"/></svg>\n')


if __name__ == "__main__":
    main()
