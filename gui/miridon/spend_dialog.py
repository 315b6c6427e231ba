# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The "Spend Skill Points" dialog: Skills, Talents and Flairs tabs; every purchase applies at once."""

from __future__ import annotations

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTabWidget, QVBoxLayout, QWidget

from gui.miridon.flair_tab import FlairTab
from gui.miridon.rank_tab import Apply, BuildSource, RankTab
from gui.operation import Operation
from gui.sheet_style import scaled_font

TABS = ("skills", "talents", "flairs")


class SpendDialog(QDialog):
    """Buy skill ranks, talent ranks and flairs; each purchase is one undoable step of the owner."""

    def __init__(
        self,
        source: BuildSource,
        apply: Apply,
        changed: SignalInstance | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Spend Skill Points")
        self._source, self._apply = source, apply
        self.points = QLabel(self)
        self.points.setFont(scaled_font(self.points, 1.15, bold=True))
        self.skills = RankTab("skill", source, self._buy, self)
        self.talents = RankTab("talent", source, self._buy, self)
        self.flairs = FlairTab(source, self._buy, self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.skills, "S&kills")
        self.tabs.addTab(self.talents, "&Talents")
        self.tabs.addTab(self.flairs, "F&lairs")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.points)
        column.addWidget(self.tabs, 1)
        column.addWidget(buttons)
        unit = self.fontMetrics().averageCharWidth()
        self.resize(unit * 120, self.fontMetrics().height() * 40)
        self._follows = changed is not None
        if changed is not None:
            changed.connect(self.refresh)
        self.refresh()

    def show_tab(self, name: str) -> None:
        """Bring a tab to the front: skills, talents or flairs."""
        self.tabs.setCurrentIndex(TABS.index(name))

    def _buy(self, operation: Operation) -> bool:
        bought = self._apply(operation)
        if bought and not self._follows:
            self.refresh()
        return bought

    def refresh(self) -> None:
        """Show the points left and every tab from the current build."""
        build = self._source()
        left = build.sheet.values.get("skill-points")
        self.points.setText(f"Skill points left: {left.value if left else 0}")
        for tab in (self.skills, self.talents, self.flairs):
            tab.refresh()
