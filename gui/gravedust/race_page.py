# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Page 2: the race, from the content, described beside the list (the rulebook defines none: say
so, offer the content editor, and let the player go on without one)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QWidget

from gui.gravedust.operations import choose_race
from gui.widgets.description_pane import DescriptionPane
from gui.widgets.empty_content import ContentOrNotice, EmptyContentNotice, Missing, OpenEditor
from gui.wizard.choice_list import ChoiceList, reasons_tooltip
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from rules.engine.option import Option
from rules.gravedust.sheet_sections import identity
from rules.gravedust.state import GravedustState

NO_RACES = Missing(
    "There are no races to choose from. The Gravedust rulebook lets a race adjust the starting "
    "attributes but describes none: your GM adds them in the content editor.",
    "You can go on without a race: every attribute then begins at 1 (Gravedust rulebook, "
    "Attributes).",
)


class RacePage(DraftPage):
    """Races from the rulebook and the enabled homebrew packs; choosing one replaces the last."""

    def __init__(self, draft: WizardDraft, open_editor: OpenEditor) -> None:
        super().__init__(
            draft, "Race", "Attributes all begin at 1, adjusted by the race you choose."
        )
        self.races = ChoiceList("Races", self)
        self.description = DescriptionPane(self)
        self.empty = EmptyContentNotice(lambda: open_editor("race"), parent=self)
        self.editor_button = self.empty.editor_button
        self.none_button = QPushButton("&Without a Race", self)
        self.stack = ContentOrNotice(self._list_and_description(), self.empty, self)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.none_button)
        self.body.addWidget(self.stack, 1)
        self.body.addLayout(buttons)
        self.none_button.clicked.connect(lambda: self.replace([]))
        self.races.itemSelectionChanged.connect(self._selected)
        self.description.follow(self.races.current_changed, self._describe)

    def _list_and_description(self) -> QWidget:
        holder = QWidget(self)
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.races, 3)
        row.addWidget(self.description, 2)
        return holder

    def options(self) -> list[Option]:
        """The races, available as if none were chosen yet (this page may replace its choice)."""
        return self.draft.build_before(self.events.start).options("race")

    def refresh(self) -> None:
        """Show the races, the chosen one selected (or what is missing)."""
        super().refresh()
        options = self.options()
        self.stack.show_missing(None if options else NO_RACES)
        chosen = self.draft.build.state.race
        self.races.set_options(options, self._race_text, tooltip=reasons_tooltip)
        self.none_button.setVisible(bool(options))
        self.none_button.setEnabled(chosen is not None)
        self.none_button.setToolTip(
            "Take back the race: every attribute begins at 1." if chosen else "No race is chosen."
        )
        self.races.show_chosen(chosen)

    def _race_text(self, option: Option) -> str:
        """`Dwarf — END +2, AGI -1; +1 STR every 5 levels`, worded by the sheet's identity section."""
        return f"{option.name}  —  {'; '.join(self._facts(option.id))}"

    def _facts(self, race: str) -> list[str]:
        facts = identity(GravedustState(race=race), self.draft.build.content)
        parts = [", ".join(facts["racial_bonuses"]) or "no adjustments"]
        return parts + ([facts["leveling_bonus"]] if facts["leveling_bonus"] else [])

    def _describe(self, race: str | None) -> tuple[Any, Sequence[str]]:
        entry = self.draft.build.content.get("race", race) if race else None
        return entry, ([f"Attributes: {'; '.join(self._facts(race))}."] if entry and race else [])

    def _selected(self) -> None:
        race = self.races.selected_id()
        if race is None or race == self.draft.build.state.race:
            return
        self.replace([choose_race(self.draft.build.content, race)])
