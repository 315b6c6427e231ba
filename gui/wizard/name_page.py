# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Page 1: the character's name (required) and an optional portrait."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from gui.wizard.draft_page import DraftPage
from gui.wizard.portrait_picker import DraftPortraitPicker
from gui.wizard.wizard_draft import WizardDraft


def _holding(hint: QLabel) -> QWidget:
    """The hint in a box that stays shown: a form drops a hidden row's room (the fields under it
    would move up when a name is typed), a box's layout keeps it."""
    holder = QWidget(hint.parentWidget())
    layout = QVBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(hint)
    return holder


class NamePage(DraftPage):
    """Name and portrait; Next stays disabled (and says why) until there is a name."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Name and portrait", "Who is your character?")
        self.name_edit = QLineEdit(self)
        self.name_edit.setAccessibleName("Character name")
        self.name_edit.setPlaceholderText("e.g. Vex")
        self.name_edit.setMaxLength(200)
        self.name_hint = QLabel("A character needs a name before you can continue.", self)
        self.name_hint.setWordWrap(True)
        policy = self.name_hint.sizePolicy()
        policy.setRetainSizeWhenHidden(True)
        self.name_hint.setSizePolicy(policy)
        self.portrait = DraftPortraitPicker(self)
        self.choose, self.remove = self.portrait.choose, self.portrait.remove
        self.preview = self.portrait.preview
        self._lay_out()
        self.registerField("name*", self.name_edit)
        self.name_edit.textChanged.connect(self._name_changed)
        self._name_changed(self.name_edit.text())

    def _lay_out(self) -> None:
        form = QFormLayout()
        name_label = QLabel("Na&me:", self)
        name_label.setBuddy(self.name_edit)
        form.addRow(name_label, self.name_edit)
        form.addRow("", _holding(self.name_hint))
        form.addRow("Portrait:", self.portrait)
        self.body.addLayout(form, 1)

    def restore_widgets(self) -> None:
        """Show the restored name (the portrait follows the draft by itself)."""
        self.name_edit.setText(self.draft.document.get("name") or "")

    def isComplete(self) -> bool:
        """Complete once the name has more than spaces."""
        return bool(self.name_edit.text().strip())

    def _name_changed(self, text: str) -> None:
        self.name_hint.setVisible(not text.strip())
        self.draft.edit(name=text.strip())
        self.completeChanged.emit()

    def set_portrait_file(self, path: str) -> bool:
        """Use a picture file as the portrait (as choosing it would)."""
        return self.portrait.use_file(path)
