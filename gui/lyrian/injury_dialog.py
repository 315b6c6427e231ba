# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Record an injury: the d10 roll typed in or rolled by the app, its table effect shown first."""

from __future__ import annotations

import html
import random

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.lyrian import operations as ops
from rules.engine.ruleset import Ruleset

DIE = 10
SECTION = "Encounter Conclusion — Resolve Character Injuries"
CAUSES = (
    ("Not said", None),
    ("Being downed", "downed"),
    ("An ability or other effect", "effect"),
)
"""What caused the injury: only one from being downed takes effect per encounter, an effect's
stack (the `cause` field of the `injury` event)."""


class InjuryDialog(QDialog):
    """Enter the d10 roll or press Roll; the injury table's entry shows before it is recorded."""

    def __init__(self, content: Ruleset, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Record Injury")
        self.content = content
        self.roll = QSpinBox(self)
        self.roll.setRange(1, DIE)
        self.roll.setPrefix("d10: ")
        self.roll.setAccessibleName("d10 roll")
        self.roll_button = QPushButton("&Roll", self)
        self.roll_button.setToolTip("Let the app roll the d10 for you.")
        self.roll_button.clicked.connect(self.roll_die)
        self.cause = QComboBox(self)
        for text, value in CAUSES:
            self.cause.addItem(text, value)
        self.cause.setAccessibleName("What caused the injury")
        self.cause.setToolTip(
            "Only one injury from being downed takes effect per encounter; injuries from an "
            "ability or other effect stack."
        )
        self.effect = QLabel(self)
        self.effect.setWordWrap(True)
        self.effect.setTextFormat(Qt.TextFormat.RichText)
        self.effect.setMinimumWidth(self.fontMetrics().averageCharWidth() * 50)
        self.effect.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Record &Injury")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self._lay_out(buttons)
        self.roll.valueChanged.connect(self._show_entry)
        self._show_entry()

    def _lay_out(self, buttons: QDialogButtonBox) -> None:
        row = QHBoxLayout()
        row.addWidget(self.roll, 1)
        row.addWidget(self.roll_button)
        form = QFormLayout()
        roll_label = QLabel("&Number rolled:", self)
        roll_label.setBuddy(self.roll)
        form.addRow(roll_label, row)
        cause_label = QLabel("&Caused by:", self)
        cause_label.setBuddy(self.cause)
        form.addRow(cause_label, self.cause)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.effect, 1)
        column.addWidget(buttons)

    def roll_die(self) -> int:
        """Roll the d10 (1–10) and show the entry."""
        self.roll.setValue(random.randint(1, DIE))
        return self.roll.value()

    def entry_text(self) -> str:
        """The table entry of the current roll: name and effect (plain text)."""
        rows = [
            e
            for e in self.content.entries("injury")
            if getattr(e, "roll", None) == self.roll.value()
        ]
        if not rows:
            return ""
        return f"{rows[0].name}: {getattr(rows[0], 'effect', '')}"

    def _show_entry(self) -> None:
        text = self.entry_text()
        if not text:
            self.effect.setText(f"The injury table has no entry for {self.roll.value()}.")
            return
        name, effect = text.split(": ", 1)
        self.effect.setText(
            f"<b>{html.escape(name)}</b><br>{html.escape(effect)}<br><small>({SECTION})</small>"
        )

    def operation(self) -> Operation:
        """The operation recording the current roll."""
        return ops.take_injury(self.content, self.roll.value(), self.cause.currentData())
