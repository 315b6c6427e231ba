# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Character windows opened and closed the way a user does, and the application restarted."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import QSettings

from gui.app_context import AppContext
from gui.character.window import CharacterWindow
from gui.widgets import error_dialog


class Windows:
    """Opens library characters through the application context; `restart` is a new run of the
    application on the same library and settings (the old run's windows closed first)."""

    def __init__(self, context: AppContext, qtbot: Any) -> None:
        self.context = context
        self._qtbot = qtbot
        self._opened: list[CharacterWindow] = []
        self._contexts: list[AppContext] = []

    def open(self, character_id: str) -> CharacterWindow:
        """The character's window, shown (PDF files are not opened)."""
        window = self.context.open_character(character_id)
        assert isinstance(window, CharacterWindow)
        window.open_after_export = False
        self._opened.append(window)
        return window

    def close(self, window: CharacterWindow) -> None:
        """Close a window and wait until it is gone (it deletes itself on close)."""
        window.close()
        self._qtbot.waitUntil(lambda: not shiboken6.isValid(window))

    def close_all(self) -> None:
        """Close every window still open."""
        for window in self._opened:
            if shiboken6.isValid(window):
                self.close(window)
        self._opened.clear()

    def restart(self) -> AppContext:
        """Quit (closing the windows and the library) and start again on the same data."""
        self.close_all()
        old = self.context
        old.settings.sync()
        old.library.engine.dispose()
        settings = QSettings(old.settings.fileName(), QSettings.Format.IniFormat)
        self.context = AppContext(settings, old.database_url)
        self._contexts.append(self.context)
        return self.context

    def finish(self) -> None:
        """Close what is open and delete the contexts of the restarts."""
        self.close_all()
        for context in self._contexts:
            context.deleteLater()


@pytest.fixture
def windows(context: AppContext, qtbot: Any) -> Iterator[Windows]:
    """Open, close and restart like a user."""
    opened = Windows(context, qtbot)
    yield opened
    opened.finish()


@pytest.fixture
def refusals(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The refusals a window would show in a message box."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(error_dialog, "show_refusal", lambda _p, a, r: shown.append((a, r)))
    return shown
