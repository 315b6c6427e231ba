# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The wizard's side panel: the draft's key values and issues, updated after every choice."""

from __future__ import annotations

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from gui.gravedust.value_labels import ValueGrid
from gui.wizard.issue_list import IssueList, PageOf, count_text
from gui.wizard.wizard_draft import WizardDraft

ATTRIBUTE_KEYS = ("str", "dex", "agi", "end", "mag", "int")
COMBAT_KEYS = ("hp", "mp", "ma", "ra", "def", "arm", "move", "vis")


class LiveSheet(QFrame):
    """Name, race, level, attributes, combat stats and the issue count of the draft."""

    def __init__(self, draft: WizardDraft, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._draft = draft
        self.page_of: PageOf | None = None
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(self.fontMetrics().averageCharWidth() * 30)
        self._title = QLabel(self)
        font = QFont(self._title.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.25)
        self._title.setFont(font)
        self._title.setWordWrap(True)
        self._identity = QLabel(self)
        self._identity.setWordWrap(True)
        self.attributes = ValueGrid(ATTRIBUTE_KEYS, 3, self)
        self.combat = ValueGrid(COMBAT_KEYS, 4, self)
        self.issue_count = QLabel(self)
        self.issue_count.setObjectName("issue-count")
        self.issues = IssueList(self)
        self._lay_out()
        draft.changed.connect(self.refresh)
        self.refresh()

    def _lay_out(self) -> None:
        layout = QVBoxLayout(self)
        layout.addWidget(self._title)
        layout.addWidget(self._identity)
        layout.addWidget(_heading("Attributes", self))
        layout.addWidget(self.attributes)
        layout.addWidget(_heading("Combat stats", self))
        layout.addWidget(self.combat)
        layout.addWidget(_heading("Issues", self))
        layout.addWidget(self.issue_count)
        layout.addWidget(self.issues, 1)
        layout.addStretch(0)

    def refresh(self) -> None:
        """Show the draft as it is now."""
        build = self._draft.build
        sheet = build.sheet
        self._title.setText(self._draft.document.get("name") or "New character")
        race = sheet.sections.get("identity", {}).get("race") or "no race"
        level, xp, needed = (sheet.values[k].value for k in ("level", "xp", "xp-needed"))
        self._identity.setText(f"{race} · level {level} · XP {xp} of {needed}")
        self.attributes.show_sheet(sheet)
        self.combat.show_sheet(sheet)
        problems = self._draft.content_problems
        self.issue_count.setText(count_text(build.issues, problems))
        self.issues.show_issues(build.issues, problems, self.page_of)
        self.issues.setVisible(self.issues.count() > 0)


def _heading(text: str, parent: QWidget) -> QLabel:
    label = QLabel(text, parent)
    font = QFont(label.font())
    font.setBold(True)
    label.setFont(font)
    return label
