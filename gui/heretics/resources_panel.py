# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The window's resources: left of the GM's maximum, Spend (with what it bought), Restock, the items
obtained since the last restock, and equipment notes."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.heretics import operations as ops
from gui.heretics.equipment_notes import EquipmentNotes
from gui.widgets.sheet_style import scaled_font, value_tooltip
from rules.engine.build import Build

BuildSource = Callable[[], Build[Any]]
Apply = Callable[[Operation], bool]
NO_MAXIMUM = "The GM has not set a resource maximum yet: Character ▸ House Rules…"


class ResourcesPanel(QWidget):
    """Resources left (breakdown on hover), Spend with a note, Restock, obtained items, notes."""

    def __init__(self, source: BuildSource, apply: Apply, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source, self._apply = source, apply
        self.left = QLabel(self)
        self.left.setFont(scaled_font(self.left, 1.2, bold=True))
        self.left.setWordWrap(True)
        self.amount = QSpinBox(self)
        self.amount.setRange(1, 1_000_000)
        self.amount.setAccessibleName("Resource points to spend")
        self.note = QLineEdit(self)
        self.note.setPlaceholderText("What the character turns out to have: e.g. climbing rope")
        self.spend_button = QPushButton("S&pend Resources", self)
        self.restock_button = QPushButton("Re&stock", self)
        self.restock_button.setToolTip(
            "At a base, home or shop: obtained items are gone and resources fill to the maximum."
        )
        self.obtained = QListWidget(self)
        self.obtained.setAccessibleName("Items obtained since the last restock")
        self.equipment = EquipmentNotes(source, apply, self)
        self._lay_out()
        self.spend_button.clicked.connect(self.spend)
        self.note.returnPressed.connect(self.spend)
        self.restock_button.clicked.connect(self.restock)

    def _lay_out(self) -> None:
        group = QGroupBox("Resource points", self)
        form = QFormLayout(group)
        form.addRow(self.left)
        amount_label = QLabel("Amo&unt:", group)
        amount_label.setBuddy(self.amount)
        form.addRow(amount_label, self.amount)
        note_label = QLabel("Fo&r:", group)
        note_label.setBuddy(self.note)
        form.addRow(note_label, self.note)
        buttons = QHBoxLayout()
        buttons.addWidget(self.spend_button)
        buttons.addWidget(self.restock_button)
        buttons.addStretch(1)
        form.addRow(buttons)
        form.addRow(QLabel("Obtained since the last restock:", group))
        form.addRow(self.obtained)
        column = QVBoxLayout(self)
        column.addWidget(group, 1)
        column.addWidget(self.equipment, 1)

    def refresh(self) -> None:
        """Show the resources of the current build."""
        build = self._source()
        resources = build.sheet.sections.get("resources") or {}
        left = build.sheet.values.get("resources-left")
        has_max = resources.get("max") is not None
        self.left.setText(
            f"{resources.get('left')} of {resources.get('max')} left" if has_max else NO_MAXIMUM
        )
        self.left.setToolTip(value_tooltip(left))
        for button in (self.spend_button, self.restock_button):
            button.setEnabled(has_max)
        self.spend_button.setToolTip("" if has_max else NO_MAXIMUM)
        self.obtained.clear()
        for item in resources.get("obtained") or []:
            self.obtained.addItem(f"{item['amount']} — {item.get('note') or 'an item'}")
        self.equipment.refresh()

    def spend(self) -> bool:
        """Spend the amount on what the note names (refused beyond what is left, with the reason)."""
        if self._apply(ops.spend_resources(self.amount.value(), self.note.text())):
            self.note.clear()
            return True
        return False

    def restock(self) -> bool:
        """Restock: obtained items are removed and resources fill to the maximum."""
        return self._apply(ops.restock())
