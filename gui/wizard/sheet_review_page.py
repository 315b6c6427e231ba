# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard last page for a system with a sheet widget: the whole sheet and every issue."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QScrollArea

from gui.wizard.draft_page import DraftPage
from gui.wizard.issue_list import IssueList, PageOf
from gui.wizard.wizard_draft import WizardDraft

FINISH_BLOCKED = (
    "Finish is not possible while there are errors: go Back to the page named in each error."
)


class SheetReviewPage(DraftPage):
    """A read-only sheet of the draft and its issues; incomplete while there is an error.

    A system's page passes its sheet widget and overrides `show_sheet`.
    """

    def __init__(self, draft: WizardDraft, sheet: Any) -> None:
        super().__init__(
            draft, "Review", "Check the character, then press Finish to add it to the library."
        )
        self.page_of: PageOf | None = None
        self.sheet = sheet
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

    def show_sheet(self) -> None:
        """Show the draft on the sheet widget (each system's sheet takes its own arguments)."""
        raise NotImplementedError

    def refresh(self) -> None:
        """Show the whole draft, its issues and why Finish is disabled (if it is)."""
        super().refresh()
        build = self.draft.build
        self.show_sheet()
        self.issues.show_issues(
            build.issues, self.draft.content_problems, self.page_of, "No problems."
        )
        self.finish_note.setText("" if build.valid else FINISH_BLOCKED)
        self.finish_note.setVisible(not build.valid)
