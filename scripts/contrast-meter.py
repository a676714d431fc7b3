#!/usr/bin/env python3
"""Measure the WCAG contrast of every character the real editor draws.

Runs the release build in tmux, sends keys to reach a screen, captures it
with `tmux capture-pane -p -e`, parses the SGR colours (truecolor, 256 and
16 colours, reverse video) and computes each text cell's foreground against
its background. A cell in the terminal's own colours is measured on the
terminals the theme claims: a dark one (light grey #c0c0c0 on black) and a
light one (black on white), the assumption `tests/it/editor_contrast.rs`
states too.

    scripts/contrast-meter.py [--size 120x40] [--lang en] [--depth truecolor|256|16]
                              [--theme NAME] [--variant chess|xiangqi] [--screen NAME]

Without --theme/--screen/--variant it measures them all and prints one line per
screen: the least ratio, and the worst cell (character, colours, position).
Needs tmux and `target/release/fen-tui`.
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time

EXE = os.path.join(os.path.dirname(__file__), "..", "target", "release", "fen-tui")
THEMES = ["default", "high-contrast", "light", "green", "brown", "blue", "print"]
DARK = ((0xC0, 0xC0, 0xC0), (0, 0, 0))
LIGHT = ((0, 0, 0), (0xFF, 0xFF, 0xFF))
# The light theme claims only a light terminal; the others both.
TERMINALS = {"light": [("light", LIGHT)]}
SYSTEM = [
    (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205),
    (0, 205, 205), (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0),
    (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
]
CUBE = [0, 95, 135, 175, 215, 255]


def index_rgb(i):
    if i < 16:
        return SYSTEM[i]
    if i < 232:
        i -= 16
        return (CUBE[i // 36], CUBE[i // 6 % 6], CUBE[i % 6])
    v = 8 + 10 * (i - 232)
    return (v, v, v)


def luminance(rgb):
    def channel(c):
        c = c / 255.0
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def ratio(a, b):
    la, lb = luminance(a), luminance(b)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)


SGR = re.compile(r"\x1b\[([0-9;:]*)m")


def apply_sgr(params, state):
    """Update (fg, bg, reverse) from one SGR's parameters; None is the terminal's own."""
    fg, bg, rev = state
    parts = [int(p) if p else 0 for p in re.split("[;:]", params)] if params else [0]
    i = 0
    while i < len(parts):
        p = parts[i]
        if p == 0:
            fg, bg, rev = None, None, False
        elif p == 7:
            rev = True
        elif p == 27:
            rev = False
        elif 30 <= p <= 37:
            fg = SYSTEM[p - 30]
        elif 90 <= p <= 97:
            fg = SYSTEM[p - 90 + 8]
        elif 40 <= p <= 47:
            bg = SYSTEM[p - 40]
        elif 100 <= p <= 107:
            bg = SYSTEM[p - 100 + 8]
        elif p == 39:
            fg = None
        elif p == 49:
            bg = None
        elif p in (38, 48):
            if parts[i + 1] == 5:
                colour = index_rgb(parts[i + 2])
                i += 2
            else:
                colour = tuple(parts[i + 2:i + 5])
                i += 4
            if p == 38:
                fg = colour
            else:
                bg = colour
        i += 1
    return fg, bg, rev


def cells(captured):
    """Every visible character with its colours, row by row."""
    out = []
    for y, line in enumerate(captured.split("\n")):
        state = (None, None, False)
        x, at = 0, 0
        for m in SGR.finditer(line + "\x1b[m"):
            for ch in line[at:m.start()]:
                out.append((x, y, ch, state))
                x += 2 if ord(ch) >= 0x1100 and is_wide(ch) else 1
            state = apply_sgr(m.group(1), state)
            at = m.end()
    return out


def is_wide(ch):
    import unicodedata
    return unicodedata.east_asian_width(ch) in ("W", "F")


def measure(captured, theme):
    """The least ratio over the text cells and where it is."""
    worst = (99.0, None)
    for x, y, ch, (fg, bg, rev) in cells(captured):
        if not ch.strip():
            continue
        for name, (tfg, tbg) in TERMINALS.get(theme, [("dark", DARK), ("light", LIGHT)]):
            f, b = fg or tfg, bg or tbg
            if rev:
                f, b = b, f
            r = ratio(f, b)
            if r < worst[0]:
                worst = (r, (ch, x, y, f, b, name))
    return worst


def tmux(*args):
    return subprocess.run(["tmux", *args], check=True, capture_output=True, text=True).stdout


# Each screen: the keys sent (tmux send-keys names) after start, and a FEN to start from.
CHESS_PROBLEMS = "kkp5/8/8/8/8/8/8/KKP5 w - - 0 1"
XIANGQI_PROBLEMS = "3k1k3/9/9/9/9/9/9/9/9/3K1K3 w - - 0 1"
SCREENS = {
    "board": ([], None),
    "board-cursor-dark": (["Right"], None),
    "problems": ([], "problems"),
    "fen-field": (["BTab"], None),
    "side-panel": (["Tab"], None),
    "castling-panel": (["Tab", "Tab"], None),
    "problems-cursor": (["Home", "Right"], "problems"),
    "fen-error": (["BTab", "C-u", "r", "n", "b", "9", "z"], None),
    "help": (["F1"], None),
    "help-page2": (["F1", "PageDown"], None),
    "help-filter": (["F1", "u", "n", "d", "o"], None),
    "library": (["C-l"], None),
    "library-row2": (["C-l", "Down", "Down"], None),
    "share": (["F10"], None),
    "share-row": (["F10", "Down", "Down"], None),
    "export": (["F10", "8"], None),
    "walk-through": (["F8", "Right", "Right"], None),
    "walk-through-end": (["F8", "End"], None),
    "moves-view": (["C-e", "e", "2", "e", "4", "Enter"], None),
    "practice": (["F12"], None),
    "practice-write": (["F12", "Enter", "r", "n", "b", "Enter"], None),
    "history": (["F2", "F2", "M-z"], None),
    "jump": (["C-g"], None),
    "open-file": (["C-o"], None),
    "quit-ask": (["BTab", "C-u", "r", "n", "b", "9", "z", "C-q"], None),
    "analysis": (["M-a"], None),
}


def run(exe, size, lang, depth, theme, variant, screen, home):
    keys, fen = SCREENS[screen]
    args = [exe, "--lang", lang, "--theme", theme, "--variant", variant]
    if fen == "problems":
        args.append(CHESS_PROBLEMS if variant == "chess" else XIANGQI_PROBLEMS)
    env = {
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_STATE_HOME": os.path.join(home, "state"),
        "XDG_DATA_HOME": os.path.join(home, "data"),
        "HOME": home,
        "TERM": "tmux-256color",
        "LANG": "C.UTF-8",
    }
    if depth == "truecolor":
        env["COLORTERM"] = "truecolor"
    elif depth == "16":
        env["TERM"] = "xterm"  # 16 named colours, measured in xterm's default shades
    name = f"contrast-meter-{os.getpid()}"
    target = f"={name}:"  # exact: tmux would take a prefix of another session's name
    width, height = size.split("x")
    command = "env -u COLORTERM " + " ".join(f"{k}='{v}'" for k, v in env.items())
    command += " " + " ".join(f"'{a}'" for a in args) + "; sleep 5"
    subprocess.run(["tmux", "kill-session", "-t", target], capture_output=True)
    tmux("new-session", "-d", "-s", name, "-x", width, "-y", height, command)
    time.sleep(0.5)
    for key in keys:
        tmux("send-keys", "-t", target, key)
        time.sleep(0.08)
    time.sleep(0.6 if screen != "analysis" else 2.5)
    captured = tmux("capture-pane", "-p", "-e", "-t", target)
    subprocess.run(["tmux", "kill-session", "-t", target], capture_output=True)
    return captured


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--size", default="120x40")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--depth", default="truecolor")
    parser.add_argument("--theme")
    parser.add_argument("--variant")
    parser.add_argument("--screen")
    parser.add_argument("--exe", default=EXE)
    parser.add_argument("--dump", action="store_true", help="print each capture too")
    parser.add_argument("--below", type=float, default=4.5, help="mark screens under this")
    a = parser.parse_args()
    home = tempfile.mkdtemp(prefix="fen-tui-meter-")
    for d in ("config", "state", "data"):
        os.makedirs(os.path.join(home, d), exist_ok=True)
    least = 99.0
    for theme in [a.theme] if a.theme else THEMES:
        for variant in [a.variant] if a.variant else ["chess", "xiangqi"]:
            for screen in [a.screen] if a.screen else list(SCREENS):
                captured = run(a.exe, a.size, a.lang, a.depth, theme, variant, screen, home)
                if a.dump:
                    print(re.sub(SGR, "", captured))
                r, where = measure(captured, theme)
                least = min(least, r)
                flag = "FAULT" if r < a.below else "ok"
                print(f"{a.size} {a.lang} {a.depth} {theme:13} {variant:7} {screen:18} "
                      f"{r:5.2f} {flag} {where}", flush=True)
    print(f"least {least:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
