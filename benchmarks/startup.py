# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Benchmark: time to the first painted window of `sheetwright`, against a bare PySide6 window.

Each run is a fresh process started the same way (offscreen); the child prints the wall clock
at the first paint of its main window, and for Sheetwright also when the library has loaded.
Run: .venv/bin/python benchmarks/startup.py [RUNS]
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHILD = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

app = QApplication(sys.argv)


class FirstPaint(QObject):
    done = False

    def eventFilter(self, obj, event):
        if not self.done and event.type() == QEvent.Type.Paint and obj.isWidgetType():
            if isinstance(obj.window(), QMainWindow):
                self.done = True
                print("painted", time.time(), flush=True)
                QTimer.singleShot(0, lambda: finish(obj.window()))
        return False


def finish(window):
    loaded = getattr(window, "loaded", None)
    if loaded is None or getattr(window, "library_ok", False):
        quit_after_load()
    else:
        loaded.connect(quit_after_load)


def quit_after_load():
    print("loaded", time.time(), flush=True)
    app.quit()


watcher = FirstPaint()
app.installEventFilter(watcher)
MODE
"""

BARE = """
window = QMainWindow()
window.setWindowTitle("bare")
window.resize(900, 560)
window.show()
app.exec()
"""

LABELLED = """
from PySide6.QtWidgets import QLabel
window = QMainWindow()
window.menuBar().addMenu("&File")
window.setCentralWidget(QLabel("Any text at all"))
window.resize(900, 560)
window.show()
app.exec()
"""

SHEETWRIGHT = """
from gui.main import main
main([])
"""


def _environment(folder: Path) -> dict[str, str]:
    """Offscreen Qt, throwaway data and settings, a library that exists, compiled bytecode."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed app has its .pyc files
    env.update(
        PYTHONPYCACHEPREFIX=str(folder / "pycache"),
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(folder / "config"),
        SHEETWRIGHT_DATA_DIR=str(folder / "data"),
        SHEETWRIGHT_DATABASE_URL=f"sqlite:///{folder / 'library.sqlite3'}",
        PYTHONPATH=str(ROOT),
    )
    return env


def _run(code: str, env: dict[str, str]) -> tuple[float, float]:
    """Seconds from starting the process to its first paint, and to the library loaded."""
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", CHILD.replace("MODE", code)],
        env=env, cwd=ROOT, capture_output=True, text=True, check=True, timeout=60,
    ).stdout  # fmt: skip
    stamps = dict(
        line.split() for line in out.splitlines() if line.split()[:1] in (["painted"], ["loaded"])
    )
    return float(stamps["painted"]) - start, float(stamps["loaded"]) - start


def main(runs: int = 7) -> None:
    """Print the medians of both programs and their ratio (goal: at most 1.5×)."""
    with tempfile.TemporaryDirectory() as folder:
        env = _environment(Path(folder))
        _run(SHEETWRIGHT, env)  # creates and migrates the library once, warms the disk cache
        bare, labelled, app, loaded = [], [], [], []
        for _ in range(runs):  # interleaved, so a busy moment hurts all three alike
            bare.append(_run(BARE, env)[0])
            labelled.append(_run(LABELLED, env)[0])
            painted, ready = _run(SHEETWRIGHT, env)
            app.append(painted)
            loaded.append(ready)
    b, t, a, ready = (statistics.median(x) * 1000 for x in (bare, labelled, app, loaded))
    print(f"bare PySide6 QMainWindow, first paint:        median {b:6.0f} ms over {runs} runs")
    print(f"QMainWindow with a menu and a label (text):   median {t:6.0f} ms ({t / b:.2f}× bare)")
    print(f"sheetwright library window, first paint:      median {a:6.0f} ms")
    print(
        f"ratio sheetwright / bare: {a / b:.2f}× (goal: at most 1.5×); / text window: {a / t:.2f}×"
    )
    print(f"sheetwright library loaded (database open, characters listed): median {ready:6.0f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 7)
