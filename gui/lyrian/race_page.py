# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 1: name, race and (where the race has them) a subrace or clan."""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLineEdit

from gui.lyrian import operations as ops
from gui.wizard.choice_list import ChoiceList
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft

NO_SUBRACE = "(none)"


class RacePage(DraftPage):
    """The name, then the race from the content; the subrace list follows the race."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Race", "Name the character and choose a race.")
        self.name = QLineEdit(self)
        self.name.setAccessibleName("Name")
        self.races = ChoiceList("Races", self)
        self.subrace = QComboBox(self)
        self.subrace.setAccessibleName("Subrace or clan")
        form = QFormLayout()
        form.addRow("&Name:", self.name)
        form.addRow("&Race:", self.races)
        form.addRow("&Subrace or clan:", self.subrace)
        self.examples = QCheckBox(
            "Use the e&xample races and classes (not from the rulebook)", self
        )
        self.examples.setToolTip(
            "The Lyrian rulebook defines no classes or races in full. These examples let you try the "
            "flow; your GM's own content goes in the content editor."
        )
        form.addRow("", self.examples)
        self.body.addLayout(form, 1)
        self.examples.toggled.connect(self.draft.use_example_packs)
        self.name.textEdited.connect(lambda text: self.draft.edit(name=text.strip()))
        self.races.itemSelectionChanged.connect(self._race_changed)
        self.subrace.activated.connect(self._choose)
        self.registerField("name*", self.name)

    def initializePage(self) -> None:
        """Start creation (the budgets) and re-apply the race."""
        super().initializePage()
        if not self.events.operations:
            self.replace([ops.start_creation()])

    def choose(self, race: str, subrace: str | None = None) -> bool:
        """Choose a race and subrace (as clicking them would)."""
        if not self.races.select(race):
            return False
        self._race_changed()
        if subrace:
            self.subrace.setCurrentIndex(max(0, self.subrace.findData(subrace)))
        self._choose()
        return True

    def restore_widgets(self) -> None:
        """Show the restored name, example content, race and subrace (choosing nothing again)."""
        state = self.draft.build.state
        self.name.setText(self.draft.document.get("name") or "")
        self.examples.blockSignals(True)
        self.examples.setChecked(self.draft.uses_example_packs())
        self.examples.blockSignals(False)
        self.races.blockSignals(True)  # the list was filled by `refresh`
        if state.race:
            self.races.select(state.race)
        self.races.blockSignals(False)
        self._fill_subraces()
        self.subrace.setCurrentIndex(max(0, self.subrace.findData(state.subrace)))

    def _race_changed(self) -> None:
        self._fill_subraces()
        self._choose()

    def _fill_subraces(self) -> None:
        race = self.races.selected_id()
        self.subrace.clear()
        self.subrace.addItem(NO_SUBRACE, None)
        for entry in self.draft.build.content.entries("subrace"):
            if race and getattr(entry, "race", None) == race:
                self.subrace.addItem(entry.name, entry.id)
        self.subrace.setEnabled(self.subrace.count() > 1)

    def _choose(self) -> None:
        race = self.races.selected_id()
        content = self.draft.build.content
        chosen = [ops.choose_race(content, race, self.subrace.currentData())] if race else []
        self.replace([ops.start_creation(), *chosen])

    def refresh(self) -> None:
        """The races the content has (unavailable ones disabled, with why)."""
        super().refresh()
        self.races.set_options(self.draft.build.options("race"), lambda o: o.name)

    def isComplete(self) -> bool:
        """A name and a race without errors."""
        return (
            super().isComplete()
            and bool(self.name.text().strip())
            and len(self.events.operations) > 1
        )
