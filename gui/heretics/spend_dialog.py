# SPDX-License-Identifier: LicenseRef-Sheetwright
"""The "Spend Exp" dialog: the wizard's skills, abilities, feats and hit points widgets in tabs;
every purchase is one undoable step of the window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import SignalInstance
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTabWidget, QVBoxLayout, QWidget

from gui.heretics.abilities_panel import AbilitiesPanel
from gui.heretics.feats_panel import FeatsPanel
from gui.heretics.hit_points_panel import HitPointsPanel
from gui.heretics.skills_panel import SkillsPanel
from gui.operation import Operation
from gui.sheet_style import scaled_font, value_tooltip
from model.character_session import History

Apply = Callable[[Operation], bool]
TABS = ("skills", "abilities", "feats", "hit-points")


class SpendDialog(QDialog):
    """Raise skills, design abilities, buy feats and hit points; each purchase applies at once."""

    def __init__(
        self,
        session: History,
        apply: Apply,
        changed: SignalInstance | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Spend Exp")
        self._session, self._apply = session, apply
        self.exp = QLabel(self)
        self.exp.setFont(scaled_font(self.exp, 1.15, bold=True))
        source = lambda: self._session.built.build  # noqa: E731
        self.skills = SkillsPanel(source, self._buy, self)
        self.abilities = AbilitiesPanel(session, self._buy, self, show_exp=False)
        self.feats = FeatsPanel(source, self._buy, self)
        self.hit_points = HitPointsPanel(source, self._buy, self)
        self.tabs = QTabWidget(self)
        self.tabs.addTab(self.skills, "S&kills")
        self.tabs.addTab(self.abilities, "&Abilities")
        self.tabs.addTab(self.feats, "&Feats")
        self.tabs.addTab(self.hit_points, "&Hit Points")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        column = QVBoxLayout(self)
        column.addWidget(self.exp)
        column.addWidget(self.tabs, 1)
        column.addWidget(buttons)
        unit = self.fontMetrics().averageCharWidth()
        self.resize(unit * 130, self.fontMetrics().height() * 42)
        self._follows = changed is not None
        if changed is not None:
            changed.connect(self.refresh)
        self.refresh()

    def show_tab(self, name: str) -> None:
        """Bring a tab to the front: skills, abilities, feats or hit-points."""
        widget = {"skills": self.skills, "abilities": self.abilities, "feats": self.feats,
                  "hit-points": self.hit_points}.get(name)  # fmt: skip
        if widget is not None:
            self.tabs.setCurrentWidget(widget)

    def _buy(self, operation: Operation) -> bool:
        bought = self._apply(operation)
        if bought and not self._follows:
            self.refresh()
        return bought

    def refresh(self) -> None:
        """Show Exp available and every tab from the current build."""
        exp = self._session.built.build.sheet.values.get("exp-available")
        self.exp.setText(f"Exp available: {exp.value if exp else 0}")
        self.exp.setToolTip(value_tooltip(exp))
        for panel in (self.skills, self.abilities, self.feats, self.hit_points):
            panel.refresh()
