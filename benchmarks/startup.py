# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Benchmark: time to the first painted window of `sheetwright`, against a bare PySide6 window.

Each run is a fresh process started the same way (offscreen); the child prints the wall clock
at the first paint of its main window, and for Sheetwright also when the library has loaded.
Run: .venv/bin/python benchmarks/startup.py [RUNS] [--executable dist/sheetwright/sheetwright]
With --executable, the frozen bundle is timed too, through the app's own startup probe
(SHEETWRIGHT_STARTUP_PROBE=1 prints the same two stamps), next to `python -m gui.main` from source.
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
    return _stamps([sys.executable, "-c", CHILD.replace("MODE", code)], env)


def _probe(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    """The same two figures for a whole program, through its SHEETWRIGHT_STARTUP_PROBE."""
    return _stamps(command, {**env, "SHEETWRIGHT_STARTUP_PROBE": "1"})


def _stamps(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    start = time.time()
    out = subprocess.run(
        command, env=env, cwd=ROOT, capture_output=True, text=True, check=True, timeout=60,
    ).stdout  # fmt: skip
    stamps = dict(
        line.split() for line in out.splitlines() if line.split()[:1] in (["painted"], ["loaded"])
    )
    return float(stamps["painted"]) - start, float(stamps["loaded"]) - start


def frozen(executable: Path, runs: int) -> None:
    """The frozen bundle against `python -m gui.main` from source, both through the probe."""
    with tempfile.TemporaryDirectory() as folder:
        env = _environment(Path(folder))
        source_command = [sys.executable, "-m", "gui.main"]
        _probe(source_command, env)
        _probe([str(executable)], env)  # warm both
        source, bundle = [], []
        for _ in range(runs):
            source.append(_probe(source_command, env))
            bundle.append(_probe([str(executable)], env))
    for label, found in (("from source", source), ("frozen bundle", bundle)):
        paint = statistics.median(p for p, _ in found) * 1000
        ready = statistics.median(r for _, r in found) * 1000
        print(f"{label:14} first paint median {paint:6.0f} ms, library loaded {ready:6.0f} ms")
    ratio = statistics.median(p for p, _ in bundle) / statistics.median(p for p, _ in source)
    print(f"frozen / source first paint: {ratio:.2f}× (goal: at most 1.0×)")


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
    args = sys.argv[1:]
    count = int(args[0]) if args and args[0].isdigit() else 7
    if "--executable" in args:
        frozen(Path(args[args.index("--executable") + 1]).resolve(), count)
    else:
        main(count)
