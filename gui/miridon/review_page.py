# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard last page: the whole Miridon sheet and every issue; Finish waits until there are no errors."""

from __future__ import annotations

from gui.miridon.sheet_view import MiridonSheetView
from gui.wizard.sheet_review_page import SheetReviewPage
from gui.wizard.wizard_draft import WizardDraft
from model.document import decode_portrait


class ReviewPage(SheetReviewPage):
    """The Miridon sheet of the draft, with portrait and notes."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, MiridonSheetView())

    def show_sheet(self) -> None:
        """Name, portrait, build and notes."""
        document = self.draft.document
        try:
            portrait = decode_portrait(document.get("portrait"))
        except ValueError:
            portrait = None
        self.sheet.show_build(document.get("name") or "(no name)", self.draft.build, portrait)
        self.sheet.show_notes(document.get("notes") or "")
