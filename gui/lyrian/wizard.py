# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Lyrian creation wizard: name, portrait and race → stats → breakthroughs → classes and
abilities → skills and expertise → equipment → review; every choice is an event on a draft that
joins the library on Finish."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from gui.app_context import AppContext
from gui.lyrian.equipment_page import EquipmentPage
from gui.lyrian.live_panel import LivePanel
from gui.lyrian.race_page import RacePage
from gui.lyrian.review_page import ReviewPage
from gui.lyrian.spend_pages import BreakthroughPage, ClassesPage, SkillsPage
from gui.lyrian.stats_page import StatsPage
from gui.wizard.creation_wizard import CreationWizard
from gui.wizard.draft_page import DraftPage
from gui.wizard.portrait_picker import add_portrait_box


class LyrianWizard(CreationWizard):
    """New Lyrian Chronicles character; Cancel asks before the draft is thrown away."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, "lyrian", parent)

    def _add_pages(self) -> list[DraftPage]:
        self.race_page = RacePage(self.draft)
        self.portrait = add_portrait_box(self.race_page)
        self.stats_page = StatsPage(self.draft)
        self.breakthrough_page = BreakthroughPage(self.draft, self.open_content_editor)
        self.classes_page = ClassesPage(self.draft, self.open_content_editor)
        self.skills_page = SkillsPage(self.draft)
        self.equipment_page = EquipmentPage(self.draft)
        self.review_page = ReviewPage(self.draft)
        pages: list[DraftPage] = [
            self.race_page, self.stats_page, self.breakthrough_page, self.classes_page,
            self.skills_page, self.equipment_page, self.review_page,
        ]  # fmt: skip
        return pages

    def sizeHint(self) -> QSize:
        """Room for the side panel and a page of lists."""
        unit = self.fontMetrics().averageCharWidth()
        return QSize(unit * 170, self.fontMetrics().height() * 46)

    def _side_panel(self) -> LivePanel:
        self.side = LivePanel(self.draft, self)
        return self.side
