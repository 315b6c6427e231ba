# SPDX-License-Identifier: LicenseRef-Sheetwright
"""Hit points for Exp in steps of 2 (+1 hit point each), with the hit points as the Build adds them.

Used by the wizard's hit points page and the Spend Exp dialog; a purchase goes through `apply`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QFormLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox, QWidget

from gui.character.operation import Operation
from gui.heretics import operations as ops
from gui.widgets.enter_key import press_on_enter
from gui.widgets.focus_keep import keep_focus
from gui.widgets.sheet_style import scaled_font, value_tooltip
from rules.engine.build import Build

BuildSource = Callable[[], Build[Any]]
Apply = Callable[[Operation], bool]
HINT = "Every character starts with 10 hit points; each 2 Exp buys 1 more (rulebook: Hit Points)."
EXP_STEP = 2


class HitPointsPanel(QWidget):
    """Hit points now (breakdown on hover), Exp to spend on more, and Buy."""

    def __init__(self, source: BuildSource, apply: Apply, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source, self._apply = source, apply
        self.hit_points = QLabel(self)
        self.hit_points.setFont(scaled_font(self.hit_points, 1.3, bold=True))
        self.breakdown = QLabel(self)
        self.breakdown.setWordWrap(True)
        self.exp = QSpinBox(self)
        self.exp.setRange(EXP_STEP, 100_000)
        self.exp.setSingleStep(EXP_STEP)
        self.exp.setSuffix(" Exp")
        self.exp.setAccessibleName("Exp to spend on hit points")
        self.buy_button = QPushButton(self)
        self.exp.valueChanged.connect(self._update_button)
        self.buy_button.clicked.connect(self.buy_selected)
        press_on_enter(self.buy_button, self.exp)
        hint = QLabel(HINT, self)
        hint.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.exp)
        row.addWidget(self.buy_button)
        row.addStretch(1)
        form = QFormLayout(self)
        form.addRow("Hit points:", self.hit_points)
        form.addRow("", self.breakdown)
        label = QLabel("&Spend:", self)
        label.setBuddy(self.exp)
        form.addRow(label, row)
        form.addRow(hint)
        keep_focus([(self.exp, self.buy_button)], self)  # Exp spent: back to the amount
        self._update_button()

    def refresh(self) -> None:
        """Show the hit points of the current build."""
        value = self._source().sheet.values.get("hit-points")
        self.hit_points.setText(str(value.value) if value else "")
        self.hit_points.setToolTip(value_tooltip(value))
        self.breakdown.setText(value.breakdown() if value else "")

    def _update_button(self) -> None:
        exp = self.exp.value()
        points = exp // EXP_STEP
        self.buy_button.setText(f"B&uy {points} Hit Point{'s' * (points != 1)} ({exp} Exp)")

    def buy(self, exp: int) -> bool:
        """Spend Exp on hit points (refusals, e.g. an odd amount, are shown by `apply`)."""
        return self._apply(ops.buy_hit_points(exp))

    def buy_selected(self) -> bool:
        """Spend the Exp in the box."""
        return self.buy(self.exp.value())
