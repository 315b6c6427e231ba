# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What every system's creation wizard shares: the draft, the side panel, Finish and Cancel,
and keeping the draft: asked before it is thrown away, saved on disk, offered again."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QWidget, QWizard

from gui.app_context import AppContext
from gui.widgets.error_dialog import show_error
from gui.widgets.screen_fit import available_geometry, fit_once_framed, fit_to_screen
from gui.wizard import draft_snapshot
from gui.wizard.draft_file import SavedDraft, saved_drafts
from gui.wizard.draft_keeper import DraftKeeper
from gui.wizard.draft_page import DraftPage
from gui.wizard.draft_questions import Answered, Question, discard_question, offer_draft
from gui.wizard.wizard_draft import WizardDraft
from model.errors import LibraryError
from rules.systems import title_of

Button = QWizard.WizardButton


class CreationWizard(QWizard):
    """A new character of one system: every choice is an event on a draft, kept on disk until
    the character is created or the player discards it.

    A system's wizard implements `_add_pages` (returns its pages, sets `self.review_page`) and `_side_panel`.
    """

    created = Signal(str)
    """The id of the character just added to the library."""

    def __init__(self, context: AppContext, system: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._context = context
        self._system = system
        self.draft = WizardDraft(context.library, system, self)
        self.settings = context.settings  # where the pages' file choosers remember their folders
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
        self.question: Question | None = None
        """The question on screen (discard, continue, start anew), if any."""
        self._untouched: tuple[draft_snapshot.Work, int] | None = None
        self._offered = False
        self.keeper = DraftKeeper(lambda: str(self.draft.document["id"]), self.snapshot, self)
        self.draft.changed.connect(self.keeper.schedule)
        self.currentIdChanged.connect(self._page_shown)
        cancel = self.button(Button.CancelButton)
        cancel.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # typing never reaches it; Escape cancels
        cancel.setAutoDefault(False)
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

    def open_content_editor(self, kind: str) -> None:
        """Show the content editor on this game's `kind` (the pages refresh when it saves)."""
        self._context.open_content_editor(self, self._system, kind)

    def _library_changed(self) -> None:
        self.draft.reload_packs()

    def snapshot(self) -> SavedDraft | None:
        """The work in the wizard as a draft to keep; None while there is none."""
        if self._untouched is None:
            return None
        current = self.pages.index(self.currentPage()) if self.currentPage() in self.pages else 0
        return draft_snapshot.snapshot(self.draft, self.pages, current, self._untouched)

    def has_work(self) -> bool:
        """Whether the player has put anything in the draft (a name, a choice, a picture…)."""
        return self.snapshot() is not None

    def initializePage(self, page_id: int) -> None:
        """A page shows going forward; the first one showing is the untouched wizard."""
        super().initializePage(page_id)
        if self._untouched is None:
            document = self.draft.document
            self._untouched = (
                draft_snapshot.work_of(document),
                draft_snapshot.choice_count(self.pages),
            )

    def showEvent(self, event: QShowEvent) -> None:
        """On first showing, offer a saved draft of this game (after the window appears)."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self.focus_page)
        if not self._offered:
            self._offered = True
            fit_to_screen(self, available_geometry(self))  # never larger than the screen
            fit_once_framed(self)
            QTimer.singleShot(0, self, self.offer_saved_draft)

    def _page_shown(self) -> None:
        self.focus_page()
        self.keeper.schedule()

    def focus_page(self) -> None:
        """Put the focus on the current page's first input (or Next/Finish), never on Cancel."""
        page = self.currentPage()
        target = page.focus_widget() if isinstance(page, DraftPage) else None
        if target is None:
            buttons = (self.button(b) for b in (Button.NextButton, Button.FinishButton))
            target = next((b for b in buttons if b.isVisible() and b.isEnabled()), None)
        if target is not None:
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def offer_saved_draft(self) -> None:
        """Ask to continue the newest saved draft of this game, if there is one."""
        drafts = saved_drafts(self._system, len(self.pages))
        if drafts and not self.has_work():
            offer_draft(self, drafts[0], self._ask, self.continue_draft)

    def continue_draft(self, saved: SavedDraft) -> None:
        """Put a saved draft back: every choice in place, on the page where the player was
        (or the first page before it that cannot be completed)."""
        draft_snapshot.restore(self.draft, self.pages, saved)
        self.keeper.reclaim()
        self.restart()
        while self.pages.index(self.currentPage()) < saved.page and self.currentPage().isComplete():
            self.next()
        self.keeper.schedule()

    def reject(self) -> None:
        """Cancel, Escape or closing the window: ask first when there is work in the draft."""
        if self.question is not None and self.question.isVisible():
            return
        if not self.has_work():
            self.keeper.forget()
            super().reject()
            return
        self._ask(discard_question(self, title_of(self._system)), self._discard_answered)

    def _discard_answered(self, answer: str | None) -> None:
        if answer == "save":
            self.keeper.keep()
        elif answer == "discard":
            self.keeper.forget()
        else:
            self.focus_page()
            return
        QWizard.reject(self)

    def _ask(self, question: Question, answered: Answered) -> None:
        """Show a question without blocking; `answered` gets the key of the button pressed."""
        self.question = question

        def finished(*_: object) -> None:
            self.question = None
            question.deleteLater()
            answered(question.answer)

        question.finished.connect(finished)
        question.open()

    def accept(self) -> None:
        """Finish: add the character to the library and announce it (the wizard stays open on failure)."""
        if not self.draft.build.valid:
            return
        try:
            record = self._context.library.add_character(self.draft.document, summary="Created")
        except LibraryError as error:
            show_error(self, "Could Not Add the Character", str(error), error)
            return
        self.keeper.forget()
        super().accept()
        self.created.emit(record.id)

    def done(self, result: int) -> None:
        """Closing (Finish, Discard or Save Draft): stop following library and draft changes."""
        self._context.library_changed.disconnect(self._library_changed)
        self.keeper.stop()
        super().done(result)
