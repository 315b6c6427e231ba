# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard last page: the whole Lyrian sheet and every issue; Finish waits until there are no errors."""

from __future__ import annotations

from gui.lyrian.sheet_view import LyrianSheetView
from gui.wizard.sheet_review_page import SheetReviewPage
from gui.wizard.wizard_draft import WizardDraft


class ReviewPage(SheetReviewPage):
    """The Lyrian sheet of the draft."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, LyrianSheetView())

    def show_sheet(self) -> None:
        """Name and build."""
        self.sheet.show_build(self.draft.document.get("name", ""), self.draft.build)
