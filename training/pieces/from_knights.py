"""Writes the pieces of a KDE Knights board theme (an .svgz whose pieces are
<image> elements named WhitePawn, BlackKing, ...) as wP.png ... bK.png, the
embedded PNGs unchanged.

    python3 from_knights.py /usr/share/knights/themes/knights.svgz knights
"""

import base64
import gzip
import os
import sys
import xml.etree.ElementTree as ET

ROLES = {"Pawn": "P", "Knight": "N", "Bishop": "B", "Rook": "R", "Queen": "Q", "King": "K"}


def main():
    theme, out = sys.argv[1], sys.argv[2]
    root = ET.fromstring(gzip.open(theme).read())
    os.makedirs(out, exist_ok=True)
    written = 0
    for e in root.iter():
        name = e.get("id") or ""
        for colour, prefix in (("White", "w"), ("Black", "b")):
            role = ROLES.get(name[len(colour):]) if name.startswith(colour) else None
            if role and e.tag.endswith("image"):
                href = next(v for k, v in e.attrib.items() if k.endswith("href"))
                head, data = href.split(",", 1)
                if head != "data:image/png;base64":
                    raise SystemExit(f"{name}: not an embedded PNG")
                with open(os.path.join(out, f"{prefix}{role}.png"), "wb") as f:
                    f.write(base64.b64decode(data))
                written += 1
    if written != 12:
        raise SystemExit(f"{theme}: {written} pieces found, not 12")
    print(f"wrote 12 pieces to {out}")


if __name__ == "__main__":
    main()
