# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Room for the whole sheet's width beside the side panels, on any screen.

A character window's sheet scrolls down, never sideways. When the screen is too narrow for the sheet
and the docked panels as they are, the panels make room, in this order: they get narrower (never
below their minimum); the left-hand panels join the right-hand ones as tabs (one side column); the
panels go below the sheet as tabs (a screen with too little width for any side column, as at 2×)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDockWidget, QMainWindow, QStyle

Area = Qt.DockWidgetArea
SIDES = (Area.LeftDockWidgetArea, Area.RightDockWidgetArea)
BELOW_SHARE = 0.4
"""How much of the window's height the panels take once they are below the sheet."""


def make_room(window: QMainWindow, needed: int, width: int) -> None:
    """Arrange the docks so the central widget is at least `needed` wide once the window is
    `width` wide (the window keeps the docks' widths when it is resized; the central widget
    takes the difference)."""
    for step in (_narrow_sides, _one_side_column, _below):
        if central_width(window, width) >= needed:
            return
        step(window, needed, width)
    window.layout().activate()  # the window's least size follows the docks' new places


def central_width(window: QMainWindow, width: int) -> int:
    """The central widget's width once the window is `width` wide, with the docks as they are."""
    window.layout().activate()  # the docks' new sizes take effect now, not at the next paint
    return window.centralWidget().width() - (window.width() - width)


def docked(window: QMainWindow, area: Area) -> list[QDockWidget]:
    """The docks shown in an area (floating and closed ones do not take room)."""
    return [
        dock
        for dock in window.findChildren(QDockWidget)
        if window.dockWidgetArea(dock) == area and not dock.isFloating() and not dock.isHidden()
    ]


def _least_width(docks: list[QDockWidget]) -> int:
    return max((dock.minimumSizeHint().width() for dock in docks), default=0)


def _separator(window: QMainWindow) -> int:
    return window.style().pixelMetric(QStyle.PixelMetric.PM_DockWidgetSeparatorExtent, None, window)


def _side_room(window: QMainWindow, needed: int, width: int, columns: int) -> int:
    """The width the side columns may share at the window's new width, the central widget's
    `needed` taken (what the window's width adds around the docks and central widget is kept)."""
    around = window.width() - window.centralWidget().width() - _side_widths(window)
    return width - around - needed - columns * _separator(window)


def _side_widths(window: QMainWindow) -> int:
    """The widths of the side columns now, with their separators."""
    sides = [docks for area in SIDES if (docks := docked(window, area))]
    return sum(max(d.width() for d in docks) + _separator(window) for docks in sides)


def _narrow_sides(window: QMainWindow, needed: int, width: int) -> None:
    """Each side column narrower, in proportion to its width now, none below its minimum."""
    sides = [docks for area in SIDES if (docks := docked(window, area))]
    room = _side_room(window, needed, width, len(sides))
    least = [_least_width(docks) for docks in sides]
    if not sides or room < sum(least):
        return
    now = [max(dock.width() for dock in docks) for docks in sides]
    widths = [
        max(low, room * wide // max(sum(now), 1)) for low, wide in zip(least, now, strict=True)
    ]
    widths[-1] = max(least[-1], room - sum(widths[:-1]))
    window.resizeDocks([docks[0] for docks in sides], widths, Qt.Orientation.Horizontal)


def _one_side_column(window: QMainWindow, needed: int, width: int) -> None:
    """The left-hand docks become tabs beside the right-hand ones (the one in front stays so)."""
    left, right = (docked(window, area) for area in SIDES)
    if not left or not right:
        return
    room = _side_room(window, needed, width, 1)
    if room < _least_width(left + right):
        return
    wide = max(max(dock.width() for dock in docks) for docks in (left, right))
    front = _front(left)
    _tab_into(window, Area.RightDockWidgetArea, _first(front, left))
    front.raise_()
    window.resizeDocks([front], [min(room, wide)], Qt.Orientation.Horizontal)


def _below(window: QMainWindow, needed: int, width: int) -> None:
    """Every side dock goes below the sheet, as tabs (the one in front on the left stays so)."""
    left, right = (docked(window, area) for area in SIDES)
    if not left + right:
        return
    front = _front(left or right)
    _tab_into(window, Area.BottomDockWidgetArea, right + _first(front, left))
    front.raise_()
    height = max(front.minimumSizeHint().height(), int(window.height() * BELOW_SHARE))
    window.resizeDocks([front], [height], Qt.Orientation.Vertical)


def _front(docks: list[QDockWidget]) -> QDockWidget:
    """The dock the user sees among tabbed ones (else the first); the others are laid out of
    sight, so only its visible region is not empty."""
    return next((dock for dock in docks if not dock.visibleRegion().isEmpty()), docks[0])


def _first(front: QDockWidget, docks: list[QDockWidget]) -> list[QDockWidget]:
    return [front, *(dock for dock in docks if dock is not front)]


def _tab_into(window: QMainWindow, area: Area, docks: list[QDockWidget]) -> None:
    """Move docks into an area, each a tab of the area's first dock (the topmost)."""
    first = min(docked(window, area), key=lambda d: (d.y(), d.x()), default=None)
    for dock in docks:
        if first is None:
            window.addDockWidget(area, dock)
            first = dock
        elif dock is not first:
            window.addDockWidget(area, dock)
            window.tabifyDockWidget(first, dock)
