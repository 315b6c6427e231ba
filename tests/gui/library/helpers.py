# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Shared by the library window tests: a loaded window, characters, and answered dialogs."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from gui.app_context import AppContext
from gui.library.window import LibraryWindow
from model.document import new_document


def add(context: AppContext, name: str, campaign_id: str | None = None) -> str:
    """Put a new Gravedust character in the library; returns its id."""
    return context.library.add_character(new_document("gravedust", name), campaign_id).id


def open_window(qtbot: Any, context: AppContext) -> LibraryWindow:
    """A shown library window that has loaded the library."""
    window = LibraryWindow(context)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.loaded):
        window.load()
    return window


def shown_names(window: LibraryWindow) -> list[str]:
    """The names in the table, top to bottom."""
    model = window.model
    return [model.record(row).name for row in range(model.shown_total())]


def select(window: LibraryWindow, *names: str) -> None:
    """Select the characters with these names."""
    records = [window.model.record(row) for row in range(window.model.rowCount())]
    ids = [r.id for r in records if r.name in names]
    window.select_ids(ids)
    assert sorted(window.selected_ids()) == sorted(ids)


def press(qtbot: Any, window: LibraryWindow, widget: QWidget, key: Qt.Key) -> None:
    """Type a key into a widget of the active window (so window shortcuts apply)."""
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    widget.setFocus()
    qtbot.keyClick(widget, key)


class Answers:
    """Records the message boxes shown and answers the questions asked."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.messages: list[tuple[str, str, str]] = []
        self.question = QMessageBox.StandardButton.Yes
        self.text: tuple[str, bool] = ("", False)
        for kind in ("warning", "information", "critical"):
            monkeypatch.setattr(QMessageBox, kind, self._recorder(kind))
        monkeypatch.setattr(QMessageBox, "question", self._ask)
        monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: self.text)
        monkeypatch.setattr(
            "gui.widgets.error_dialog.QMessageBox.exec", lambda box: self._error(box)
        )

    def _recorder(self, kind: str) -> Any:
        def show(_parent: object, title: str, text: str, *_rest: object) -> Any:
            self.messages.append((kind, title, text))
            return QMessageBox.StandardButton.Ok

        return show

    def _ask(self, _parent: object, title: str, text: str, *_rest: object) -> Any:
        self.messages.append(("question", title, text))
        return self.question

    def _error(self, box: QMessageBox) -> int:
        self.messages.append(("error", box.windowTitle(), box.text()))
        return 0

    def last(self, kind: str) -> str:
        """The text of the last message of a kind."""
        return next(text for k, _title, text in reversed(self.messages) if k == kind)
