# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Tinyquest's creation wizard: name → calling → review, made only of the shared wizard kit."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget

from gui.app_context import AppContext
from gui.character.operation import single
from gui.wizard.choice_list import ChoiceList
from gui.wizard.creation_wizard import CreationWizard
from gui.wizard.draft_page import DraftPage
from gui.wizard.issue_list import IssueList, PageOf
from gui.wizard.name_page import NamePage
from gui.wizard.sheet_review_page import SheetReviewPage
from gui.wizard.wizard_draft import WizardDraft
from tests.systems.tinyquest.window import TinyquestSheet


class CallingPage(DraftPage):
    """Pick the hero's calling."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Calling", "What does your hero do for a living?")
        self.choices = ChoiceList("Callings", self)
        self.body.addWidget(self.choices)
        self.choices.itemSelectionChanged.connect(self._chosen)

    def refresh(self) -> None:
        """The callings as the rules offer them."""
        super().refresh()
        self.choices.set_options(self.draft.build.options("calling"), disable=False)

    def _chosen(self) -> None:
        picked = self.choices.selected_id()
        if picked:
            self.replace([single(f"Choose {picked}", "choose-calling", calling=picked)])

    def isComplete(self) -> bool:
        """A calling is needed."""
        return super().isComplete() and self.draft.build.state.calling is not None


class ReviewPage(SheetReviewPage):
    """The Tinyquest sheet of the draft."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, TinyquestSheet())

    def show_sheet(self) -> None:
        """Name and build."""
        self.sheet.show_build(self.draft.document.get("name", ""), self.draft.build)


class SidePanel(IssueList):
    """The draft's issues, after every choice."""

    def __init__(self, draft: WizardDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page_of: PageOf | None = None
        self._draft = draft
        draft.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the draft's issues."""
        build = self._draft.build
        self.show_issues(build.issues, self._draft.content_problems, self.page_of, "No problems.")


class TinyquestWizard(CreationWizard):
    """New Tinyquest character."""

    def __init__(self, context: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(context, "tinyquest", parent)

    def _add_pages(self) -> list[DraftPage]:
        self.name_page = NamePage(self.draft)
        self.calling_page = CallingPage(self.draft)
        self.review_page = ReviewPage(self.draft)
        return [self.name_page, self.calling_page, self.review_page]

    def _side_panel(self) -> QWidget:
        self.side = SidePanel(self.draft)
        self.side.setMinimumWidth(QLabel().fontMetrics().averageCharWidth() * 30)
        return self.side
