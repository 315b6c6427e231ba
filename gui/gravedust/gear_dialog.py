# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Equip gear: a carried piece or a new one from the content, into a slot or into the items."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QComboBox, QFormLayout, QWidget

from gui.character.operation import Operation
from gui.character.option_dialog import OptionDialog
from gui.gravedust.operations import equip, gain_gear, new_instance
from rules.engine.build import Build
from rules.engine.check import ALLOWED
from rules.engine.option import Option

SLOTS = {"hand-1": "Hand 1", "hand-2": "Hand 2", "body": "Body", "artifact": "Artifact"}
CARRY = ""


def owned_instances(build: Build[Any]) -> set[str]:
    """The instance names of every piece the character has, equipped or carried."""
    sections: dict[str, Any] = dict(build.sheet.sections)
    names = {box["piece"]["instance"] for box in sections.get("gear") or [] if box.get("piece")}
    known: dict[str, Any] = sections.get("known") or {}
    return names | {piece["instance"] for piece in known.get("carried_gear") or []}


def gear_choices(build: Build[Any], slot_kind: str | None) -> list[Option]:
    """Carried pieces first (`carried:<instance>`), then the content's gear (`content:<id>`)."""
    known: dict[str, Any] = dict(build.sheet.sections.get("known") or {})
    carried = [
        Option(
            f"carried:{p['instance']}", p.get("display_name", p["name"]), ALLOWED, detail="carried"
        )
        for p in known.get("carried_gear") or []
    ]
    content = []
    for option in build.options("gear"):
        entry = build.content.get("gear", option.id)
        if slot_kind and entry is not None and str(getattr(entry, "slot", "")) != slot_kind:
            continue
        content.append(
            Option(f"content:{option.id}", option.name, option.check, option.cost, option.detail)
        )
    return carried + content


class GearDialog(OptionDialog):
    """The gear list (unavailable gear disabled, with the reason) and the slot to put it in."""

    def __init__(self, build: Build[Any], slot: str | None, parent: QWidget | None = None) -> None:
        kind = {"hand-1": "hand", "hand-2": "hand"}.get(slot or "", slot)
        super().__init__(
            "Equip Gear",
            "Choose a carried piece or gear from the content:",
            gear_choices(build, kind),
            parent,
            empty="No gear is defined yet: add some in the content editor (Tools ▸ Content).",
        )
        self._build = build
        self.slot = QComboBox()
        self.slot.setAccessibleName("Slot")
        for key, title in SLOTS.items():
            self.slot.addItem(title, key)
        self.slot.addItem("Carry in the items (not equipped)", CARRY)
        self.slot.setCurrentIndex(max(self.slot.findData(slot), 0) if slot else 0)
        form = QFormLayout()
        form.addRow("&Slot:", self.slot)
        self.body.insertLayout(2, form)

    def operation(self) -> Operation | None:
        """Equip the chosen carried piece, or gain the chosen gear (equipped or carried)."""
        chosen = self.chosen()
        if not isinstance(chosen, str):
            return None
        source, _, key = chosen.partition(":")
        slot = self.slot.currentData() or None
        if source == "carried":
            name = self.list.currentItem().text().split("  —  ")[0]
            return equip(name, key, slot)
        content = self._build.content
        return gain_gear(content, key, new_instance(key, owned_instances(self._build)), slot)
