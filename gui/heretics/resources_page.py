# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 5: hit points bought with Exp (10 + 1 per 2 Exp), the GM's resource maximum and
equipment notes."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QVBoxLayout

from gui.heretics.equipment_notes import EquipmentNotes
from gui.heretics.hit_points_panel import HitPointsPanel
from gui.heretics.house_rule_fields import HouseRuleFields
from gui.widgets.sheet_style import scaled_font
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft

RESOURCES_HINT = (
    "Resource points stand for useful items the character turns out to have packed; the GM sets "
    "their maximum, and restocking fills them to it (rulebook: Resources)."
)


class ResourcesPage(DraftPage):
    """Hit points, the resource maximum (GM) and equipment notes; each purchase is an event."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(
            draft, "Hit Points and Resources", "Toughness bought with Exp; what you carry."
        )
        self.exp = QLabel(self)
        self.exp.setFont(scaled_font(self.exp, 1.1, bold=True))
        self.hit_points = HitPointsPanel(lambda: self.draft.build, self.apply, self)
        self.take_back = QPushButton("Take Back &Last Purchase", self)
        self.take_back.clicked.connect(self.take_back_last)
        self.house_rules = HouseRuleFields(
            lambda: self.draft.document, self._edit_settings, self, starting=False
        )
        self.equipment = EquipmentNotes(lambda: self.draft.build, self.apply, self)
        self._lay_out()

    def _lay_out(self) -> None:
        points = QGroupBox("Hit points", self)
        column = QVBoxLayout(points)
        column.addWidget(self.hit_points)
        row = QHBoxLayout()
        row.addWidget(self.exp, 1)
        row.addWidget(self.take_back)
        column.addLayout(row)
        hint = QLabel(RESOURCES_HINT, self)
        hint.setWordWrap(True)
        self.body.addWidget(points)
        self.body.addWidget(hint)
        self.body.addWidget(self.house_rules)
        self.body.addWidget(self.equipment, 1)

    def _edit_settings(self, settings: dict[str, Any]) -> None:
        self.draft.edit(settings=settings)

    def take_back_last(self) -> None:
        """Take back this page's most recent purchase or note."""
        done = self.events.operations
        if done:
            self.replace(list(done[:-1]))

    def refresh(self) -> None:
        """Show hit points, Exp left, the GM's maximum and the notes."""
        super().refresh()
        exp = self.draft.build.sheet.values.get("exp-available")
        self.exp.setText(f"Exp available: {exp.value if exp else 0}")
        self.take_back.setEnabled(bool(self.events.operations))
        self.hit_points.refresh()
        self.house_rules.refresh()
        self.equipment.refresh()
