# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The wizard's side panel: the draft's class, points, specials and issues after every choice."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from gui.widgets.sheet_style import scaled_font, value_tooltip
from gui.wizard.issue_list import IssueList, PageOf, count_text
from gui.wizard.wizard_draft import WizardDraft

KEYS = ("skill-points", "max-strength", "max-speed", "next-flair-cost")


class LivePanel(QFrame):
    """Name, class, key points with breakdowns, special ranks and the issue list."""

    def __init__(self, draft: WizardDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._draft = draft
        self.page_of: PageOf | None = None
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 38)
        self.title = QLabel(self)
        self.title.setFont(scaled_font(self.title, 1.25, bold=True))
        self.title.setWordWrap(True)
        self.classes = QLabel(self)
        self.classes.setWordWrap(True)
        self.values = {key: QLabel(self) for key in KEYS}
        for label in self.values.values():
            label.setWordWrap(True)
        self.specials = QLabel(self)
        self.specials.setWordWrap(True)
        self.issue_count = QLabel(self)
        self.issues = IssueList(self)
        column = QVBoxLayout(self)
        for widget in (
            self.title,
            self.classes,
            *self.values.values(),
            self.specials,
            self.issue_count,
        ):
            column.addWidget(widget)
        column.addWidget(self.issues, 1)
        column.addStretch(0)
        draft.changed.connect(self.refresh)
        self.refresh()

    def refresh(self) -> None:
        """Show the draft as it is now."""
        build = self._draft.build
        sheet = build.sheet
        self.title.setText(self._draft.document.get("name") or "New character")
        classes = " / ".join(c["name"] for c in sheet.sections.get("classes") or [])
        self.classes.setText(classes or "No class yet")
        for key, label in self.values.items():
            value = sheet.values.get(key)
            label.setText(f"{value.label}: {value.value}" if value else "")
            label.setToolTip(value_tooltip(value))
        specials = [v for k, v in sheet.values.items() if k.startswith("special:")]
        self.specials.setText("\n".join(f"{v.label}: rank {v.value}" for v in specials))
        self.specials.setToolTip("<br>".join(value_tooltip(v) for v in specials))
        problems = self._draft.content_problems
        self.issue_count.setText(count_text(build.issues, problems))
        self.issues.show_issues(build.issues, problems, self.page_of)
        self.issues.setVisible(self.issues.count() > 0)
        self._column_stretch(self.issues.count() == 0)

    def _column_stretch(self, empty: bool) -> None:
        # With no issue list to fill the panel, the spare room goes below the values.
        layout = self.layout()
        layout.setStretch(layout.count() - 1, 1 if empty else 0)
