# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon creation wizard: concept → class → starting points → skills → talents → flairs →
equipment → review; every choice is an event on a draft that joins the library on Finish."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from gui.app_context import AppContext
from gui.miridon import operations as ops
from gui.miridon.class_page import ClassPage
from gui.miridon.concept_page import ConceptPage
from gui.miridon.live_panel import LivePanel
from gui.miridon.points_page import PointsPage
from gui.miridon.review_page import ReviewPage
from gui.miridon.spend_page import EquipmentPage, SpendPage
from gui.wizard.creation_wizard import CreationWizard
from gui.wizard.draft_page import DraftPage


class MiridonWizard(CreationWizard):
    """New Miridon character; Cancel asks before the draft is thrown away."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, "miridon", parent)

    def _add_pages(self) -> list[DraftPage]:
        self.concept_page = ConceptPage(self.draft)
        self.class_page = ClassPage(self.draft, self.open_content_editor)
        self.points_page = PointsPage(self.draft)
        self.skills_page = SpendPage(self.draft, "skill")
        self.talents_page = SpendPage(self.draft, "talent")
        self.flairs_page = SpendPage(self.draft, "flair")
        self.equipment_page = (
            EquipmentPage(self.draft) if ops.has_op(self.draft.build, "wield") else None
        )
        self.review_page = ReviewPage(self.draft)
        pages: list[DraftPage] = [
            self.concept_page, self.class_page, self.points_page, self.skills_page,
            self.talents_page, self.flairs_page,
            *([self.equipment_page] if self.equipment_page else []), self.review_page,
        ]  # fmt: skip
        return pages

    def sizeHint(self) -> QSize:
        """Room for the side panel and a page of tables."""
        unit = self.fontMetrics().averageCharWidth()
        return QSize(unit * 170, self.fontMetrics().height() * 46)

    def _side_panel(self) -> LivePanel:
        self.side = LivePanel(self.draft, self)
        return self.side
