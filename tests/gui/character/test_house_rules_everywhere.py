# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every system's window has Character ▸ House Rules… (issue 13, point 4), and windows open within
the screen's available area (point 8)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QByteArray, QRect
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from gui.character import window_fit
from gui.character.window import NO_HOUSE_RULES_TEXT, NO_HOUSE_RULES_TIP, CharacterWindow
from model.document import new_document
from tests.gui.character.conftest import Windows

# system → (a house rule, a new value for it, the rule's label in the dialog)
CHANGES: dict[str, tuple[str, Any, str]] = {
    "heretics": ("starting_exp", 12, "Starting Exp"),
    "miridon": (
        "max_weight_penalty_base",
        4,
        "Maximum Weight Penalty before Inhuman Strength",
    ),
    "lyrian": ("unpriced_action_ip", 3, "IP for an interlude action printed without a cost"),
}
SYSTEMS = ("gravedust", "miridon", "lyrian", "heretics")


def opened(windows: Windows, system: str) -> CharacterWindow:
    document = new_document(system, "Vex")
    return windows.open(windows.context.library.add_character(document).id)


def house_rules_action(window: CharacterWindow) -> QAction:
    menus = [a.menu() for a in window.menuBar().actions() if a.text() == "&Character"]
    assert len(menus) == 1, "each window has one Character menu"
    found = [a for a in menus[0].actions() if a.text().startswith("&House Rules")]
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize("system", sorted(CHANGES))
def test_house_rules_are_edited_in_every_window(windows: Windows, system: str) -> None:
    window = opened(windows, system)
    action = house_rules_action(window)
    assert action.isEnabled()
    action.trigger()
    dialog = window.house_rules_dialog
    assert dialog.isVisible()
    assert set(dialog.controls) == set(window.build.system.settings.model_fields)
    name, value, label = CHANGES[system]
    assert dialog.controls[name].widget.accessibleName() == label
    dialog.controls[name].set_value(value)
    dialog.accept()
    preview = window.preview
    assert preview is not None
    assert preview.windowTitle() == "Change House Rules"
    assert window.session.document.get("settings") in (None, {})  # nothing kept before Apply
    preview.apply_button.click()
    assert window.session.document["settings"] == {name: value}
    stored = windows.context.library.get_character(window.session.record.id)
    assert stored.document["settings"] == {name: value}
    assert window.undo_action.text() == "&Undo Change House Rules"
    window.undo_action.trigger()
    assert window.session.document.get("settings") in (None, {})


def test_a_game_without_house_rules_says_so(windows: Windows) -> None:
    window = opened(windows, "gravedust")
    action = house_rules_action(window)
    assert not action.isEnabled()
    assert action.text() == NO_HOUSE_RULES_TEXT == "&House Rules (none in this game)"  # no hover
    assert action.toolTip() == NO_HOUSE_RULES_TIP
    dialog = window.house_rules()
    assert dialog.controls == {}
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert "This rulebook leaves nothing open that needs a house rule." in texts
    dialog.reject()


def within(window: CharacterWindow, area: QRect) -> bool:
    return area.contains(window.frameGeometry())


@pytest.mark.parametrize("system", SYSTEMS)
def test_windows_open_within_a_small_screen(
    windows: Windows, system: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    area = QRect(0, 0, 1366, 768)
    monkeypatch.setattr(window_fit, "available_geometry", lambda _widget: area)
    window = opened(windows, system)
    assert within(window, area), (window.frameGeometry(), area)
    if system == "gravedust":  # the whole sheet's width beside the side panels
        assert window.centralWidget().width() >= window.sheet.sizeHint().width()


@pytest.mark.parametrize("system", SYSTEMS)
def test_windows_open_within_the_offscreen_screen(windows: Windows, system: str) -> None:
    """The offscreen screen is 800×800: as small as the window's minimum size allows."""
    window = opened(windows, system)
    area = window.screen().availableGeometry()
    least = window.minimumSizeHint()
    frame = window.frameGeometry()
    assert frame.height() <= area.height()
    assert frame.width() <= area.width() or window.width() == least.width()


def test_a_remembered_geometry_larger_than_the_screen_is_shrunk(
    windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = opened(windows, "miridon")
    window.setGeometry(200, 150, 3200, 2000)  # saved on a larger screen (or at scale 2)
    window.close()
    assert isinstance(windows.context.settings.value("miridon_window/geometry"), QByteArray)
    area = QRect(0, 0, 1366, 768)
    monkeypatch.setattr(window_fit, "available_geometry", lambda _widget: area)
    again = opened(windows, "miridon")
    assert within(again, area)
