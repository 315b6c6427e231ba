# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Benchmark: the library at scale (issue 16) — `list` and `list --search` on 5,000 characters
against 50, `list` against importing sqlalchemy.orm, and `Library.list_characters()` on 10,000
characters of ≈200-event documents, on SQLite and (given a URL) on PostgreSQL.

CLI figures are fresh processes taking turns, medians of `runs`, as ratios measured side by side;
the in-process figure is the median of `runs` calls after one warm-up. Not part of ./run-tests.
Run: .venv/bin/python benchmarks/library_scale.py [RUNS] [POSTGRES_URL]
(the URL defaults to SHEETWRIGHT_TEST_POSTGRES_URL; the benchmark works in its own schemas there
and drops them afterwards).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "benchmarks"))

from library_fixture import make_library  # noqa: E402
from table import Row, fresh_environment, print_table  # noqa: E402

CLI = [sys.executable, "-m", "gui.main"]
SMALL, LARGE, HUGE = 50, 5_000, 10_000
SEARCH = "cassia"  # one character in eight (the fixture's names are "Cassia 00002" and so on)


def rows(runs: int, postgres_url: str | None) -> list[Row]:
    """The figures on SQLite, then on PostgreSQL when a server URL is given."""
    return sqlite_rows(runs) + (postgres_rows(runs, postgres_url) if postgres_url else [])


def sqlite_rows(runs: int) -> list[Row]:
    """The figures on SQLite libraries in a throwaway folder."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        urls = {size: f"sqlite:///{folder / f'library-{size}.sqlite3'}" for size in (SMALL, LARGE)}
        return _figures("SQLite", folder, urls, f"sqlite:///{folder / 'huge.sqlite3'}", runs)


def postgres_rows(runs: int, postgres_url: str) -> list[Row]:
    """The figures on PostgreSQL, in schemas of their own on the server at `postgres_url`."""
    with tempfile.TemporaryDirectory() as name, _schemas(postgres_url, 3) as (small, large, huge):
        return _figures("PostgreSQL", Path(name), {SMALL: small, LARGE: large}, huge, runs)


def _figures(backend: str, folder: Path, urls: dict[int, str], huge: str, runs: int) -> list[Row]:
    for size, url in urls.items():
        make_library(url, size)
    make_library(huge, HUGE)
    found = _cli_rows(backend, folder, urls, runs)
    return found + _in_process_rows(backend, huge, runs)


def _cli_rows(backend: str, folder: Path, urls: dict[int, str], runs: int) -> list[Row]:
    driver = backend == "PostgreSQL"
    commands = {
        "orm": ([sys.executable, "-c", "import sqlalchemy.orm"], None),
        **(
            {"driver": ([sys.executable, "-c", "import sqlalchemy.orm, psycopg"], None)}
            if driver
            else {}
        ),
        **{f"list {size}": ([*CLI, "list"], url) for size, url in urls.items()},
        **{
            f"search {size}": ([*CLI, "list", "--search", SEARCH], url)
            for size, url in urls.items()
        },
    }
    times = _medians(commands, folder, runs)

    def ratio(label: str, top: str, bottom: str, goal: float | None) -> Row:
        detail = f"{times[top]:.2f} s vs {times[bottom]:.2f} s"
        return Row(f"{backend}: {label}", times[top] / times[bottom], goal, detail=detail)

    return [
        ratio(f"`list` on {LARGE:,} / on {SMALL}", f"list {LARGE}", f"list {SMALL}", 1.5),
        ratio(f"`list --search` on {LARGE:,} / on {SMALL}", f"search {LARGE}", f"search {SMALL}", 1.5),
        ratio(f"`list` on {SMALL} / `import sqlalchemy.orm`", f"list {SMALL}", "orm", 1.6),
        *([ratio(  # the server's floor has its driver too: psycopg alone imports in tens of ms
            "… / `import sqlalchemy.orm, psycopg` (the driver too)", f"list {SMALL}", "driver", None
        )] if driver else []),
    ]  # fmt: skip


def _in_process_rows(backend: str, url: str, runs: int) -> list[Row]:
    from model.database import open_engine
    from model.library import Library

    library = Library(open_engine(url))
    try:
        every = _median_ms(library.list_characters, runs)
        search = _median_ms(lambda: library.list_characters(search=SEARCH), runs)
        count = len(library.list_characters())
    finally:
        library.engine.dispose()
    label = f"{backend}: `Library.list_characters()` on {count:,} characters"
    return [
        Row(label, every, 100, "ms"),
        Row(f"{label}, searching “{SEARCH}”", search, 100, "ms"),
    ]


def _median_ms(call: Callable[[], object], runs: int) -> float:
    call()  # warm: the first call compiles the statement and fills the page cache
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        call()
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def _medians(
    commands: dict[str, tuple[list[str], str | None]], folder: Path, runs: int
) -> dict[str, float]:
    """Each command's median seconds; they take turns, so load spikes hit them all alike."""
    for command, url in commands.values():
        _seconds(command, fresh_environment(folder, url))  # warm the bytecode and the disk cache
    found: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(runs):
        for name, (command, url) in commands.items():
            found[name].append(_seconds(command, fresh_environment(folder, url)))
    return {name: statistics.median(times) for name, times in found.items()}


def _seconds(command: list[str], env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, env=env, cwd=ROOT, capture_output=True, check=True, timeout=300)
    return time.perf_counter() - start


@contextmanager
def _schemas(server: str, count: int) -> Iterator[list[str]]:
    """URLs of `count` fresh schemas on the server (one library each), dropped afterwards."""
    from sqlalchemy import create_engine, text
    from sqlalchemy.engine import make_url

    names = [f"sw_bench_{uuid.uuid4().hex[:12]}" for _ in range(count)]
    admin = create_engine(make_url(server).set(drivername="postgresql+psycopg"))
    with admin.begin() as connection:
        for name in names:
            connection.execute(text(f'CREATE SCHEMA "{name}"'))
    try:
        yield [
            make_url(server)
            .update_query_dict({"options": f"-csearch_path={name}"})
            .render_as_string(hide_password=False)
            for name in names
        ]
    finally:
        with admin.begin() as connection:
            for name in names:
                connection.execute(text(f'DROP SCHEMA "{name}" CASCADE'))
        admin.dispose()


if __name__ == "__main__":
    given = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    server = sys.argv[2] if len(sys.argv) > 2 else os.environ.get("SHEETWRIGHT_TEST_POSTGRES_URL")
    print_table("Library at scale (issue 16)", rows(given, server))
