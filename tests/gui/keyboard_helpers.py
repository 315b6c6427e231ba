# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Support for the keyboard tests (no tests here): every sample character's window, the windows an
action or button opens, and each tab of a window shown in turn."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import shiboken6
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QMenu,
    QMenuBar,
    QTabWidget,
    QWidget,
)

from gui.app_context import AppContext
from gui.character.window import CharacterWindow
from rules.engine.content_loader import resources_dir

SYSTEMS = ("gravedust", "miridon", "lyrian", "heretics")
OPENS_WINDOW = "…"
"""The end of a menu item's or button's text that opens a dialog (the desktop convention)."""
NOT_OPENED = ("Export", "Print", "Close", "Quit", "Import", "Move to Trash", "Empty Trash")
"""Menu items left alone: they write files, stop the application or throw characters away."""


def open_sample(context: AppContext, qtbot: Any, system: str) -> Any:
    """The window of the system's sample character, shown."""
    document = json.loads((resources_dir() / "samples" / f"{system}.sheetwright.json").read_text())
    window = context.open_character(context.library.add_character(document).id)
    assert isinstance(window, CharacterWindow)
    window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)  # the test closes it
    qtbot.addWidget(window)
    window.open_after_export = False
    QApplication.processEvents()
    return window


def menu_actions(menu: QMenu | QMenuBar) -> Iterator[QAction]:
    """Every enabled, visible item of a menu and its submenus (not the submenus themselves)."""
    for action in menu.actions():
        submenu = action.menu()
        if isinstance(submenu, QMenu):
            yield from menu_actions(submenu)
        elif not action.isSeparator() and action.isEnabled() and action.isVisible():
            yield action


def plain(text: str) -> str:
    """A menu or button text without its mnemonic mark."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def opens_a_window(text: str) -> bool:
    """Whether a menu item or button with this text opens a dialog the test may look at."""
    return plain(text).endswith(OPENS_WINDOW) and not plain(text).startswith(NOT_OPENED)


def _new_windows(before: set[QWidget]) -> list[QWidget]:
    return [
        w
        for w in QApplication.topLevelWidgets()
        if w.isVisible() and w not in before and not isinstance(w, QMenu)
    ]


def _close(window: QWidget) -> None:
    if not shiboken6.isValid(window):  # it closed itself
        return
    if isinstance(window, QDialog):
        window.reject()
    else:
        window.close()


def each_opened(trigger: Callable[[], object], look: Callable[[QWidget], None]) -> int:
    """Run `trigger`; each window it opens (even a blocking one) is passed to `look`, then closed.
    The number of windows it opened."""
    before = {w for w in QApplication.topLevelWidgets() if w.isVisible()}
    seen: list[QWidget] = []

    def visit() -> None:
        for window in _new_windows(before):
            if window not in seen:
                seen.append(window)
                look(window)
                _close(window)

    timer = QTimer(interval=200, singleShot=True)
    timer.timeout.connect(visit)  # a dialog that blocks is looked at from its own event loop
    timer.start()
    trigger()
    QApplication.processEvents()
    timer.stop()
    visit()
    return len(seen)


def dialog_buttons(window: QWidget) -> list[QAbstractButton]:
    """The enabled, shown buttons of a window that open another dialog."""
    return [
        b
        for b in window.findChildren(QAbstractButton)
        if b.isVisibleTo(window) and b.isEnabled() and opens_a_window(b.text())
    ]


def tab_states(window: QWidget) -> Iterator[str]:
    """Show each tab of each tab widget of a window in turn; yields what is shown ("" first)."""
    yield ""
    for tabs in window.findChildren(QTabWidget):
        if not tabs.isVisibleTo(window):
            continue
        keep = tabs.currentIndex()
        for index in range(tabs.count()):
            tabs.setCurrentIndex(index)
            QApplication.processEvents()
            yield f"tab {plain(tabs.tabText(index))}"
        tabs.setCurrentIndex(keep)
