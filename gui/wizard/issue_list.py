# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The draft's issues as a list: errors first, each with its rulebook section on hover."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtWidgets import QListWidget, QListWidgetItem, QStyle, QWidget

from rules.engine.issue import Issue, Severity

PageOf = Callable[[int | None], str | None]


def issue_text(issue: Issue, page_of: PageOf | None = None) -> str:
    """The issue in words, naming the wizard page that caused it when known."""
    page = page_of(issue.event_index) if page_of else None
    where = f" (page “{page}”)" if page else ""
    return f"{issue.message}{where}"


def count_text(issues: Sequence[Issue], problems: Sequence[str] = ()) -> str:
    """`1 error, 2 warnings` or `No problems`."""
    errors = sum(1 for i in issues if i.severity is Severity.ERROR)
    warnings = len(issues) - errors + len(problems)
    parts = [f"{errors} error{'s' * (errors != 1)}"] if errors else []
    parts += [f"{warnings} warning{'s' * (warnings != 1)}"] if warnings else []
    return ", ".join(parts) or "No problems"


class IssueList(QListWidget):
    """Read-only list of issues and content problems."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName("Issues")
        self.setWordWrap(True)

    def show_issues(
        self,
        issues: Sequence[Issue],
        problems: Sequence[str] = (),
        page_of: PageOf | None = None,
        empty_text: str = "",
    ) -> None:
        """Replace the rows with these issues (errors first) and content problems."""
        self.clear()
        if empty_text and not issues and not problems:
            QListWidgetItem(empty_text, self)
        style = self.style()
        ordered = sorted(issues, key=lambda i: i.severity is not Severity.ERROR)
        for issue in ordered:
            icon = (
                QStyle.StandardPixmap.SP_MessageBoxCritical
                if issue.severity is Severity.ERROR
                else QStyle.StandardPixmap.SP_MessageBoxWarning
            )
            item = QListWidgetItem(style.standardIcon(icon), issue_text(issue, page_of), self)
            item.setToolTip(issue.source.cite() if issue.source else issue.describe())
        for problem in problems:
            icon = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
            QListWidgetItem(icon, problem, self)

    def texts(self) -> list[str]:
        """Every row's text (for tests)."""
        return [self.item(row).text() for row in range(self.count())]
