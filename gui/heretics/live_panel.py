# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The wizard's side panel: Exp available, hit points and resources after every choice, then issues."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from gui.widgets.sheet_style import scaled_font, value_tooltip
from gui.wizard.issue_list import IssueList, PageOf, count_text
from gui.wizard.wizard_draft import WizardDraft

KEYS = ("exp-available", "exp-total", "exp-spent", "hit-points", "resources-max")


class LivePanel(QFrame):
    """Name, Exp, hit points, resources (breakdowns on hover), proficiencies, then the issue list."""

    def __init__(self, draft: WizardDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._draft = draft
        self.page_of: PageOf | None = None
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 34)
        self.title = QLabel(self)
        self.title.setFont(scaled_font(self.title, 1.25, bold=True))
        self.title.setWordWrap(True)
        self.values = {key: QLabel(self) for key in KEYS}
        self.values["exp-available"].setFont(scaled_font(self.title, 1.1, bold=True))
        self.proficiencies = QLabel(self)
        self.proficiencies.setWordWrap(True)
        self.issue_count = QLabel(self)
        self.issues = IssueList(self)
        column = QVBoxLayout(self)
        column.addWidget(self.title)
        for widget in (*self.values.values(), self.proficiencies, self.issue_count):
            column.addWidget(widget)
        column.addWidget(self.issues, 10)
        column.addStretch(1)
        draft.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the draft as it is now."""
        build = self._draft.build
        sheet = build.sheet
        self.title.setText(self._draft.document.get("name") or "New character")
        for key, label in self.values.items():
            value = sheet.values.get(key)
            label.setText(f"{value.label}: <b>{value.value}</b>" if value else "")
            label.setToolTip(value_tooltip(value))
            label.setVisible(value is not None)
        names = {s["id"]: s["name"] for s in sheet.sections.get("skills") or []}
        chosen = [names.get(s, s) for s in sheet.sections.get("proficiencies") or []]
        self.proficiencies.setText("Proficient: " + (", ".join(chosen) or "none yet"))
        problems = self._draft.content_problems
        self.issue_count.setText(count_text(build.issues, problems))
        self.issues.show_issues(build.issues, problems, self.page_of)
        self.issues.setVisible(bool(build.issues or problems))

    def text_of(self, key: str) -> str:
        """A value's line as shown (for tests)."""
        return self.values[key].text()
