# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The desktop half of `sheetwright --self-test`: the library window and every character's window
open and paint, offscreen, on the self-test's library (Qt, its plugins and our fonts work)."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def check(database_url: str, character_ids: list[str]) -> int:
    """Open the library window and each character's window; the number of windows painted."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # never flash windows at the user
    from PySide6.QtCore import qInstallMessageHandler

    # The offscreen platform warns about window-manager calls it ignores; keep the one line clean.
    previous = qInstallMessageHandler(lambda *_: None)
    try:
        return _open_windows(database_url, character_ids)
    finally:
        qInstallMessageHandler(previous)


def _open_windows(database_url: str, character_ids: list[str]) -> int:
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from gui.app_context import AppContext
    from gui.library.window import LibraryWindow

    app = QApplication.instance() or QApplication(["sheetwright", "--self-test"])
    with tempfile.TemporaryDirectory(prefix="sheetwright-self-test-qt-") as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        context = AppContext(settings, database_url)
        library = LibraryWindow(context)
        library.load()
        if not library.library_ok or library.model.rowCount() != len(character_ids):
            raise RuntimeError("the library window does not list the self-test's characters")
        painted = _painted(library, "the library window")
        for character_id in character_ids:
            window = context.open_character(character_id)
            if window is None:
                raise RuntimeError(f"no window opens for character {character_id}")
            painted += _painted(window, f"the window of {window.windowTitle()}")
            window.close()
            window.deleteLater()
        library.close()
        context.library.engine.dispose()
        app.processEvents()
    return painted


def _painted(window: object, what: str) -> int:
    from PySide6.QtWidgets import QWidget

    assert isinstance(window, QWidget)
    window.resize(1200, 800)
    image = window.grab().toImage()
    if image.isNull() or image.width() < 100:
        raise RuntimeError(f"{what} did not paint")
    return 1
