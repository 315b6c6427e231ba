# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What every system's creation wizard shares: the draft, the side panel, Finish and Cancel."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QWidget, QWizard

from gui.app_context import AppContext
from gui.widgets.error_dialog import show_error
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from model.errors import LibraryError
from rules.systems import title_of


class CreationWizard(QWizard):
    """A new character of one system: every choice is an event on a draft; Cancel saves nothing.

    A system's wizard implements `_add_pages` (returns its pages, sets `self.review_page`) and `_side_panel`.
    """

    created = Signal(str)
    """The id of the character just added to the library."""

    def __init__(self, context: AppContext, system: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._context = context
        self.draft = WizardDraft(context.library, system, self)
        self.setWindowTitle(f"New {title_of(system)} Character")
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.setOption(QWizard.WizardOption.HaveHelpButton, False)
        self.review_page: Any = None
        self.pages = self._add_pages()
        for page in self.pages:
            self.addPage(page)
        side = self._side_panel()
        side.page_of = self.page_of
        self.review_page.page_of = self.page_of
        self.setSideWidget(side)
        context.library_changed.connect(self._library_changed)
        self.resize(self.sizeHint())

    def _add_pages(self) -> list[DraftPage]:
        """The system's pages in order (the wizard adds them)."""
        raise NotImplementedError

    def _side_panel(self) -> Any:
        raise NotImplementedError

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
            record = self._context.library.add_character(self.draft.document, summary="Created")
        except LibraryError as error:
            show_error(self, "Could Not Add the Character", str(error), error)
            return
        super().accept()
        self.created.emit(record.id)

    def done(self, result: int) -> None:
        """Closing (Finish or Cancel): stop following library changes; Cancel keeps nothing."""
        self._context.library_changed.disconnect(self._library_changed)
        super().done(result)
