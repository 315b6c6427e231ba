# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Every character window shows its whole sheet on a small screen (issue 13, point 8): at 1366×768
and on a 1600×1000 screen at 2× (800×500 logical pixels) the window fits the screen, the sheet
scrolls down but never sideways, and nothing in it is cut off."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QDockWidget,
    QLabel,
    QWidget,
)

from gui.app_context import AppContext
from gui.character import window as base_window
from gui.character import window_fit
from gui.character.window import CharacterWindow
from model.document import new_document
from tests.gui.character.conftest import Windows

SCREENS = {"1366x768": QRect(0, 0, 1366, 768), "1600x1000 at 2x": QRect(0, 0, 800, 500)}
LARGE = QRect(0, 0, 2560, 1440)
SYSTEMS = ("gravedust", "miridon", "lyrian", "heretics")
Area = base_window.Qt.DockWidgetArea

SRC = '{book: "homebrew: size test", section: Fixtures}'
GRAVEDUST_PACK = f"""\
format: sheetwright-pack
format_version: 1
id: size-test
name: Size test
system: gravedust
version: "1"
homebrew: true
content:
  race:
    - {{id: dwarf, name: Dwarf, source: {SRC}, adjustments: {{end: 2, agi: -1}}, leveling_bonus: str}}
  gear:
    - {{id: rune-blade, name: Rune Blade of the Long Watch, source: {SRC}, slot: hand,
       type: Sword, weapon: true, bonuses: {{ma: 2}}, drawbacks: {{vis: 1}},
       boxes: [enhancement, strike, spellstone, enhancement]}}
    - {{id: chainmail, name: Chainmail, source: {SRC}, slot: body, type: Armor,
       bonuses: {{arm: 2, hp: 5}}, drawbacks: {{move: 1}}, boxes: [enhancement]}}
"""
EVENTS: dict[str, list[dict[str, Any]]] = {
    "gravedust": [
        {"op": "choose-race", "race": "dwarf"},
        {"op": "gain-gear", "gear": "rune-blade", "instance": "blade", "slot": "hand-1"},
        {"op": "gain-gear", "gear": "chainmail", "instance": "mail", "slot": "body"},
        {"op": "award-xp", "amount": 12},  # level 2: a point to choose, so the banner is full
    ],
    "miridon": [
        {"op": "choose-class", "class": "duelist"},
        {"op": "award-skill-points", "amount": 100},
        {"op": "award-stats", "strength": 22, "speed": 21},
    ],
    "lyrian": [],
    "heretics": [{"op": "award-exp", "amount": 40}],
}


@pytest.fixture
def windows(context: AppContext, qtbot: Any) -> Iterator[Windows]:
    """Open and close character windows like a user."""
    opened = Windows(context, qtbot)
    yield opened
    opened.finish()


def opened(windows: Windows, system: str) -> CharacterWindow:
    """A character with something on every part of its sheet, its window shown and laid out."""
    document = new_document(system, "Ilsa Varn of the Salt Flats") | {"events": EVENTS[system]}
    if system == "gravedust":
        windows.context.library.add_pack("size-test", "gravedust", "Size test", "1", GRAVEDUST_PACK)
        document["packs"] = [{"id": "size-test", "version": "1"}]
    window = windows.open(windows.context.library.add_character(document).id)
    for _ in range(3):
        QApplication.processEvents()
    return window


def on_screen(monkeypatch: pytest.MonkeyPatch, area: QRect) -> None:
    """Windows open on a screen whose available area is `area`."""
    monkeypatch.setattr(window_fit, "available_geometry", lambda _widget: area)


def cut_off(sheet: QWidget) -> list[str]:
    """What the sheet does not show whole: a widget sticking out of its parent, a line of a label
    or button wider than the widget (scroll areas inside the sheet may scroll; not counted)."""
    return _sticking_out(sheet) + _cut_texts(sheet)


def _sticking_out(sheet: QWidget) -> list[str]:
    found = []
    for widget in sheet.findChildren(QWidget):
        parent = widget.parentWidget()
        if not widget.isVisible() or isinstance(parent.parentWidget(), QAbstractScrollArea):
            continue
        if not parent.rect().contains(widget.geometry()):
            found.append(f"{type(widget).__name__} {widget.geometry()} outside {parent.rect()}")
    return found


