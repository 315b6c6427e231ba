# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Glorious Heretics creation wizard: concept and portrait → skills → abilities → feats →
hit points and resources → review; every choice is an event on a draft that joins the library on
Finish."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from gui.app_context import AppContext
from gui.heretics.abilities_page import AbilitiesPage
from gui.heretics.concept_page import ConceptPage
from gui.heretics.feats_page import FeatsPage
from gui.heretics.live_panel import LivePanel
from gui.heretics.resources_page import ResourcesPage
from gui.heretics.review_page import ReviewPage
from gui.heretics.skills_page import SkillsPage
from gui.wizard.creation_wizard import CreationWizard
from gui.wizard.draft_page import DraftPage


class HereticsWizard(CreationWizard):
    """New Glorious Heretics character; Cancel asks before the draft is thrown away."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, "heretics", parent)

    def _add_pages(self) -> list[DraftPage]:
        self.concept_page = ConceptPage(self.draft)
        self.skills_page = SkillsPage(self.draft)
        self.abilities_page = AbilitiesPage(self.draft)
        self.feats_page = FeatsPage(self.draft)
        self.resources_page = ResourcesPage(self.draft)
        self.review_page = ReviewPage(self.draft)
        return [
            self.concept_page,
            self.skills_page,
            self.abilities_page,
            self.feats_page,
            self.resources_page,
            self.review_page,
        ]

    def sizeHint(self) -> QSize:
        """Room for the side panel and a page of tables."""
        unit = self.fontMetrics().averageCharWidth()
        return QSize(unit * 175, self.fontMetrics().height() * 48)

    def _side_panel(self) -> LivePanel:
        self.side = LivePanel(self.draft, self)
        return self.side
