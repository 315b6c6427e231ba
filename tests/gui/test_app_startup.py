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
    assert 0 < float(lines[0][2]) <= painted  # the processor time at the first paint
    assert painted <= loaded
    assert library.exists()  # the library was opened (and made) after the paint


WATCH_FILTERS = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QComboBox
from gui.library.window import LibraryWindow
import gui.app

seen = []
install = QApplication.installEventFilter
def installing(app, watcher):
    seen.append(("filter", type(watcher).__name__))
    install(app, watcher)
QApplication.installEventFilter = installing
paint = LibraryWindow.paintEvent
def painting(window, event):
    if ("painted", "") not in seen:
        seen.append(("painted", ""))
        QTimer.singleShot(1000, check)
    paint(window, event)
LibraryWindow.paintEvent = painting

def check():
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, LibraryWindow))
    combos = window.findChildren(QComboBox)
    print(seen)
    print("unguarded", [c for c in combos if c.focusPolicy().name != "StrongFocus"])
    QApplication.instance().quit()

sys.exit(gui.app.run())
"""


def test_no_event_filter_on_the_whole_app_before_the_first_paint(tmp_path: Path) -> None:
    """The first event such a filter sees from some Qt objects makes PySide build every QObject
    class's Python type (tens of milliseconds), so the wheel guard waits for the first frame;
    the library window's combo boxes are guarded all the same."""
    env = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "SHEETWRIGHT_DATABASE_URL": f"sqlite:///{tmp_path / 'library.sqlite3'}",
        "SHEETWRIGHT_DATA_DIR": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
    }
    done = subprocess.run(
        [sys.executable, "-c", WATCH_FILTERS],
        env=env, cwd=ROOT, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    seen, unguarded = done.stdout.splitlines()[-2:]
    assert seen.startswith("[('painted', ''), ('filter', 'WheelGuard')"), seen
    assert unguarded == "unguarded []"
