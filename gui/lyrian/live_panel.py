# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The wizard's side panel: the draft's race, pools, key stats and issues after every choice."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from gui.lyrian.sheet_view import identity_text
from gui.widgets.sheet_style import scaled_font, value_tooltip
from gui.wizard.issue_list import IssueList, PageOf, count_text
from gui.wizard.wizard_draft import WizardDraft

KEYS = (
    "exp", "breakthrough-exp", "ip", "skill-points", "clim", "spirit-core",
    "hp", "mana", "rp", "evasion", "burden",
)  # fmt: skip


class LivePanel(QFrame):
    """Name, race, pools and key values (breakdowns on hover), then the issue list."""

    def __init__(self, draft: WizardDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._draft = draft
        self.page_of: PageOf | None = None
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 34)
        self.title = QLabel(self)
        self.title.setFont(scaled_font(self.title, 1.25, bold=True))
        self.title.setWordWrap(True)
        self.identity = QLabel(self)
        self.identity.setWordWrap(True)
        self.values = {key: QLabel(self) for key in KEYS}
        self.issue_count = QLabel(self)
        self.issues = IssueList(self)
        column = QVBoxLayout(self)
        for widget in (self.title, self.identity, *self.values.values(), self.issue_count):
            column.addWidget(widget)
        column.addWidget(self.issues, 1)
        draft.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the draft as it is now."""
        build = self._draft.build
        sheet = build.sheet
        self.title.setText(self._draft.document.get("name") or "New character")
        self.identity.setText(identity_text(sheet.sections.get("identity") or {}))
        for key, label in self.values.items():
            value = sheet.values.get(key)
            note = f" ({value.note})" if value and value.note and key == "burden" else ""
            label.setText(f"{value.label}: <b>{value.value}</b>{note}" if value else "")
            label.setToolTip(value_tooltip(value))
            label.setVisible(value is not None)
        problems = self._draft.content_problems
        self.issue_count.setText(count_text(build.issues, problems))
        self.issues.show_issues(build.issues, problems, self.page_of)
