# SPDX-License-Identifier: LicenseRef-Sheetwright
"""What every wizard page shares: its own events, refusals shown in words, and completeness."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
    QWizardPage,
)

from gui.character.operation import Operation
from gui.widgets.tab_order import follow_layout
from gui.wizard.message_bar import MessageBar
from gui.wizard.page_events import Dropped, PageEvents
from gui.wizard.page_focus import first_input
from gui.wizard.wizard_draft import WizardDraft

Pixmap = QStyle.StandardPixmap


def dropped_text(dropped: Dropped) -> str:
    """`Removed because of earlier changes: Equip Quick Focus (The skill … is not known).`"""
    if not dropped:
        return ""
    parts = [f"{op.label} ({refusal.message})" for op, refusal in dropped]
    return "Removed because of other changes: " + "; ".join(parts)


def _scrolling(body: QVBoxLayout, page: QWidget) -> QScrollArea:
    """The body in a frameless scroll area that takes no Tab stop of its own (it would show none)."""
    holder = QWidget(page)
    holder.setLayout(body)
    body.setContentsMargins(0, 0, 0, 0)
    scroll = QScrollArea(page)
    scroll.setObjectName("page_scroll")
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidgetResizable(True)
    scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    scroll.setWidget(holder)
    return scroll


class DraftPage(QWizardPage):
    """A page that appends events to the draft; it cannot be completed while they have errors."""

    def __init__(self, draft: WizardDraft, title: str, subtitle: str = "") -> None:
        super().__init__()
        self.draft = draft
        self.events = PageEvents(draft)
        self.setTitle(title)
        if subtitle:
            self.setSubTitle(subtitle)
        self.body = QVBoxLayout()
        """Where a page puts its choices (they scroll when the wizard has less room: the wizard
        keeps its size from page to page)."""
        self.refusal = MessageBar(Pixmap.SP_MessageBoxWarning, self)
        self.refusal.setObjectName("refusal")
        self.blocking = MessageBar(Pixmap.SP_MessageBoxCritical, self)
        self.blocking.setObjectName("blocking")
        self.fix_button = QPushButton("Take Bac&k the Choices with Errors", self)
        self.fix_button.hide()
        self.fix_button.clicked.connect(self.take_back_errors)
        fix_row = QHBoxLayout()
        fix_row.addWidget(self.blocking, 1)
        fix_row.addWidget(self.fix_button)
        layout = QVBoxLayout(self)
        layout.addWidget(_scrolling(self.body, self), 1)
        layout.addWidget(self.refusal)
        layout.addLayout(fix_row)
        self._restored = False
        draft.changed.connect(self._draft_changed)

    def intro(self, text: str) -> QLabel:
        """A wrapped explanatory paragraph added to the page."""
        label = QLabel(text, self)
        label.setWordWrap(True)
        self.body.addWidget(label)
        return label

    def apply(self, operation: Operation) -> bool:
        """Try a choice; on refusal show why (nothing changed) and return False."""
        refusal = self.events.apply(operation)
        self.refusal.show_message(
            f"{operation.label} is not allowed: {refusal.message}" if refusal else ""
        )
        return refusal is None

    def replace(self, operations: list[Operation]) -> None:
        """Make the page's operations exactly these; say which ones no longer fit."""
        self.refusal.show_message(dropped_text(self.events.replace(operations)))

    def take_back_errors(self) -> None:
        """Remove this page's choices that now break a rule (e.g. content deleted meanwhile)."""
        bad = {i.event_index for i in self.draft.errors_at(self.events.indices())}
        keep = [op for op, span in self.events.spans() if not bad.intersection(span)]
        self.replace(keep)

    def adopt(self, operations: Sequence[Operation]) -> None:
        """Take these operations from a saved draft; the page applies and shows them next time."""
        self.events.adopt(operations)
        self._restored = True

    def restore_widgets(self) -> None:
        """Show choices restored from a saved draft in this page's own widgets (a page whose
        widgets hold choices, such as a name field or spin boxes, overrides this)."""

    def focus_widget(self) -> QWidget | None:
        """The widget that gets the focus when the page shows (default: its first input)."""
        return first_input(self)

    def initializePage(self) -> None:
        """Re-apply this page's earlier choices when the user comes forward again."""
        self.refusal.show_message(dropped_text(self.events.begin()))
        self.refresh()
        if self._restored:
            self._restored = False
            self.restore_widgets()
            self.refresh()
        self.follow_screen()

    def follow_screen(self) -> None:
        """Make Tab go through the page as it shows: top down, left to right (a refresh may have
        made new widgets, which would come last)."""
        follow_layout(self)

    def cleanupPage(self) -> None:
        """Going Back: this page's events leave the draft (they come back on Next)."""
        self.events.withdraw()
        self.refusal.show_message("")

    def isComplete(self) -> bool:
        """False while the events this page appended have errors."""
        return not self.draft.errors_at(self.events.indices())

    def refresh(self) -> None:
        """Show the draft as it is now (pages override and call this)."""
        errors = self.draft.errors_at(self.events.indices())
        text = "\n".join(i.message for i in errors)
        self.blocking.show_message(f"Fix this to continue: {text}" if text else "")
        self.fix_button.setVisible(bool(errors))

    def _draft_changed(self) -> None:
        if self.wizard() is not None and self.wizard().currentPage() is self:
            self.refresh()
            self.follow_screen()
        self.completeChanged.emit()
