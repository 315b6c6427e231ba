# SPDX-License-Identifier: LicenseRef-Sheetwright
"""No enabled button does nothing (issue 13, point 6): on the spend, equipment and abilities
panels of every system's window, each enabled, shown button is clicked with nothing selected, and
something must follow — a dialog opens, the character changes, or what the panel shows changes
(a line, a button, the focus)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QWidget,
)

from gui.app_context import AppContext
from gui.character.window import CharacterWindow
from tests.gui.keyboard_helpers import each_opened, open_sample, plain, tab_states

Surface = Callable[[Any], list[QWidget]]
SURFACES: dict[str, Surface] = {
    "gravedust": lambda window: [window.sheet],
    "miridon": lambda window: [window.commands.spend(), window.commands.editor("equipment")],
    "lyrian": lambda window: [window.equipment, window.class_browser],
    "heretics": lambda window: [window.spend_exp()],
}
"""Where each system's window spends, equips and designs."""


def shown_buttons(root: QWidget) -> list[QPushButton]:
    """The enabled, shown push buttons of a panel (not a dialog's Close)."""
    return [
        b
        for b in root.findChildren(QPushButton)
        if b.isVisibleTo(root) and b.isEnabled() and not isinstance(b.parent(), QDialogButtonBox)
    ]


def nothing_selected(root: QWidget) -> None:
    for view in root.findChildren(QAbstractItemView):
        view.clearSelection()


def what_shows(window: CharacterWindow, root: QWidget) -> tuple[Any, ...]:
    """The character, and the panel's lines, buttons and focus as a player sees them."""
    labels = tuple(label.text() for label in root.findChildren(QLabel) if label.isVisibleTo(root))
    buttons = tuple(
        (b.text(), b.isEnabled()) for b in root.findChildren(QAbstractButton) if b.isVisibleTo(root)
    )
    document = json.dumps(window.session.document, sort_keys=True, default=str)
    return document, labels, buttons, QApplication.focusWidget()


def dead_buttons(window: CharacterWindow, root: QWidget) -> list[str]:
    """The buttons of a panel that, clicked with nothing selected, change nothing."""
    dead = []
    for button in shown_buttons(root):
        nothing_selected(root)
        if not button.isEnabled() or not button.isVisibleTo(root):
            continue  # an earlier click changed the panel
        before = what_shows(window, root)
        opened = each_opened(button.click, lambda _w: None)
        if not opened and what_shows(window, root) == before:
            dead.append(plain(button.text()))
    return dead


@pytest.mark.parametrize("system", sorted(SURFACES))
def test_no_enabled_button_does_nothing(context: AppContext, qtbot: Any, system: str) -> None:
    window = open_sample(context, qtbot, system)
    dead: list[str] = []
    for root in SURFACES[system](window):
        for shown in tab_states(root):
            dead += [f"{shown}: {text}" for text in dead_buttons(window, root)]
    assert dead == []
