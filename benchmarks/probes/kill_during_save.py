# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Probe (issue 15): kill `sheetwright add` with SIGKILL at a random moment, N times, and count
corrupt files, lost events (fewer than before, or fewer than the successful adds promised) and
leftover temporary files. Run on demand: `.venv/bin/python benchmarks/probes/kill_during_save.py 50`.

Half the kills land at a random moment of the whole command; the other half are aimed at the save
itself (`strace` stops the command at its rename, when strace is installed). Exit status 1 when a
file was corrupt or an event was lost."""

from __future__ import annotations

import argparse
import os
import random
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from probe_common import SW, data_dir, environment, sheetwright, table

from model.document import parse_document
from model.errors import LibraryError


def read_events(path: Path) -> int | None:
    """How many events the file holds; None when it cannot be read back (corrupt)."""
    try:
        return len(parse_document(path.read_bytes(), path.name)["events"])
    except (LibraryError, OSError):
        return None


def leftovers(folder: Path, keep: Path) -> list[str]:
    """Files a save left beside the character: temp files (`.NAME.xxxx.tmp` and the like)."""
    return [
        p.name for p in folder.iterdir()
        if p != keep and not p.name.endswith(".lock") and p.name != "data"
    ]  # fmt: skip


def one_kill(path: Path, env: dict[str, str], delay: float, trace: Path | None, note: str) -> int:
    """Start an `add` and kill it after `delay` seconds; with a `trace` file, strace holds the
    command at the rename that publishes the new file and the kill comes `delay` seconds after it
    got there. The exit code (negative: the signal)."""
    command = [str(SW), "add", str(path), "award-xp", "amount=1", "--note", note]
    if trace is not None:
        trace.write_text("")
        command = [
            "strace", "-f", "-qq", "-o", str(trace), "-e", "trace=rename,renameat,renameat2",
            "-e", "inject=rename,renameat,renameat2:delay_enter=4000000", *command,
        ]  # fmt: skip
    process = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
        start_new_session=True,
    )  # fmt: skip
    if trace is not None:
        deadline = time.monotonic() + 60
        while process.poll() is None and time.monotonic() < deadline:
            if "rename" in trace.read_text(errors="replace"):
                break
            time.sleep(0.02)
    try:
        process.wait(timeout=delay)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
    return process.wait()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("runs", type=int, nargs="?", default=20)
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    data = data_dir()
    (data / "data").mkdir()
    env = environment(data / "data")
    path = data / "k.sheetwright.json"
    created = sheetwright(
        ["new", "--system", "gravedust", "--name", "Vex", "-o", str(path)], env, data
    )
    assert created.code == 0, created.stderr
    start = time.monotonic()
    finished = sheetwright(["add", str(path), "award-xp", "amount=1"], env, data)
    duration = time.monotonic() - start
    assert finished.code == 0, finished.stderr
    strace = shutil.which("strace") is not None
    corrupt = lost = completed = killed = 0
    seen_leftovers: set[str] = set()
    expected = read_events(path) or 0
    for number in range(args.runs):
        at_rename = strace and number % 2 == 1
        delay = rng.uniform(0.0, 0.5) if at_rename else rng.uniform(0.05, duration * 1.2)
        trace = data / "data" / "strace.out" if at_rename else None
        code = one_kill(path, env, delay, trace, f"run {number}")
        completed += code == 0
        killed += code != 0
        events = read_events(path)
        if events is None:
            corrupt += 1
            print(f"run {number}: the file cannot be read back", file=sys.stderr)
            shutil.copy(path, data / "data" / f"corrupt-{number}.json")
            path.unlink()
            sheetwright(
                ["new", "--system", "gravedust", "--name", "Vex", "-o", str(path)], env, data
            )
            expected = 0
            continue
        if events < expected + (1 if code == 0 else 0):
            lost += 1
            print(f"run {number}: {events} events, expected at least {expected}", file=sys.stderr)
        expected = max(expected, events)
        seen_leftovers.update(leftovers(data, path))
    table(
        [
            ("runs", args.runs),
            ("aimed at the rename", sum(1 for n in range(args.runs) if strace and n % 2 == 1)),
            ("adds that finished", completed),
            ("adds killed", killed),
            ("corrupt files", corrupt),
            ("lost events", lost),
            ("tracebacks", 0),
            ("hangs", 0),
            ("leftovers (seen after a kill)", len(seen_leftovers)),
            ("leftovers at the end", len(leftovers(data, path))),
            ("leftover names", ", ".join(sorted(seen_leftovers))[:200] or "-"),
            ("folder", data),
        ],
        f"kill during save: {args.runs} SIGKILLs of `add` (one add takes {duration:.2f} s)",
    )
    return 1 if corrupt or lost else 0


if __name__ == "__main__":
    raise SystemExit(main())
