# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The Issues panel: the build's errors and warnings, and content problems (missing packs)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QApplication, QHeaderView, QLabel, QStyle, QVBoxLayout, QWidget

from gui.character.history import table
from gui.widgets.table_model import TitledTableModel
from model.character_build import CharacterBuild
from rules.engine.issue import Severity

Index = QModelIndex | QPersistentModelIndex
DISPLAY = Qt.ItemDataRole.DisplayRole
ICONS = {
    "Error": QStyle.StandardPixmap.SP_MessageBoxCritical,
    "Warning": QStyle.StandardPixmap.SP_MessageBoxWarning,
    "Content": QStyle.StandardPixmap.SP_MessageBoxInformation,
}


@dataclass(frozen=True)
class IssueRow:
    """One line of the panel."""

    severity: str
    message: str
    event: str
    source: str
    detail: str = ""
    """The source with its rulebook lines, for the tooltip."""


def issue_rows(built: CharacterBuild) -> list[IssueRow]:
    """Errors first, then warnings, then content problems."""
    issues = sorted(built.build.issues, key=lambda i: i.severity is not Severity.ERROR)
    rows = [
        IssueRow(
            "Error" if issue.severity is Severity.ERROR else "Warning",
            issue.message,
            str(issue.event_index + 1) if issue.event_index is not None else "",
            issue.source.cite() if issue.source else "",
            issue.source.detail() if issue.source else "",
        )
        for issue in issues
    ]
    rows += [
        IssueRow("Content", problem, "", "homebrew packs") for problem in built.content_problems
    ]
    return rows


class IssueTableModel(TitledTableModel):
    """Severity (icon and word), message, event number and rulebook source."""

    HEADERS = ("Severity", "Message", "Event", "Source")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[IssueRow] = []

    def set_built(self, built: CharacterBuild) -> None:
        """Show a character build's issues and content problems."""
        self.beginResetModel()
        self.rows = issue_rows(built)
        self.endResetModel()

    def row_total(self) -> int:
        """One row per issue."""
        return len(self.rows)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        """Cell text, the message as tooltip, a severity icon in the first column."""
        if not index.isValid() or not 0 <= index.row() < len(self.rows):
            return None
        row = self.rows[index.row()]
        if role == DISPLAY:
            return (row.severity, row.message, row.event, row.source)[index.column()]
        if role == Qt.ItemDataRole.ToolTipRole:
            where = row.detail or row.source
            return f"{row.message}\n({where})" if where else row.message
        if role == Qt.ItemDataRole.DecorationRole and index.column() == 0:
            return QApplication.style().standardIcon(ICONS[row.severity])
        return None


class IssuesPanel(QWidget):
    """A summary line and the issue table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = IssueTableModel(self)
        self.summary = QLabel()
        self.view = table(self.model, "Issues", 1, fit=(0, 2))
        self.view.setWordWrap(True)
        self.view.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        column = QVBoxLayout(self)
        column.addWidget(self.summary)
        column.addWidget(self.view, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """In a narrow dock the message keeps the room: the source column hides (it is in the tooltip)."""
        super().resizeEvent(event)
        em = self.fontMetrics().horizontalAdvance("M")
        self.view.setColumnHidden(3, self.width() < em * 45)
        self.view.setColumnHidden(2, self.width() < em * 30)

    def set_built(self, built: CharacterBuild) -> None:
        """Show the issues of a character build."""
        self.model.set_built(built)
        errors = sum(1 for r in self.model.rows if r.severity == "Error")
        others = len(self.model.rows) - errors
        if not self.model.rows:
            self.summary.setText("No issues: the character follows the rules.")
        else:
            self.summary.setText(f"{errors} error(s), {others} warning(s) or content problem(s).")
