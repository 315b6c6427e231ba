# SPDX-License-Identifier: LicenseRef-Sheetwright
"""`SHEETWRIGHT_STARTUP_PROBE=1`: print when the library window first paints and when the library
has loaded, then quit — so `benchmarks/startup.py` can time a frozen bundle as well as the source.

It prints `painted WALL CPU` (the wall clock, and the process's processor time so far, in
seconds) and then `loaded WALL`."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow

PROBE_ENV = "SHEETWRIGHT_STARTUP_PROBE"


class _FirstPaint(QObject):
    """Watches the main window's paint events until it has painted once (its own events only:
    a filter on the whole application would change what it measures)."""

    def __init__(self, app: QApplication, window: QMainWindow) -> None:
        super().__init__(app)
        self._app, self._window, self._done = app, window, False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Print the time of the first paint of the main window, then wait for the library."""
        if not self._done and event.type() == QEvent.Type.Paint and watched is self._window:
            self._done = True
            print("painted", time.time(), time.process_time(), flush=True)  # wall, processor
            QTimer.singleShot(0, self._after_paint)
        return False

    def _after_paint(self) -> None:
        if getattr(self._window, "library_ok", False):
            self._quit()
        else:
            self._window.loaded.connect(self._quit)  # type: ignore[attr-defined]

    def _quit(self) -> None:
        print("loaded", time.time(), flush=True)
        self._app.quit()


def install_probe(app: QApplication, window: QMainWindow) -> None:
    """Report first paint and library loaded on stdout, then quit."""
    window.installEventFilter(_FirstPaint(app, window))
