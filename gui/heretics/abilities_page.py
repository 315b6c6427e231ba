# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page "Abilities": design new abilities and the default defenses with the designer.

The page owns one `design-ability` operation per ability it designed; designing an ability again
replaces that operation, so during creation paid ranks may go down (the designer's floor is 0).
"""

from __future__ import annotations

from gui.character.operation import Operation
from gui.heretics import designer_actions as actions
from gui.heretics.designer_dialog import AbilityDesignerDialog
from gui.heretics.designer_list import AbilitiesList
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from model.character_build import CharacterBuild
from rules.engine.event import Event


def ability_of(operation: Operation) -> str:
    """The ability id an operation of this page designs."""
    return str(operation.events[0].fields.get("ability", ""))


class AbilitiesPage(DraftPage):
    """Lists the draft's abilities; New ability…, Design… and Remove open or undo designs."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Abilities", "Design what your character can do.")
        self.intro(
            "Every paid rank of an ability costs its number in Exp (the 5th costs 5); restrictions "
            "give free ranks. Guard, Endure and Inhibit are yours already: design them to raise them."
        )
        self.list = AbilitiesList(removable=True, parent=self)
        self.body.addWidget(self.list, 1)
        self.list.new_requested.connect(self.new_ability)
        self.list.design_requested.connect(self.design_ability)
        self.list.remove_requested.connect(self.remove_ability)
        self.dialog: AbilityDesignerDialog | None = None

    def operation_of(self, ability_id: str) -> Operation | None:
        """This page's operation designing an ability, if any."""
        return next((op for op in self.events.operations if ability_of(op) == ability_id), None)

    def new_ability(self, template_id: str | None = None) -> AbilityDesignerDialog:
        """Open the designer on a new ability (non-modal for the caller: OK records it)."""
        build = self.draft.build
        self.dialog = actions.open_new(self, build, self._preview(None), self._record, template_id)
        return self.dialog

    def design_ability(self, ability_id: str) -> AbilityDesignerDialog | None:
        """Open the designer on one of the draft's abilities; OK replaces its design."""
        old = self.operation_of(ability_id)
        self.dialog = actions.open_existing(
            self, self.draft.build, self._preview(old), self._record, ability_id, 0, new=True
        )
        return self.dialog

    def remove_ability(self, ability_id: str) -> None:
        """Take an ability designed on this page out of the draft."""
        old = self.operation_of(ability_id)
        if old is not None:
            self.replace([op for op in self.events.operations if op is not old])

    def _record(self, operation: Operation) -> None:
        old = self.operation_of(ability_of(operation))
        if old is None:
            self.apply(operation)
        else:
            self.replace([operation if op is old else op for op in self.events.operations])
        self.list.select(ability_of(operation))

    def _preview(self, old: Operation | None) -> actions.Preview:
        def preview(new: Event) -> CharacterBuild:
            stored = list(self.draft.document["events"])
            span = next((s for op, s in self.events.spans() if op is old), None)
            if span is None:
                stored.append(new.to_json())
            else:
                stored[span.start : span.stop] = [new.to_json()]
            return self.draft.preview_events(stored)

        return preview

    def refresh(self) -> None:
        """Show the draft's abilities and the Exp available."""
        super().refresh()
        self.list.show_build(self.draft.build, self._removable())

    def _removable(self) -> dict[str, str]:
        out = {}
        for card in self.draft.build.sheet.sections.get("abilities") or []:
            if card["default"]:
                out[card["id"]] = f"Every character has {card['name']}; design it to change it."
            elif self.operation_of(card["id"]) is None:
                out[card["id"]] = "This ability was not made on this page."
            else:
                out[card["id"]] = ""
        return out
