# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 1: the concept — name (required), portrait and notes."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QPlainTextEdit

from gui.wizard.name_page import NamePage
from gui.wizard.wizard_draft import WizardDraft


class ConceptPage(NamePage):
    """The shared name-and-portrait page, plus notes on who the character is."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft)
        self.setTitle("Concept")
        self.setSubTitle("Who is your character? A name, a picture, a few words.")
        self.notes = QPlainTextEdit(self)
        self.notes.setAccessibleName("Notes")
        self.notes.setPlaceholderText("Background, looks, goals…")
        self.notes.setTabChangesFocus(True)
        self.notes.setMaximumHeight(self.fontMetrics().height() * 6)
        label = QLabel("N&otes:", self)
        label.setBuddy(self.notes)
        self.body.addWidget(label)
        self.body.addWidget(self.notes)
        self.notes.textChanged.connect(lambda: self.draft.edit(notes=self.notes.toPlainText()))

    def restore_widgets(self) -> None:
        """Show the restored name, portrait and notes."""
        super().restore_widgets()
        self.notes.setPlainText(self.draft.document.get("notes") or "")
