# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Probe (issue 15): run `check`, `import` and `add` on malformed character files (truncated,
wrong types, huge, NUL, invalid UTF-8, deep nesting, a FIFO, a symlink to /dev/zero, a float
format_version…) and count exit codes, tracebacks, hangs, and refused `add`s that changed the file.
Run on demand: `.venv/bin/python benchmarks/probes/malformed_files.py` (exit 1 on a traceback or
a hang)."""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from probe_common import data_dir, environment, sheetwright, table


def malformed(good: bytes, folder: Path) -> list[Path]:
    """Write the malformed files into `folder`; their paths."""
    document = json.loads(good)

    def variant(**changes: object) -> bytes:
        return json.dumps({**document, **changes}).encode()

    files: dict[str, bytes] = {
        "valid": good,
        "truncated-half": good[: len(good) // 2],
        "truncated-1": good[:-1],
        "empty": b"",
        "not-json": b"hello",
        "json-list": b"[]",
        "name-int": variant(name=7),
        "name-empty": variant(name=""),
        "name-huge": variant(name="N" * 10_000),
        "events-object": variant(events={}),
        "event-not-object": variant(events=[1]),
        "event-unknown-op": variant(events=[{"op": "fly"}]),
        "format-version-float": variant(format_version=2.0),
        "format-version-1.0": variant(format_version=1.0),
        "format-version-string": variant(format_version="1"),
        "format-version-huge": variant(format_version=10**400),
        "nul-in-name": variant(name="a\x00b"),
        "raw-nul": good + b"\x00",
        "invalid-utf8": good.replace(b'"Vex"', b'"V\xffx"'),
        "utf16": good.decode().encode("utf-16"),
        "deep-nesting": good[:-2] + b', "x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}\n",
        "huge-6MiB": variant(notes="x" * 6 * 1024 * 1024),
        "huge-int": good.replace(
            b'"events": []', b'"events": [{"op": "award-xp", "amount": ' + b"9" * 5000 + b"}]"
        ),
        "nan": good.replace(b'"events": []', b'"events": [{"op": "award-xp", "amount": NaN}]'),
        "duplicate-keys": good[:-2] + b', "name": "Other"}\n',
        "bad-portrait": variant(portrait={"media_type": "image/png", "data": "!!!"}),
        "escape-in-name": variant(name="\x1b[2J\x1b]0;pwned\x07"),
        "lone-surrogate": good.replace(b'"Vex"', b'"\\ud800"'),
    }
    paths = []
    for name, content in files.items():
        path = folder / f"{name}.sheetwright.json"
        path.write_bytes(content)
        paths.append(path)
    fifo = folder / "fifo.sheetwright.json"
    os.mkfifo(fifo)
    zero = folder / "dev-zero.sheetwright.json"
    zero.symlink_to("/dev/zero")
    directory = folder / "directory.sheetwright.json"
    directory.mkdir()
    return [*paths, fifo, zero, directory]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timeout", type=float, default=20.0)
    parser.add_argument("--commands", default="check,import,add")
    args = parser.parse_args()
    folder = data_dir()
    env = environment(folder / "data")
    good = folder / "good.sheetwright.json"
    made = sheetwright(
        ["new", "--system", "gravedust", "--name", "Vex", "-o", str(good)], env, folder
    )
    assert made.code == 0, made.stderr
    paths = malformed(good.read_bytes(), folder)
    commands = {
        "check": lambda p: ["check", str(p)],
        "import": lambda p: ["import", str(p)],
        "add": lambda p: ["add", str(p), "award-xp", "amount=1"],
    }
    wanted = args.commands.split(",")
    codes: Counter[str] = Counter()
    tracebacks, hangs, changed = [], [], []
    runs = 0
    for path in paths:
        for command in wanted:
            before = path.read_bytes() if path.is_file() and not path.is_symlink() else None
            run = sheetwright(commands[command](path), env, folder, args.timeout, measure=True)
            runs += 1
            label = f"{command} {path.name.removesuffix('.sheetwright.json')}"
            codes[f"{command}:{'hang' if run.hung else run.code}"] += 1
            if run.traceback:
                tracebacks.append(label)
            if run.hung:
                hangs.append(label)
            if before is not None and run.code != 0 and path.read_bytes() != before:
                changed.append(label)
            mib = (run.max_rss_kb or 0) // 1024
            print(
                f"{label:34} exit {run.code!s:5} {run.seconds:5.2f} s {mib:5} MiB  {run.first_line()}"
            )
    table(
        [
            ("runs", runs),
            ("exit codes", json.dumps(dict(sorted(codes.items())))),
            ("corrupt files (refused but changed)", f"{len(changed)} {changed or ''}"),
            ("tracebacks", f"{len(tracebacks)} {tracebacks or ''}"),
            ("leftovers", len([p for p in folder.iterdir() if p.name.endswith(".tmp")])),
            ("hangs", f"{len(hangs)} {hangs or ''}"),
        ],
        f"malformed files: {', '.join(wanted)} on each of {len(paths)} files",
    )
    return 1 if tracebacks or hangs else 0


if __name__ == "__main__":
    raise SystemExit(main())
