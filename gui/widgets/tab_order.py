# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tab follows the screen: the focusable widgets of a container in the order its layouts show
them (top down, left to right, row by row in a grid or form), whatever order they were made in."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFormLayout,
    QGridLayout,
    QLayout,
    QLayoutItem,
    QScrollArea,
    QTabWidget,
    QWidget,
)

ROLES = (
    QFormLayout.ItemRole.LabelRole,
    QFormLayout.ItemRole.FieldRole,
    QFormLayout.ItemRole.SpanningRole,
)


def _items(layout: QLayout) -> Iterator[QLayoutItem]:
    """A layout's items as they appear on screen."""
    if isinstance(layout, QFormLayout):
        for row in range(layout.rowCount()):
            found = (layout.itemAt(row, role) for role in ROLES)
            yield from (item for item in found if item is not None)
        return
    items = [layout.itemAt(i) for i in range(layout.count())]
    if isinstance(layout, QGridLayout):
        place = {id(item): layout.getItemPosition(i)[:2] for i, item in enumerate(items)}
        items.sort(key=lambda item: place[id(item)])
    yield from items


def _takes_tab(widget: QWidget) -> bool:
    return bool(widget.focusPolicy() & Qt.FocusPolicy.TabFocus) and widget.focusProxy() is None


def _in_widget(widget: QWidget) -> Iterator[QWidget]:
    if isinstance(widget, QTabWidget):
        yield widget.tabBar()
        for index in range(widget.count()):
            yield from _in_widget(widget.widget(index))
    elif isinstance(widget, QScrollArea):
        inner = widget.widget()
        yield from (_in_widget(inner) if inner is not None else ())
    elif _takes_tab(widget):
        yield widget
    elif widget.layout() is not None:
        yield from in_layout_order(widget.layout())


def in_layout_order(layout: QLayout) -> Iterator[QWidget]:
    """The widgets that take Tab in a layout and the layouts and widgets inside it, in order."""
    for item in _items(layout):
        if item.widget() is not None:
            yield from _in_widget(item.widget())
        elif item.layout() is not None:
            yield from in_layout_order(item.layout())


def follow_layout(container: QWidget) -> list[QWidget]:
    """Make Tab go through a container's widgets in layout order; the widgets, in that order."""
    layout = container.layout()
    stops = list(in_layout_order(layout)) if layout is not None else []
    for before, after in pairwise(stops):
        QWidget.setTabOrder(before, after)
    return stops
