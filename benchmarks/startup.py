# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Benchmark: the app's startup against a bare PySide6 window, on an empty and a large library.

Each run is a fresh process started the same way (offscreen); the bare window's child prints the
wall clock at its first paint, and the app, through its own probe (SHEETWRIGHT_STARTUP_PROBE=1),
at the first paint of the library window and when the library has loaded (usable). The app's
peak memory (max RSS) comes from wait4. `rows(runs)` gives the figures of issue 16 for
benchmarks/run_all.py: ratios of medians, the processes taking turns so load spikes hit all alike.
Run: .venv/bin/python benchmarks/startup.py [RUNS] [--executable dist/sheetwright/sheetwright]
With --executable, the frozen bundle is timed too, through the same probe, next to
`python -m gui.main` from source.
"""

from __future__ import annotations

import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "benchmarks"))

from table import Row, print_table  # noqa: E402

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
                print("painted", time.time(), time.process_time(), flush=True)
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

WITH_TEXT = """
from PySide6.QtWidgets import QLabel
window = QMainWindow()
window.setWindowTitle("bare")
window.menuBar().addMenu("&File")
window.setCentralWidget(QLabel("Opening the library…"))
window.resize(900, 560)
window.show()
app.exec()
"""
"""The bare window with a menu and a line of text: the first text drawn loads the fonts, which
the empty bare window never does (a reference beside the goal, not the goal's baseline)."""


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


class Stamps(NamedTuple):
    """One fresh process: seconds from its start to its first paint and to the library loaded,
    its processor time (user and system, all threads) at the first paint, its peak memory."""

    painted: float
    loaded: float
    peak_mib: float
    painted_cpu: float


def _run(code: str, env: dict[str, str]) -> Stamps:
    """A bare window's process (see CHILD)."""
    return _stamps([sys.executable, "-c", CHILD.replace("MODE", code)], env)


def _probe(command: list[str], env: dict[str, str]) -> Stamps:
    """A whole program, through its SHEETWRIGHT_STARTUP_PROBE."""
    return _stamps(command, {**env, "SHEETWRIGHT_STARTUP_PROBE": "1"})


def _stamps(command: list[str], env: dict[str, str]) -> Stamps:
    start = time.time()
    with tempfile.TemporaryFile("w+") as errors:
        child = subprocess.Popen(command, env=env, cwd=ROOT, stdout=subprocess.PIPE, stderr=errors)
        assert child.stdout is not None
        out = child.stdout.read().decode()  # until the child exits
        _pid, status, usage = os.wait4(child.pid, 0)  # wait4: its peak memory as well
        child.returncode = os.waitstatus_to_exitcode(status)
        if child.returncode:
            errors.seek(0)
            raise RuntimeError(f"{command[-1]!r} failed: {errors.read()[-2000:]}")
    stamps = {
        words[0]: [float(word) for word in words[1:]]
        for words in map(str.split, out.splitlines())
        if words[:1] in (["painted"], ["loaded"])
    }
    painted = stamps["painted"]
    cpu = painted[1] if len(painted) > 1 else math.nan  # an older probe prints no processor time
    peak = usage.ru_maxrss / 1024  # KiB on Linux
    return Stamps(painted[0] - start, stamps["loaded"][0] - start, peak, cpu)


def frozen(executable: Path, runs: int) -> None:
    """The frozen bundle against `python -m gui.main` from source, both through the probe."""
    with tempfile.TemporaryDirectory() as folder:
        env = _environment(Path(folder))
        source_command = [sys.executable, "-m", "gui.main"]
        _probe(source_command, env)
        _probe([str(executable)], env)  # warm both
        source, bundle = [], []
        for _ in range(runs):
            source.append(_probe(source_command, env)[:2])
            bundle.append(_probe([str(executable)], env)[:2])
    for label, found in (("from source", source), ("frozen bundle", bundle)):
        paint = statistics.median(p for p, _ in found) * 1000
        ready = statistics.median(r for _, r in found) * 1000
        print(f"{label:14} first paint median {paint:6.0f} ms, library loaded {ready:6.0f} ms")
    ratio = statistics.median(p for p, _ in bundle) / statistics.median(p for p, _ in source)
    print(f"frozen / source first paint: {ratio:.2f}× (goal: at most 1.0×)")


def _measure(runs: int) -> dict[str, list[float]]:
    """Interleaved fresh processes: a bare window, the app on an empty library and on a
    library of LARGE characters (its first paint, library usable, peak memory)."""
    from library_fixture import make_library

    with tempfile.TemporaryDirectory() as folder:
        env = _environment(Path(folder))
        large_file = Path(folder) / "large.sqlite3"
        make_library(f"sqlite:///{large_file}", LARGE)
        large = {**env, "SHEETWRIGHT_DATABASE_URL": f"sqlite:///{large_file}"}
        command = [sys.executable, "-m", "gui.main"]
        _probe(command, env)  # creates and migrates the empty library, warms the disk cache
        _probe(command, large)
        found: dict[str, list[float]] = {key: [] for key in MEASURES}
        for _ in range(runs):  # interleaved, so a busy moment hurts them all alike
            bare = _run(BARE, env)
            found["bare"].append(bare.painted)
            found["bare cpu"].append(bare.painted_cpu)
            found["text"].append(_run(WITH_TEXT, env).painted)
            app = _probe(command, env)
            found["painted"].append(app.painted)
            found["painted cpu"].append(app.painted_cpu)
            found["empty"].append(app.loaded)
            large_app = _probe(command, large)
            found["large painted"].append(large_app.painted)
            found["large"].append(large_app.loaded)
            found["peak"].append(large_app.peak_mib)
    return found


MEASURES = (
    "bare", "bare cpu", "text", "painted", "painted cpu", "empty", "large painted", "large",
    "peak",
)  # fmt: skip
LARGE = 10_000


def rows(runs: int) -> list[Row]:
    """The app's startup figures of issue 16, as ratios of medians measured in one run."""
    m = {key: statistics.median(values) for key, values in _measure(runs).items()}
    ms = {key: f"{value * 1000:.0f} ms" for key, value in m.items()}
    return [
        Row(
            "app: first paint / bare PySide6 window", m["painted"] / m["bare"], 1.5,
            detail=f"{ms['painted']} vs {ms['bare']}",
        ),
        Row(
            "… the same in processor time (the start is processor work throughout)",
            m["painted cpu"] / m["bare cpu"], None,
            detail=f"{m['painted cpu'] * 1000:.0f} ms vs {m['bare cpu'] * 1000:.0f} ms",
        ),
        Row(
            "… first paint / a bare window with a menu and a label (fonts loaded)",
            m["painted"] / m["text"], None, detail=f"{ms['painted']} vs {ms['text']}",
        ),
        Row(
            "app: library usable (empty library) / bare window's first paint",
            m["empty"] / m["bare"], 2.5, detail=f"{ms['empty']} vs {ms['bare']}",
        ),
        Row(
            f"app: library usable, {LARGE:,} characters / empty library", m["large"] / m["empty"],
            1.5, detail=f"{ms['large']} vs {ms['empty']}",
        ),
        Row(
            f"app: first paint, {LARGE:,} characters / empty library",
            m["large painted"] / m["painted"], None,
            detail=f"{ms['large painted']} vs {ms['painted']}",
        ),
        Row(f"app: peak memory (max RSS), {LARGE:,} characters", m["peak"], None, unit="MiB"),
    ]  # fmt: skip


def main(runs: int = 7) -> None:
    """Print the startup table (goals beside the figures), medians of `runs` fresh processes."""
    print_table(f"Startup, medians of {runs} runs", rows(runs))


if __name__ == "__main__":
    args = sys.argv[1:]
    count = int(args[0]) if args and args[0].isdigit() else 7
    if "--executable" in args:
        frozen(Path(args[args.index("--executable") + 1]).resolve(), count)
    else:
        main(count)
