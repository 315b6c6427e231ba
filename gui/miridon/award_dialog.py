# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The GM's awards: skill points, and Maximum Strength/Speed Points, each with a note."""

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
from gui.miridon import operations as ops
from gui.widgets.field_focus import start_in
from gui.widgets.tab_order import follow_layout

MAX_AWARD = 100_000


def _spin(low: int, high: int, value: int) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(low, high)
    spin.setValue(value)
    return spin


class _AwardDialog(QDialog):
    """A form of numbers and a note, with OK/Cancel (Enter/Escape)."""

    def __init__(self, title: str, intro: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.note = QLineEdit(self)
        self.note.setPlaceholderText("e.g. session 4: the dragon's hoard")
        self.note.setAccessibleName("Note")
        self.form = QFormLayout()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        label = QLabel(intro, self)
        label.setWordWrap(True)
        column = QVBoxLayout(self)
        column.addWidget(label)
        column.addLayout(self.form)
        column.addWidget(self.buttons)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 55)

    def _finish_form(self) -> None:
        """The note last; the focus starts in the first number (typing replaces it)."""
        self.form.addRow("N&ote:", self.note)
        follow_layout(self)  # the note was made first, the numbers above it after
        start_in(self.form.itemAt(0, QFormLayout.ItemRole.FieldRole).widget())


class AwardPointsDialog(_AwardDialog):
    """How many skill points the GM awards, and why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            "Award Skill Points", "Skill points the GM awards (for a session, a deed…).", parent
        )
        self.amount = _spin(1, MAX_AWARD, 10)
        self.form.addRow("&Skill points:", self.amount)
        self._finish_form()

    def operation(self) -> Operation:
        """The award as an operation."""
        return ops.award_skill_points(self.amount.value(), self.note.text().strip())


class AwardStatsDialog(_AwardDialog):
    """How many Maximum Strength and Speed Points the GM awards, and why."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(
            "Award Maximum Points",
            "Maximum Strength and Speed Points the GM awards; special ranks follow their sum ÷ 10.",
            parent,
        )
        self.strength = _spin(0, MAX_AWARD, 1)
        self.speed = _spin(0, MAX_AWARD, 1)
        self.form.addRow("Maximum &Strength Points:", self.strength)
        self.form.addRow("Maximum S&peed Points:", self.speed)
        self._finish_form()
        self.strength.valueChanged.connect(self._update)
        self.speed.valueChanged.connect(self._update)

    def _update(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.strength.value() or self.speed.value()))
        ok.setToolTip("" if ok.isEnabled() else "Award at least one point.")

    def operation(self) -> Operation:
        """The award as an operation."""
        return ops.award_stats(self.strength.value(), self.speed.value(), self.note.text().strip())
