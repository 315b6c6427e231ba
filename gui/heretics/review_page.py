# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard last page: the whole Heretics sheet and every issue; Finish waits until there are no errors."""

from __future__ import annotations

from gui.heretics.sheet_view import HereticsSheetView
from gui.wizard.sheet_review_page import SheetReviewPage
from gui.wizard.wizard_draft import WizardDraft
from model.document import decode_portrait


class ReviewPage(SheetReviewPage):
    """The Heretics sheet of the draft."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, HereticsSheetView())

    def show_sheet(self) -> None:
        """Name, build and portrait."""
        document = self.draft.document
        try:
            portrait = decode_portrait(document.get("portrait"))
        except ValueError:
            portrait = None
        self.sheet.show_build(document.get("name", ""), self.draft.build, portrait)
        self.sheet.show_notes(document.get("notes") or "")
