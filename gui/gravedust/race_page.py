# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Page 2: the race, from the content (the rulebook defines none: offer the content editor)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QHBoxLayout, QPushButton, QStyle, QWidget

from gui.gravedust.operations import choose_race
from gui.wizard.choice_list import ChoiceList
from gui.wizard.draft_page import DraftPage
from gui.wizard.message_bar import MessageBar
from gui.wizard.wizard_draft import WizardDraft
from rules.engine.option import Option
from rules.gravedust.sheet_sections import identity
from rules.gravedust.state import GravedustState

NO_RACES = (
    "The Gravedust rulebook defines no races. Add them in the content editor, "
    "or continue without one."
)


class RacePage(DraftPage):
    """Races from the rulebook and the enabled homebrew packs; choosing one replaces the last."""

    def __init__(self, draft: WizardDraft, open_editor: Callable[[QWidget], None]) -> None:
        super().__init__(
            draft, "Race", "Attributes all begin at 1, adjusted by the race you choose."
        )
        self._open_editor = open_editor
        self.races = ChoiceList("Races", self)
        self.empty = MessageBar(QStyle.StandardPixmap.SP_MessageBoxInformation, self)
        self.editor_button = QPushButton("Open the Content &Editor…", self)
        self.none_button = QPushButton("&No Race", self)
        self.none_button.setToolTip("Continue without a race")
        buttons = QHBoxLayout()
        buttons.addWidget(self.editor_button)
        buttons.addStretch(1)
        buttons.addWidget(self.none_button)
        self.body.addWidget(self.empty)
        self.body.addWidget(self.races, 1)
        self.body.addStretch(0)
        self.body.addLayout(buttons)
        self.editor_button.clicked.connect(lambda: self._open_editor(self))
        self.none_button.clicked.connect(lambda: self.replace([]))
        self.races.itemSelectionChanged.connect(self._selected)

    def options(self) -> list[Option]:
        """The races, available as if none were chosen yet (this page may replace its choice)."""
        return self.draft.build_before(self.events.start).options("race")

    def refresh(self) -> None:
        """Show the races, the chosen one selected."""
        super().refresh()
        options = self.options()
        self.empty.show_message("" if options else NO_RACES)
        self.races.setVisible(bool(options))
        chosen = self.draft.build.state.race
        self.races.set_options(options, self._race_text)
        self.none_button.setEnabled(chosen is not None)
        self.races.blockSignals(True)
        self.races.clearSelection()
        if chosen is not None:
            self.races.select(chosen)
        self.races.blockSignals(False)

    def _race_text(self, option: Option) -> str:
        """`Dwarf — END +2, AGI -1; +1 STR every 5 levels`, worded by the sheet's identity section."""
        facts = identity(GravedustState(race=option.id), self.draft.build.content)
        parts = [", ".join(facts["racial_bonuses"]) or "no adjustments"]
        parts += [facts["leveling_bonus"]] if facts["leveling_bonus"] else []
        return f"{option.name}  —  {'; '.join(parts)}"

    def _selected(self) -> None:
        race = self.races.selected_id()
        if race is None or race == self.draft.build.state.race:
            return
        self.replace([choose_race(self.draft.build.content, race)])
