# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A sheet value as a tinted tile: the value large, its label small, the breakdown on hover."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from gui.widgets.sheet_style import boxed, fill, scaled_font, tint, value_tooltip
from rules.engine.sheet_value import SheetValue


def shown(value: SheetValue) -> str:
    """The value as the tile prints it: a dice count reads as dice (`11d6`), as the sheet notes it."""
    note = value.note.strip()
    if (
        note[:1].isdigit()
        and "d" in note
        and note.replace("d", "", 1).replace("+", "").replace("-", "").isdigit()
    ):
        return note
    return str(value.value)


class ValueTile(QFrame):
    """A tinted tile: the value large, its label small; hover for the breakdown."""

    def __init__(self, value: SheetValue, colour: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        boxed(self)
        fill(self, tint(self.palette(), colour))
        self.key = value.key
        self.value = QLabel(shown(value), self, alignment=Qt.AlignmentFlag.AlignCenter)
        self.value.setFont(scaled_font(self.value, 1.5, bold=True))
        self.value.setAccessibleName(value.label)
        self.label = QLabel(value.label, self, alignment=Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        self.label.setFont(scaled_font(self.label, 0.85))
        self.label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
        column = QVBoxLayout(self)
        column.setSpacing(0)
        column.setContentsMargins(6, 4, 6, 4)
        column.addWidget(self.value)
        column.addWidget(self.label)
        self.setToolTip(value_tooltip(value))
