# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Page 5: skills and spells — learn them, and equip them within the skill slots (INT)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton

from gui.character.operation import Operation
from gui.gravedust.operations import equip_ability, learn
from gui.widgets.reason_line import ReasonLine
from gui.wizard.choice_list import ChoiceList, option_tooltip
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from rules.engine.option import Option

KINDS = ("skill", "spell")


def _key(kind: str, entry_id: str) -> str:
    return f"{kind}:{entry_id}"


class AbilitiesPage(DraftPage):
    """Known versus equipped, and how many skill slots are used."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(
            draft, "Skills and spells", "Learn skills and spells; equip them in skill slots."
        )
        self.intro(
            "A known skill or spell is used only once it is equipped in a skill slot; "
            "the character has one skill slot per point of INT (at most 12)."
        )
        self.slots = QLabel(self)
        self.slots.setObjectName("slots")
        self.abilities = ChoiceList("Skills and spells", self)
        self.learn_button = QPushButton("&Learn", self)
        self.equip_button = QPushButton("&Equip", self)
        self.unequip_button = QPushButton("&Unequip", self)
        self.forget_button = QPushButton("&Forget", self)
        self._lay_out()
        self._options: dict[str, tuple[str, Option]] = {}
        self.abilities.itemSelectionChanged.connect(self._update_buttons)
        self.learn_button.clicked.connect(lambda: self._act("learn"))
        self.equip_button.clicked.connect(lambda: self._act("equip"))
        self.unequip_button.clicked.connect(lambda: self._take_back(("equip",)))
        self.forget_button.clicked.connect(lambda: self._take_back(("learn", "equip")))

    def _lay_out(self) -> None:
        row = QHBoxLayout()
        for button in (
            self.learn_button,
            self.equip_button,
            self.unequip_button,
            self.forget_button,
        ):
            row.addWidget(button)
        row.addStretch(1)
        self.body.addWidget(self.slots)
        self.body.addWidget(self.abilities, 1)
        self.why = ReasonLine(self)
        self.why.follow(self.abilities, self.abilities.option_at)
        self.body.addWidget(self.why)
        self.body.addLayout(row)

    def _known(self) -> dict[str, dict[str, Any]]:
        known = self.draft.build.sheet.sections["known"]
        return {_key(k, a["id"]): a for k in KINDS for a in known[f"{k}s"]}

    def _selected(self) -> tuple[str, str] | None:
        key = self.abilities.selected_id()
        return tuple(key.split(":", 1)) if key else None  # type: ignore[return-value]

    def _act(self, verb: str) -> None:
        selected = self._selected()
        if selected is not None:
            make = learn if verb == "learn" else equip_ability
            self.apply(make(self.draft.build.content, *selected))

    def _take_back(self, verbs: tuple[str, ...]) -> None:
        """Remove this page's equip (and with `learn`, learn) operations for the selection."""
        selected = self._selected()
        if selected is None:
            return
        kind, entry_id = selected
        names = {f"{verb}-{kind}" for verb in verbs}
        keep = [
            op
            for op in self.events.operations
            if not any(_is(op, n, kind, entry_id) for n in names)
        ]
        self.replace(keep)

    def refresh(self) -> None:
        """Show every skill and spell with its status and the slot count."""
        super().refresh()
        sheet = self.draft.build.sheet
        known = self._known()
        slots = sheet.values["skill-slots"].value
        used = sum(1 for a in known.values() if a.get("equipped"))
        self.slots.setText(f"{used} of {slots} skill slot{'s' * (slots != 1)} used")
        self._options = {_key(k, o.id): (k, o) for k in KINDS for o in self.draft.build.options(k)}
        rows = [
            Option(key, o.name, o.check, detail=o.detail) for key, (_, o) in self._options.items()
        ]
        self.abilities.set_options(rows, lambda o: self._row_text(o, known), disable=False)
        self._update_buttons()

    def _row_text(self, option: Option, known: dict[str, dict[str, Any]]) -> str:
        kind = option.id.split(":", 1)[0]
        entry = known.get(option.id)
        status = "not learned" if entry is None else ("equipped" if entry["equipped"] else "known")
        return f"{option.name} ({kind}) — {status}"

    def _update_buttons(self) -> None:
        key = self.abilities.selected_id()
        known = self._known()
        entry = known.get(key or "")
        option = self._options.get(key or "", (None, None))[1]
        self.learn_button.setEnabled(key is not None and entry is None)
        self.learn_button.setToolTip("Already known." if entry else "")
        can_equip = entry is not None and option is not None and option.available
        self.equip_button.setEnabled(can_equip)
        why = "Learn it first." if entry is None else (option_tooltip(option) if option else "")
        self.equip_button.setToolTip("" if can_equip else why)
        mine = self._mine(key)
        self.unequip_button.setEnabled(bool(entry and entry["equipped"] and "equip" in mine))
        self.forget_button.setEnabled("learn" in mine)

    def _mine(self, key: str | None) -> set[str]:
        if key is None:
            return set()
        kind, entry_id = key.split(":", 1)
        return {
            verb
            for verb in ("learn", "equip")
            for op in self.events.operations
            if _is(op, f"{verb}-{kind}", kind, entry_id)
        }


def _is(operation: Operation, op_name: str, kind: str, entry_id: str) -> bool:
    event = operation.events[0]
    return event.op == op_name and event.fields.get(kind) == entry_id