def _cut_texts(sheet: QWidget) -> list[str]:
    lines: list[tuple[QWidget, str, int]] = [
        (label, label.text(), label.contentsRect().width())
        for label in sheet.findChildren(QLabel)
        if not label.wordWrap() and "<" not in label.text()
    ]
    lines += [
        (button, button.text().replace("&", ""), button.width() - 2)
        for button in sheet.findChildren(QAbstractButton)
    ]
    return [
        f"{type(widget).__name__} {text!r} cut to {width} px"
        for widget, text, width in lines
        if widget.isVisible() and _widest_line(widget, text) > width
    ]


def _widest_line(widget: QWidget, text: str) -> int:
    return max(widget.fontMetrics().horizontalAdvance(line) for line in text.split("\n"))


@pytest.mark.parametrize("screen", sorted(SCREENS))
@pytest.mark.parametrize("system", SYSTEMS)
def test_the_whole_sheet_shows_on_a_small_screen(
    windows: Windows, monkeypatch: pytest.MonkeyPatch, system: str, screen: str
) -> None:
    area = SCREENS[screen]
    on_screen(monkeypatch, area)
    window = opened(windows, system)
    assert area.contains(window.frameGeometry()), (window.frameGeometry(), area)
    scroll = window.sheet_scroll
    assert scroll.viewport().width() >= window.sheet.minimumSizeHint().width()
    assert scroll.horizontalScrollBar().maximum() == 0  # the sheet scrolls down, never sideways
    assert cut_off(window.sheet) == []


def side(window: CharacterWindow, dock: QDockWidget) -> Area:
    return window.dockWidgetArea(dock)


def in_front(dock: QDockWidget) -> bool:
    """Whether a tabbed dock is the tab shown (the others are laid out of sight)."""
    return not dock.visibleRegion().isEmpty()


@pytest.mark.parametrize("system", ["lyrian", "heretics"])
def test_on_a_large_screen_the_panels_stay_on_both_sides(
    windows: Windows, monkeypatch: pytest.MonkeyPatch, system: str
) -> None:
    on_screen(monkeypatch, LARGE)
    window: Any = opened(windows, system)
    left = window.session_dock if system == "lyrian" else window.abilities_dock
    assert side(window, left) == Area.LeftDockWidgetArea
    assert side(window, window.history_dock) == Area.RightDockWidgetArea


@pytest.mark.parametrize("system", ["lyrian", "heretics"])
def test_at_1366_the_left_panels_become_tabs_of_the_right_column(
    windows: Windows, monkeypatch: pytest.MonkeyPatch, system: str
) -> None:
    on_screen(monkeypatch, SCREENS["1366x768"])
    window: Any = opened(windows, system)
    left = window.session_dock if system == "lyrian" else window.abilities_dock
    assert side(window, left) == Area.RightDockWidgetArea
    assert left in window.tabifiedDockWidgets(window.history_dock)
    assert in_front(left)  # what was in front on the left is what the player sees
    assert window.sheet_scroll.viewport().width() >= window.sheet.sizeHint().width() - 100


@pytest.mark.parametrize("system", SYSTEMS)
def test_at_2x_on_1600x1000_the_panels_go_below_the_sheet(
    windows: Windows, monkeypatch: pytest.MonkeyPatch, system: str
) -> None:
    on_screen(monkeypatch, SCREENS["1600x1000 at 2x"])
    window = opened(windows, system)
    docks = [d for d in window.findChildren(QDockWidget) if not d.isHidden()]
    assert {side(window, d) for d in docks} == {Area.BottomDockWidgetArea}
    assert sum(in_front(d) for d in docks) == 1  # one group of tabs


def test_gravedust_gear_stands_four_across_when_wide_enough_else_two_by_two(
    windows: Windows, monkeypatch: pytest.MonkeyPatch
) -> None:
    on_screen(monkeypatch, LARGE)
    wide = opened(windows, "gravedust")
    wide.resize(2400, 1200)
    QApplication.processEvents()
    assert wide.sheet.gear.columns == 4
    wide.resize(1200, 1000)
    QApplication.processEvents()
    assert wide.sheet.gear.columns == 2
    assert cut_off(wide.sheet) == []
