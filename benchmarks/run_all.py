# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every speed figure Sheetwright has a goal for, each beside its goal, in one run.

The tables: commands on a file character and `list` (fresh processes, the ratio of the medians,
because absolute times on a shared machine are noisy), the library at 10,000 characters, the
app's cold start and memory, `import` of 10,000 files, character histories (replay, append,
preview, spend dialogs) and PDF export. With SHEETWRIGHT_TEST_POSTGRES_URL set (a database the
run may fill and empty, as `.ci/run` provides), the library and import figures are measured in
that PostgreSQL server too. Not part of `./run-tests`.

Each table is measured in a fresh process of its own.

Run: .venv/bin/python benchmarks/run_all.py [RUNS] [--only cli,library,app,import,history,pdf]
"""

from __future__ import annotations

import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import asdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.table import Row, fresh_environment, print_table

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = ROOT / "resources" / "samples"
CLI = [sys.executable, "-m", "gui.main"]
LIBRARY_SIZE = 50


def _seconds(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, cwd=ROOT, capture_output=True, check=True, timeout=120)
    return time.perf_counter() - start


def _medians(commands: dict[str, list[str]], env: dict[str, str], runs: int) -> dict[str, float]:
    """Each command's median time; the commands take turns, so load spikes hit them all alike."""
    for command in commands.values():
        _seconds(command, env)  # warm the bytecode and the disk cache
    found: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, command in commands.items():
            found[name].append(_seconds(command, env))
    return {name: statistics.median(times) for name, times in found.items()}


def cli_rows(runs: int) -> list[Row]:
    """Commands on a file character against `--help`, and `list` against the storage floor."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        env = fresh_environment(folder)
        gravedust = folder / "gravedust.sheetwright.json"
        shutil.copy(SAMPLES / "gravedust.sheetwright.json", gravedust)
        party = []
        for number in range(LIBRARY_SIZE):
            copy = folder / f"party-{number}.sheetwright.json"
            shutil.copy(SAMPLES / "gravedust.sheetwright.json", copy)
            party.append(str(copy))
        subprocess.run([*CLI, "import", *party], env=env, cwd=ROOT, capture_output=True, check=True)
        miridon = str(SAMPLES / "miridon.sheetwright.json")
        times = _medians(
            {
                "help": [*CLI, "--help"],
                "add": [*CLI, "add", str(gravedust), "gain-gold", "amount=1"],
                "sheet": [*CLI, "sheet", miridon, "--json"],
                "list": [*CLI, "list"],
                "sqlalchemy": [sys.executable, "-c", "import sqlalchemy.orm"],
            },
            env,
            runs,
        )
    help_ms, floor = times["help"] * 1000, times["sqlalchemy"] * 1000
    return [
        Row("`sheetwright --help`", help_ms, None, "ms"),
        Row(
            "`add` on a Gravedust file / `--help`",
            times["add"] / times["help"],
            4.0,
            detail=f"{times['add'] * 1000:.0f} ms",
        ),
        Row(
            "`sheet --json` on a Miridon file / `--help`",
            times["sheet"] / times["help"],
            4.0,
            detail=f"{times['sheet'] * 1000:.0f} ms",
        ),
        Row(
            f"`list` on {LIBRARY_SIZE} characters / `import sqlalchemy.orm`",
            times["list"] / times["sqlalchemy"],
            1.6,
            detail=f"{times['list'] * 1000:.0f} ms vs {floor:.0f} ms",
        ),
    ]


def _history_rows(runs: int) -> list[Row]:
    from benchmarks.histories import SYSTEMS
    from benchmarks.history import rows

    return [row for system in SYSTEMS for row in rows(system, quick=runs < 5)]


def _optional(module: str, function: str = "rows") -> Callable[..., list[Row]]:
    """A benchmark module's `rows`, imported only when its table is asked for."""

    def run(*args: object) -> list[Row]:
        import importlib

        return list(getattr(importlib.import_module(module), function)(*args))

    return run


def tables(runs: int, postgres: str | None) -> dict[str, tuple[str, Callable[[], list[Row]]]]:
    """Each table's key, title and how to measure it."""
    library = _optional("benchmarks.library_scale", "sqlite_rows")
    library_pg = _optional("benchmarks.library_scale", "postgres_rows")
    importing = _optional("benchmarks.import_files")
    found: dict[str, tuple[str, Callable[[], list[Row]]]] = {
        "cli": ("Commands (fresh processes)", lambda: cli_rows(runs)),
        "library": ("Library at 10,000 characters, SQLite", lambda: library(runs)),
        "app": (
            "The app: cold start and memory, SQLite",
            lambda: _optional("benchmarks.startup")(runs),
        ),
        "import": ("`import` of 10,000 files, SQLite", lambda: importing(runs, None)),
        "history": ("Character histories", lambda: _history_rows(runs)),
        "pdf": ("PDF export", lambda: _optional("benchmarks.party_export")(runs)),
    }
    if postgres:
        found["library-pg"] = (
            "Library at 10,000 characters, PostgreSQL",
            lambda: library_pg(runs, postgres),
        )
        found["import-pg"] = (
            "`import` of 10,000 files, PostgreSQL",
            lambda: importing(runs, postgres),
        )
    return found


def _measured_apart(key: str, runs: int) -> list[Row]:
    """One table's rows, measured in a fresh process of its own: what an earlier table left in
    memory (and the collector's work over it) must not slow a later one."""
    done = subprocess.run(
        [sys.executable, __file__, str(runs), "--rows-of", key],
        cwd=ROOT, capture_output=True, text=True, check=False, timeout=3600,
    )  # fmt: skip
    if done.returncode:
        last = (done.stderr.strip().splitlines() or ["no output"])[-1]
        raise RuntimeError(last)
    return [Row(**fields) for fields in json.loads(done.stdout.strip().splitlines()[-1])]


def main(argv: list[str]) -> None:
    numbers = [a for a in argv if a.isdigit()]
    runs = int(numbers[0]) if numbers else 5
    postgres = os.environ.get("SHEETWRIGHT_TEST_POSTGRES_URL") or None
    if "--rows-of" in argv:  # a child of the run below: one table's rows, as JSON
        found = tables(runs, postgres)[argv[argv.index("--rows-of") + 1]][1]()
        print(json.dumps([asdict(row) for row in found]))
        return
    only: set[str] = set()
    if "--only" in argv:
        only = set(argv[argv.index("--only") + 1].split(","))
    print(f"Sheetwright benchmarks: {runs} runs each, medians; {time.strftime('%Y-%m-%d %H:%M')}")
    missed = 0
    for key, (title, _) in tables(runs, postgres).items():
        if only and key not in only and key.removesuffix("-pg") not in only:
            continue
        try:
            found = _measured_apart(key, runs)
        except Exception as error:  # one broken table must not hide the others
            print(f"\n### {title}\n\nnot measured: {type(error).__name__}: {error}")
            missed += 1
            continue
        print_table(title, found)
        missed += sum(1 for row in found if row.ok is False)
    print(f"\n{missed} figure(s) miss their goal." if missed else "\nEvery goal holds.")


if __name__ == "__main__":
    main(sys.argv[1:])
