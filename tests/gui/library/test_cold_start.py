# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Cold start: the library window paints first, then the library opens on a worker thread and
the rows fill in; every way the library can fail to open still shows the window and says why."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QObject

import model.database
from gui.app_context import AppContext
from gui.library.window import LibraryWindow
from model.document import new_document
from model.errors import LibraryError, NewerDatabaseError
from tests.gui.library.helpers import Answers, add, shown_names


class PaintWatch(QObject):
    """Notes whether a window has painted."""

    def __init__(self, window: LibraryWindow) -> None:
        super().__init__(window)
        self.window, self.painted = window, False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Paint:
            self.painted = True
        return False


def start(qtbot: Any, context: AppContext) -> LibraryWindow:
    """A window started as the app starts it, left to load."""
    window = LibraryWindow(context)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignals([window.loaded, window.opened], timeout=20_000):
        window.load_after_first_paint()
    return window


def test_the_library_opens_off_the_ui_thread_after_the_first_paint(
    qtbot: Any, context: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    add(context, "Vex")
    fresh = AppContext(context.settings, context.database_url)  # not opened yet
    opened: list[tuple[threading.Thread, bool]] = []
    real_open = model.database.open_engine
    window = LibraryWindow(fresh)
    watch = PaintWatch(window)

    def open_engine(url: str | None = None) -> Any:
        opened.append((threading.current_thread(), watch.painted))
        return real_open(url)

    monkeypatch.setattr(model.database, "open_engine", open_engine)
    qtbot.addWidget(window)
    window.show()
    assert window.pane.stack.currentWidget() is window.pane.empty
    assert window.pane.empty.text() == "Opening the library…"  # not "Your library is empty"
    assert window.campaigns.item(0).text() == "All characters"  # no count before it is known
    with qtbot.waitSignals([window.loaded, window.opened], timeout=20_000):
        window.load_after_first_paint()
        assert not opened  # nothing opened before the event loop ran (and painted)
    assert len(opened) == 1
    thread, painted_first = opened[0]
    assert thread is not threading.main_thread()
    assert painted_first
    assert shown_names(window) == ["Vex"]
    assert window.campaigns.item(0).text() == "All characters (1)"
    assert window.library_ok
    assert window.statusBar().currentMessage().startswith("Library: ")
    fresh.library.add_character(new_document("gravedust", "Ash"))  # the UI thread, after
    fresh.library_changed.emit()
    assert shown_names(window) == ["Ash", "Vex"]
    fresh.library.engine.dispose()


def test_an_empty_library_fills_in_with_the_note(qtbot: Any, context: AppContext) -> None:
    window = start(qtbot, context)
    assert window.library_ok
    assert window.pane.stack.currentWidget() is window.pane.empty
    assert "New Character" in window.pane.empty.text()


@pytest.mark.parametrize(
    "refusal",
    [
        NewerDatabaseError("This library was made by a newer Sheetwright; update to open it."),
        LibraryError("Could not open the library at sqlite:///x: database is locked."),
    ],
    ids=["newer schema", "locked"],
)
def test_a_library_that_cannot_open_says_why_in_the_window(
    qtbot: Any,
    context: AppContext,
    monkeypatch: pytest.MonkeyPatch,
    refusal: LibraryError,
) -> None:
    answers = Answers(monkeypatch)

    def refuse(_url: str | None = None) -> Any:
        raise refusal

    monkeypatch.setattr(model.database, "open_engine", refuse)
    window = start(qtbot, context)
    assert not window.library_ok
    assert window.pane.notice.label.text() == str(refusal)
    assert answers.last("error").startswith(str(refusal))
    assert window.pane.empty.text().startswith("No library is open.")
    assert not window.actions.new.isEnabled()


def test_an_unreadable_file_is_said_so_after_a_background_open(
    qtbot: Any, tmp_path: Any, monkeypatch: pytest.MonkeyPatch, context: AppContext
) -> None:
    answers = Answers(monkeypatch)
    bad = tmp_path / "not-a-database.sqlite3"
    bad.write_bytes(b"this is not SQLite" * 100)
    window = start(qtbot, AppContext(context.settings, f"sqlite:///{bad}"))
    assert window.pane.notice.label.text().startswith("Could not open the library")
    assert answers.last("error").startswith("Could not open the library")


def test_a_library_gone_while_listing_offers_to_try_again(
    qtbot: Any, context: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sqlalchemy.exc import OperationalError

    add(context, "Vex")
    gone = OperationalError("SELECT", {}, Exception("unable to open database file"))

    def unreachable(*_args: Any, **_kwargs: Any) -> Any:
        raise gone

    monkeypatch.setattr(type(context.library), "list_characters", unreachable)
    window = start(qtbot, context)
    assert window.library_gone
    assert "cannot be reached" in window.pane.notice.label.text()
    monkeypatch.undo()
    window.pane.notice.button.click()  # Try Again
    assert shown_names(window) == ["Vex"]
    assert not window.library_gone
