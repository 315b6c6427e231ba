# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 1: name, race (described beside the list) and, where the race has them, a subrace
or clan."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit

from gui.lyrian import operations as ops
from gui.widgets.description_pane import DescriptionPane, paragraphs
from gui.wizard.choice_list import ChoiceList, reasons_tooltip
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
        self.description = DescriptionPane(self)
        self.subrace = QComboBox(self)
        self.subrace.setAccessibleName("Subrace or clan")
        form = QFormLayout()
        form.addRow("Na&me:", self.name)
        races_label = QLabel("&Race:", self)
        races_label.setBuddy(self.races)
        races_row = QHBoxLayout()
        races_row.addWidget(self.races, 2)
        races_row.addWidget(self.description, 3)
        form.addRow(races_label, races_row)
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
        self.draft.changed.connect(self._show_examples)
        self.name.textEdited.connect(lambda text: self.draft.edit(name=text.strip()))
        self.races.itemSelectionChanged.connect(self._race_changed)
        self.subrace.activated.connect(self._choose)
        self.subrace.currentIndexChanged.connect(self._describe_current)
        self.description.follow(self.races.current_changed, self._describe)
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
        self._show_examples()
        self.races.show_chosen(state.race)  # the list was filled by `refresh`
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

    def _show_examples(self) -> None:
        """Whether the example pack is on (another page may turn it on)."""
        self.examples.blockSignals(True)
        self.examples.setChecked(self.draft.uses_example_packs())
        self.examples.blockSignals(False)

    def refresh(self) -> None:
        """The races the content has (unavailable ones disabled, with why)."""
        super().refresh()
        self.races.set_options(
            self.draft.build.options("race"), lambda o: o.name, tooltip=reasons_tooltip
        )

    def _describe(self, race: str | None) -> tuple[Any, Sequence[str]]:
        content = self.draft.build.content
        entry = content.get("race", race) if race else None
        subrace = content.get("subrace", self.subrace.currentData() or "")
        if entry is None or subrace is None or getattr(subrace, "race", None) != race:
            return entry, ()
        about = " ".join(paragraphs(subrace.description))
        return entry, [f"{subrace.name}: {about}" if about else subrace.name]

    def _describe_current(self) -> None:
        self.description.show_entry(*self._describe(self.races.current_id()))

    def isComplete(self) -> bool:
        """A name and a race without errors."""
        return (
            super().isComplete()
            and bool(self.name.text().strip())
            and len(self.events.operations) > 1
        )
