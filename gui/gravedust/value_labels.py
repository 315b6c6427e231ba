# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Sheet values as labels whose tooltip is the breakdown and the rulebook section."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFormLayout, QGridLayout, QLabel, QWidget

from rules.engine.sheet_value import Sheet, SheetValue


def value_tooltip(value: SheetValue) -> str:
    """`HP 20 = 5 (base) + 15 (END 3 × 5)` and, on a second line, where the rule is."""
    cite = f"\n{value.source.detail()}" if value.source else ""
    return f"{value.breakdown()}{cite}"


class ValueForm(QWidget):
    """`Label: value` rows, for values whose labels are long; each value explains itself on hover."""

    def __init__(self, keys: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._keys = list(keys)
        self._names = {key: QLabel(key, self) for key in self._keys}
        self._values = {key: QLabel("–", self) for key in self._keys}
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for key in self._keys:
            self._values[key].setObjectName(f"value-{key}")
            layout.addRow(self._names[key], self._values[key])

    def show_sheet(self, sheet: Sheet) -> None:
        """Show the sheet's values for the form's keys."""
        for key in self._keys:
            value = sheet.values.get(key)
            if value is not None:
                self._names[key].setText(f"{value.label}:")
                self._values[key].setText(str(value.value))
                self._values[key].setToolTip(value_tooltip(value))


class ValueGrid(QWidget):
    """Short labels over big numbers, `columns` to a row; each number explains itself on hover."""

    def __init__(self, keys: Sequence[str], columns: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._keys = list(keys)
        self._names: dict[str, QLabel] = {}
        self._values: dict[str, QLabel] = {}
        layout = QGridLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setVerticalSpacing(0)
        for n, key in enumerate(self._keys):
            row, col = divmod(n, columns)
            self._names[key] = self._label(key.upper(), small=True)
            self._values[key] = self._label("–", small=False)
            self._values[key].setObjectName(f"value-{key}")
            layout.addWidget(self._names[key], row * 2, col)
            layout.addWidget(self._values[key], row * 2 + 1, col)

    def _label(self, text: str, small: bool) -> QLabel:
        label = QLabel(text, self)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = QFont(label.font())
        if small:
            font.setPointSizeF(font.pointSizeF() * 0.85)
        else:
            font.setBold(True)
            font.setPointSizeF(font.pointSizeF() * 1.2)
        label.setFont(font)
        return label

    def show_sheet(self, sheet: Sheet) -> None:
        """Show the sheet's values for the grid's keys."""
        for key in self._keys:
            value = sheet.values.get(key)
            if value is None:
                continue
            self._names[key].setText(value.label)
            self._values[key].setText(str(value.value))
            tip = value_tooltip(value)
            self._values[key].setToolTip(tip)
            self._names[key].setToolTip(tip)
            self._values[key].setAccessibleName(f"{value.label} {value.value}")

    def value_label(self, key: str) -> QLabel:
        """The label showing one value (for tests and focus)."""
        return self._values[key]
