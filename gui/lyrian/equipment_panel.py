# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Equipment after creation: buy weapons, armor, shields and items with Clim, or drop them; every
purchase previews Clim and burden before → after (the prices are the GM's: the rulebook gives none).

Its rows take no Alt+letter: the session dock and the menus use up the alphabet in this window, so
the rows are reached with Tab, top down."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from gui.character.operation import Operation
from gui.lyrian import operations as ops
from gui.lyrian.equipment_page import HANDS
from gui.lyrian.session_boxes import combo, spin
from gui.lyrian.session_choices import fill
from gui.lyrian.session_view import Host
from gui.lyrian.step_panel import StepPanel
from gui.widgets.tab_order import follow_layout
from rules.engine.build import Build

KINDS = (("group", "weapon-group"), ("armor", "armor"), ("shield", "shield"), ("item", "burden"))


class EquipmentPanel(StepPanel):
    """Buy and drop equipment; each button is enabled with its before → after, or says why not."""

    def __init__(self, host: Host, parent: QWidget | None = None) -> None:
        super().__init__(host, parent)
        self.note = QLabel(
            "The rulebook prints no prices: enter what your GM charges. A weapon of a group that "
            "can be either is one- or two-handed for good once bought. Burden over 10 is Rooted.",
            self,
        )
        self.note.setWordWrap(True)
        column = QVBoxLayout(self)
        column.addWidget(self.note)
        column.addWidget(self._weapon_box())
        column.addWidget(self._protection_box())
        column.addWidget(self._item_box())
        column.addWidget(self._drop_box())
        column.addStretch(1)
        self._follow_inputs()
        follow_layout(self)  # row by row, left to right, whatever order they were made in

    def _follow_inputs(self) -> None:
        for box in (self.group, self.hands, self.armor, self.shield, self.item, self.owned):
            box.currentIndexChanged.connect(self.refresh)
        prices = (self.weapon_price, self.armor_price, self.shield_price, self.item_price)
        for amount in (*prices, self.count):
            amount.valueChanged.connect(self.refresh)
        self.weapon_name.textChanged.connect(self.refresh)

    def _weapon_box(self) -> QGroupBox:
        box = QGroupBox("Weapon", self)
        form = QFormLayout(box)
        self.weapon_name = QLineEdit(box)
        self.weapon_name.setPlaceholderText("your name for it, e.g. Spear")
        self.weapon_name.setAccessibleName("Weapon name")
        self.group, self.hands = combo("Weapon group"), combo("Hands")
        for value, text in HANDS:
            self.hands.addItem(text, value)
        self.weapon_price = spin("Weapon price", 1_000_000, 0, " Clim")
        hands = QHBoxLayout()
        hands.addWidget(self.hands, 1)
        hands.addWidget(self.weapon_price)
        form.addRow("Name:", self.weapon_name)
        form.addRow("Group:", self.group)
        form.addRow(_buddy("Hands, price:", self.hands), hands)
        self.add_step("weapon", "Buy Weapon", self.weapon_op, box, form)
        return box

    def _protection_box(self) -> QWidget:
        self.armor, self.armor_price = combo("Armor"), spin("Armor price", 1_000_000, 0, " Clim")
        self.shield, self.shield_price = (
            combo("Shield"),
            spin("Shield price", 1_000_000, 0, " Clim"),
        )
        holder = QWidget(self)
        column = QVBoxLayout(holder)
        column.setContentsMargins(0, 0, 0, 0)
        for key, title, choice, price, text in (
            ("armor", "Armor (one worn)", self.armor, self.armor_price, "Buy Armor"),
            ("shield", "Shield", self.shield, self.shield_price, "Buy Shield"),
        ):
            box = QGroupBox(title, holder)
            form = QFormLayout(box)
            form.addRow(
                _buddy("Armor:" if key == "armor" else "Shield:", choice), _pair(choice, price)
            )
            make = self.armor_op if key == "armor" else self.shield_op
            self.add_step(key, text, make, box, form)
            column.addWidget(box)
        return holder

    def _item_box(self) -> QGroupBox:
        box = QGroupBox("Combat items", self)
        form = QFormLayout(box)
        self.item, self.item_price = combo("Item"), spin("Item price", 1_000_000, 0, " Clim")
        self.count = spin("How many", 99, 1)
        self.count.setMinimum(1)
        self.count.setPrefix("× ")
        row = _pair(self.item, self.count)
        row.addWidget(self.item_price)
        form.addRow(_buddy("Item:", self.item), row)
        self.add_step("item", "Buy Items", self.item_op, box, form)
        return box

    def _drop_box(self) -> QGroupBox:
        box = QGroupBox("Drop (sold, lost, broken)", self)
        form = QFormLayout(box)
        self.owned = combo("Equipment to drop")
        form.addRow("Owned:", self.owned)
        self.add_step("drop", "Drop", self.drop_op, box, form)
        return box

    def weapon_op(self) -> Operation | None:
        """The weapon described (hands only where the group lets you choose)."""
        group = self.group.currentData()
        if not group:
            return None
        name = self.weapon_name.text().strip() or self.group.currentText()
        hands = self.hands.currentData() if self.hands.isEnabled() else None
        return ops.buy_weapon(name, group, hands, self.weapon_price.value())

    def armor_op(self) -> Operation | None:
        """The chosen armor."""
        armor = self.armor.currentData()
        return (
            ops.buy_armor(self.host.build.content, armor, self.armor_price.value())
            if armor
            else None
        )

    def shield_op(self) -> Operation | None:
        """The chosen shield."""
        shield = self.shield.currentData()
        content = self.host.build.content
        return ops.buy_shield(content, shield, self.shield_price.value()) if shield else None

    def item_op(self) -> Operation | None:
        """The chosen combat items."""
        item = self.item.currentData()
        if not item:
            return None
        content = self.host.build.content
        return ops.buy_item(content, item, self.count.value(), self.item_price.value())

    def drop_op(self) -> Operation | None:
        """Drop the chosen weapon, armor, shield or one item."""
        item = self.owned.currentData()
        return ops.drop(self.owned.currentText(), item) if item else None

    def run(self, key: str) -> bool:
        """Do a step (as its button does)."""
        if not super().run(key):
            return False
        if key == "weapon":
            self.weapon_name.clear()
        return True

    def refresh(self) -> None:
        """Fill the lists from the build and preview every purchase."""
        build = self.host.build
        for attribute, kind in KINDS:
            box = getattr(self, attribute)
            fill(
                box,
                [
                    (e.id, e.name, getattr(e, "description", ""))
                    for e in build.content.entries(kind)
                ],
                {},
            )
        fill(self.owned, owned_rows(build), {})
        self._hands_allowed(build)
        self.refresh_steps()
        self._fit_height()
        QTimer.singleShot(0, self, self._fit_height)  # once laid out (not if closed first)

    def _hands_allowed(self, build: Build[Any]) -> None:
        entry = build.content.get("weapon-group", self.group.currentData() or "")
        either = str(getattr(entry, "hands", "")) == "either"
        self.hands.setEnabled(either)
        self.hands.setToolTip(
            "One- or two-handed, fixed at purchase."
            if either
            else "This group's hands are fixed by the rulebook."
        )


def _buddy(text: str, widget: QWidget) -> QLabel:
    label = QLabel(text)
    label.setBuddy(widget)
    return label


def _pair(first: QWidget, second: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addWidget(first, 1)
    row.addWidget(second)
    return row


def _id_of(build: Build[Any], kind: str, name: str) -> str:
    return next((e.id for e in build.content.entries(kind) if e.name == name), name)


def owned_rows(build: Build[Any]) -> list[tuple[str, str, str]]:
    """What the character carries, as (drop id, text, tooltip)."""
    equipment = build.sheet.sections.get("equipment") or {}
    rows = [
        (w["name"], w["name"], f"{w['group']}, {w['hands']}")
        for w in equipment.get("weapons") or []
    ]
    for kind in ("armor", "shield"):
        if equipment.get(kind):
            rows.append((_id_of(build, kind, equipment[kind]), equipment[kind], kind))
    for name, count in (equipment.get("items") or {}).items():
        rows.append((_id_of(build, "burden", name), f"{name} (one of {count})", "combat item"))
    return rows
