# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Dialogs for buffs and debuffs, and for gold gained or spent."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.gravedust.operations import add_buff, gain_gold, spend_gold
from rules.gravedust.content import COMBAT_STATS


def _buttons(dialog: QDialog, ok: str) -> QDialogButtonBox:
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
    )
    buttons.button(QDialogButtonBox.StandardButton.Ok).setText(ok)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons


class BuffDialog(QDialog):
    """Name, effect, duration, the stats it changes, and whether it is a debuff."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Add Buff or Debuff")
        self.name = QLineEdit()
        self.effect = QLineEdit()
        self.effect.setPlaceholderText("e.g. +2 MOVE")
        self.duration = QSpinBox()
        self.duration.setRange(0, 999)
        self.duration.setSpecialValueText("until removed")
        self.duration.setSuffix(" turns")
        self.debuff = QCheckBox("It is a &debuff")
        self.modifiers: dict[str, QSpinBox] = {}
        self.buttons = _buttons(self, "Add")
        form = QFormLayout()
        form.addRow("&Name:", self.name)
        form.addRow("&Effect:", self.effect)
        form.addRow("D&uration:", self.duration)
        form.addRow(self.debuff)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self._modifier_box())
        column.addWidget(self.buttons)
        self.name.textChanged.connect(self._update)
        self._update()

    def _modifier_box(self) -> QGroupBox:
        box = QGroupBox("Changes to combat stats while it lasts")
        grid = QGridLayout(box)
        for index, stat in enumerate(COMBAT_STATS):
            spin = QSpinBox()
            spin.setRange(-99, 99)
            spin.setAccessibleName(f"{stat.upper()} change")
            self.modifiers[stat] = spin
            label = QLabel(stat.upper())
            label.setBuddy(spin)
            grid.addWidget(label, index // 5, (index % 5) * 2)
            grid.addWidget(spin, index // 5, (index % 5) * 2 + 1)
        return box

    def _update(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.name.text().strip()))

    def operation(self) -> Operation:
        """The `add-buff` the dialog describes."""
        modifiers = {k: s.value() for k, s in self.modifiers.items() if s.value()}
        duration = self.duration.value() or None
        return add_buff(
            self.name.text().strip(),
            self.effect.text().strip(),
            duration,
            modifiers,
            self.debuff.isChecked(),
        )


class GoldDialog(QDialog):
    """Gold gained or spent, with a note."""

    def __init__(self, balance: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Gold")
        self.gain = QRadioButton("&Gain gold")
        self.spend = QRadioButton("&Spend gold")
        self.gain.setChecked(True)
        self.amount = QSpinBox()
        self.amount.setRange(1, 10_000_000)
        self.note = QLineEdit()
        self.note.setPlaceholderText("Where from, or what for? (shown in the history)")
        form = QFormLayout()
        form.addRow(QLabel(f"The character has {balance} gold."))
        form.addRow(self.gain)
        form.addRow(self.spend)
        form.addRow("&Amount:", self.amount)
        form.addRow("&Note:", self.note)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(_buttons(self, "OK"))

    def operation(self) -> Operation:
        """`gain-gold` or `spend-gold`."""
        make = gain_gold if self.gain.isChecked() else spend_gold
        return make(self.amount.value(), self.note.text().strip())
