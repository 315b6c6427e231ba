# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard last page: the whole Lyrian sheet and every issue; Finish waits until there are no errors."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QScrollArea

from gui.lyrian.sheet_view import LyrianSheetView
from gui.wizard.draft_page import DraftPage
from gui.wizard.issue_list import IssueList, PageOf
from gui.wizard.wizard_draft import WizardDraft


class ReviewPage(DraftPage):
    """A read-only sheet of the draft and its issues; incomplete while there is an error."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(
            draft, "Review", "Check the character, then press Finish to add it to the library."
        )
        self.page_of: PageOf | None = None
        self.sheet = LyrianSheetView(self)
        self.sheet.hide_actions()
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.sheet)
        self.issues = IssueList(self)
        self.issues.setMaximumHeight(self.fontMetrics().height() * 6)
        self.finish_note = QLabel(self)
        self.finish_note.setWordWrap(True)
        self.body.addWidget(scroll, 1)
        self.body.addWidget(QLabel("Issues:", self))
        self.body.addWidget(self.issues)
        self.body.addWidget(self.finish_note)

    def isComplete(self) -> bool:
        """Only a draft without errors can be finished."""
        return self.draft.build.valid

    def refresh(self) -> None:
        """The sheet, the issues and why Finish is disabled (if it is)."""
        super().refresh()
        build = self.draft.build
        self.sheet.show_build(self.draft.document.get("name", ""), build)
        self.issues.show_issues(build.issues, self.draft.content_problems, self.page_of)
        self.finish_note.setText(
            "" if build.valid else "Finish is disabled until the errors above are fixed."
        )
