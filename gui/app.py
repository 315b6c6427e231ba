# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The desktop application: paint the library window first, then open the database."""

from __future__ import annotations

import sys

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtWidgets import QApplication

from gui.app_context import AppContext


def run(argv: list[str] | None = None) -> int:
    """Start the app with the library window; returns the exit code."""
    app = QApplication.instance() or QApplication(argv or sys.argv)
    app.setApplicationName("Sheetwright")
    app.setOrganizationName("Sheetwright")
    app.setApplicationDisplayName("Sheetwright")
    app.setDesktopFileName("sheetwright")
    from gui.library_window import LibraryWindow

    context = AppContext(QSettings())
    window = LibraryWindow(context)
    window.show()
    QTimer.singleShot(0, window.load)  # painted first; the database opens after
    return int(app.exec())
