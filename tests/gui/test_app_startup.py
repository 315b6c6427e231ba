# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`SHEETWRIGHT_STARTUP_PROBE=1`: the app, started as a user starts it, says when its library
window first painted and when the library had loaded, in that order, then quits."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_startup_probe_prints_the_first_paint_then_the_library_loaded(
    tmp_path: Path,
) -> None:
    library = tmp_path / "library.sqlite3"
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "SHEETWRIGHT_STARTUP_PROBE": "1",
        "SHEETWRIGHT_DATABASE_URL": f"sqlite:///{library}",
        "SHEETWRIGHT_DATA_DIR": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    done = subprocess.run(
        [sys.executable, "-m", "gui.main"],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=120, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = [line.split() for line in done.stdout.splitlines() if line.strip()]
    assert [words[0] for words in lines] == ["painted", "loaded"]
    painted, loaded = (float(words[1]) for words in lines)
    assert painted <= loaded
    assert library.exists()  # the library was opened (and made) after the paint
