# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A command in a process of its own keeps the code its classes need (issue 16): the first run
writes the cache, a second run of the same command finds everything in it, and the command's
output is the same either way."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).parents[3]
SAMPLE = ROOT / "resources" / "samples" / "miridon.sheetwright.json"


def test_a_second_run_compiles_nothing_and_prints_the_same(tmp_path: Path) -> None:
    env = {
        "SHEETWRIGHT_DATA_DIR": str(tmp_path / "data"),
        "SHEETWRIGHT_CACHE_DIR": str(tmp_path / "cache"),
        "PATH": "/usr/bin:/bin",
    }

    def sheet() -> str:
        done = subprocess.run(
            [sys.executable, "-m", "gui.main", "sheet", str(SAMPLE), "--json"],
            capture_output=True, text=True, env=env, cwd=ROOT, timeout=120, check=False,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
        return done.stdout

    first = sheet()
    (cache,) = (tmp_path / "cache").glob("code-*.bin")
    written = cache.stat().st_mtime_ns
    assert sheet() == first
    assert cache.stat().st_mtime_ns == written  # nothing new to save: all of it was cached
