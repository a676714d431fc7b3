"""Training only: a piece set drawn differently, as other sets draw the same
shapes (boards.draw_board calls `restyle` when drawing training boards)."""

import numpy as np
from PIL import Image, ImageFilter


def restyle(sprites, rng, version=2):
    """Training only: the same set drawn differently, as other sets draw the
    same shapes: strokes thicker or thinner, the pieces' colours changed
    (white ones to cream or grey, black ones to brown, grey or blue), a
    little blur."""
    out = {}
    thick = rng.random()
    k = 3 if rng.random() < 0.6 else 5
    white_tint = rng.uniform(0.75, 1.0, 3) if rng.random() < 0.4 else None
    black_lift = rng.uniform(0, 110, 3) if rng.random() < 0.4 else None
    for letter, sprite in sprites.items():
        rgb = sprite.convert("RGB")
        alpha = sprite.getchannel("A")
        if thick < 0.15:  # thicker dark strokes, a fatter silhouette
            rgb = rgb.filter(ImageFilter.MinFilter(k))
            alpha = alpha.filter(ImageFilter.MaxFilter(k))
        elif thick < 0.3:  # thinner strokes
            rgb = rgb.filter(ImageFilter.MaxFilter(3))
        arr = np.asarray(rgb, dtype=np.float32)
        if letter.isupper() and white_tint is not None:
            arr = arr * white_tint
        if letter.islower() and black_lift is not None:
            arr = arr + black_lift * (1 - arr / 255.0)
        rgb = Image.fromarray(np.clip(arr, 0, 255).astype(np.uint8))
        rgb.putalpha(alpha)
        out[letter] = rgb
    out = _restyle_more(out, rng, version)
    # from version 4: a restyling that left the white pieces no lighter than the black ones
    # (white tinted, black lifted, both a lot) would teach the colours the wrong way round
    if version >= 4 and shade_of(out, str.isupper) < shade_of(out, str.islower) + 40:
        return sprites
    return out


def _restyle_more(sprites, rng, version):
    """Training only, after `restyle`: what the held-out sets' misses showed the
    network leaning on (one set's inner lines, crisp edges): pieces drawn as
    flat silhouettes with an outline, shaded top to bottom as 3-D sets are,
    soft-edged, or with a drop shadow."""
    mode = rng.random()
    shade = rng.random() < 0.3
    blur = rng.uniform(0.8, 3.0) if rng.random() < 0.15 else 0.0
    shadow = rng.random() < 0.2
    shift = rng.uniform(0.02, 0.06, 2) * 128 * np.sign(rng.uniform(-1, 1, 2))
    shadow_alpha = rng.uniform(0.3, 0.7)
    white_fill, black_fill = rng.uniform(200, 255), rng.uniform(0, 70)
    # version 3: black silhouettes edged in a light colour half the time (as chessnut's
    # black pieces are lined in white), and the blur more often
    light_edge = version == 3 and rng.random() < 0.5
    if version == 3 and not blur and rng.random() < 0.1:
        blur = rng.uniform(0.8, 3.0)
    out = {}
    for letter, sprite in sprites.items():
        rgb = np.asarray(sprite.convert("RGB"), dtype=np.float32)
        alpha = sprite.getchannel("A")
        a = np.asarray(alpha, dtype=np.float32) / 255.0
        if mode < 0.12:  # a flat silhouette, its edge drawn dark: the shape alone
            w = max(3, int(sprite.width * 0.035) | 1)
            edge = np.asarray(alpha.filter(ImageFilter.MaxFilter(w)), dtype=np.float32) - \
                np.asarray(alpha.filter(ImageFilter.MinFilter(w)), dtype=np.float32)
            fill = white_fill if letter.isupper() else black_fill
            line = 235.0 if light_edge and letter.islower() else 0.0
            e = edge[:, :, None] / 255.0
            rgb = np.full_like(rgb, fill) * (1 - e) + line * e
        if shade:  # lit from above: lighter at the top, darker at the bottom
            ramp = np.linspace(1.15, 0.7, rgb.shape[0], dtype=np.float32)[:, None, None]
            rgb = rgb * ramp
        img = Image.fromarray(np.clip(rgb, 0, 255).astype(np.uint8))
        if blur:
            img = img.filter(ImageFilter.GaussianBlur(blur))
            alpha = alpha.filter(ImageFilter.GaussianBlur(blur))
        if shadow:
            s = alpha.filter(ImageFilter.GaussianBlur(4)).transform(
                alpha.size, Image.AFFINE, (1, 0, -shift[0], 0, 1, -shift[1]))
            sa = np.asarray(s, dtype=np.float32) / 255.0 * shadow_alpha
            a = np.asarray(alpha, dtype=np.float32) / 255.0
            total = a + sa * (1 - a)
            col = np.asarray(img, dtype=np.float32) * a[:, :, None] / np.maximum(total, 1e-6)[:, :, None]
            img = Image.fromarray(np.clip(col, 0, 255).astype(np.uint8))
            alpha = Image.fromarray(np.clip(total * 255, 0, 255).astype(np.uint8))
        img.putalpha(alpha)
        out[letter] = img
    if version >= 4:
        out = _recolour(out, rng)
    return out


