# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Gravedust creation wizard: seven pages edit a draft that joins the library on Finish."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QWidget

from gui.app_context import AppContext
from gui.gravedust.abilities_page import AbilitiesPage
from gui.gravedust.attributes_page import AttributesPage
from gui.gravedust.gear_page import GearPage
from gui.gravedust.items_page import ItemsPage
from gui.gravedust.live_sheet import LiveSheet
from gui.gravedust.race_page import RacePage
from gui.gravedust.review_page import ReviewPage
from gui.wizard.creation_wizard import CreationWizard
from gui.wizard.draft_page import DraftPage
from gui.wizard.name_page import NamePage


class GravedustWizard(CreationWizard):
    """New Gravedust character: every choice is an event on a draft; Cancel asks first."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, "gravedust", parent)

    def _add_pages(self) -> list[DraftPage]:
        self.name_page = NamePage(self.draft)
        self.race_page = RacePage(self.draft, self.open_content_editor)
        self.attributes_page = AttributesPage(self.draft)
        self.gear_page = GearPage(self.draft, self.open_content_editor)
        self.abilities_page = AbilitiesPage(self.draft)
        self.items_page = ItemsPage(self.draft)
        self.review_page = ReviewPage(self.draft)
        pages: list[DraftPage] = [
            self.name_page, self.race_page, self.attributes_page, self.gear_page,
            self.abilities_page, self.items_page, self.review_page,
        ]  # fmt: skip
        return pages

    def sizeHint(self) -> QSize:
        """Room for the side sheet and a page of lists."""
        unit = self.fontMetrics().averageCharWidth()
        return QSize(unit * 165, self.fontMetrics().height() * 48)

    def _side_panel(self) -> LiveSheet:
        self.sheet = LiveSheet(self.draft, self)
        return self.sheet
