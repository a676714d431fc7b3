#!/usr/bin/env python3
"""Import circles of the library crate: files that import each other in a loop.

Issue #20 asks that no such circle be larger than 3 files. This reads the
`use` lines and the paths written in code (`crate::…`, `super::…`, `self::…`,
a child module's `child::…`, a module brought in by `use` and then named),
resolves each imported name to the file that DEFINES it (following `pub use`
re-exports, so a `mod.rs` that only re-exports is seen through), and prints
every strongly connected component of more than one file, largest first,
with the names that tie each file to the next.

Tests are left out: files named `*test*.rs` or under a `tests/` folder, and
`#[cfg(test)]` items. It reads text, not the compiler's view, so an edge can
be missing (a macro's paths) or extra (a name defined twice); open the files
it names before believing it.

    scripts/import-circles.py            every circle of more than one file
    scripts/import-circles.py --max 2    exit 1 if any circle is larger than 2
"""
import os
import re
import sys
from collections import defaultdict

ROOT = "src"
ITEM = re.compile(
    r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+|async\s+|unsafe\s+)*"
    r"(struct|enum|fn|trait|type|const|static|union|mod)\s+(\w+)",
    re.M,
)
MACRO = re.compile(r"macro_rules!\s*(\w+)")
USE = re.compile(r"\b(pub(?:\([^)]*\))?\s+)?use\s+([^;]+);")
PATH = re.compile(r"(?<![\w:])((?:crate|super|self|[a-z_][a-z0-9_]*)(?:::\w+)+)")


def is_test_file(path):
    parts = path.split(os.sep)
    return "tests" in parts[:-1] or "test" in parts[-1]


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    return re.sub(r'"(?:\\.|[^"\\])*"', '""', text)


def strip_test_items(text):
    """Drop `#[cfg(test)]` items: a `mod x;` line or a braced block."""
    out, i = [], 0
    for m in re.finditer(r"#\[cfg\(test\)\]", text):
        if m.start() < i:
            continue
        out.append(text[i : m.start()])
        j = m.end()
        semi, brace = text.find(";", j), text.find("{", j)
        if brace == -1 or (semi != -1 and semi < brace):
            i = semi + 1
            continue
        depth, k = 0, brace
        while k < len(text):
            depth += {"{": 1, "}": -1}.get(text[k], 0)
            k += 1
            if depth == 0:
                break
        i = k
    out.append(text[i:])
    return "".join(out)


def module_of(path):
    parts = path[len(ROOT) + 1 : -3].split(os.sep)
    if parts[-1] in ("mod", "lib"):
        parts = parts[:-1]
    return tuple(parts)


def split_use(prefix, body):
    """`a::{b, c::{d, e as f}}` -> [(path, alias)] with paths as lists."""
    body = body.strip()
    m = re.match(r"^([\w:]*?)(?:::)?\{(.*)\}$", body, re.S)
    if m:
        pre = [p for p in m.group(1).split("::") if p]
        depth, cur, parts = 0, "", []
        for ch in m.group(2):
            depth += {"{": 1, "}": -1}.get(ch, 0)
            if ch == "," and depth == 0:
                parts.append(cur)
                cur = ""
            else:
                cur += ch
        parts.append(cur)
        return [r for p in parts if p.strip() for r in split_use(prefix + pre, p)]
    alias = None
    m = re.match(r"^(.*?)\s+as\s+(\w+)$", body, re.S)
    if m:
        body, alias = m.group(1), m.group(2)
    path = prefix + [p for p in body.split("::") if p]
    if path and path[-1] == "self":
        path = path[:-1]
    return [(path, alias or (path[-1] if path else None))]


