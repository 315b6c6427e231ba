# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Seeing others' changes: a change made through another connection to the same library (another
process, another user of a shared database) refreshes the library list and the open character;
the app's own changes do not wake it twice."""

from __future__ import annotations

from typing import Any

from gui.app_context import AppContext
from gui.library.change_watch import ChangeWatch, watch_library
from model.database import open_engine
from model.library import Library
from tests.gui.library.helpers import add, open_window, shown_names


def elsewhere(context: AppContext) -> Library:
    """A second client of the same library."""
    return Library(open_engine(context.database_url))


def test_another_clients_change_refreshes_the_list(qtbot: Any, context: AppContext) -> None:
    vex = add(context, "Vex")
    window = open_window(qtbot, context)
    watch = watch_library(context)
    assert watch_library(context) is watch  # one watch per app
    assert not watch.poll()
    other = elsewhere(context)
    other.rename_character(vex, "Vex the Bold")
    with qtbot.waitSignal(context.library_changed):
        assert watch.poll()
    qtbot.waitUntil(lambda: shown_names(window) == ["Vex the Bold"])
    assert not watch.poll()  # seen once
    other.engine.dispose()


def test_our_own_change_does_not_wake_the_windows_again(qtbot: Any, context: AppContext) -> None:
    vex = add(context, "Vex")
    watch = ChangeWatch(context)
    watch.start()
    context.library.rename_character(vex, "Vex the Bold")
    context.library_changed.emit()  # as every command of the app does after a change
    with qtbot.assertNotEmitted(context.library_changed):
        assert not watch.poll()


def test_an_open_character_follows_a_change_made_elsewhere(qtbot: Any, context: AppContext) -> None:
    vex = add(context, "Vex")
    window = context.open_character(vex)
    assert window is not None
    qtbot.addWidget(window)
    session: Any = window.session
    version = session.record.version
    watch = watch_library(context)
    other = elsewhere(context)
    other.rename_character(vex, "Vex the Bold")
    assert watch.poll()
    assert session.record.version == version + 1
    assert session.document["name"] == "Vex the Bold"
    assert window.statusBar().currentMessage() == "Updated with changes made elsewhere."
    other.engine.dispose()
