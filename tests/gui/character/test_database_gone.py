# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A library that goes away mid-session (issue 15, item 17): the change is kept and shown, the
window says it was not saved, and it is saved once the library is back — or to a file."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import AbstractContextManager
from pathlib import Path
from typing import Any

import pytest
import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMessageBox
from sqlalchemy.exc import OperationalError

from gui.app_context import AppContext
from gui.character.window import CharacterWindow
from gui.cli.main import main as sheetwright
from gui.miridon import operations as ops
from gui.widgets import error_dialog
from model.character_session import CharacterSession
from tests.gui.character.conftest import Windows
from tests.gui.library.helpers import open_window as open_library
from tests.gui.miridon.helpers import add_character, ev


class Outage:
    """Makes every call on the library fail as SQLite does when its file cannot be written."""

    def __init__(self, context: AppContext, monkeypatch: pytest.MonkeyPatch) -> None:
        self.down = False
        library = context.library
        working = library._transaction

        def transaction() -> AbstractContextManager[Any]:
            if self.down:
                raise OperationalError(
                    "UPDATE characters",
                    {},
                    sqlite3.OperationalError("unable to open database file"),
                )
            return working()

        monkeypatch.setattr(library, "_transaction", transaction)


@pytest.fixture
def outage(context: AppContext, monkeypatch: pytest.MonkeyPatch) -> Iterator[Outage]:
    """The library, made to go away (`down = True`) and come back."""
    failing = Outage(context, monkeypatch)
    yield failing
    failing.down = False  # back before the windows close


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, str]]:
    """The error dialogs a window would show (title, message)."""
    shown: list[tuple[str, str]] = []
    monkeypatch.setattr(error_dialog, "show_error", lambda _p, t, m, _e=None: shown.append((t, m)))
    return shown


def ilsa(windows: Windows) -> tuple[str, CharacterWindow]:
    """A Miridon duelist with 40 skill points, and her window."""
    events = [ev("choose-class", class_="duelist"), ev("award-skill-points", amount=40)]
    character = add_character(windows.context, "Ilsa", events)
    return character, windows.open(character)


def stored(context: AppContext, character: str) -> dict[str, Any]:
    """The character as the library has it (read anew)."""
    return CharacterSession(context.library, character).document


def test_a_change_the_library_cannot_save_is_kept_and_saved_by_try_again(
    windows: Windows, outage: Outage, errors: list[tuple[str, str]]
) -> None:
    character, window = ilsa(windows)
    outage.down = True
    window.rename("Vex")
    banner = window.unsaved_banner
    assert banner.isVisible()
    assert banner.text.text() == (
        "Not saved: the library cannot be reached, so your last change (Rename to Vex) was not "
        "saved. It is kept in this window and saved as soon as the library is back."
    )
    assert "unable to open database file" in banner.text.toolTip()
    assert window.windowTitle().startswith("Vex — ")  # the change is still shown
    assert window.undo_action.text() == "&Undo Rename to Vex"
    assert errors == []  # no "Something went wrong", no dialog at all

    banner.retry_button.click()  # still down: still kept
    assert banner.isVisible()
    assert window.session.unsaved == ("Rename to Vex",)

    outage.down = False
    banner.retry_button.click()
    assert not banner.isVisible()
    assert window.session.unsaved == ()
    assert stored(windows.context, character)["name"] == "Vex"
    assert windows.context.library.undo_label(character) == "Rename to Vex"
    assert "your changes are saved" in window.statusBar().currentMessage()


def test_the_next_change_saves_the_kept_one_with_it(windows: Windows, outage: Outage) -> None:
    character, window = ilsa(windows)
    outage.down = True
    window.rename("Vex")
    outage.down = False
    assert window.apply(ops.buy_flair(window.build.content, "agile-strike"))
    assert not window.unsaved_banner.isVisible()
    document = stored(windows.context, character)
    assert document["name"] == "Vex"
    assert [e["op"] for e in document["events"]][-1] == "buy-flair"
    assert windows.context.library.undo_label(character) == (
        "Rename to Vex, Buy Flair Agile Strike"
    )


def test_changes_made_while_the_library_is_gone_build_on_each_other(
    windows: Windows, outage: Outage
) -> None:
    character, window = ilsa(windows)
    outage.down = True
    window.rename("Vex")
    assert window.apply(ops.buy_flair(window.build.content, "agile-strike"))
    assert tuple(window.build.state.flairs) == ("agile-strike",)
    assert "your last 2 changes (Rename to Vex, Buy Flair Agile Strike) were not saved" in (
        window.unsaved_banner.text.text()
    )
    outage.down = False
    assert window.stack.retry()
    document = stored(windows.context, character)
    assert document["name"] == "Vex"
    assert document["events"][-1]["op"] == "buy-flair"


def test_the_timer_saves_the_kept_change_once_the_library_is_back(
    windows: Windows, outage: Outage, qtbot: Any
) -> None:
    character, window = ilsa(windows)
    window.unsaved_banner.timer.setInterval(20)
    outage.down = True
    window.rename("Vex")
    outage.down = False
    qtbot.waitUntil(lambda: not window.unsaved_banner.isVisible(), timeout=2000)
    assert not window.unsaved_banner.timer.isActive()
    assert stored(windows.context, character)["name"] == "Vex"


