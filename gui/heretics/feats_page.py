# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 4: feats bought with Exp — cost per rank, maximum rank, reasons when unavailable;
Skill and Debuff Specialization name their skill or debuff and a specialization."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton

from gui.heretics.feats_panel import FeatsPanel
from gui.widgets.sheet_style import scaled_font
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft


class FeatsPage(DraftPage):
    """The feats table; each purchase is an event of this page; the last can be taken back."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Feats", "Feats cost Exp per rank, up to their maximum.")
        self.exp = QLabel(self)
        self.exp.setFont(scaled_font(self.exp, 1.1, bold=True))
        self.panel = FeatsPanel(lambda: self.draft.build, self.apply, self)
        self.take_back = QPushButton("Take Back &Last Feat", self)
        self.take_back.clicked.connect(self.take_back_last)
        row = QHBoxLayout()
        row.addWidget(self.exp, 1)
        row.addWidget(self.take_back)
        self.body.addLayout(row)
        self.body.addWidget(self.panel, 1)

    def take_back_last(self) -> None:
        """Take back the most recent feat rank bought on this page."""
        bought = self.events.operations
        if bought:
            self.replace(list(bought[:-1]))

    def refresh(self) -> None:
        """Show Exp left and the feats."""
        super().refresh()
        exp = self.draft.build.sheet.values.get("exp-available")
        self.exp.setText(f"Exp available: {exp.value if exp else 0}")
        bought = ", ".join(op.label for op in self.events.operations)
        self.take_back.setEnabled(bool(bought))
        self.take_back.setToolTip(
            f"Bought on this page: {bought}" if bought else "Nothing bought yet"
        )
        self.panel.refresh()
