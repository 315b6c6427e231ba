# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard pages 4–6: skills, talents and flairs, with the Spend dialog's tab widgets."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton

from gui.character.operation import Operation
from gui.miridon.flair_tab import FlairTab
from gui.miridon.rank_tab import SKILL_PRICE, TALENT_PRICE, RankTab
from gui.widgets.sheet_style import scaled_font
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft
from rules.engine.build import Build

TITLES = {
    "skill": ("Skills", SKILL_PRICE),
    "talent": ("Talents", TALENT_PRICE),
    "flair": (
        "Flairs",
        "Flairs cost 0, 10, 20 … by how many you own; locked ones show what they need.",
    ),
}


class SpendPage(DraftPage):
    """One kind of purchase; each buy is an event of this page; the last can be taken back."""

    def __init__(self, draft: WizardDraft, kind: str) -> None:
        title, subtitle = TITLES[kind]
        super().__init__(draft, title, subtitle)
        self.kind = kind
        self.points = QLabel(self)
        self.points.setFont(scaled_font(self.points, 1.1, bold=True))
        self.tab: RankTab | FlairTab = (
            FlairTab(self.current, self.buy, self)
            if kind == "flair"
            else RankTab(kind, self.current, self.buy, self)
        )
        self.take_back = QPushButton("Take Back &Last Purchase", self)
        self.take_back.clicked.connect(self.take_back_last)
        row = QHBoxLayout()
        row.addWidget(self.points, 1)
        row.addWidget(self.take_back)
        self.body.addLayout(row)
        self.body.addWidget(self.tab, 1)

    def current(self) -> Build[Any]:
        """The draft's build now."""
        return self.draft.build

    def buy(self, operation: Operation) -> bool:
        """Apply a purchase as this page's event (a refusal is shown on the page)."""
        return self.apply(operation)

    def take_back_last(self) -> None:
        """Undo this page's most recent purchase."""
        bought = self.events.operations
        if bought:
            self.replace(list(bought[:-1]))

    def refresh(self) -> None:
        """Show the points left and the tab from the draft."""
        super().refresh()
        left = self.draft.build.sheet.values.get("skill-points")
        self.points.setText(f"Skill points left: {left.value if left else 0}")
        self.take_back.setEnabled(bool(self.events.operations))
        bought = ", ".join(op.label for op in self.events.operations)
        self.take_back.setToolTip(
            f"Bought on this page: {bought}" if bought else "Nothing bought yet"
        )
        self.tab.refresh()


class EquipmentPage(DraftPage):
    """Wield weapons and wear armor; each change is an event of this page."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Equipment", "Up to two weapons from the weapon tables, and armor.")
        from gui.miridon.equipment_panel import EquipmentPanel

        self.panel = EquipmentPanel(lambda: self.draft.build, self.apply, self)
        self.body.addWidget(self.panel, 1)

    def refresh(self) -> None:
        """Show the equipment from the draft."""
        super().refresh()
        self.panel.refresh()
