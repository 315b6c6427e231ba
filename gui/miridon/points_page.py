# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Wizard page 3: the GM's starting points — skill points and Maximum Strength/Speed Points."""

from __future__ import annotations

from PySide6.QtWidgets import QFormLayout, QLabel, QSpinBox

from gui.miridon import operations as ops
from gui.widgets.sheet_style import value_tooltip
from gui.wizard.draft_page import DraftPage
from gui.wizard.wizard_draft import WizardDraft

MAX_START = 100_000


def _spin(parent: DraftPage, name: str) -> QSpinBox:
    spin = QSpinBox(parent)
    spin.setRange(0, MAX_START)
    spin.setAccessibleName(name)
    return spin


class PointsPage(DraftPage):
    """Each award is an event noted "starting points (GM)"; the specials' ranks follow live."""

    def __init__(self, draft: WizardDraft) -> None:
        super().__init__(draft, "Starting points", "What your GM gives you to start with.")
        self.intro(
            "The rulebook leaves the starting amounts to the GM: enter what your GM awards. "
            "Special ability ranks are (Maximum Strength + Maximum Speed Points) ÷ 10, rounded down."
        )
        self.skill_points = _spin(self, "Skill points")
        self.strength = _spin(self, "Maximum Strength Points")
        self.speed = _spin(self, "Maximum Speed Points")
        self.specials = QLabel(self)
        self.specials.setWordWrap(True)
        form = QFormLayout()
        form.addRow("&Skill points:", self.skill_points)
        form.addRow("Maximum S&trength Points:", self.strength)
        form.addRow("Maximum S&peed Points:", self.speed)
        form.addRow("Special abilities:", self.specials)
        self.body.addLayout(form)
        self.body.addStretch(1)
        for spin in (self.skill_points, self.strength, self.speed):
            spin.valueChanged.connect(self._changed)

    def set_points(self, points: int, strength: int, speed: int) -> None:
        """Enter all three amounts (as typing them would)."""
        self.skill_points.setValue(points)
        self.strength.setValue(strength)
        self.speed.setValue(speed)

    def restore_widgets(self) -> None:
        """Show the restored awards in the spin boxes (without awarding again)."""
        fields = {e.op: e.fields for op in self.events.operations for e in op.events}
        values = (
            (self.skill_points, fields.get("award-skill-points", {}).get("amount", 0)),
            (self.strength, fields.get("award-stats", {}).get("strength", 0)),
            (self.speed, fields.get("award-stats", {}).get("speed", 0)),
        )
        for spin, value in values:
            spin.blockSignals(True)
            spin.setValue(int(value))
            spin.blockSignals(False)

    def _changed(self) -> None:
        self.replace(
            ops.starting_points(
                self.skill_points.value(), self.strength.value(), self.speed.value()
            )
        )

    def refresh(self) -> None:
        """Show the specials' ranks from the draft."""
        super().refresh()
        sheet = self.draft.build.sheet
        specials = [v for k, v in sheet.values.items() if k.startswith("special:")]
        self.specials.setText(
            "; ".join(f"{v.label} rank {v.value}" for v in specials) or "none (choose a class)"
        )
        self.specials.setToolTip("<br>".join(value_tooltip(v) for v in specials))
