# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 2: the class (Crew Member is an NPC class: disabled, with the reason on hover)."""

from __future__ import annotations

from gui.miridon import operations as ops
from gui.wizard.choice_list import ChoiceList
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from rules.engine.option import Option


class ClassPage(DraftPage):
    """The basic classes with their special ability; choosing one replaces the last choice."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(
            draft, "Class", "Each class brings a special ability whose rank follows your points."
        )
        self.classes = ChoiceList("Classes", self)
        self.body.addWidget(self.classes, 1)
        self.classes.itemSelectionChanged.connect(self._selected)

    def options(self) -> list[Option]:
        """The classes, as if none were chosen yet (this page may replace its choice)."""
        return self.draft.build_before(self.events.start).options("class")

    def _text(self, option: Option) -> str:
        entry = self.draft.build.content.get("class", option.id)
        special = getattr(entry, "special", None)
        name = ops.name_of(self.draft.build.content, "special", special) if special else ""
        return f"{option.name}  —  special ability: {name}" if name else option.name

    def refresh(self) -> None:
        """Show the classes, the chosen one selected."""
        super().refresh()
        self.classes.set_options(self.options(), self._text)
        chosen = self.draft.build.state.classes
        self.classes.blockSignals(True)
        self.classes.clearSelection()
        if chosen:
            self.classes.select(chosen[0])
        self.classes.blockSignals(False)

    def isComplete(self) -> bool:
        """A class is chosen and nothing on this page breaks a rule."""
        return bool(self.draft.build.state.classes) and super().isComplete()

    def _selected(self) -> None:
        chosen = self.classes.selected_id()
        if chosen is None or chosen in self.draft.build.state.classes:
            return
        self.replace([ops.choose_class(self.draft.build.content, chosen)])
