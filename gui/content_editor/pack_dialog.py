# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The dialog for a pack's id, name, version and description (new pack or edit details)."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QVBoxLayout,
    QWidget,
)

from gui.content_editor.entry_form import ProblemLabel
from gui.content_editor.pack_text import PackDraft, check_draft, suggest_id, without_line

ID_TIP = "Lower-case letters, digits and dashes. Characters record it, so it never changes."


class PackDialog(QDialog):
    """Asks for a pack's details; OK is enabled only when the loader accepts them."""

    def __init__(
        self, draft: PackDraft, taken_ids: set[str], is_new: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("New homebrew pack" if is_new else f"Pack details — {draft.name}")
        self._draft = draft
        self._taken = set(taken_ids) - ({draft.id} if not is_new else set())
        self._is_new = is_new
        self._id_follows_name = is_new
        self._build()
        self.name_edit.setText(draft.name)
        self.id_edit.setText(draft.id or suggest_id(draft.name, self._taken))
        self.version_edit.setText(draft.version)
        self.description_edit.setPlainText(draft.description)
        self._revalidate()

    def _build(self) -> None:
        self.name_edit = QLineEdit()
        self.id_edit = QLineEdit()
        self.id_edit.setToolTip(ID_TIP)
        self.id_edit.setReadOnly(not self._is_new)
        self.version_edit = QLineEdit()
        self.version_edit.setToolTip("Raise it when you change the pack, e.g. 1 → 2.")
        self.description_edit = QPlainTextEdit()
        self.description_edit.setTabChangesFocus(True)
        self.description_edit.setMaximumHeight(self.fontMetrics().lineSpacing() * 5 + 12)
        form = QFormLayout()
        for text, widget in (
            ("&Name", self.name_edit),
            ("&ID", self.id_edit),
            ("&Version", self.version_edit),
            ("&Description", self.description_edit),
        ):
            label = QLabel(text)
            label.setBuddy(widget)
            form.addRow(label, widget)
        self.problems = ProblemLabel()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.problems)
        layout.addWidget(self.buttons)
        self.name_edit.textChanged.connect(self._name_changed)
        self.id_edit.textEdited.connect(self._id_edited)
        for edit in (self.id_edit, self.version_edit):
            edit.textChanged.connect(self._revalidate)
        self.description_edit.textChanged.connect(self._revalidate)

    def _name_changed(self, name: str) -> None:
        if self._id_follows_name:
            self.id_edit.setText(suggest_id(name, self._taken))
        self._revalidate()

    def _id_edited(self, _text: str) -> None:
        self._id_follows_name = False

    def draft(self) -> PackDraft:
        """The pack with the details as typed (its entries unchanged)."""
        return replace(
            self._draft,
            id=self.id_edit.text().strip(),
            name=self.name_edit.text().strip(),
            version=self.version_edit.text().strip(),
            description=self.description_edit.toPlainText().strip(),
        )

    def problem_texts(self) -> list[str]:
        """What is wrong with the details, in the loader's words."""
        draft = self.draft()
        texts = [without_line(p) for p in check_draft(replace(draft, content={}))]
        if self._is_new and draft.id in self._taken:
            texts.append(f"A pack with the id '{draft.id}' is already in your library.")
        return texts

    def _revalidate(self) -> None:
        texts = self.problem_texts()
        self.problems.text.setText("\n".join(texts))
        self.problems.setVisible(bool(texts))
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(not texts)
        ok.setToolTip("Fix the problems shown first." if texts else "")

    def accept(self) -> None:
        """Close with OK, but only when the details are valid."""
        if not self.problem_texts():
            super().accept()
