# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Gravedust creation wizard: seven pages edit a draft that joins the library on Finish."""

from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtWidgets import QWidget, QWizard

from gui.app_context import AppContext
from gui.error_dialog import show_error
from gui.wizard.abilities_page import AbilitiesPage
from gui.wizard.attributes_page import AttributesPage
from gui.wizard.draft_page import DraftPage
from gui.wizard.gear_page import GearPage
from gui.wizard.items_page import ItemsPage
from gui.wizard.live_sheet import LiveSheet
from gui.wizard.name_page import NamePage
from gui.wizard.race_page import RacePage
from gui.wizard.review_page import ReviewPage
from gui.wizard.wizard_draft import WizardDraft
from model.errors import LibraryError


class GravedustWizard(QWizard):
    """New Gravedust character: every choice is an event on a draft; Cancel saves nothing."""

    created = Signal(str)
    """The id of the character just added to the library."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._context = context
        self.draft = WizardDraft(context.library, "gravedust", self)
        self.setWindowTitle("New Gravedust Character")
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.setOption(QWizard.WizardOption.HaveHelpButton, False)
        self.pages = self._add_pages()
        self.sheet = LiveSheet(self.draft, self)
        self.sheet.page_of = self.page_of
        self.review_page.page_of = self.page_of
        self.setSideWidget(self.sheet)
        context.library_changed.connect(self._library_changed)
        self.resize(self.sizeHint())

    def _add_pages(self) -> list[DraftPage]:
        def open_editor(parent: QWidget) -> None:
            self._context.open_content_editor(parent)

        self.name_page = NamePage(self.draft)
        self.race_page = RacePage(self.draft, open_editor)
        self.attributes_page = AttributesPage(self.draft)
        self.gear_page = GearPage(self.draft, open_editor)
        self.abilities_page = AbilitiesPage(self.draft)
        self.items_page = ItemsPage(self.draft)
        self.review_page = ReviewPage(self.draft)
        pages: list[DraftPage] = [
            self.name_page, self.race_page, self.attributes_page, self.gear_page,
            self.abilities_page, self.items_page, self.review_page,
        ]  # fmt: skip
        for page in pages:
            self.addPage(page)
        return pages

    def sizeHint(self) -> QSize:
        """Room for the side sheet and a page of lists."""
        unit = self.fontMetrics().averageCharWidth()
        return QSize(unit * 165, self.fontMetrics().height() * 48)

    def page_of(self, event_index: int | None) -> str | None:
        """The title of the page whose choice made an event, if any."""
        if event_index is None:
            return None
        return next((p.title() for p in self.pages if event_index in p.events.indices()), None)

    def _library_changed(self) -> None:
        self.draft.reload_packs()

    def accept(self) -> None:
        """Finish: add the character to the library and announce it (the wizard stays open on failure)."""
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
