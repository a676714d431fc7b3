#!/usr/bin/env python3
"""How many files of src/tui outside an overlay's own folder name that overlay.

The structure issue (#20) asks that each overlay (a folder of src/tui/layers/)
be named in at most 6 files of src/tui outside its folder; this counts it so
the figure can be checked again by anyone:

    python3 scripts/overlay-spread.py          # one line an overlay
    python3 scripts/overlay-spread.py -v       # and the files, with what names it

A file names an overlay when its code (comments and string literals left out)
holds one of:
  1. the overlay's module path: `layers::NAME` (or `NAME::` in a file directly
     in src/tui/layers/);
  2. a type defined at the top level of the overlay's folder whose name is
     defined nowhere else in src/ (so `KEYS`, `NAME`, `CONTEXT`, which every
     folder has, count only through their path);
  3. a call (`name(` or `.name(`) of a public function or method of the
     folder's whose name is given to no other function in src/ (nor is one of
     the standard library's methods it would be mistaken for);
  4. a variant of the shared enums (`Layer`, `Action`, `Notice`, `News`,
     `Effect`) that is the overlay's: its name holds one of the overlay's
     words below, or its payload names one of the overlay's types (the file
     defining the enum counts too).
Test files are left out: `tests.rs`, `tests_*.rs`, `*_tests.rs`, anything under a `tests/`
folder, and everything after a `#[cfg(test)]` line.
"""

import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TUI = ROOT / "src" / "tui"
LAYERS = TUI / "layers"
SHARED_ENUMS = ("Layer", "Action", "Notice", "News", "Effect")

# Words in the names of an overlay's variants of the shared enums.
WORDS = {
    "analysis": ["Analysis"],
    "config_problems": ["ConfigProblems"],
    "export": ["Export", "Diagram"],
    "files": ["OpenDialog", "NamePrompt", "GameList"],
    "help": ["Help"],
    "jump": ["Jump"],
    "library": ["Library"],
    "quit": ["QuitConfirm", "QuitAnyway"],
    "session_offer": ["SessionOffer"],
    "share": ["Share"],
    "teach": ["Teach", "WalkThrough", "ExplainMoves", "Practice", "CycleNotation"],
}

IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
ITEM = re.compile(
    r"^pub(?:\([a-z]+\))? (?:const fn|fn|struct|enum|trait|type|const|static) ([A-Za-z_][A-Za-z0-9_]*)",
    re.M,
)
FUNCTION = re.compile(r"^( *)pub(?:\([a-z]+\))? (?:const )?fn ([a-z_][a-z0-9_]*)", re.M)
ANY_FUNCTION = re.compile(r"\bfn ([a-z_][a-z0-9_]*)")
# Methods of the standard library a call of the same name would be.
STD = {"lines", "take", "position", "matches", "len", "draw", "step", "start", "text"}


def is_test(path):
    parts = path.relative_to(ROOT).parts
    return (
        "tests" in parts[:-1]
        or path.stem == "tests"
        or path.stem.startswith("tests_")
        or path.stem.endswith("_tests")
    )


def code_of(path):
    """The file's code before any `#[cfg(test)]`, without comments or strings."""
    text = path.read_text(encoding="utf-8")
    cut = text.find("#[cfg(test)]")
    if cut >= 0:
        text = text[:cut]
    text = re.sub(r"r#*\"(?:.|\n)*?\"#*", '""', text)
    text = re.sub(r"'(?:\\.|[^'\\])'", "' '", text)
    text = re.sub(r'"(?:\\.|[^"\\])*"', '""', text)
    return re.sub(r"//[^\n]*", "", text)


def sources(folder):
    return sorted(p for p in folder.rglob("*.rs") if not is_test(p))


def variants(enum_name):
    """(variant, payload text) of a shared enum, wherever it is defined."""
    for path in sources(TUI):
        code = code_of(path)
        found = re.search(r"^pub enum %s \{\n(.*?)^\}" % enum_name, code, re.M | re.S)
        if found:
            body = found.group(1)
            return re.findall(r"^    ([A-Z][A-Za-z0-9]*)([^\n]*(?:\n        [^\n]*)*)", body, re.M)
    return []


def main():
    verbose = "-v" in sys.argv[1:]
    overlays = sorted(p.name for p in LAYERS.iterdir() if p.is_dir())
    everywhere, functions = Counter(), Counter()
    for path in sources(ROOT / "src"):
        code = code_of(path)
        everywhere.update(ITEM.findall(code))
        functions.update(ANY_FUNCTION.findall(code))
    shared = {name: variants(name) for name in SHARED_ENUMS}
    files = [p for p in sources(TUI)]
    worst = 0
    for name in overlays:
        folder = LAYERS / name
        items, methods = set(), set()
        for path in sources(folder):
            code = code_of(path)
            items |= {i for i in ITEM.findall(code) if i[0].isupper() and everywhere[i] == 1}
            # A free function is called `name(`, a method `.name(`.
            methods |= {
                (f, bool(indent))
                for indent, f in FUNCTION.findall(code)
                if functions[f] == 1 and f not in STD
            }
        owned = []
        for enum_name, rows in shared.items():
            for variant, payload in rows:
                words = WORDS.get(name, [])
                if any(w in variant for w in words) or items & set(IDENT.findall(payload)):
                    owned.append(f"{enum_name}::{variant}")
        path_rx = re.compile(r"layers::(?:\{[^}]*\b%s\b|%s\b)" % (name, name))
        bare_rx = re.compile(r"(?<![:\w])%s::" % name)
        variant_rx = re.compile(r"\b(?:%s)\b" % "|".join(map(re.escape, owned))) if owned else None
        hits = {}
        for path in files:
            if folder in path.parents:
                continue
            code = code_of(path)
            why = set()
            if path_rx.search(code) or (path.parent == LAYERS and bare_rx.search(code)):
                why.add(f"layers::{name}")
            idents = set(IDENT.findall(code))
            why |= {i for i in items & idents if re.search(r"(?<!::)\b%s\b" % i, code)}
            why |= {
                f
                for f, indent in methods
                if re.search((r"\.%s\(" if indent else r"(?<![.\w])%s\(") % f, code)
            }
            if variant_rx:
                why |= set(variant_rx.findall(code))
            for owned_variant in owned:
                enum_name = owned_variant.split("::")[0]
                if re.search(r"^pub enum %s \{" % enum_name, code, re.M):
                    why.add(owned_variant)
            if why:
                hits[path.relative_to(ROOT)] = sorted(why)
        worst = max(worst, len(hits))
        print(f"{name}: {len(hits)}")
        if verbose:
            for path, why in hits.items():
                print(f"    {path}: {', '.join(why)}")
    return worst


if __name__ == "__main__":
    main()
