# SPDX-License-Identifier: LicenseRef-Sheetwright
"""A dialog that asks for a number starts in its box, the number selected: typing replaces it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox, QLineEdit


def start_in(field: QAbstractSpinBox | QLineEdit) -> None:
    """Put the focus in a field with its text selected (also before its window shows)."""
    field.setFocus(Qt.FocusReason.OtherFocusReason)
    field.selectAll()
