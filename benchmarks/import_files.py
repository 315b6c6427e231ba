# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Benchmark: `sheetwright import` of 10,000 files, and the review check over 10,000 characters.

The import is a fresh process into a fresh library (a new data directory, or a new schema of the
PostgreSQL server given), of 10,000 copies of the 29-event Gravedust sample. `pending_reviews`
runs in a fresh process on a 10,000-character library made by benchmarks/library_fixture.py, as
made (nothing waits) and after every character was pinned to rules of an older release (all
wait). Not part of `./run-tests`.
Run: .venv/bin/python benchmarks/import_files.py [RUNS] [POSTGRES_URL]
"""

from __future__ import annotations

import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
import uuid
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from benchmarks.table import Row, fresh_environment, print_table  # noqa: E402

SAMPLE = ROOT / "resources" / "samples" / "gravedust.sheetwright.json"
FILES = 10_000
CHARACTERS = 10_000
IMPORT_GOAL_S = 10.0
_REVIEW = """
import resource, sys, time
from model.content_review import pending_reviews
from model.database import open_engine
from model.library import Library
library = Library(open_engine(sys.argv[1]))
start = time.perf_counter()
found = pending_reviews(library)
took = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(took, len(found), peak)
"""


@contextmanager
def _fresh_library(folder: Path, postgres_url: str | None) -> Iterator[str]:
    """The URL of an empty library: a new SQLite file, or a new schema on the server."""
    if not postgres_url:
        path = folder / f"library-{uuid.uuid4().hex[:8]}" / "library.sqlite3"
        path.parent.mkdir()
        yield f"sqlite:///{path}"
        shutil.rmtree(path.parent, ignore_errors=True)
        return
    from sqlalchemy import create_engine, make_url, text

    server = make_url(postgres_url)
    schema = f"sw_bench_{uuid.uuid4().hex[:12]}"
    admin = create_engine(server)
    with admin.begin() as connection:
        connection.execute(text(f'CREATE SCHEMA "{schema}"'))
    try:
        scoped = server.update_query_dict({"options": f"-csearch_path={schema}"})
        yield scoped.render_as_string(hide_password=False)
    finally:
        with admin.begin() as connection:
            connection.execute(text(f'DROP SCHEMA "{schema}" CASCADE'))
        admin.dispose()


def _import_seconds(folder: Path, files: list[str], postgres_url: str | None) -> float:
    """One `sheetwright import` of the files into a fresh library, in a fresh process."""
    with _fresh_library(folder, postgres_url) as url:
        env = fresh_environment(folder, url)
        start = time.perf_counter()
        subprocess.run(
            [sys.executable, "-m", "gui.main", "import", *files],
            env=env, cwd=ROOT, capture_output=True, check=True, timeout=900,
        )  # fmt: skip
        return time.perf_counter() - start


def _review(url: str, folder: Path) -> tuple[float, int, float]:
    """Seconds, characters waiting and peak MiB of one pending_reviews, in a fresh process."""
    env = fresh_environment(folder, None)
    done = subprocess.run(
        [sys.executable, "-c", _REVIEW, url],
        env=env, cwd=ROOT, capture_output=True, check=True, text=True, timeout=900,
    )  # fmt: skip
    took, count, peak = done.stdout.split()
    return float(took), int(count), float(peak)


def _pin_to_an_old_release(url: str) -> None:
    """Pin every character to shipped rules this release does not have: all wait for a review."""
    from sqlalchemy import create_engine, text

    engine = create_engine(url)
    statement = (
        "UPDATE characters SET document = jsonb_set(document, '{ruleset,fingerprint}', "
        "'\"sha256:an-older-release\"')"
        if engine.dialect.name == "postgresql"
        else "UPDATE characters SET document = json_set(document, '$.ruleset.fingerprint', "
        "'sha256:an-older-release')"
    )
    with engine.begin() as connection:
        connection.execute(text(statement))
    engine.dispose()


def _review_rows(folder: Path, runs: int, postgres_url: str | None) -> list[Row]:
    from benchmarks.library_fixture import make_library

    found = []
    with _fresh_library(folder, postgres_url) as url:
        make_library(url, CHARACTERS)
        for label in ("nothing waits", "every character waits"):
            if label != "nothing waits":
                _pin_to_an_old_release(url)
            _review(url, folder)  # warm the bytecode and the disk cache
            measured = [_review(url, folder) for _ in range(runs)]
            seconds = statistics.median(m[0] for m in measured)
            count, peak = measured[0][1], max(m[2] for m in measured)
            found.append(
                Row(
                    f"`pending_reviews` on {CHARACTERS:,} characters, {label}",
                    seconds * 1000,
                    None,
                    "ms",
                    detail=f"{count:,} waiting, peak {peak:.0f} MiB",
                )
            )
    return found


def rows(runs: int, postgres_url: str | None = None) -> list[Row]:
    """The import and review figures (medians of `runs` fresh processes, at most 3 imports)."""
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        sources = folder / "files"
        sources.mkdir()
        files = []
        for number in range(FILES):
            target = sources / f"gravedust-{number:05d}.sheetwright.json"
            shutil.copyfile(SAMPLE, target)
            files.append(str(target))
        _import_seconds(folder, files[:20], postgres_url)  # warm the bytecode and the disk cache
        times = [_import_seconds(folder, files, postgres_url) for _ in range(min(runs, 3))]
        one = statistics.median(_import_seconds(folder, files[:1], postgres_url) for _ in range(3))
        seconds = statistics.median(times)
        found = [
            Row(
                f"`import` of {FILES:,} files (the 29-event Gravedust sample)",
                seconds,
                IMPORT_GOAL_S,
                "s",
                detail=f"{(seconds - one) / FILES * 1000:.2f} ms a file; one file {one:.2f} s",
            )
        ]
        found += _review_rows(folder, runs, postgres_url)
    return found


if __name__ == "__main__":
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    server = sys.argv[2] if len(sys.argv) > 2 else os.environ.get("SHEETWRIGHT_TEST_POSTGRES_URL")
    print_table("`import` of 10,000 files, SQLite", rows(count))
    if server:
        print_table("`import` of 10,000 files, PostgreSQL", rows(count, server))
