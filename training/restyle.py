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
    return _restyle_more(out, rng, version)


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
    light_edge = version >= 3 and rng.random() < 0.5
    if version >= 3 and not blur and rng.random() < 0.1:
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
    return out
