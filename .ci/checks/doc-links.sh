#!/usr/bin/env bash
# Every relative link in the front-door docs (README.md, findings.md, reports/**/README.md) must
# name a file or folder of this checkout, and a #fragment into a Markdown file must name one of its
# headings (GitHub's anchor rule). Links to other sites are not followed. Offline, under a second.
set -euo pipefail
cd "$(dirname "$0")/../.."
python3 - README.md findings.md $(find reports -name README.md | sort) <<'PY'
import os, re, sys, unicodedata

# Files another branch adds (merged by the lead): reported, not failed, while absent.
PENDING = set()

root = os.path.realpath(".")
link = re.compile(r"!?\[(?:[^\]`]|`[^`]*`)*\]\(([^()\s]+)\)")

def slug(heading):
    # GitHub: lower case; drop every character that is not a letter, digit, space, '-' or '_'; spaces to '-'.
    text = re.sub(r"`", "", heading.strip().lower())
    text = "".join(c for c in text if c in " -_" or unicodedata.category(c)[0] in "LN")
    return text.replace(" ", "-")

def anchors(path):
    seen, out = {}, set()
    fence = False
    for line in open(path, encoding="utf-8"):
        if line.startswith("```"):
            fence = not fence
        m = None if fence else re.match(r"#{1,6}\s+(.*?)\s*#*\s*$", line)
        if m:
            s = slug(m.group(1))
            n = seen.get(s, 0)
            seen[s] = n + 1
            out.add(s if n == 0 else f"{s}-{n}")
    return out

bad, pending, checked = [], [], 0
for doc in sys.argv[1:]:
    base = os.path.dirname(doc)
    fence = False
    for no, line in enumerate(open(doc, encoding="utf-8"), 1):
        if line.startswith("```"):
            fence = not fence
            continue
        if fence:
            continue
        for target in link.findall(re.sub(r"``[^`]*``", "", line)):
            if re.match(r"[a-z][a-z0-9+.-]*:", target):
                continue  # another site
            checked += 1
            path, _, frag = target.partition("#")
            full = os.path.realpath(os.path.join(base, path)) if path else os.path.realpath(doc)
            rel = os.path.relpath(full, root)
            where = f"{doc}:{no}: {target}"
            if rel.startswith(".."):
                bad.append(f"{where} (outside the repository)")
            elif not os.path.exists(full):
                (pending if rel in PENDING else bad).append(f"{where} (no such file: {rel})")
            elif frag and full.endswith(".md") and frag not in anchors(full):
                bad.append(f"{where} (no heading #{frag} in {rel})")

for p in pending:
    print(f"doc-links check: pending, another branch adds it: {p}")
if bad:
    print("doc-links check: FAILED:", *bad, sep="\n  ", file=sys.stderr)
    sys.exit(1)
print(f"doc-links check: ok ({checked} relative links in {len(sys.argv) - 1} files)")
PY
