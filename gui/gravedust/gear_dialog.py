# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Equip gear: a carried piece or a new one from the content, into a slot or into the items."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QComboBox, QFormLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from gui.character.operation import Operation
from gui.character.option_dialog import ID_ROLE, OptionDialog
from gui.gravedust.operations import equip, gain_gear, new_instance
from rules.engine.build import Build
from rules.engine.check import ALLOWED
from rules.engine.option import Option

SLOTS = {"hand-1": "Hand 1", "hand-2": "Hand 2", "body": "Body", "artifact": "Artifact"}
CARRY = ""
PROMPT = "Choose a carried piece or gear from the content:"
NO_GEAR = (
    "No gear is defined yet: define a piece for this character, or add gear to a homebrew pack "
    "in the content editor."
)


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
        self._kind = {"hand-1": "hand", "hand-2": "hand"}.get(slot or "", slot)
        super().__init__(
            "Equip Gear", PROMPT, gear_choices(build, self._kind), parent, empty=NO_GEAR
        )
        self._build = build
        self._source: Callable[[], Build[Any]] | None = None
        prompt = self.body.itemAt(0).widget()
        assert isinstance(prompt, QLabel)
        self.prompt = prompt
        self.define_button = QPushButton("&Define a New Piece…", self)
        self.editor_button = QPushButton("Open the Content &Editor…", self)
        self.slot = QComboBox()
        self.slot.setAccessibleName("Slot")
        for key, title in SLOTS.items():
            self.slot.addItem(title, key)
        self.slot.addItem("Carry in the items (not equipped)", CARRY)
        self.slot.setCurrentIndex(max(self.slot.findData(slot), 0) if slot else 0)
        form = QFormLayout()
        form.addRow("&Slot:", self.slot)
        self.body.insertLayout(2, form)
        row = _row(self.define_button, self.editor_button)
        self.body.insertLayout(3, row)
        margins = self.body.contentsMargins()
        needed = row.sizeHint().width() + margins.left() + margins.right()
        self.setMinimumWidth(max(self.minimumWidth(), needed))  # the buttons' words never cut

    def follow(self, changed: SignalInstance, source: Callable[[], Build[Any]]) -> None:
        """Offer what the character's newest build has each time `changed` is emitted."""
        self._source = source
        changed.connect(self.refresh)

    def refresh(self) -> None:
        """Show the newest build of what `follow` was given."""
        if self._source is not None:
            self.show_build(self._source())

    def show_build(self, build: Build[Any]) -> None:
        """Offer what a newer build has (a pack saved in the content editor, an undo), keeping
        the choice when it is still there."""
        chosen = self.chosen()
        self._build = build
        options = gear_choices(build, self._kind)
        self.list.show_options(options)
        self.prompt.setText(PROMPT if options else NO_GEAR)
        items = (self.list.item(row) for row in range(self.list.count()))
        kept = next((i for i in items if chosen is not None and i.data(ID_ROLE) == chosen), None)
        if kept is not None:
            self.list.setCurrentItem(kept)
        self._update()

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


def _row(*buttons: QPushButton) -> QHBoxLayout:
    """Buttons side by side on the left; Enter stays with OK."""
    row = QHBoxLayout()
    for button in buttons:
        button.setAutoDefault(False)
        row.addWidget(button)
    row.addStretch(1)
    return row
