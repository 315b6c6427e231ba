# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The quick first listing: an up-to-date SQLite library lists its rows before the library is
opened; the open that follows still decides, and a failure there is shown, never hidden."""

from __future__ import annotations

import subprocess
import sys
import textwrap
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import model.database
from gui.app_context import AppContext
from gui.library.window import LibraryWindow
from model.document import new_document
from model.errors import LibraryError
from tests.gui.library.helpers import Answers, add, shown_names

ROOT = Path(__file__).resolve().parents[3]


class HeldOpen:
    """Holds `open_engine` on the worker thread until released, to look at the window between
    the quick listing and the library's own."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, fail: Exception | None = None) -> None:
        self.release = threading.Event()
        self.before: list[Any] = []  # run on the worker thread, before the real open
        real_open = model.database.open_engine

        def open_engine(url: str | None = None) -> Any:
            self.release.wait(20)
            for step in self.before:
                step()
            if fail is not None:
                raise fail
            return real_open(url)

        monkeypatch.setattr(model.database, "open_engine", open_engine)


@pytest.fixture
def stocked(context: AppContext) -> Iterator[AppContext]:
    """A fresh context (not opened) on a library with a campaign, two characters and one in
    the trash."""
    campaign = context.library.add_campaign("Ashen Road", "gravedust")
    add(context, "Vex", campaign.id)
    add(context, "Ash")
    context.library.trash_character(add(context, "Gone"))
    context.library.engine.dispose()
    fresh = AppContext(context.settings, context.database_url)
    yield fresh
    if fresh.library_opened:
        fresh.library.engine.dispose()


def start(qtbot: Any, context: AppContext) -> LibraryWindow:
    window = LibraryWindow(context)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignal(window.loaded, timeout=20_000):
        window.load_after_first_paint()
    return window


def test_the_rows_show_before_the_library_is_opened(
    qtbot: Any, stocked: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    held = HeldOpen(monkeypatch)
    window = start(qtbot, stocked)
    assert not stocked.library_opened
    assert sorted(shown_names(window)) == ["Ash", "Vex"]  # the trash is not listed
    assert [window.campaigns.item(i).text() for i in range(3)] == [
        "All characters (2)",
        "No campaign (1)",
        "Ashen Road (1)",
    ]
    assert window.library_ok
    assert window.statusBar().currentMessage() == "Opening the library…"
    with qtbot.waitSignal(window.opened, timeout=20_000):
        held.release.set()
    assert stocked.library_opened
    assert sorted(shown_names(window)) == ["Ash", "Vex"]
    assert window.statusBar().currentMessage().startswith("Library: ")
    rows = [window.model.record(row) for row in range(window.model.shown_total())]
    (vex,) = [record for record in rows if record.name == "Vex"]
    assert vex.document == stocked.library.get_character(vex.id).document


def test_an_open_that_fails_after_the_quick_rows_says_so_and_clears_them(
    qtbot: Any, stocked: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    answers = Answers(monkeypatch)
    refusal = LibraryError("Could not open the library at sqlite:///x: database is locked.")
    held = HeldOpen(monkeypatch, fail=refusal)
    window = start(qtbot, stocked)
    assert sorted(shown_names(window)) == ["Ash", "Vex"]
    with qtbot.waitSignal(window.opened, timeout=20_000):
        held.release.set()
    assert not window.library_ok
    assert shown_names(window) == []
    assert window.pane.notice.label.text() == str(refusal)
    assert answers.last("error").startswith(str(refusal))
    assert not window.actions.new.isEnabled()


def test_a_change_made_meanwhile_shows_once_the_library_is_open(
    qtbot: Any, stocked: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    other = AppContext(stocked.settings, stocked.database_url)  # another program, say
    other.library  # opened before the open is held  # noqa: B018
    held = HeldOpen(monkeypatch)
    held.before.append(lambda: add(other, "Newcomer"))
    window = start(qtbot, stocked)
    assert sorted(shown_names(window)) == ["Ash", "Vex"]
    with qtbot.waitSignal(window.opened, timeout=20_000):
        held.release.set()
    assert shown_names(window)[0] == "Newcomer"
    other.library.engine.dispose()


def test_a_library_gone_after_the_quick_rows_keeps_them_and_offers_to_try_again(
    qtbot: Any, stocked: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sqlalchemy.exc import OperationalError

    from model.library import Library

    gone = OperationalError("SELECT", {}, Exception("unable to open database file"))

    def unreachable(*_args: Any, **_kwargs: Any) -> Any:
        raise gone

    monkeypatch.setattr(Library, "list_characters", unreachable)
    window = LibraryWindow(stocked)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignals([window.loaded, window.opened], timeout=20_000):
        window.load_after_first_paint()
    assert window.library_gone
    assert "cannot be reached" in window.pane.notice.label.text()
    assert sorted(shown_names(window)) == ["Ash", "Vex"]  # said to be possibly out of date


def test_a_library_of_another_schema_revision_is_listed_once_opened(
    qtbot: Any, stocked: AppContext, monkeypatch: pytest.MonkeyPatch
) -> None:
    import model.quick_listing

    monkeypatch.setattr(model.quick_listing, "head_revision", lambda: "9999")
    window = LibraryWindow(stocked)
    qtbot.addWidget(window)
    window.show()
    opened_when_loaded: list[bool] = []
    window.loaded.connect(lambda: opened_when_loaded.append(stocked.library_opened))
    with qtbot.waitSignals([window.loaded, window.opened], timeout=20_000):
        window.load_after_first_paint()
    assert opened_when_loaded == [True]  # no quick listing: the library was opened first
    assert sorted(shown_names(window)) == ["Ash", "Vex"]


def test_the_window_lists_quickly_without_importing_sqlalchemy(
    stocked: AppContext, tmp_path: Path
) -> None:
    code = textwrap.dedent(f"""
        import sys
        from PySide6.QtCore import QSettings
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from gui.app_context import AppContext
        from gui.library.window import LibraryWindow
        settings = QSettings({str(tmp_path / "s.ini")!r}, QSettings.Format.IniFormat)
        window = LibraryWindow(AppContext(settings, {stocked.database_url!r}))
        def loaded():
            rows = window.model.shown_total()
            print(rows, sorted(m for m in sys.modules if m.startswith("sqlalchemy"))[:3])
            app.quit()
        window.loaded.connect(loaded)
        window.show()
        window.load_after_first_paint()
        app.exec()
    """)
    env = {"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    run = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True
    )
    assert run.stdout.split() == ["2", "[]"]


def test_a_change_after_the_quick_rows_is_listed(qtbot: Any, stocked: AppContext) -> None:
    window = LibraryWindow(stocked)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitSignals([window.loaded, window.opened], timeout=20_000):
        window.load_after_first_paint()
    stocked.library.add_character(new_document("gravedust", "Later"))
    stocked.library_changed.emit()
    assert "Later" in shown_names(window)
