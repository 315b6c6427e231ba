# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The inline form that defines a new gear piece on the character (a `define` event)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from gui.widgets.tab_order import follow_layout
from rules.gravedust.numbers import GEAR_SLOTS

STATS = ("hp", "mp", "ma", "ra", "def", "arm", "move", "vis", "focus", "recover")
BOX_KINDS = ("", "enhancement", "spellstone", "strike")
SLOT_NAMES = {"hand-1": "Hand 1", "hand-2": "Hand 2", "body": "Body", "artifact": "Artifact"}
SOURCE = {"book": "homebrew: defined on this character", "section": "Gear"}


def gear_id(name: str, taken: Iterable[str]) -> str:
    """A content id from a name (`Iron Sword` → `iron-sword`), made unique among `taken`."""
    base = re.sub(r"[^a-z0-9]+", "-", name.casefold()).strip("-") or "gear"
    taken = set(taken)
    candidate, n = base, 1
    while candidate in taken:
        n += 1
        candidate = f"{base}-{n}"
    return candidate


def slot_combo(parent: QWidget) -> QComboBox:
    """A combo box of the four equipment slots (data: the slot id)."""
    combo = QComboBox(parent)
    for slot, label in SLOT_NAMES.items():
        combo.addItem(label, slot)
    return combo


class GearForm(QWidget):
    """Name, slot, type, weapon (ranged or not), level, bonuses and drawbacks per stat, and up to four boxes."""

    changed = Signal()
    """Any field of the form was edited."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit(self)
        self.name.setPlaceholderText("e.g. Iron Sword")
        self.slot = slot_combo(self)
        self.type = QLineEdit(self)
        self.type.setPlaceholderText("e.g. Sword")
        self.weapon = QCheckBox("&Weapon (can have strike boxes)", self)
        self.ranged = QCheckBox("&Ranged weapon (bow, sling…)", self)
        self.ranged.setEnabled(False)
        self.weapon.toggled.connect(self._weapon_toggled)
        self.level = QSpinBox(self)
        self.level.setRange(0, 999)
        self.bonus: dict[str, QSpinBox] = {}
        self.drawback: dict[str, QSpinBox] = {}
        self.boxes = [self._box_combo(n) for n in range(4)]
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        form.addRow(self._buddy("N&ame:", self.name), self.name)
        form.addRow(self._buddy("S&lot:", self.slot), self.slot)
        form.addRow(self._buddy("&Type:", self.type), self.type)
        form.addRow("", self.weapon)
        form.addRow("", self.ranged)
        form.addRow(self._buddy("Le&vel requirement:", self.level), self.level)
        form.addRow("Bonuses and drawbacks:", self._stat_grid())
        boxes = QHBoxLayout()
        for combo in self.boxes:
            boxes.addWidget(combo)
        form.addRow("Slot boxes:", boxes)
        self._follow_edits()
        follow_layout(self)  # the slot boxes were made before the grid above them

    def _follow_edits(self) -> None:
        """Every edit of a field emits `changed`."""

        def emit(*_: object) -> None:
            self.changed.emit()

        for line in (self.name, self.type):
            line.textChanged.connect(emit)
        for combo in (self.slot, *self.boxes):
            combo.currentIndexChanged.connect(emit)
        for spin in (self.level, *self.bonus.values(), *self.drawback.values()):
            spin.valueChanged.connect(emit)
        self.weapon.toggled.connect(emit)
        self.ranged.toggled.connect(emit)

    def _weapon_toggled(self, weapon: bool) -> None:
        """Only a weapon can be ranged: the box is enabled with Weapon and cleared without it."""
        self.ranged.setEnabled(weapon)
        if not weapon:
            self.ranged.setChecked(False)

    def _buddy(self, text: str, widget: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(widget)
        return label

    def _box_combo(self, n: int) -> QComboBox:
        combo = QComboBox(self)
        combo.setAccessibleName(f"Slot box {n + 1}")
        for kind in BOX_KINDS:
            combo.addItem(kind.capitalize() if kind else "(none)", kind)
        return combo

    def _stat_grid(self) -> QWidget:
        holder = QWidget(self)
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 0, 0, 0)
        half = (len(STATS) + 1) // 2
        for column in (0, 4):
            grid.addWidget(QLabel("Bonus", holder), 0, column + 1)
            grid.addWidget(QLabel("Drawback", holder), 0, column + 2)
        for n, stat in enumerate(STATS):
            row, column = n % half + 1, (n // half) * 4
            grid.addWidget(QLabel(stat.upper(), holder), row, column)
            self.bonus[stat] = self._amount(holder, f"{stat.upper()} bonus")
            self.drawback[stat] = self._amount(holder, f"{stat.upper()} drawback")
            grid.addWidget(self.bonus[stat], row, column + 1)
            grid.addWidget(self.drawback[stat], row, column + 2)
        grid.setColumnMinimumWidth(3, self.fontMetrics().averageCharWidth() * 3)
        return holder

    def _amount(self, parent: QWidget, name: str) -> QSpinBox:
        spin = QSpinBox(parent)
        spin.setRange(0, 999)
        spin.setAccessibleName(name)
        spin.setSpecialValueText("–")
        return spin

    def entry(self, taken_ids: Iterable[str]) -> dict[str, Any]:
        """The gear entry the form describes, with a fresh id."""
        name = self.name.text().strip()
        return {
            "id": gear_id(name, taken_ids),
            "name": name,
            "source": SOURCE,
            "slot": GEAR_SLOTS[self.slot.currentData()],
            "type": self.type.text().strip(),
            "weapon": self.weapon.isChecked(),
            "ranged": self.weapon.isChecked() and self.ranged.isChecked(),
            "level": self.level.value(),
            "bonuses": {s: w.value() for s, w in self.bonus.items() if w.value()},
            "drawbacks": {s: w.value() for s, w in self.drawback.items() if w.value()},
            "boxes": [c.currentData() for c in self.boxes if c.currentData()],
        }

    def target_slot(self) -> str:
        """The equipment slot the new piece goes into."""
        return str(self.slot.currentData())

    def reset(self) -> None:
        """Empty the form for the next piece."""
        self.name.clear()
        self.type.clear()
        self.weapon.setChecked(False)
        self.level.setValue(0)
        for spin in [*self.bonus.values(), *self.drawback.values()]:
            spin.setValue(0)
        for combo in self.boxes:
            combo.setCurrentIndex(0)
