# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Character ▸ Revisions…: every saved version of a library character, and going back to one.

The list is newest first with the current revision marked; the selected one shows what restoring
it would do (the changes in words, and the sheet's values old → new). Restoring is itself a new
revision, so Edit ▸ Undo takes it back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from gui.character.undo_commands import RevisionStack
from gui.widgets.diff_view import NOTHING, sections
from model.character_session import CharacterSession
from model.errors import LibraryError
from model.records import RevisionRecord
from model.revision_words import NO_CHANGE, describe_change
from rules.engine.diff import Diff
from rules.engine.event import Event
from rules.engine.event_words import summary

CURRENT = " (current)"


def saved_at(revision: RevisionRecord) -> str:
    """When a revision was saved, in local time to the minute."""
    return revision.created_at.astimezone().strftime("%Y-%m-%d %H:%M")


class RevisionsDialog(QDialog):
    """The revisions of one character; Restore This Revision goes back to the selected one."""

    def __init__(self, session: CharacterSession, stack: RevisionStack, parent: QWidget) -> None:
        super().__init__(parent)
        self._session, self._stack = session, stack
        self.revisions: list[RevisionRecord] = []
        self.list = _revision_list()
        self.about = QLabel()
        self.about.setWordWrap(True)
        self.about.setTextFormat(Qt.TextFormat.PlainText)
        self.changes = QTreeWidget()
        self.changes.setAccessibleName("What changes on the sheet")
        self.changes.setHeaderHidden(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.restore_button = self.buttons.addButton(
            "&Restore This Revision", QDialogButtonBox.ButtonRole.ActionRole
        )
        self._lay_out()
        self.list.currentItemChanged.connect(lambda *_: self._show_selected())
        self.restore_button.clicked.connect(self.restore)
        self.buttons.rejected.connect(self.reject)
        stack.labels_changed.connect(self._character_changed)
        self.reload()

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self.list, 3)
        layout.addWidget(self.about)
        layout.addWidget(self.changes, 2)
        layout.addWidget(self.buttons)
        for button in self.buttons.buttons():  # Enter in the list must not restore or close
            if isinstance(button, QPushButton):
                button.setAutoDefault(False)
        em = self.fontMetrics().horizontalAdvance("M")
        self.resize(em * 50, em * 36)

    def _character_changed(self, *_labels: str) -> None:
        self.reload()

    def reload(self) -> None:
        """List the revisions again, newest first, and select the current one."""
        try:
            self.revisions = self._session.library.list_revisions(self._session.record.id)
        except LibraryError as error:
            self.revisions = []
            self.about.setText(error.message)
        self.setWindowTitle(f"Revisions of {self._session.document.get('name') or 'Unnamed'}")
        self.list.clear()
        for revision in reversed(self.revisions):
            self.list.addTopLevelItem(_row(revision, revision is self.revisions[-1]))
        if self.revisions:
            self.list.setCurrentItem(self.list.topLevelItem(0))
        self._show_selected()

    def selected(self) -> RevisionRecord | None:
        """The revision the list's current row shows."""
        item = self.list.currentItem()
        if item is None:
            return None
        number = item.data(0, Qt.ItemDataRole.UserRole)
        return next((r for r in self.revisions if r.number == number), None)

    def restore(self) -> bool:
        """Go back to the selected revision (a new revision; Edit ▸ Undo takes it back)."""
        revision = self.selected()
        return revision is not None and self._stack.revert(revision.number)

    def _show_selected(self) -> None:
        revision = self.selected()
        current = self._session.document
        if revision is None or revision is self.revisions[-1] or revision.document == current:
            self._show(_same_text(revision), Diff(), can_restore=False)
            return
        build = self._session.built.build
        words = describe_change(
            current,
            revision.document,
            lambda stored: summary(Event.from_json(stored), build.content, build.system),
        )
        _built, diff = self._session.preview_document(revision.document)
        changes = "" if words == NO_CHANGE else f" {words}."
        text = f"Restoring revision {revision.number} ({saved_at(revision)}):{changes}"
        self._show(text, diff, can_restore=True)

    def _show(self, text: str, diff: Diff, can_restore: bool) -> None:
        self.about.setText(text)
        self.restore_button.setEnabled(can_restore)
        self.changes.clear()
        groups = sections(diff) if not diff.empty else [(NOTHING, [])]
        for heading, lines in groups:
            top = QTreeWidgetItem(self.changes, [f"{heading} ({len(lines)})" if lines else heading])
            font = top.font(0)
            font.setBold(bool(lines))
            top.setFont(0, font)
            for line in lines:
                QTreeWidgetItem(top, [line]).setToolTip(0, line)
        self.changes.expandAll()

    def lines(self) -> list[str]:
        """Every line the preview shows, headings first ("Values (2)", "  Evasion: 12 → 14")."""
        out = []
        for index in range(self.changes.topLevelItemCount()):
            top = self.changes.topLevelItem(index)
            out.append(top.text(0))
            out += [f"  {top.child(i).text(0)}" for i in range(top.childCount())]
        return out


def _revision_list() -> QTreeWidget:
    tree = QTreeWidget()
    tree.setAccessibleName("Revisions")
    tree.setColumnCount(3)
    tree.setHeaderLabels(["No.", "Saved", "What changed"])
    tree.setRootIsDecorated(False)
    tree.setUniformRowHeights(True)
    tree.setAlternatingRowColors(True)
    tree.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    header = tree.header()
    header.setStretchLastSection(True)
    for column in (0, 1):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    return tree


def _row(revision: RevisionRecord, current: bool) -> QTreeWidgetItem:
    summary = revision.summary + (CURRENT if current else "")
    item = QTreeWidgetItem([str(revision.number), saved_at(revision), summary])
    item.setData(0, Qt.ItemDataRole.UserRole, revision.number)
    item.setTextAlignment(0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    item.setToolTip(2, summary)
    if current:
        for column in range(3):
            font = item.font(column)
            font.setBold(True)
            item.setFont(column, font)
    return item


def _same_text(revision: RevisionRecord | None) -> str:
    if revision is None:
        return "Select a revision to see what restoring it would change."
    return f"Revision {revision.number} is the character as it is now; there is nothing to restore."
