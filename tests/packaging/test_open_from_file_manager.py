# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A file manager runs the .desktop file's Exec line with the file: that character opens."""

from __future__ import annotations

import os
import shlex
import subprocess
import sys
from pathlib import Path

from model.database import open_engine
from model.library import Library
from tests.packaging.packaging_files import LINUX, ROOT


def exec_line() -> list[str]:
    """The Exec= command of the shipped .desktop file, split as a file manager splits it."""
    desktop = (LINUX / "org.sheetwright.Sheetwright.desktop").read_text(encoding="utf-8")
    line = next(row for row in desktop.splitlines() if row.startswith("Exec="))
    return shlex.split(line.removeprefix("Exec="))


def test_the_exec_line_opens_the_file_in_the_app(tmp_path: Path) -> None:
    command = exec_line()
    assert command == ["sheetwright", "%f"]
    sample = tmp_path / "maren.sheetwright.json"
    sample.write_bytes((ROOT / "resources" / "samples" / "lyrian.sheetwright.json").read_bytes())
    argv = [
        sys.executable,
        "-m",
        "gui.main",
        *[str(sample) if a == "%f" else a for a in command[1:]],
    ]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "SHEETWRIGHT_STARTUP_PROBE": "1",
           "SHEETWRIGHT_DATA_DIR": str(tmp_path / "data"), "XDG_CONFIG_HOME": str(tmp_path)}  # fmt: skip
    env.pop("SHEETWRIGHT_BLOCK_QT", None)
    env.pop("SHEETWRIGHT_DATABASE_URL", None)
    done = subprocess.run(argv, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    library = Library(open_engine(f"sqlite:///{tmp_path / 'data' / 'library.sqlite3'}"))
    assert [c.name for c in library.list_characters()] == ["Maren of the Reach"]
    library.engine.dispose()
