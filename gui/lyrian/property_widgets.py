# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Widgets the property panel's parts share: the GM's numbers, named lines and rows."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QSpinBox

from gui.lyrian.session_boxes import spin

NOT_GIVEN = "not given"


def gm_spin(name: str, maximum: int, widest: str, suffix: str = "") -> QSpinBox:
    """A number the GM gives where the rulebook has none; its lowest value means "not given".

    `widest` is the longest text it shows (its width is kept for it)."""
    box = spin(name, maximum, -1, suffix)
    box.setMinimum(-1)
    box.setValue(-1)
    box.setSpecialValueText(NOT_GIVEN)
    box.setMinimumWidth(
        box.fontMetrics().horizontalAdvance(widest) + box.fontMetrics().height() * 2
    )
    return box


def line(name: str, placeholder: str) -> QLineEdit:
    """A text field named for screen readers, with a hint."""
    edit = QLineEdit()
    edit.setAccessibleName(name)
    edit.setPlaceholderText(placeholder)
    return edit


def row(*widgets: Any, even: bool = False) -> QHBoxLayout:
    """Widgets side by side: the first takes the room left (`even`: they share it)."""
    found = QHBoxLayout()
    for index, widget in enumerate(widgets):
        found.addWidget(widget, 1 if index == 0 or even else 0)
    return found
