# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Miridon creation wizard: concept → class → starting points → skills → talents → flairs →
equipment → review; every choice is an event on a draft that joins the library on Finish."""

from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QWidget, QWizard

from gui.app_context import AppContext
from gui.error_dialog import show_error
from gui.miridon import operations as ops
from gui.miridon.class_page import ClassPage
from gui.miridon.concept_page import ConceptPage
from gui.miridon.live_panel import LivePanel
from gui.miridon.points_page import PointsPage
from gui.miridon.review_page import ReviewPage
from gui.miridon.spend_page import EquipmentPage, SpendPage
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from model.errors import LibraryError


class MiridonWizard(QWizard):
    """New Miridon character; Cancel saves nothing."""

    created = Signal(str)
    """The id of the character just added to the library."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._context = context
        self.draft = WizardDraft(context.library, "miridon", self)
        self.setWindowTitle("New Miridon Character")
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.setOption(QWizard.WizardOption.HaveHelpButton, False)
        self.pages = self._add_pages()
        self.side = LivePanel(self.draft, self)
        self.side.page_of = self.page_of
        self.review_page.page_of = self.page_of
        self.setSideWidget(self.side)
        context.library_changed.connect(self._library_changed)
        self.resize(self.sizeHint())

    def _add_pages(self) -> list[DraftPage]:
        self.concept_page = ConceptPage(self.draft)
        self.class_page = ClassPage(self.draft)
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
        for page in pages:
            self.addPage(page)
        return pages

    def sizeHint(self) -> QSize:
        """Room for the side panel and a page of tables."""
        unit = self.fontMetrics().averageCharWidth()
        return QSize(unit * 170, self.fontMetrics().height() * 46)

    def page_of(self, event_index: int | None) -> str | None:
        """The title of the page whose choice made an event, if any."""
        if event_index is None:
            return None
        return next((p.title() for p in self.pages if event_index in p.events.indices()), None)

    def _library_changed(self) -> None:
        self.draft.reload_packs()

    def accept(self) -> None:
        """Finish: add the character to the library and announce it (stays open on failure)."""
        if not self.draft.build.valid:
            return
        try:
            record = self._context.library.add_character(self.draft.document)
        except LibraryError as error:
            show_error(self, "Could Not Add the Character", str(error), error)
            return
        super().accept()
        self.created.emit(record.id)

    def done(self, result: int) -> None:
        """Closing (Finish or Cancel): stop following library changes; Cancel keeps nothing."""
        self._context.library_changed.disconnect(self._library_changed)
        super().done(result)
