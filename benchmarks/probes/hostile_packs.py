# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Probe (issue 15): import a generated set of hostile homebrew packs with `pack-import` and count
exit codes, tracebacks, hangs, time and peak memory. Run on demand:
`.venv/bin/python benchmarks/probes/hostile_packs.py` (exit status 1 on a traceback or a hang)."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from probe_common import data_dir, environment, sheetwright, table

HEADER = 'format: sheetwright-pack\nformat_version: 1\nid: {id}\nname: Evil\nsystem: {system}\nversion: "1"\nhomebrew: true\n'
RACE = '    - {{id: {id}, name: {name}, source: {{book: "homebrew: evil"}}, adjustments: {{end: {end}}}, leveling_bonus: str}}\n'


def pack(body: str, pack_id: str = "evil", system: str = "gravedust") -> str:
    return HEADER.format(id=pack_id, system=system) + body


def races(count: int, name: str = "Dwarf", end: str = "2") -> str:
    return "content:\n  race:\n" + "".join(
        RACE.format(id=f"r{i}", name=name, end=end) for i in range(count)
    )


def hostile() -> dict[str, bytes]:
    """Name → pack file content."""
    laughs = "a: &a [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"{c}: &{c} [{', '.join([f'*{p}'] * 9)}]\n"
        for p, c in zip("abcdefgh", "bcdefghi", strict=True)
    )
    nested = "content:\n  race:\n    - " + "[" * 5000 + "]" * 5000 + "\n"
    packs: dict[str, str | bytes] = {
        "valid": pack(races(1)),
        "huge-5001-entries": pack(races(5001)),
        "huge-2MiB": pack(races(1) + "# " + "x" * (2 * 1024 * 1024) + "\n"),
        "huge-5000-entries": pack(races(5000)),
        "long-name": pack(races(1, name="N" * 100_000)),
        "deeply-nested-flow": pack(nested),
        "deeply-nested-block": pack(
            "content:\n" + "".join("  " * i + f"k{i}:\n" for i in range(1, 3000))
        ),
        "billion-laughs": pack(laughs),
        "alias": pack("content:\n  race:\n    - &r {id: a, name: A}\n    - *r\n"),
        "python-tag": pack("content: !!python/object/apply:os.system ['touch /tmp/pwned']\n"),
        "huge-int": pack(races(1, end="9" * 5000)),
        "huge-int-header": pack(races(1)).replace('version: "1"', "version: " + "9" * 5000),
        "float-inf": pack(races(1, end=".inf")),
        "float-nan": pack(races(1, end=".nan")),
        "nul-in-name": pack(races(1, name='"a\\0b"')),
        "raw-nul-byte": pack(races(1)).encode() + b"\x00",
        "invalid-utf8": pack(races(1)).encode() + b"\xff\xfe",
        "utf16": pack(races(1)).encode("utf-16"),
        "wrong-type-content-list": pack("content: [1, 2, 3]\n"),
        "wrong-type-entry": pack("content:\n  race: [1, 'x', null]\n"),
        "wrong-type-id": pack(races(1)).replace("id: evil", "id: [1, 2]"),
        "wrong-type-root": "[1, 2, 3]\n",
        "empty": "",
        "only-comment": "# nothing\n",
        "unknown-kind": pack("content:\n  dragon:\n    - {id: d, name: D}\n"),
        "unknown-system": pack(races(1), system="dnd"),
        "system-clash-heretics": pack("content: {}\n", system="heretics"),
        "id-clash-shipped": pack(races(1), pack_id="gravedust"),
        "id-path-traversal": pack(races(1), pack_id="../../etc/passwd"),
        "id-with-nul": pack(races(1)).replace("id: evil", 'id: "ev\\0il"'),
        "duplicate-keys": pack("content:\n  race: []\n  race: []\n"),
        "duplicate-entry-ids": pack(races(1) + RACE.format(id="r0", name="Again", end="1")),
        "expression-injection": pack(
            "content:\n  race:\n    - {id: x, name: X, requires: \"__import__('os').system('id')\"}\n"
        ),
        "expression-dunder": pack(
            'content:\n  race:\n    - {id: x, name: X, condition: "().__class__"}\n'
        ),
        "expression-deep": pack(
            'content:\n  race:\n    - {id: x, name: X, requires: "'
            + "(" * 3000
            + "1"
            + ")" * 3000
            + '"}\n'
        ),
        "expression-long-number": pack(
            'content:\n  race:\n    - {id: x, name: X, requires: "' + "9" * 5000 + '"}\n'
        ),
        "format-version-2": pack(races(1)).replace("format_version: 1", "format_version: 2"),
        "format-version-float": pack(races(1)).replace("format_version: 1", "format_version: 1.0"),
        "terminal-escapes": pack(races(1, name='"\\e[2J\\e]0;pwned\\a"')),
        "bidi-and-zero-width": pack(races(1, name="\u202eevil\u200b")),
        "many-documents": pack(races(1)) + "---\n" + pack(races(1)),
        "crlf": pack(races(1)).replace("\n", "\r\n"),
        "bom": "\ufeff" + pack(races(1)),
    }
    return {
        name: text if isinstance(text, bytes) else text.encode() for name, text in packs.items()
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=30.0)
    args = parser.parse_args()
    folder = data_dir()
    codes: Counter[str] = Counter()
    tracebacks, hangs, slowest, biggest = [], [], ("", 0.0), ("", 0)
    packs = hostile()
    for name, content in packs.items():
        path = folder / f"{name}.yaml"
        path.write_bytes(content)
        env = environment(folder / f"data-{name}")  # each pack into its own library
        run = sheetwright(["pack-import", str(path)], env, folder, args.timeout, measure=True)
        codes["hang" if run.hung else str(run.code)] += 1
        if run.traceback:
            tracebacks.append(name)
        if run.hung:
            hangs.append(name)
        if run.seconds > slowest[1]:
            slowest = (name, run.seconds)
        if (run.max_rss_kb or 0) > biggest[1]:
            biggest = (name, run.max_rss_kb or 0)
        print(
            f"{name:26} exit {run.code!s:5} {run.seconds:5.2f} s {(run.max_rss_kb or 0) // 1024:5} MiB  {run.first_line()}"
        )
    table(
        [
            ("runs", len(packs)),
            ("exit codes", json.dumps(dict(sorted(codes.items())))),
            ("corrupt files", "n/a"),
            ("tracebacks", f"{len(tracebacks)} {tracebacks or ''}"),
            ("leftovers", "n/a"),
            ("hangs", f"{len(hangs)} {hangs or ''}"),
            ("slowest", f"{slowest[0]} {slowest[1]:.2f} s"),
            ("most memory", f"{biggest[0]} {biggest[1] // 1024} MiB"),
            ("ran code (/tmp/pwned)", Path("/tmp/pwned").exists()),
        ],
        "hostile packs: `pack-import` of each",
    )
    return 1 if tracebacks or hangs else 0


if __name__ == "__main__":
    raise SystemExit(main())
