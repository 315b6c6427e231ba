# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The GM awards Exp, with a note saying why."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.heretics import operations as ops
from gui.widgets.field_focus import start_in

MAX_AWARD = 1_000_000


class AwardExpDialog(QDialog):
    """How much Exp, and why (OK with Enter, Cancel with Escape)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Award Exp")
        self.amount = QSpinBox(self)
        self.amount.setRange(1, MAX_AWARD)
        self.amount.setValue(10)
        self.amount.setSuffix(" Exp")
        self.note = QLineEdit(self)
        self.note.setPlaceholderText("e.g. session 3: the bridge held")
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        intro = QLabel("Exp the GM awards (Exp and character points are one pool).", self)
        intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow("&Exp:", self.amount)
        form.addRow("N&ote:", self.note)
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addLayout(form)
        column.addWidget(buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 55)
        start_in(self.amount)

    def operation(self) -> Operation:
        """The award as an operation."""
        return ops.award_exp(self.amount.value(), self.note.text())