def shade_of(sprites, side):
    """The mean grey of the pieces of one side (`str.isupper`: White), where they are opaque."""
    total = count = 0.0
    for letter, sprite in sprites.items():
        if side(letter):
            a = np.asarray(sprite.getchannel("A")) > 128
            grey = np.asarray(sprite.convert("L"), dtype=np.float32)
            total += grey[a].sum()
            count += a.sum()
    return total / max(count, 1.0)


def _recolour(sprites, rng):
    """Training only, restyling version 4: what the held-out sets' colour misses
    (black pieces read as white) showed. Half the time nothing; else one of:
    the black pieces drawn as the negative of the white ones (a dark body with
    light inner lines, as many sets draw them), the white pieces as the
    negative of the black ones, both; and, apart from that, a glossy 3-D look
    (light from one side, a specular glint) a quarter of the time. The
    label is the side, not the ink: what tells black from white is the
    body's shade, whatever the lines inside it."""
    mode = rng.random()
    gloss = rng.random() < 0.25
    side = rng.uniform(0.55, 0.85)  # how dark the far side of a glossy piece goes
    from_left = rng.random() < 0.5
    glint = rng.uniform(0.25, 0.6, 2)  # where the glint is, as a share of the piece's box
    glint_strength = rng.uniform(60, 160)
    lo, hi = rng.uniform(0, 50), rng.uniform(170, 255)  # a negative's darkest and lightest
    out = dict(sprites)

    def negative(sprite):
        rgb = 255.0 - np.asarray(sprite.convert("RGB"), dtype=np.float32)
        rgb = lo + rgb * (hi - lo) / 255.0
        img = Image.fromarray(np.clip(rgb, 0, 255).astype(np.uint8))
        img.putalpha(sprite.getchannel("A"))
        return img

    black_from_white = 0.5 <= mode < 0.75 or mode >= 0.9
    white_from_black = 0.75 <= mode
    for letter in sprites:
        if letter.islower() and black_from_white:
            out[letter] = negative(sprites[letter.upper()])
        elif letter.isupper() and white_from_black:
            out[letter] = negative(sprites[letter.lower()])
    # a set already restyled (white ones tinted, black ones lifted) can come out of the negatives
    # with its white pieces the darker: then the label would lie, so keep the pieces as they were
    if shade_of(out, str.isupper) < shade_of(out, str.islower) + 40:
        out = dict(sprites)
    if gloss:
        for letter, sprite in out.items():
            rgb = np.asarray(sprite.convert("RGB"), dtype=np.float32)
            h, w = rgb.shape[:2]
            ramp = np.linspace(1.1, side, w, dtype=np.float32)
            if not from_left:
                ramp = ramp[::-1]
            rgb = rgb * ramp[None, :, None]
            yy, xx = np.mgrid[0:h, 0:w].astype(np.float32)
            cx, cy = (glint[0] if from_left else 1 - glint[0]) * w, glint[1] * h
            blob = np.exp(-(((xx - cx) / (0.08 * w)) ** 2 + ((yy - cy) / (0.14 * h)) ** 2))
            rgb = rgb + glint_strength * blob[:, :, None]
            img = Image.fromarray(np.clip(rgb, 0, 255).astype(np.uint8))
            img.putalpha(sprite.getchannel("A"))
            out[letter] = img
    return out
