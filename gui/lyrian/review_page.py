# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard last page: the whole Lyrian sheet and every issue; Finish waits until there are no errors."""

from __future__ import annotations

from gui.lyrian.sheet_view import LyrianSheetView
from gui.widgets.portrait_pixmap import document_portrait
from gui.wizard.sheet_review_page import SheetReviewPage
from gui.wizard.wizard_draft import WizardDraft


class ReviewPage(SheetReviewPage):
    """The Lyrian sheet of the draft."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, LyrianSheetView())

    def show_sheet(self) -> None:
        """Name, build and portrait."""
        document = self.draft.document
        portrait = document_portrait(document)
        self.sheet.show_build(document.get("name", ""), self.draft.build, portrait)
