# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 6: equipment from the 3000 Clim — weapons by group (hands fixed now), armor, shield,
items; the prices are the GM's (the rulebook gives none)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from gui.character.operation import Operation
from gui.lyrian import operations as ops
from gui.lyrian.spend_pages import BudgetPage
from gui.widgets.enter_key import press_on_enter
from gui.wizard.wizard_draft import WizardDraft

HANDS = (("one-handed", "One-handed"), ("two-handed", "Two-handed"))


def _price(name: str) -> QSpinBox:
    spin = QSpinBox()
    spin.setRange(0, 1_000_000)
    spin.setSuffix(" Clim")
    spin.setAccessibleName(name)
    return spin


class EquipmentPage(BudgetPage):
    """Buy weapons, armor, a shield and items; burden and Rooted show on the side panel."""

    POOLS = ("clim", "burden")

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(
            draft, "Equipment", "3000 Clim for equipment.",
            "The rulebook prints no prices: enter what your GM charges. A weapon of a group that "
            "can be either is one- or two-handed for good once bought. Burden over 10 is Rooted.",
        )  # fmt: skip
        self.weapon_name = QLineEdit(self)
        self.weapon_name.setPlaceholderText("your name for it, e.g. Spear")
        self.weapon_name.setAccessibleName("Weapon name")
        self.group = self._combo("Weapon group")
        self.hands = self._combo("Hands")
        for value, text in HANDS:
            self.hands.addItem(text, value)
        self.weapon_price = _price("Weapon price")
        self.armor, self.armor_price = self._combo("Armor"), _price("Armor price")
        self.shield, self.shield_price = self._combo("Shield"), _price("Shield price")
        self.item, self.item_price = self._combo("Item"), _price("Item price")
        self.count = QSpinBox(self)
        self.count.setRange(1, 99)
        self.count.setAccessibleName("How many")
        form = QFormLayout()
        weapon = [self.weapon_name, self.group, self.hands, self.weapon_price]
        form.addRow(
            self._buddy("W&eapon:", weapon[0]), self._row(weapon, "Buy &Weapon", self.buy_weapon)
        )
        form.addRow(
            self._buddy("Ar&mor:", self.armor),
            self._row([self.armor, self.armor_price], "Buy A&rmor", self.buy_armor),
        )
        form.addRow(
            self._buddy("&Shield:", self.shield),
            self._row([self.shield, self.shield_price], "Buy S&hield", self.buy_shield),
        )
        item = [self.item, self.count, self.item_price]
        form.addRow(self._buddy("&Item:", self.item), self._row(item, "Buy I&tem", self.buy_item))
        self.body.addLayout(form)
        self.body.addWidget(self.chosen, 1)
        self.group.currentIndexChanged.connect(self._hands_allowed)

    def _buddy(self, text: str, widget: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(widget)
        return label

    def _combo(self, name: str) -> QComboBox:
        combo = QComboBox(self)
        combo.setAccessibleName(name)
        return combo

    def _row(self, widgets: list, text: str, slot: object) -> QHBoxLayout:
        row = QHBoxLayout()
        for widget in widgets:
            row.addWidget(widget, 1 if isinstance(widget, (QComboBox, QLineEdit)) else 0)
        button = QPushButton(text, self)
        button.clicked.connect(slot)
        row.addWidget(button)
        press_on_enter(button, *widgets)
        return row

    def initializePage(self) -> None:
        """Fill the lists from the content."""
        content = self.draft.build.content
        for combo, kind in (
            (self.group, "weapon-group"), (self.armor, "armor"), (self.shield, "shield"),
            (self.item, "burden"),
        ):  # fmt: skip
            if not combo.count():
                for entry in content.entries(kind):
                    combo.addItem(entry.name, entry.id)
        self._hands_allowed()
        super().initializePage()

    def _hands_allowed(self) -> None:
        entry = self.draft.build.content.get("weapon-group", self.group.currentData() or "")
        either = str(getattr(entry, "hands", "")) == "either"
        self.hands.setEnabled(either)
        self.hands.setToolTip("" if either else "This group's hands are fixed by the rulebook.")

    def _buy(self, operation: Operation) -> bool:
        return self.buy(operation)

    def buy_weapon(self) -> bool:
        """Buy the weapon described."""
        name = self.weapon_name.text().strip() or self.group.currentText()
        hands = self.hands.currentData() if self.hands.isEnabled() else None
        return self._buy(
            ops.buy_weapon(name, self.group.currentData(), hands, self.weapon_price.value())
        )

    def buy_armor(self) -> bool:
        """Buy the chosen armor."""
        content = self.draft.build.content
        return self._buy(ops.buy_armor(content, self.armor.currentData(), self.armor_price.value()))

    def buy_shield(self) -> bool:
        """Buy the chosen shield."""
        content = self.draft.build.content
        price = self.shield_price.value()
        return self._buy(ops.buy_shield(content, self.shield.currentData(), price))

    def buy_item(self) -> bool:
        """Buy the chosen items."""
        content = self.draft.build.content
        operation = ops.buy_item(
            content, self.item.currentData(), self.count.value(), self.item_price.value()
        )
        return self._buy(operation)