class Crate:
    def __init__(self):
        self.files = {}
        for d, _, names in os.walk(ROOT):
            for n in names:
                p = os.path.join(d, n)
                if n.endswith(".rs") and p != os.path.join(ROOT, "main.rs") and not is_test_file(p):
                    self.files[module_of(p)] = p
        self.text = {}
        self.defs = {}
        self.reexports = defaultdict(list)  # file -> [(path, alias)] of its uses
        for mod, p in self.files.items():
            t = strip_test_items(strip_comments(open(p, encoding="utf-8").read()))
            self.text[p] = t
            self.defs[p] = {m.group(2) for m in ITEM.finditer(t)} | set(MACRO.findall(t))
            # Every `use` hands its names on to the child modules (they see a
            # parent's private imports), so all are followed when resolving.
            for m in USE.finditer(t):
                for path, alias in split_use([], m.group(2)):
                    self.reexports[p].append((self.absolute(mod, path), alias))

    def absolute(self, mod, path):
        """A path as written in module `mod`, made absolute (a list), or None."""
        if not path:
            return None
        if path[0] == "crate":
            return path[1:]
        if path[0] in ("super", "self"):
            base = list(mod)
            while path and path[0] in ("super", "self"):
                if path[0] == "super":
                    base = base[:-1]
                path = path[1:]
            return base + path
        if tuple(list(mod) + [path[0]]) in self.files:  # a child module
            return list(mod) + path
        return None

    def define(self, path, seen=None):
        """The file that defines the item at `path`, seeing through re-exports."""
        seen = seen or set()
        for i in range(len(path), -1, -1):
            mod = tuple(path[:i])
            if mod not in self.files:
                continue
            f = self.files[mod]
            rest = path[i:]
            if not rest or rest[0] in self.defs[f]:
                return f
            key = (f, rest[0])
            if key in seen:
                return f
            seen.add(key)
            for target, alias in self.reexports[f]:
                if target is None:
                    continue
                if alias == rest[0]:
                    return self.define(target + rest[1:], seen)
                if alias == "*":
                    g = self.define(target[:-1] + rest, seen)
                    if g != self.files.get(tuple(target[:-1])) or rest[0] in self.defs.get(g, ()):
                        return g
            return f
        return None

    def edges(self):
        out = defaultdict(lambda: defaultdict(set))
        for mod, f in self.files.items():
            t = self.text[f]
            aliases = {}
            for m in USE.finditer(t):
                reexport = bool(m.group(1))
                for path, alias in split_use([], m.group(2)):
                    a = self.absolute(mod, path)
                    if a is None:
                        continue
                    g = self.define(a)
                    # A `pub use` only hands a name on (a module's face): the
                    # file itself does not use it, so it is no arrow of its own.
                    if g and g != f and not reexport:
                        out[f][g].add(path[-1] if path else "?")
                    if tuple(a) in self.files and alias:
                        aliases[alias] = a
            code = USE.sub("", t)
            for m in PATH.finditer(code):
                path = m.group(1).split("::")
                a = self.absolute(mod, path)
                if a is None and path[0] in aliases:
                    a = aliases[path[0]] + path[1:]
                if a is None:
                    continue
                g = self.define(a)
                if g and g != f:
                    out[f][g].add(path[-1])
        return out


def circles(edges, nodes):
    index, low, stack, on, found, counter = {}, {}, [], set(), [], [0]
    sys.setrecursionlimit(100000)

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in sorted(nodes):
        if v not in index:
            visit(v)
    return sorted(found, key=lambda c: (-len(c), c))


def main():
    limit = None
    if "--max" in sys.argv:
        limit = int(sys.argv[sys.argv.index("--max") + 1])
    os.chdir(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    crate = Crate()
    edges = crate.edges()
    found = circles(edges, crate.files.values())
    for comp in found:
        print(f"circle of {len(comp)} files:")
        for f in comp:
            for g in sorted(edges[f]):
                if g in comp:
                    print(f"  {f} -> {g}: {', '.join(sorted(edges[f][g]))}")
    largest = max((len(c) for c in found), default=0)
    print(f"{len(found)} circles; the largest has {largest} files")
    if limit is not None and largest > limit:
        sys.exit(1)


if __name__ == "__main__":
    main()
