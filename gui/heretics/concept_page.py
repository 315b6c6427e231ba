# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 1: the concept — name (required), portrait, notes, and the GM's two house rules
for this character (starting Exp and the resource maximum)."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QLabel, QPlainTextEdit

from gui.heretics.house_rule_fields import HouseRuleFields
from gui.wizard.name_page import NamePage
from gui.wizard.wizard_draft import WizardDraft


class ConceptPage(NamePage):
    """The shared name-and-portrait page, notes, and the GM's starting Exp and resource maximum."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft)
        self.setTitle("Concept")
        self.setSubTitle(
            "Who is your character? A name, a picture, a few words — and the GM's numbers."
        )
        self.notes = QPlainTextEdit(self)
        self.notes.setAccessibleName("Notes")
        self.notes.setPlaceholderText("Background, looks, goals…")
        self.notes.setTabChangesFocus(True)
        self.notes.setMaximumHeight(self.fontMetrics().height() * 5)
        label = QLabel("N&otes:", self)
        label.setBuddy(self.notes)
        self.house_rules = HouseRuleFields(lambda: self.draft.document, self._edit_settings, self)
        self.body.addWidget(label)
        self.body.addWidget(self.notes)
        self.body.addWidget(self.house_rules)
        self.notes.textChanged.connect(lambda: self.draft.edit(notes=self.notes.toPlainText()))
        self.house_rules.refresh()

    def _edit_settings(self, settings: dict[str, Any]) -> None:
        self.draft.edit(settings=settings)

    def set_starting_exp(self, exp: int) -> None:
        """Type the GM's starting Exp (as the spin box would)."""
        self.house_rules.starting_exp.setValue(exp)

    def restore_widgets(self) -> None:
        """Show the restored name, portrait, notes and the GM's numbers."""
        super().restore_widgets()
        self.notes.setPlainText(self.draft.document.get("notes") or "")
        self.house_rules.refresh()