def test_undo_takes_back_the_unsaved_change_without_the_library(
    windows: Windows, outage: Outage
) -> None:
    character, window = ilsa(windows)
    outage.down = True
    window.rename("Vex")
    window.undo_action.trigger()
    assert window.session.document["name"] == "Ilsa"
    assert not window.unsaved_banner.isVisible()
    outage.down = False
    assert stored(windows.context, character)["name"] == "Ilsa"


def test_undo_while_the_library_is_gone_says_nothing_was_changed(
    windows: Windows, outage: Outage, errors: list[tuple[str, str]]
) -> None:
    _character, window = ilsa(windows)
    window.rename("Vex")
    outage.down = True
    assert not window.stack.undo()
    assert errors == [
        (
            "The change was not made",
            "The library cannot be reached, so nothing was changed. Try again once it is back.",
        )
    ]
    assert window.session.document["name"] == "Vex"


def test_save_a_copy_writes_the_unsaved_change_to_a_file_check_reads(
    windows: Windows, outage: Outage, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _character, window = ilsa(windows)
    outage.down = True
    window.rename("Vex")
    copy = tmp_path / "vex.sheetwright.json"
    assert window.save_copy(copy) == copy
    assert sheetwright(["check", str(copy)]) == 0
    assert sheetwright(["sheet", str(copy)]) == 0
    assert "Vex" in capsys.readouterr().out
    assert "Sa&ve a Copy As…" in [a.text() for a in window.findChildren(QAction)]


def close_answer(window: CharacterWindow, qtbot: Any) -> QMessageBox:
    """Close the window; the question it asks instead."""
    window.close()
    box = window.close_box
    assert box is not None
    assert box.isVisible()
    assert shiboken6.isValid(window)
    assert window.isVisible()
    return box


def test_closing_with_an_unsaved_change_asks_and_keep_open_keeps_it(
    windows: Windows, outage: Outage, qtbot: Any
) -> None:
    _character, window = ilsa(windows)
    outage.down = True
    window.rename("Vex")
    box = close_answer(window, qtbot)
    assert box.text() == (
        "Not saved: the library cannot be reached, so your last change (Rename to Vex) was not saved."
    )
    texts = [b.text() for b in box.buttons()]
    assert sorted(texts) == ["&Discard the Change", "&Keep Open", "Sa&ve a Copy…"]
    box.button(QMessageBox.StandardButton.Cancel).click()
    assert window.isVisible()
    assert window.session.unsaved == ("Rename to Vex",)


def test_closing_and_discarding_leaves_the_library_as_it_was(
    windows: Windows, outage: Outage, qtbot: Any
) -> None:
    character, window = ilsa(windows)
    outage.down = True
    window.rename("Vex")
    box = close_answer(window, qtbot)
    box.button(QMessageBox.StandardButton.Discard).click()
    qtbot.waitUntil(lambda: not shiboken6.isValid(window))
    outage.down = False
    assert stored(windows.context, character)["name"] == "Ilsa"


def test_closing_and_saving_a_copy_writes_the_file_then_closes(
    windows: Windows,
    outage: Outage,
    qtbot: Any,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _character, window = ilsa(windows)
    outage.down = True
    window.rename("Vex")
    copy = tmp_path / "kept.sheetwright.json"
    monkeypatch.setattr("gui.character.window.ask_copy_path", lambda *_: copy)
    box = close_answer(window, qtbot)
    box.button(QMessageBox.StandardButton.Save).click()
    qtbot.waitUntil(lambda: not shiboken6.isValid(window))
    assert sheetwright(["check", str(copy)]) == 0


def test_closing_once_the_library_is_back_saves_without_asking(
    windows: Windows, outage: Outage, qtbot: Any
) -> None:
    character, window = ilsa(windows)
    outage.down = True
    window.rename("Vex")
    outage.down = False
    windows.close(window)
    assert stored(windows.context, character)["name"] == "Vex"


def test_the_library_window_says_the_library_is_unreachable(
    context: AppContext, outage: Outage, qtbot: Any
) -> None:
    context.library.add_character(ev_document("Ilsa"))
    window = open_library(qtbot, context)
    outage.down = True
    context.library_changed.emit()  # what a character window's save announces
    notice = window.pane.notice
    assert notice.isVisible()
    assert notice.label.text().startswith("The library cannot be reached")
    assert notice.button.text() == "&Try Again"
    assert window.model.rowCount() == 1  # the list stays as it was
    outage.down = False
    qtbot.mouseClick(notice.button, Qt.MouseButton.LeftButton)
    assert not notice.isVisible()
    assert window.statusBar().currentMessage() == "The library is back."


def ev_document(name: str) -> dict[str, Any]:
    """A new Gravedust character document."""
    from model.document import new_document

    return new_document("gravedust", name)


def test_a_library_file_that_cannot_be_opened_keeps_the_change(
    windows: Windows, tmp_path: Path
) -> None:
    """Not a stand-in: SQLite's own error when the library's file cannot be opened any more."""
    character, window = ilsa(windows)
    engine = windows.context.library.engine
    database = tmp_path / "library.sqlite3"
    engine.dispose()
    moved = {p: p.with_name(f"away-{p.name}") for p in tmp_path.glob("library.sqlite3*")}
    for path, away in moved.items():
        path.rename(away)
    database.mkdir()  # a folder where the file was: "unable to open database file"
    window.rename("Vex")
    assert "Rename to Vex" in window.unsaved_banner.text.text()
    assert window.session.document["name"] == "Vex"

    database.rmdir()
    for path, away in moved.items():
        away.rename(path)
    assert window.stack.retry()
    assert stored(windows.context, character)["name"] == "Vex"
