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
from rules.gravedust.damage import MAX_LENGTH, read_damage
from rules.gravedust.damage_values import RESISTANCE_NAMES
from rules.gravedust.numbers import GEAR_SLOTS

STATS = ("hp", "mp", "ma", "ra", "def", "arm", "move", "vis", "focus", "recover")
BOX_KINDS = ("", "enhancement", "spellstone", "strike")
SLOT_NAMES = {"hand-1": "Hand 1", "hand-2": "Hand 2", "body": "Body", "artifact": "Artifact"}
SOURCE = {"book": "homebrew: defined on this character", "section": "Gear"}
RESISTANCE_LABELS = {"all": "All", "fire": "Fire", "poison": "Poison", "acid": "Acid"}
NO_RANGE = -1
"""The range box's lowest value, shown as "–": the piece has no range."""


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
    """Name, slot, type, weapon (ranged or not), level, damage, range, resistances, bonuses and
    drawbacks per stat, and up to four boxes."""

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
        self.damage = QLineEdit(self)
        self.damage.setMaxLength(MAX_LENGTH)
        self.damage.setPlaceholderText("e.g. 1d6+[STR] or 2d6+[INT/2] Fire")
        self.damage.setToolTip(
            "The weapon's damage in the rulebook's notation: dice, a number, [STR] or [INT/2] "
            "(half, rounded down), and a kind (Fire, Poison, Acid) if not physical."
        )
        self.damage.setEnabled(False)
        self.range = QSpinBox(self)
        self.range.setRange(NO_RANGE, 999)
        self.range.setSpecialValueText("–")
        self.range.setValue(NO_RANGE)
        self.range.setSuffix(" squares")
        self.range.setToolTip("How far away the target can be, in squares (– for none).")
        self.range.setEnabled(False)
        self.resist: dict[str, QSpinBox] = {}
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
        form.addRow(self._buddy("Da&mage:", self.damage), self.damage)
        form.addRow(self._buddy("Ran&ge:", self.range), self.range)
        resist = self._resistance_row()
        form.addRow(self._buddy("Re&sistances:", self.resist["all"]), resist)
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

        for line in (self.name, self.type, self.damage):
            line.textChanged.connect(emit)
        for combo in (self.slot, *self.boxes):
            combo.currentIndexChanged.connect(emit)
        spins = (self.level, self.range, *self.resist.values())
        for spin in (*spins, *self.bonus.values(), *self.drawback.values()):
            spin.valueChanged.connect(emit)
        self.weapon.toggled.connect(emit)
        self.ranged.toggled.connect(emit)

    def _weapon_toggled(self, weapon: bool) -> None:
        """Only a weapon is ranged and has damage and range: enabled with Weapon, cleared
        without it."""
        for widget in (self.ranged, self.damage, self.range):
            widget.setEnabled(weapon)
        if not weapon:
            self.ranged.setChecked(False)
            self.damage.clear()
            self.range.setValue(NO_RANGE)

    def _resistance_row(self) -> QWidget:
        """All, Fire, Poison and Acid resistance, each a small number box ("–" for none)."""
        holder = QWidget(self)
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        for kind, label in RESISTANCE_LABELS.items():
            spin = self._amount(holder, RESISTANCE_NAMES[kind])
            row.addWidget(QLabel(label, holder))
            row.addWidget(spin)
            self.resist[kind] = spin
        row.addStretch(1)
        return holder

    def problem(self) -> str:
        """Why the typed damage is not damage notation ("" when it is, or is empty)."""
        text = self.damage.text().strip()
        if not text:
            return ""
        try:
            read_damage(text)
        except ValueError as wrong:
            return str(wrong)
        return ""

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
        } | self._weapon_fields()

    def _weapon_fields(self) -> dict[str, Any]:
        """Damage, range and resistances, only those that are set."""
        fields: dict[str, Any] = {}
        if self.weapon.isChecked() and self.damage.text().strip():
            fields["damage"] = self.damage.text().strip()
        if self.weapon.isChecked() and self.range.value() != NO_RANGE:
            fields["range"] = self.range.value()
        resist = {k: w.value() for k, w in self.resist.items() if w.value()}
        if resist:
            fields["resistances"] = resist
        return fields

    def target_slot(self) -> str:
        """The equipment slot the new piece goes into."""
        return str(self.slot.currentData())

    def reset(self) -> None:
        """Empty the form for the next piece."""
        self.name.clear()
        self.type.clear()
        self.weapon.setChecked(False)
        self.level.setValue(0)
        self.range.setValue(NO_RANGE)
        for spin in [*self.bonus.values(), *self.drawback.values(), *self.resist.values()]:
            spin.setValue(0)
        for combo in self.boxes:
            combo.setCurrentIndex(0)
